// Every visible text of the accounting screen, in Spanish.
import { formatCount } from '../../app/format';

export const CONTABILIDAD_MESSAGES = {
  titulo: 'Contabilidad',
  asientos: 'Asientos',
  balanza: 'Balanza y estados',
  iva: 'IVA mensual',
  cuentas: 'Catálogo de cuentas',
  fecha: 'Fecha',
  descripcion: 'Descripción',
  documento: 'Documento',
  entidad: 'Cliente o proveedor',
  moneda: 'Moneda',
  cuenta: 'Cuenta',
  codigo: 'Código',
  nombre: 'Nombre',
  debe: 'Debe',
  haber: 'Haber',
  saldo: 'Saldo',
  totales: 'Totales',
  desde: 'Desde',
  hasta: 'Hasta',
  todasCuentas: 'Todas las cuentas',
  tipoDocumento: 'Tipo de documento',
  buscar: 'Buscar en entidad, consecutivo o descripción',
  cargarMas: (n: number) => `Cargar más (${n} asientos cargados)`,
  exportar: 'Exportar a Excel',
  recargar: 'Recargar',
  cambiarCuenta: 'Cambiar cuenta',
  historial: 'Historial',
  cuentaNueva: 'Cuenta nueva',
  razon: 'Razón del cambio',
  razonHint: 'Queda en el historial del asiento.',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  cuentaCambiada: 'Cuenta cambiada.',
  elijaLinea: 'Elija una línea del asiento en la tabla.',
  sinHistorial: 'Este asiento no tiene cambios de cuenta.',
  de: 'De',
  a: 'A',
  usuario: 'Usuario',
  periodo: 'Período',
  year: 'Año',
  mes: 'Mes',
  estadoResultados: 'Estado de resultados',
  estadoSituacion: 'Estado de situación financiera',
  utilidad: 'Utilidad (pérdida) del período',
  activo: 'Total activo',
  pasivoPatrimonio: 'Pasivo + patrimonio + utilidad',
  mayor: 'Libro mayor',
  saldoInicial: 'Saldo inicial',
  saldoFinal: 'Saldo final',
  truncado: 'Hay más de 5000 movimientos: acote el período.',
  lineaHoja: 'Línea de la declaración',
  base: 'Base',
  impuesto: 'IVA',
  acreditable: 'Crédito fiscal',
  documentos: 'Documentos',
  totalImpuestoVentas: 'IVA de ventas (menos notas de crédito)',
  totalCredito: 'Crédito fiscal de compras',
  creditoImportaciones: 'Crédito por importaciones',
  saldoAnterior: 'Saldo a favor del mes anterior',
  retenciones: 'Retenciones',
  totalImpuesto: 'Impuesto neto',
  saldoIva: 'Saldo (positivo a pagar, negativo a favor)',
  guardarDeclaracion: 'Guardar declaración',
  declaracionGuardada: 'Declaración del mes guardada.',
  guardadaEl: (f: string) => `Guardada el ${f}.`,
  detalleDe: (l: string) => `Documentos de «${l}»`,
  elijaLineaHoja: 'Elija una línea para ver sus documentos.',
  montoInvalido: 'Escriba un monto de 0 o más.',
  tipo: 'Grupo',
  categoria: 'Sección',
  reporte: 'Estado',
  sysName: 'Uso del sistema',
  activa: 'Activa',
  asentando: 'Asentando lo pendiente',
  quedan: (n: number) => (n === 1 ? 'Queda 1 documento o movimiento por asentar.' : `Quedan ${formatCount(n)} documentos o movimientos por asentar.`),
  fuente: { factura: 'Documento', inventario: 'Inventario', caja: 'Caja', pago: 'Pago', 'pago-eliminado': 'Pago eliminado', recibo: 'Recibo de pago', 'recibo-anulado': 'Recibo de pago anulado' } as Record<
    string,
    string
  >,
};

export const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Setiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

const ACREDITACION: Record<string, string> = {
  total: 'con crédito total',
  parcial: 'con crédito proporcional',
  ninguno: 'sin crédito',
};

/** A worksheet line's name as the return reads it: «Ventas gravadas al 13 %», «Compras exentas sin crédito»… */
export function nombreLinea(l: {
  seccion: string;
  tarifa: string;
  acreditacion?: string | null;
}): string {
  const tarifa = l.tarifa === 'exento' ? 'exentas' : `gravadas al ${l.tarifa.replace('.', ',')} %`;
  return l.seccion === 'ventas'
    ? `Ventas ${tarifa}`
    : `Compras ${tarifa} ${ACREDITACION[l.acreditacion ?? 'total'] ?? ''}`.trim();
}

/** A month's first and last instant in Costa Rica time (UTC−6), as the server reads periods. */
export function rangoDelMes(year: number, month: number): { inicio: string; final: string } {
  const inicio = new Date(Date.UTC(year, month - 1, 1, 6));
  const final = new Date(Date.UTC(year, month, 1, 6) - 1);
  return { inicio: inicio.toISOString(), final: final.toISOString() };
}

/** A day typed in a date field (aaaa-mm-dd) as the start or end of that day in Costa Rica. */
export const diaCR = (dia: string, fin: boolean): string | null =>
  dia ? new Date(`${dia}T${fin ? '23:59:59.999' : '00:00:00'}-06:00`).toISOString() : null;
