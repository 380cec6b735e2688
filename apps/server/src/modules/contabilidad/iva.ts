// The monthly VAT return (spec 3 §3 Iva; ruling F2-3): the worksheet worked from the books (the
// documents posted in the month, read back from storage: their lines' VAT by rate and, for
// received documents, the creditable VAT of the signed acceptance; a sale on 08 or 10 by its
// REPs), the form saved once per month, and the previous month's balance in favour (rule c196).
import { acreditacionDe, hojaIva, partesFechaCostaRica, rangoMesAnterior, saldoIva, toD, type DocumentoIva } from '@jit/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { asiento, factura, facturaLinea, ivaPeriodo } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { IvaRecordInput } from '../../generated/graphql.js';
import { badInput } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { fechaValida } from './fecha.js';
import { acreditables } from './acreditable.js';
import { diferidoDeNotasDe, ventasDiferidas } from './diferido.js';

type IvaRow = typeof ivaPeriodo.$inferSelect;

/** A month's bounds in Costa Rica time: its first day 00:00:00 to its last 23:59:59. */
export function rangoMes(year: number, month: number): { inicio: Date; fin: Date } {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badInput('El año debe estar entre 2000 y 2100.', 'year');
  if (!Number.isInteger(month) || month < 1 || month > 12) throw badInput('El mes debe estar entre 1 y 12.', 'month');
  const r = month === 12 ? rangoMesAnterior({ year: year + 1, month: 1 }) : rangoMesAnterior({ year, month: month + 1 });
  return { inicio: new Date(r.inicio), fin: new Date(new Date(r.fin).getTime() + 999) };
}

const COMPRAS = ['05', '06', '08'];

/** The documents posted in the month that the return counts, read back from storage. */
async function documentosDelMes(tx: Tx, inicio: Date, fin: Date) {
  const docs = await tx
    .select({ f: factura })
    .from(factura)
    .where(
      and(
        // A REP's entry (fuente recibo) is dated at its issue: its VAT counts in the month it declares (DECISIONS #251).
        sql`${factura.id} in (select ${asiento.facturaId} from ${asiento} where ${asiento.fuente} in ('factura', 'recibo') and ${asiento.fecha} >= ${inicio.toISOString()}::timestamptz and ${asiento.fecha} <= ${fin.toISOString()}::timestamptz)`,
        // Accepted by Hacienda; a purchase cancellation (9938) is internal and still takes its credit back.
        sql`(${factura.estadoDocumento} = '3' or ${factura.documento} = '9938')`,
      ),
    )
    .orderBy(asc(factura.fechaEmision), asc(factura.id));
  // A sale on 08 or 10 that deferred its VAT counts through its REPs, not at issue; a credit note of
  // one counts only what it refunds of VAT its REPs had declared.
  const diferidas = await ventasDiferidas(tx, docs.map((d) => d.f));
  const reverso = await diferidoDeNotasDe(tx, docs.filter((d) => d.f.documento === '03').map((d) => d.f));
  const contadas = docs.filter((d) => !diferidas.has(d.f.id));
  const ids = contadas.map((d) => d.f.id);
  if (ids.length === 0) return [];
  const lineas = await tx.select().from(facturaLinea).where(inArray(facturaLinea.facturaId, ids)).orderBy(asc(facturaLinea.facturaId), asc(facturaLinea.numeroLinea));
  const acreditable = await acreditables(tx, contadas.map((d) => d.f));
  return contadas.map(({ f }) => {
    const tc = toD(f.tipoCambio);
    const a = acreditable.get(f.id) ?? { monto: null, condicion: null };
    const doc: DocumentoIva = {
      id: f.id,
      clase: COMPRAS.includes(f.documento) ? 'compra' : f.documento === '9938' ? 'anulacion' : f.documento === '03' ? 'nota' : 'venta',
      totalImpuesto: toD(f.totalImpuesto).times(tc),
      lineas: lineas.filter((l) => l.facturaId === f.id).map((l) => ({ tarifa: l.tarifaIVA, base: toD(l.subTotal).times(tc), impuesto: toD(l.impuestoNeto).times(tc) })),
      impuestoAcreditable: a.monto ? toD(a.monto).times(tc) : null,
      acreditacion: acreditacionDe(a.condicion),
      impuestoDiferido: reverso.has(f.id) ? reverso.get(f.id)!.times(tc) : null,
    };
    return { f, doc };
  });
}

const ivaOut = (r: IvaRow) => ({
  _id: r.id,
  start: r.inicio,
  end: r.fin,
  totalImpuestoVentas: r.totalImpuestoVentas,
  totalCredito: r.totalCredito,
  creditoImportaciones: r.creditoImportaciones,
  saldoAnterior: r.saldoAnterior,
  retenciones: r.retenciones,
  totalImpuesto: r.totalImpuesto,
  saldo: r.saldo,
  updatedAt: r.updatedAt,
});

const guardadaDe = async (tx: Tx, inicio: Date) => (await tx.select().from(ivaPeriodo).where(eq(ivaPeriodo.inicio, inicio)))[0];

/** Iva.hoja: the month's worksheet, with last month's balance in favour and this month's saved form. */
export async function hoja(ctx: Context, a: { year: number; month: number }) {
  const { inicio, fin } = rangoMes(a.year, a.month);
  return withSession(ctx, async (tx) => {
    const docs = await documentosDelMes(tx, inicio, fin);
    const anterior = rangoMes(a.month === 1 ? a.year - 1 : a.year, a.month === 1 ? 12 : a.month - 1);
    const prev = await guardadaDe(tx, anterior.inicio);
    const saldoAnterior = prev ? saldoIva({ totalImpuestoVentas: prev.totalImpuestoVentas, totalCredito: prev.totalCredito, creditoImportaciones: prev.creditoImportaciones, saldoAnterior: prev.saldoAnterior, retenciones: prev.retenciones }).saldoAnteriorSiguiente : toD(0);
    const h = hojaIva(
      docs.map((d) => d.doc),
      { saldoAnterior },
    );
    const registro = await guardadaDe(tx, inicio);
    return {
      start: inicio,
      end: fin,
      lineas: h.lineas.map((l) => ({ linea: l.linea, seccion: l.seccion, tarifa: l.tarifa, acreditacion: l.acreditacion, base: l.base.toFixed(), impuesto: l.impuesto.toFixed(), acreditable: l.acreditable.toFixed(), documentos: l.documentos.length })),
      totalImpuestoVentas: h.totalImpuestoVentas.toFixed(),
      totalCredito: h.totalCredito.toFixed(),
      saldoAnterior: saldoAnterior.toFixed(),
      totalImpuesto: h.totalImpuesto.toFixed(),
      saldo: h.saldo.toFixed(),
      registro: registro ? ivaOut(registro) : null,
    };
  });
}

/** Iva.detalle: the documents behind one line of the worksheet, each with what it adds to it. */
export async function detalle(ctx: Context, a: { year: number; month: number; linea: string }) {
  const { inicio, fin } = rangoMes(a.year, a.month);
  return withSession(ctx, async (tx) => {
    const docs = await documentosDelMes(tx, inicio, fin);
    const out = [];
    for (const { f, doc } of docs) {
      const l = hojaIva([doc]).lineas.find((x) => x.linea === a.linea);
      if (!l) continue;
      out.push({ _id: f.id, documento: f.documento, consecutivo: f.consecutivo, fechaEmision: f.fechaEmision, nombre: f.receptorNombre, base: l.base.toFixed(), impuesto: l.impuesto.toFixed(), acreditable: l.acreditable.toFixed() });
      if (out.length >= 1000) break;
    }
    return out;
  });
}

/** Iva.findOne: the form saved within the period (the previous month of the chosen date), or null. */
export async function findOne(ctx: Context, a: { _idEmisor?: string | null; start: string; end: string }) {
  await mismoEmisor(ctx, a._idEmisor);
  const inicio = fechaValida(a.start, 'start', 'La fecha de inicio');
  const fin = fechaValida(a.end, 'end', 'La fecha final');
  return withSession(ctx, async (tx) => {
    const [r] = await tx.select().from(ivaPeriodo).where(and(gte(ivaPeriodo.inicio, inicio), lte(ivaPeriodo.inicio, fin))).orderBy(desc(ivaPeriodo.inicio)).limit(1);
    return r ? ivaOut(r) : null;
  });
}

const monto = (v: unknown, field: string) => {
  if (v == null || v === '') return toD(0);
  try {
    const d = toD(v as string);
    if (!d.isFinite()) throw new Error();
    return d.toDecimalPlaces(2);
  } catch {
    throw badInput('El monto no es válido.', field);
  }
};

/** Iva.create: saves the month's form (one per month: a second save updates it); the server computes the balance. */
export async function create(ctx: Context, input: IvaRecordInput) {
  const start = fechaValida(input.start, 'input.start', 'La fecha de inicio');
  const p = partesFechaCostaRica(start.getTime());
  const { inicio, fin } = rangoMes(p.year, p.month);
  const valores = {
    totalImpuestoVentas: monto(input.totalImpuestoVentas, 'input.totalImpuestoVentas'),
    totalCredito: monto(input.totalCredito, 'input.totalCredito'),
    creditoImportaciones: monto(input.creditoImportaciones, 'input.creditoImportaciones'),
    saldoAnterior: monto(input.saldoAnterior, 'input.saldoAnterior'),
    retenciones: monto(input.retenciones, 'input.retenciones'),
  };
  for (const [k, v] of Object.entries(valores)) if (v.isNeg()) throw badInput('El monto no puede ser negativo.', `input.${k}`);
  const r = saldoIva(valores);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const fila = {
      totalImpuestoVentas: valores.totalImpuestoVentas.toFixed(),
      totalCredito: valores.totalCredito.toFixed(),
      creditoImportaciones: valores.creditoImportaciones.toFixed(),
      saldoAnterior: valores.saldoAnterior.toFixed(),
      retenciones: valores.retenciones.toFixed(),
      totalImpuesto: r.totalImpuesto.toFixed(),
      saldo: r.saldo.toFixed(),
      usuarioId: s.user.id,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(ivaPeriodo)
      .values({ emisorId: s.emisorId, id: uuidv7(), inicio, fin, ...fila, createdAt: now })
      .onConflictDoUpdate({ target: [ivaPeriodo.emisorId, ivaPeriodo.inicio], set: fila })
      .returning();
    return ivaOut(row!);
  });
}
