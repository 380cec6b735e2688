// A customer's statement of account by date range: sale documents (charges), credit notes and the
// payments of the customer's documents (credits, the payments module's), with the balance carried
// in and the running balance per currency (the domain's estadoDeCuenta); as a PDF, and e-mailed.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { CORREO_HACIENDA, estadoDeCuenta, formatMoney, type MovimientoCuenta } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { clienteBalance, factura, pago } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { queueMail } from '../../integrations/mail.js';
import { ESTILOS, fechaPdf, renderPdf } from '../factura/index.js';
import { NOTAS, VENTAS, rangoFechas } from './periodo.js';
import { vestido } from './plantilla.js';
import { clientePorId } from './service.js';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';


type Movimiento = MovimientoCuenta & { cuando: Date };

/** The customer's movements up to `hasta` (exclusive), oldest first. */
async function movimientos(tx: Tx, clienteId: string, hasta: Date): Promise<Movimiento[]> {
  const docs = await tx
    .select({ id: factura.id, documento: factura.documento, consecutivo: factura.consecutivo, fecha: factura.fechaEmision, total: sql<string>`${factura.totalComprobante}::text`, moneda: factura.codigoMoneda })
    .from(factura)
    .where(and(eq(factura.receptorId, clienteId), inArray(factura.documento, [...VENTAS, ...NOTAS]), sql`${factura.estadoDocumento} not in ('4', '6')`, lt(factura.fechaEmision, hasta)))
    .limit(20_000);
  const porId = new Map(docs.map((d) => [d.id, d]));
  // Payments are the payments module's (DECISIONS #250): what each one lowered the document's saldo
  // by, in the document's currency; an excess went to the balance in favour, shown apart.
  const pagos = docs.length
    ? await tx
        .select({ fecha: pago.fecha, facturaId: pago.facturaId, consecutivo: pago.consecutivo, concepto: pago.concepto, aplicado: pago.aplicado })
        .from(pago)
        .where(and(inArray(pago.facturaId, [...porId.keys()]), eq(pago.compra, false), eq(pago.estado, true), lt(pago.fecha, hasta), sql`${pago.aplicado} > 0`))
        .limit(20_000)
    : [];
  const out: Movimiento[] = docs.map((d) => ({
    cuando: d.fecha,
    fecha: d.fecha.toISOString(),
    tipo: NOTAS.includes(d.documento) ? 'NOTA_CREDITO' : 'FACTURA',
    codigoMoneda: d.moneda,
    referencia: d.consecutivo,
    detalle: NOTAS.includes(d.documento) ? 'Nota de crédito' : 'Documento de venta',
    monto: d.total ?? '0',
  }));
  for (const p of pagos) {
    const doc = porId.get(p.facturaId)!;
    out.push({
      cuando: p.fecha,
      fecha: p.fecha.toISOString(),
      tipo: 'PAGO',
      codigoMoneda: doc.moneda,
      referencia: doc.consecutivo,
      detalle: `Pago ${p.consecutivo}${p.concepto ? `: ${p.concepto}` : ''}`,
      monto: p.aplicado,
    });
  }
  return out;
}

async function leer(tx: Tx, s: Parameters<typeof clientePorId>[1], id: string, start: string, end: string) {
  const { a, b } = rangoFechas(start, end);
  const c = await clientePorId(tx, s, id);
  const todos = await movimientos(tx, c.id, b);
  const cuentas = estadoDeCuenta(
    todos.filter((m) => m.cuando < a),
    todos.filter((m) => m.cuando >= a),
  );
  const [saldo] = await tx
    .select({ total: clienteBalance.total })
    .from(clienteBalance)
    .where(and(eq(clienteBalance.clienteId, c.id), lt(clienteBalance.fecha, b)))
    .orderBy(desc(clienteBalance.consecutivo))
    .limit(1);
  return { cliente: c, a, b, cuentas, saldoAFavor: saldo?.total ?? '0' };
}

export type EstadoCuenta = Awaited<ReturnType<typeof leer>>;

export const estadoCuenta = (ctx: Context, id: string, start: string, end: string) => withSession(ctx, (tx, s) => leer(tx, s, id, start, end));

const dia = (d: Date) => fechaPdf(d).slice(0, 10);

/** The statement as a PDF (pdfmake, the documents' styles). */
export async function pdf(e: EstadoCuenta, emisor: { nombre: string; identificacion: string }): Promise<Buffer> {
  const c = e.cliente;
  const content: Content[] = [
    { text: `Estado de cuenta del ${dia(e.a)} al ${dia(e.b)}`, style: 'titulo' },
    { text: emisor.identificacion ? `${emisor.nombre} · ${emisor.identificacion}` : emisor.nombre, style: 'sub', margin: [0, 0, 0, 8] },
    { text: `Cliente: ${c.nombre}${c.identificacionNumero ? ` (${c.identificacionNumero})` : ''}`, margin: [0, 0, 0, 8] },
  ];
  if (e.cuentas.length === 0) content.push({ text: 'Sin documentos ni pagos hasta la fecha final.', margin: [0, 8, 0, 0] });
  for (const m of e.cuentas) {
    const $ = (v: { toFixed(): string }) => formatMoney(v.toFixed(), m.codigoMoneda);
    content.push(
      { text: `Cuenta en ${m.codigoMoneda}`, style: 'total', margin: [0, 8, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [58, 70, '*', 70, 70, 75],
          body: [
            ['Fecha', 'Documento', 'Detalle', 'Cargo', 'Abono', 'Saldo'].map((t, i) => ({ text: t, style: 'th', alignment: i >= 3 ? ('right' as const) : undefined })),
            [{ text: '', style: 'td' }, { text: '', style: 'td' }, { text: 'Saldo anterior', style: 'td' }, { text: '', style: 'td' }, { text: '', style: 'td' }, { text: $(m.saldoInicial), style: 'td', alignment: 'right' as const }],
            ...m.lineas.map((l) => [
              { text: dia(new Date(l.fecha)), style: 'td' },
              { text: l.referencia, style: 'td' },
              { text: l.detalle, style: 'td' },
              { text: l.cargo.isZero() ? '' : $(l.cargo), style: 'td', alignment: 'right' as const },
              { text: l.abono.isZero() ? '' : $(l.abono), style: 'td', alignment: 'right' as const },
              { text: $(l.saldo), style: 'td', alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Cargos ${$(m.cargos)} · Abonos ${$(m.abonos)} · Saldo al ${dia(e.b)}: ${$(m.saldoFinal)}`, style: 'total', margin: [0, 6, 0, 0] },
    );
  }
  if (e.saldoAFavor !== '0') content.push({ text: `Saldo a favor del cliente: ${formatMoney(e.saldoAFavor, 'CRC')}`, margin: [0, 10, 0, 0] });
  const def: TDocumentDefinitions = {
    info: { title: `Estado de cuenta de ${c.nombre}`, creator: 'JIT' },
    pageSize: 'LETTER',
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: ESTILOS,
    content,
  };
  return renderPdf(def);
}

export async function estadoCuentaPdf(ctx: Context, id: string, start: string, end: string): Promise<string> {
  const { e, emisor } = await withSession(ctx, async (tx, s) => ({ e: await leer(tx, s, id, start, end), emisor: { nombre: s.emisor.nombre, identificacion: '' } }));
  return (await pdf(e, emisor)).toString('base64');
}

/** Queues the statement's PDF to the customer's e-mail (or `to`), in the same transaction as the read. */
export async function sendEstadoCuenta(ctx: Context, id: string, start: string, end: string, to: string[] | null | undefined) {
  const now = ctx.now();
  await withSession(ctx, async (tx, s) => {
    const e = await leer(tx, s, id, start, end);
    const destino = (to?.length ? to : [e.cliente.correoElectronico ?? '']).map((x) => x.trim().toLowerCase()).filter(Boolean);
    if (destino.length === 0) throw badInput('El cliente no tiene correo electrónico.', 'to');
    destino.forEach((x, i) => {
      if (!CORREO_HACIENDA.test(x)) throw badInput(`El correo «${x}» no es válido.`, `to.${i}`);
    });
    const emisor = { nombre: s.emisor.nombre, identificacion: '' };
    const archivo = await pdf(e, emisor);
    await queueMail(tx, `estado-cuenta:${s.emisorId}:${e.cliente.id}:${now.getTime()}`, {
      to: destino,
      subject: `Estado de cuenta — ${emisor.nombre}`,
      // Dressed with the issuer's e-mail template (ruling B-8).
      ...(await vestido(tx, { nombre: e.cliente.nombre, cuerpo: `Adjuntamos su estado de cuenta del ${dia(e.a)} al ${dia(e.b)}.`, emisor: emisor.nombre })),
      attachments: [{ filename: 'estado-de-cuenta.pdf', contentBase64: archivo.toString('base64'), contentType: 'application/pdf' }],
      emisorRef: s.emisorId,
    });
  });
  ctx.services.outbox.nudge();
  return true;
}
