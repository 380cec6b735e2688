// The account statement of a customer as a PDF: open credit documents with their balance.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { D, formatMoney } from '@jit/domain';
import { ESTILOS, fechaPdf as fecha, logoDe, renderPdf } from './pdf-motor.js';

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
  return renderPdf(def);
}

const addDec = (a: string, b: string): string => new D(a).plus(b).toFixed();
