// Exports of a session: its movements to Excel (exceljs), and the X or Z report as a PDF (pdfmake),
// both loaded only when asked for. Amounts go to Excel as numbers of their exact decimal strings.
import type { MontosTotalesQuery, MovimientoFieldsFragment, SesionFieldsFragment } from '@jit/api';
import { D, toFixedString } from '@jit/domain';
import { celdaSegura } from '../../app/celda-segura';
import { descargarBlob } from '../../app/descargas';
import { formatAmount, formatDateTime } from '../../app/format';
import { CAJA_MESSAGES as M, MEDIOS, TIPOS } from './messages';
import { todosLosMovimientos } from './queries';

const numero = (s: string) => Number(toFixedString(s, 2));
const nombre = (s: SesionFieldsFragment, ext: string) => `caja-${s.caja.name.replace(/[^\w-]+/g, '_')}-${s.createdAt.slice(0, 10)}.${ext}`;

export async function exportarMovimientos(s: SesionFieldsFragment): Promise<void> {
  const [{ default: ExcelJS }, movs] = await Promise.all([import('exceljs'), todosLosMovimientos(s._id)]);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JIT';
  const ws = wb.addWorksheet(M.movimientos);
  ws.addRow([M.fecha, M.tipo, M.linea, M.detalle, M.ingreso, M.egreso, M.servicio, M.usuario]).font = { bold: true };
  for (const m of [...movs].reverse())
    ws.addRow([formatDateTime(m.createdAt), TIPOS[m.tipo] ?? m.tipo, MEDIOS[m.linea] ?? m.linea, celdaSegura(m.detalle ?? ''), numero(m.montoIngreso), numero(m.montoEgreso), numero(m.montoServicio), celdaSegura(m.user?.fullname ?? '')]);
  [5, 6, 7].forEach((c) => (ws.getColumn(c).numFmt = '#,##0.00'));
  const buf = await wb.xlsx.writeBuffer();
  descargarBlob(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), nombre(s, 'xlsx'));
}

type Montos = MontosTotalesQuery['Movimiento']['readMontosTotales'];
const der = (v: string) => ({ text: `₡${formatAmount(v)}`, alignment: 'right' });
const negrita = (t: string[]) => t.map((text) => ({ text, bold: true }));

/** The report's content: tenders, sales, credit notes, manual movements, the count and the differences. */
export function contenidoReporte(s: SesionFieldsFragment, movs: readonly MovimientoFieldsFragment[], montos: Montos | null, emisor: string) {
  const z = s.status !== 'ABIERTA';
  const lineas = z ? s.lineas : (montos?.lineas ?? []);
  const ventas = movs.filter((m) => m.tipo === 'FACTURA' && m.montoIngreso !== '0');
  const notas = movs.filter((m) => m.tipo === 'FACTURA' && m.montoEgreso !== '0');
  const manuales = movs.filter((m) => m.tipo !== 'FACTURA');
  const suma = (xs: readonly MovimientoFieldsFragment[], k: 'montoIngreso' | 'montoEgreso') => xs.reduce((a, m) => a.plus(m[k]), new D(0)).toFixed();
  return [
    { text: `${M.reporteTitulo(z)} · ${emisor}`, fontSize: 14, bold: true },
    { text: `${M.caja}: ${s.caja.name} · ${M.cajero}: ${s.user.fullname}`, margin: [0, 2, 0, 0] },
    { text: `${M.apertura}: ${formatDateTime(s.createdAt)}${s.cerradaAt ? ` · ${M.cierre}: ${formatDateTime(s.cerradaAt)}` : ''}${s.completedAt ? ` · ${M.finalizada}: ${formatDateTime(s.completedAt)} (${s.supervisor?.fullname ?? ''})` : ''}`, margin: [0, 0, 0, 2] },
    { text: `${M.montoInicial}: ₡${formatAmount(s.montoInicial)}`, margin: [0, 0, 0, 8] },
    { text: M.medios, bold: true, margin: [0, 0, 0, 4] },
    {
      table: {
        headerRows: 1,
        body: [negrita([M.linea, M.ingresos, M.egresos, M.esperado, ...(z ? [M.contado, M.diferencia] : [])]), ...lineas.map((l) => [l.nombre || (MEDIOS[l.linea] ?? l.linea), der(l.ingresos), der(l.egresos), der(l.esperado), ...(z ? [der(l.contado), der(l.dif)] : [])])],
      },
      margin: [0, 0, 0, 8],
    },
    { text: `${M.ventas}: ${M.documentos(ventas.length)} · ₡${formatAmount(suma(ventas, 'montoIngreso'))}` },
    { text: `${M.notasCredito}: ${M.documentos(notas.length)} · ₡${formatAmount(suma(notas, 'montoEgreso'))}`, margin: [0, 0, 0, 8] },
    { text: M.manuales, bold: true, margin: [0, 0, 0, 4] },
    manuales.length
      ? { table: { headerRows: 1, body: [negrita([M.fecha, M.tipo, M.linea, M.detalle, M.ingreso, M.egreso]), ...manuales.map((m) => [formatDateTime(m.createdAt), TIPOS[m.tipo] ?? m.tipo, MEDIOS[m.linea] ?? m.linea, m.detalle ?? '', der(m.montoIngreso), der(m.montoEgreso)])] }, margin: [0, 0, 0, 8] }
      : { text: '—', margin: [0, 0, 0, 8] },
    ...(z
      ? [
          { text: M.conteo, bold: true, margin: [0, 0, 0, 4] },
          { table: { headerRows: 1, body: [negrita([M.denominacion, M.cantidad, M.subtotal]), ...s.contador.map((c) => [`${c.divisa === 'USD' ? '$' : '₡'}${formatAmount(c.moneda, 0)}`, String(c.cantidadMoneda), der(c.totalMoneda)])] }, margin: [0, 0, 0, 8] },
          s.balance ? { text: `${M.esperado}: ₡${formatAmount(s.balance.esperado)} · ${M.contado}: ₡${formatAmount(s.balance.caja)} · ${M.diferencia}: ₡${formatAmount(s.balance.dif)}`, bold: true } : '',
        ]
      : []),
    { text: M.generado(formatDateTime(new Date().toISOString())), margin: [0, 8, 0, 0], color: '#666' },
  ];
}

/** The X (open session) or Z (closed) report as a PDF blob. */
export async function reportePdf(s: SesionFieldsFragment, montos: Montos | null, emisor: string): Promise<{ blob: Blob; nombre: string }> {
  const [{ default: pdfMake }, fonts, movs] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts'), todosLosMovimientos(s._id)]);
  const vfs = (fonts as unknown as { default?: Record<string, string> }).default ?? (fonts as unknown as Record<string, string>);
  const pm = pdfMake as unknown as { addVirtualFileSystem?: (v: unknown) => void; vfs?: unknown; createPdf: (d: unknown) => { getBlob: () => Promise<Blob> } };
  if (pm.addVirtualFileSystem) pm.addVirtualFileSystem(vfs);
  else pm.vfs = vfs;
  const blob = await pm.createPdf({ defaultStyle: { fontSize: 9 }, content: contenidoReporte(s, movs, montos, emisor) }).getBlob();
  return { blob, nombre: nombre(s, 'pdf').replace('caja-', s.status === 'ABIERTA' ? 'reporte-x-' : 'reporte-z-') };
}
