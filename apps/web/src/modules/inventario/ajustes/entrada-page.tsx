// /inventario/entrada: entry types and stock entries.
import { AjustesPage } from './ajustes-page';

export const EntradaPage = () => <AjustesPage clase="ENTRADA" />;
