import type { ReactNode } from 'react';
import {
  IconBox,
  IconBuildingFactory2,
  IconCalculator,
  IconCashRegister,
  IconCreditCard,
  IconFileInvoice,
  IconHome,
  IconSettings,
  IconShoppingCart,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';

const ICONS: Record<string, ReactNode> = {
  '/dashboard': <IconHome size={18} />,
  '/pricing': <IconCreditCard size={18} />,
  Admin: <IconSettings size={18} />,
  Facturación: <IconFileInvoice size={18} />,
  Clientes: <IconUsers size={18} />,
  Inventario: <IconBox size={18} />,
  Compras: <IconShoppingCart size={18} />,
  Cajas: <IconCashRegister size={18} />,
  Restaurante: <IconToolsKitchen2 size={18} />,
  Producción: <IconBuildingFactory2 size={18} />,
  Contabilidad: <IconCalculator size={18} />,
};

export const menuIcon = (menu: string): ReactNode => ICONS[menu] ?? null;
