// @jit/domain — compra (suppliers and purchases).

export { estadisticasCompras, RECEPTOR_ND, TIPOS_GASTO_ACTIVO, type DocumentoEstadistica, type EstadisticaItem } from './estadisticas';
export { costoAterrizado, costoNetoLinea, costoNetoUnitario, prorratear, type BaseProrrateo, type LineaCompra, type LineaCosto } from './costo';
export { claveMapeo, mapearLineas, type DestinoLinea, type LineaRecibida } from './mapeo';
export { agruparReporteCompras, totalReporteCompras, SIN_CUENTA, SIN_IVA, type DimensionReporte, type FilaReporteCompra, type GrupoReporteCompra } from './reporte';
export { problemasEmisorFec, type ProblemaFec, type ProveedorFec } from './fec';
