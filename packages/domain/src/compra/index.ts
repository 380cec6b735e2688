// @jit/domain — compra (suppliers and purchases).

export { estadisticasCompras, RECEPTOR_ND, TIPOS_GASTO_ACTIVO, type DocumentoEstadistica, type EstadisticaItem } from './estadisticas';
