import type { ModuleFlag } from './module-flags';

/** The main menus, which are also the role event names (DECISIONS #8). */
export type MainMenu =
  | 'Admin'
  | 'Facturación'
  | 'Clientes'
  | 'Inventario'
  | 'Compras'
  | 'Cajas'
  | 'Restaurante'
  | 'Producción'
  | 'Contabilidad';
/** Main menus in sidebar order, with the base path of their role event. */
export const MAIN_MENUS: readonly { name: MainMenu; path: string }[] = [
  { name: 'Admin', path: '/admin' },
  { name: 'Facturación', path: '/facturacion' },
  { name: 'Clientes', path: '/clientes' },
  { name: 'Inventario', path: '/inventario' },
  { name: 'Compras', path: '/compras' },
  { name: 'Cajas', path: '/cajas' },
  { name: 'Restaurante', path: '/restaurante' },
  { name: 'Producción', path: '/produccion' },
  { name: 'Contabilidad', path: '/contabilidad' },
];

/** Layouts of spec 1 §2. */
export type Layout = 'main' | 'login' | 'full' | 'scroll' | 'restaurant';
/** Menu hiding rules of spec 1 §2 (they hide the entry; the page stays reachable). */
export type HiddenRule = 'PRO_OR_SUBPROFILE' | 'PRO_OR_MICRO';
/** public: before sign-in; system: open to every signed-in user (DECISIONS #7); page: profile/role/module rules. */
export type RouteKind = 'public' | 'system' | 'page';

/** One screen route (spec routes.tsv). */
export type RouteDef = {
  path: string;
  label: string;
  menu: MainMenu | null;
  layout: Layout;
  module: ModuleFlag | null;
  hidden: HiddenRule | null;
  kind: RouteKind;
  /** Open to COMMUNITY and FACTURA (spec 1 §6, DECISIONS #6). */
  basic: boolean;
  /** Shown as a sidebar entry. */
  sidebar: boolean;
  footer: boolean;
  redirectTo: string | null;
};

type Row = [path: string, label: string, menu: MainMenu | null, extra?: Partial<RouteDef>];
const sys = (path: string, label: string, extra: Partial<RouteDef> = {}): Row => [path, label, null, { kind: 'system', sidebar: false, ...extra }];
const basic = { basic: true };

const ROWS: Row[] = [
  ['/', 'Inicio de sesión', null, { kind: 'public', layout: 'login', sidebar: false }],
  sys('/dashboard', 'Inicio', { sidebar: true }),
  ['/contabilidad', 'Contabilidad', 'Contabilidad', { module: 'accountingModule' }],
  sys('/pricing', 'Planes', { sidebar: true, hidden: 'PRO_OR_SUBPROFILE' }),
  sys('/accountDisabled', 'Cuenta deshabilitada', { layout: 'full' }),
  sys('/noauth', 'Sin autorización'),
  sys('/logout', 'Cerrar sesión'),
  ['/register', 'Registro', null, { kind: 'public', layout: 'login', sidebar: false }],
  ['/maps/full-screen', 'Mapa', null, { layout: 'full', footer: false, sidebar: false }],
  ['/emisor/datosatv', 'Configuración', null, { sidebar: false, basic: true, redirectTo: '/admin/datosatv' }],
  ['/admin/datosatv', 'Configuración', 'Admin', basic],
  ['/admin/roles', 'Roles', 'Admin'],
  ['/admin/usuarios', 'Usuarios', 'Admin'],
  ['/facturacion/facturar', 'Facturar', 'Facturación', basic],
  ['/facturacion/mensajeReceptor', 'Aceptar Comprobantes', 'Facturación', { ...basic, hidden: 'PRO_OR_MICRO' }],
  ['/facturacion/listaCredito', 'Mis Facturas', 'Facturación'],
  ['/facturacion/listaPagos', 'Pagos de ventas', 'Facturación'],
  ['/facturacion/listaLinks', 'Enlaces de pago', 'Facturación'],
  ['/facturacion/reporte', 'Reporte de ventas', 'Facturación'],
  ['/facturacion/proforma', 'Proformas', 'Facturación', basic],
  ['/facturacion/listaFactura', 'Facturas', 'Facturación', basic],
  ['/facturacion/listaTiquete', 'Tiquetes', 'Facturación', basic],
  ['/facturacion/listaNotaCredito', 'Notas de crédito', 'Facturación', basic],
  ['/facturacion/listaMensajeReceptor', 'Mensajes de receptor', 'Facturación', basic],
  ['/facturacion/listaFacturaCompras', 'Facturas de compra', 'Facturación'],
  ['/facturacion/listaFacturaExportacion', 'Facturas de exportación', 'Facturación', basic],
  ['/facturacion/listaFacturaOtro', 'Otras facturas', 'Facturación', basic],
  ['/facturacion/listaFacturaBulk', 'Temporal', 'Facturación', { module: 'bulkBillingModule' }],
  ['/clientes/dashboard', 'Resumen de clientes', 'Clientes'],
  ['/clientes/lista', 'Clientes', 'Clientes', { ...basic, module: null }],
  ['/clientes/suscripciones', 'Suscripciones', 'Clientes'],
  ['/clientes/transacciones', 'Transacciones', 'Clientes'],
  ['/clientes/categorias', 'Categorías', 'Clientes'],
  ['/clientes/cron', 'Ciclos de clientes', 'Clientes'],
  ['/clientes/marketing/email', 'Campañas de correo', 'Clientes', { module: 'marketingModule' }],
  ['/clientes/marketing/birthday', 'Cumpleaños', 'Clientes', { module: 'marketingModule' }],
  ['/inventario/lista', 'Movimientos', 'Inventario'],
  ['/inventario/materiaPrima', 'Materia prima', 'Inventario'],
  ['/inventario/reventa', 'Reventa', 'Inventario'],
  ['/inventario/manufacturado', 'Manufacturados', 'Inventario'],
  ['/inventario/consumible', 'Consumibles', 'Inventario'],
  ['/inventario/Servicio', 'Servicios', 'Inventario'],
  ['/inventario/categoria', 'Categorías', 'Inventario'],
  ['/inventario/costosfijos', 'Costos fijos', 'Inventario'],
  ['/inventario/costosvariables', 'Costos variables', 'Inventario'],
  ['/inventario/descuentos', 'Descuentos', 'Inventario'],
  ['/inventario/entrada', 'Entradas', 'Inventario'],
  ['/inventario/merma', 'Mermas', 'Inventario'],
  ['/compras/FacturaCompras', 'Factura de compra', 'Compras'],
  ['/compras/comprasXml', 'Compras por XML', 'Compras'],
  ['/compras/listaCredito', 'Cuentas por pagar', 'Compras'],
  ['/compras/listaPagos', 'Pagos de compras', 'Compras'],
  ['/compras/tipos', 'Gastos y Activos', 'Compras'],
  ['/compras/Proveedores', 'Proveedores', 'Compras'],
  ['/compras/reporte', 'Reporte de compras', 'Compras'],
  ['/compras/listaAnulaciones', 'Anulaciones', 'Compras'],
  ['/compras/listaAutoEmail', 'Correos automáticos', 'Compras'],
  ['/cajas/lista', 'Cajas', 'Cajas'],
  ['/cajas/administrar', 'Administrar cajas', 'Cajas'],
  ['/cajas/micaja', 'Mi caja', 'Cajas'],
  ['/restaurante/pedidos', 'Pedidos', 'Restaurante'],
  ['/restaurante/listaPedidos', 'Lista de pedidos', 'Restaurante'],
  ['/restaurante/listaEliminados', 'Artículos eliminados', 'Restaurante'],
  ['/restaurante/pedidosEnLinea', 'Pedidos en línea', 'Restaurante'],
  ['/restaurante/cocina', 'Cocina', 'Restaurante'],
  ['/restaurante/facturar', 'Punto de venta', 'Restaurante'],
  ['/restaurante/lista', 'Restaurantes', 'Restaurante'],
  ['/restaurante/zona', 'Zonas y mesas', 'Restaurante'],
  ['/produccion/producir', 'Producir', 'Producción'],
  ['/produccion/ordenes', 'Órdenes de producción', 'Producción'],
];

// DECISIONS #9: which module flag gates each main menu.
const MENU_MODULE: Readonly<Record<MainMenu, ModuleFlag | null>> = {
  Admin: null,
  Facturación: 'billingModule',
  Clientes: 'crmModule',
  Inventario: 'inventoryModule',
  Compras: 'inventoryModule',
  Cajas: 'cashRegisterModule',
  Restaurante: 'restaurantModule',
  Producción: 'productionModule',
  Contabilidad: 'accountingModule',
};

/** Every route of spec routes.tsv with its menu, layout, module flag and hiding rule. */
export const ROUTES: readonly RouteDef[] = ROWS.map(([path, label, menu, extra = {}]) => ({
  path,
  label,
  menu,
  layout: menu === 'Restaurante' ? 'restaurant' : 'main',
  module: menu ? MENU_MODULE[menu] : null,
  hidden: null,
  kind: 'page',
  basic: false,
  sidebar: menu !== null,
  footer: true,
  redirectTo: null,
  ...extra,
}));
