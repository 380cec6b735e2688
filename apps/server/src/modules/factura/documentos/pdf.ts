// The printed representation of a document (pdfmake, Spanish, es-CR numbers through the domain's
// formatting): issuer, receptor, lines, totals, clave, consecutivo and status; and the account
// statement of a customer. No file or network access besides the bundled Roboto fonts.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { D, formatMoney, formatNumber } from '@jit/domain';
import { fechaCostaRica } from '@jit/hacienda';
import { documentoCodigo, estadoCodigo, medioPagoNombre } from '../catalogos.js';
import type { DatosFactura, FacturaRow } from '../modelo.js';

type PdfMake = {
  setFonts(f: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(def: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
};

const require = createRequire(import.meta.url);
let engine: PdfMake | null = null;
function pdfmake(): PdfMake {
  if (!engine) {
    engine = require('pdfmake') as PdfMake;
    const fontsFile = require.resolve('pdfmake/fonts/Roboto.js');
    const fontsDir = dirname(fontsFile);
    engine.setFonts(require(fontsFile));
    engine.setUrlAccessPolicy(() => false);
    engine.setLocalAccessPolicy((p) => p.startsWith(fontsDir));
  }
  return engine;
}

const fecha = (d: Date): string => {
  const t = fechaCostaRica(d);
  return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, 16)}`;
};

const ESTILOS: TDocumentDefinitions['styles'] = {
  titulo: { fontSize: 15, bold: true, color: '#1f3a60' },
  sub: { fontSize: 9, color: '#555555' },
  th: { bold: true, fillColor: '#eef2f7', fontSize: 8 },
  td: { fontSize: 8 },
  label: { fontSize: 8, color: '#555555' },
  total: { fontSize: 10, bold: true },
};

/** A logo given as data: URL (never fetched from the network). */
const logoDe = (logo: string | null | undefined): Content[] =>
  logo && /^data:image\/(png|jpe?g);base64,/i.test(logo)
    ? [{ image: logo, fit: [120, 60], margin: [0, 0, 0, 6] }]
    : [];

/** The PDF of a stored document. */
export async function pdfDocumento(
  row: FacturaRow,
  opts: { logo?: string | null } = {},
): Promise<Buffer> {
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
            { text: 'Condiciones', style: 'label', alignment: 'right' },
            {
              text:
                row.condicionVenta === '02' ? `Crédito a ${row.plazoCredito ?? 0} días` : 'Contado',
              alignment: 'right',
            },
            {
              text: `Medio de pago: ${r.medioPago.map((x) => medioPagoNombre(x.tipoMedioPago) ?? x.tipoMedioPago).join(', ') || '—'}`,
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
  return pdfmake().createPdf(def).getBuffer();
}

/** The account statement of a customer: open credit documents with their balance. */
export async function pdfEstadoCuenta(args: {
  emisor: { nombre: string; identificacion: string };
  receptor: { nombre: string; identificacion: string | null };
  documentos: {
    consecutivo: string;
    fechaEmision: Date;
    plazoCredito: number | null;
    codigoMoneda: string;
    totalComprobante: string;
    saldo: string;
  }[];
  now: Date;
  logo?: string | null;
}): Promise<Buffer> {
  const porMoneda = new Map<string, string[]>();
  for (const doc of args.documentos)
    porMoneda.set(doc.codigoMoneda, [...(porMoneda.get(doc.codigoMoneda) ?? []), doc.saldo]);
  const content: Content[] = [
    ...logoDe(args.logo),
    { text: `Estado de cuenta al ${fecha(args.now).slice(0, 10)}`, style: 'titulo' },
    {
      text: `${args.emisor.nombre} · ${args.emisor.identificacion}`,
      style: 'sub',
      margin: [0, 0, 0, 8],
    },
    {
      text: `Cliente: ${args.receptor.nombre}${args.receptor.identificacion ? ` (${args.receptor.identificacion})` : ''}`,
      margin: [0, 0, 0, 8],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 70, 60, 90, 90],
        body: [
          [
            { text: 'Documento', style: 'th' },
            { text: 'Fecha', style: 'th' },
            { text: 'Plazo', style: 'th' },
            { text: 'Total', style: 'th', alignment: 'right' },
            { text: 'Saldo', style: 'th', alignment: 'right' },
          ],
          ...args.documentos.map((doc) => [
            { text: doc.consecutivo, style: 'td' },
            { text: fecha(doc.fechaEmision).slice(0, 10), style: 'td' },
            { text: `${doc.plazoCredito ?? 0} días`, style: 'td' },
            {
              text: formatMoney(doc.totalComprobante, doc.codigoMoneda),
              style: 'td',
              alignment: 'right' as const,
            },
            {
              text: formatMoney(doc.saldo, doc.codigoMoneda),
              style: 'td',
              alignment: 'right' as const,
            },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    ...[...porMoneda.entries()].map(
      ([moneda, saldos]) =>
        ({
          text: `Saldo pendiente en ${moneda}: ${formatMoney(saldos.reduce(addDec, '0'), moneda)}`,
          style: 'total',
          margin: [0, 8, 0, 0],
        }) satisfies Content,
    ),
  ];
  const def: TDocumentDefinitions = {
    info: { title: `Estado de cuenta de ${args.receptor.nombre}`, creator: 'JIT' },
    pageSize: 'LETTER',
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: ESTILOS,
    content,
  };
  return pdfmake().createPdf(def).getBuffer();
}

const addDec = (a: string, b: string): string => new D(a).plus(b).toFixed();
