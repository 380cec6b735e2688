// The printed representation of a document (pdfmake, Spanish, es-CR numbers through the domain's
// formatting): issuer, receptor, the sale condition and payment methods the document carries,
// lines, totals, clave, consecutivo and status; in the sandbox, marked as a trial document.
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { CONDICIONES_RECIBO, CONDICIONES_VENTA, descripcionDe, esCondicionCredito, formatMoney, formatNumber } from '@jit/domain';
import { documentoCodigo, estadoCodigo, medioPagoNombre } from '../catalogos.js';
import type { DatosFactura, FacturaRow } from '../modelo.js';
import { ESTILOS, fechaPdf as fecha, logoDe, renderPdf } from './pdf-motor.js';

export { pdfEstadoCuenta } from './pdf-estado-cuenta.js';

/** Shown on every document issued against Hacienda's simulator (the sandbox). */
export const AVISO_PRUEBA = 'DOCUMENTO DE PRUEBA · emitido en el ambiente de pruebas, sin validez ante Hacienda';

/** «Crédito a 30 días (vence el 25/12/2026)», «Contado»…: the document's own sale condition. */
export function condicionTexto(row: Pick<FacturaRow, 'condicionVenta' | 'plazoCredito' | 'fechaEmision'>, otros?: string | null): string {
  const nombre = descripcionDe(CONDICIONES_VENTA, row.condicionVenta) ?? descripcionDe(CONDICIONES_RECIBO, row.condicionVenta) ?? row.condicionVenta;
  if (esCondicionCredito(row.condicionVenta)) {
    const dias = row.plazoCredito ?? 0;
    const vence = new Date(row.fechaEmision.getTime() + dias * 86_400_000);
    return `Crédito a ${dias} ${dias === 1 ? 'día' : 'días'} (vence el ${fecha(vence).slice(0, 10)})`;
  }
  return row.condicionVenta === '99' && otros ? `${nombre}: ${otros}` : nombre;
}

/** «Transferencia - depósito bancario», or each method with its amount when there are several. */
export function mediosTexto(medios: DatosFactura['resumenFactura']['medioPago'], moneda: string): string {
  if (medios.length === 0) return 'no indicado';
  const nombre = (m: (typeof medios)[number]) => (m.tipoMedioPago === '99' && m.medioPagoOtros ? m.medioPagoOtros : (medioPagoNombre(m.tipoMedioPago) ?? m.tipoMedioPago));
  if (medios.length === 1) return nombre(medios[0]!);
  return medios.map((m) => `${nombre(m)} ${formatMoney(m.totalMedioPago ?? '0', moneda)}`).join(', ');
}

type Opciones = { logo?: string | null; prueba?: boolean };

/** The PDF of a stored document; `prueba`: issued in the sandbox (marked as a trial document). */
export async function pdfDocumento(row: FacturaRow, opts: Opciones = {}): Promise<Buffer> {
  return renderPdf(definicionDocumento(row, opts));
}

/** The pdfmake definition of a stored document (what the PDF says, before any font is applied). */
export function definicionDocumento(row: FacturaRow, opts: Opciones = {}): TDocumentDefinitions {
  const d = row.datos as unknown as DatosFactura;
  const m = row.codigoMoneda;
  const money = (x: string) => formatMoney(x, m);
  const tipo = documentoCodigo(row.documento);
  const r = d.resumenFactura;
  const receptor = d.receptor;
  const lineas: TableCell[][] = [
    [
      { text: '#', style: 'th' },
      { text: 'Cant.', style: 'th', alignment: 'right' },
      { text: 'Detalle', style: 'th' },
      { text: 'CABYS', style: 'th' },
      { text: 'Precio', style: 'th', alignment: 'right' },
      { text: 'Descuento', style: 'th', alignment: 'right' },
      { text: 'IVA', style: 'th', alignment: 'right' },
      { text: 'Total', style: 'th', alignment: 'right' },
    ],
    ...d.detalleServicio.lineaDetalle.map((l) => [
      { text: String(l.numeroLinea), style: 'td' },
      { text: formatNumber(l.cantidad, 3), style: 'td', alignment: 'right' as const },
      { text: l.detalle, style: 'td' },
      { text: l.codigoCABYS ?? '', style: 'td' },
      { text: money(l.precioUnitario), style: 'td', alignment: 'right' as const },
      { text: money(l.montoDescuento), style: 'td', alignment: 'right' as const },
      { text: money(l.impuestoNeto), style: 'td', alignment: 'right' as const },
      { text: money(l.montoTotalLinea), style: 'td', alignment: 'right' as const },
    ]),
  ];
  const totales: [string, string][] = [
    ['Total venta', r.totalVenta],
    ['Descuentos', r.totalDescuentos],
    ['Venta neta', r.totalVentaNeta],
    ['Impuesto', r.totalImpuesto],
    ...(r.totalOtrosCargos !== '0'
      ? ([['Otros cargos', r.totalOtrosCargos]] as [string, string][])
      : []),
    ...(r.totalIVADevuelto !== '0'
      ? ([['IVA devuelto', `-${r.totalIVADevuelto}`]] as [string, string][])
      : []),
  ];
  // The exonerated sales (the receptor's exoneration), right after the sale they are part of.
  if (r.totalExonerado && r.totalExonerado !== '0') totales.splice(1, 0, ['Ventas exoneradas', r.totalExonerado]);
  const estado = estadoCodigo(row.estadoDocumento).annotation ?? row.estadoDocumento;
  const def: TDocumentDefinitions = {
    info: {
      title: `${tipo.annotation ?? tipo.value} ${row.consecutivo}`,
      creator: 'JIT',
      subject: row.clave ?? row.consecutivo,
    },
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: ESTILOS,
    footer: (page, pages) => ({
      text: `Página ${page} de ${pages} · Emitido con JIT · Autorizado mediante resolución MH-DGT-RES-0027-2024 de la Dirección General de Tributación`,
      style: 'sub',
      alignment: 'center',
      margin: [36, 12, 36, 0],
    }),
    content: [
      ...(opts.prueba
        ? [{ table: { widths: ['*'], body: [[{ text: AVISO_PRUEBA, style: 'prueba', alignment: 'center', margin: [0, 3, 0, 3] }]] }, layout: 'noBorders', margin: [0, 0, 0, 8] } as Content]
        : []),
      {
        columns: [
          [
            ...logoDe(opts.logo),
            { text: d.emisor.nombreComercial ?? d.emisor.nombre, style: 'titulo' },
            { text: d.emisor.nombre, style: 'sub' },
            { text: `Identificación ${d.emisor.identificacion.numero}`, style: 'sub' },
            ...(d.emisor.correoElectronico
              ? [{ text: d.emisor.correoElectronico, style: 'sub' }]
              : []),
            ...(d.emisor.telefono
              ? [{ text: `Tel. ${d.emisor.telefono.numTelefono}`, style: 'sub' }]
              : []),
          ],
          [
            { text: tipo.annotation ?? tipo.value, style: 'titulo', alignment: 'right' },
            { text: `Consecutivo ${row.consecutivo}`, alignment: 'right' },
            {
              text: `Fecha de emisión ${fecha(row.fechaEmision)}`,
              alignment: 'right',
              style: 'sub',
            },
            { text: `Estado: ${estado}`, alignment: 'right', style: 'sub' },
          ],
        ],
      },
      ...(row.clave
        ? [{ text: `Clave ${row.clave}`, style: 'sub', margin: [0, 6, 0, 0] } as Content]
        : []),
      ...(row.claveFE
        ? [{ text: `Comprobante recibido ${row.claveFE}`, style: 'sub' } as Content]
        : []),
      {
        canvas: [
          { type: 'line', x1: 0, y1: 4, x2: 540, y2: 4, lineWidth: 0.5, lineColor: '#cccccc' },
        ],
        margin: [0, 4, 0, 6],
      },
      {
        columns: [
          [
            {
              text:
                row.documento === '08' || ['05', '06', '07'].includes(row.documento)
                  ? 'Proveedor'
                  : 'Receptor',
              style: 'label',
            },
            { text: receptor?.nombre ?? 'Cliente de contado', bold: true },
            ...(receptor?.identificacion
              ? [{ text: `Identificación ${receptor.identificacion.numero}`, style: 'sub' }]
              : []),
            ...(receptor?.identificacionExtranjero
              ? [
                  {
                    text: `Identificación extranjera ${receptor.identificacionExtranjero}`,
                    style: 'sub',
                  },
                ]
              : []),
            ...(receptor?.correoElectronico
              ? [{ text: receptor.correoElectronico, style: 'sub' }]
              : []),
          ],
          [
            { text: 'Condición de venta', style: 'label', alignment: 'right' },
            { text: condicionTexto(row, d.condicionVentaOtros), alignment: 'right' },
            {
              text: `Medio de pago: ${mediosTexto(r.medioPago, m)}`,
              style: 'sub',
              alignment: 'right',
            },
            {
              text: `Moneda ${m}${m !== 'CRC' ? ` · tipo de cambio ${formatNumber(row.tipoCambio, 5)}` : ''}`,
              style: 'sub',
              alignment: 'right',
            },
          ],
        ],
        margin: [0, 0, 0, 10],
      },
      {
        table: { headerRows: 1, widths: [14, 34, '*', 60, 58, 50, 50, 64], body: lineas },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 220,
            table: {
              widths: ['*', 100],
              body: [
                ...totales.map(([k, v]) => [
                  { text: k, style: 'td' },
                  {
                    text: v.startsWith('-') ? `-${money(v.slice(1))}` : money(v),
                    style: 'td',
                    alignment: 'right' as const,
                  },
                ]),
                [
                  { text: 'Total del comprobante', style: 'total' },
                  { text: money(r.totalComprobante), style: 'total', alignment: 'right' as const },
                ],
              ],
            },
            layout: 'noBorders',
          },
        ],
        margin: [0, 10, 0, 0],
      },
      ...(d.informacionReferencia?.length
        ? [
            { text: 'Referencias', style: 'label', margin: [0, 10, 0, 2] } as Content,
            ...d.informacionReferencia.map((ref) => ({
              text: `${ref.numero ?? ''} ${ref.razon ?? ''}`.trim(),
              style: 'sub',
            })),
          ]
        : []),
    ],
  };
  return def;
}

