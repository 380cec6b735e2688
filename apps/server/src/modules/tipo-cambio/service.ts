// Exchange rates (spec 1 §5, DECISIONS #18): the rate a document carries, the central bank's
// rate of the day, and the issuer's CurrencyExchange records with the special manual record of a
// fixed id that overrides the purchase rate for invoices and purchases.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { CODIGOS_MONEDA, D, MONEDA_LOCAL, effectiveTipoCambio, roundRate } from '@jit/domain';
import type { Context } from '../../context.js';
import { emisorConfig, tipoCambio } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { stateOf, tasaBccr } from './bccr-cache.js';
import { fechaCR, inicioDiaCR, isFecha } from './fechas.js';
import { withSession } from '../../auth/session.js';

/** The id of the special non-automatic record (the same in every issuer, spec 1 §5). */
export const TIPO_CAMBIO_MANUAL_ID = '00000000-0000-0000-0000-000000000001';

export type FuenteTipoCambio = 'BCCR' | 'MANUAL';

/** Which rate a document carries: the bank's selling or buying rate (the issuer's choice), or the manual one. */
export type ReferenciaTipoCambio = 'VENTA' | 'COMPRA' | 'MANUAL';

export type TipoCambioVigente = {
  /** The rate the issuer's documents carry (DECISIONS #47): `referencia` says which. */
  tasa: D;
  referencia: ReferenciaTipoCambio;
  /** The bank's purchase rate, or the manual one while it is active. */
  compra: D;
  venta: D;
  /** The day of the bank's rate used (YYYY-MM-DD); for MANUAL, the day asked for. */
  fecha: string;
  fuente: FuenteTipoCambio;
  /** Set when the bank could not be reached and the last known rate is used: show it to the user. */
  nota?: string;
};

/** A day (YYYY-MM-DD, Costa Rica) from what a caller may pass; today when absent. */
function diaDe(ctx: Context, fecha: string | Date | null | undefined): string {
  if (fecha == null || fecha === '') return fechaCR(ctx.now());
  if (fecha instanceof Date) {
    if (Number.isNaN(fecha.getTime())) throw badInput('La fecha del tipo de cambio no es válida.', 'fecha');
    return fechaCR(fecha);
  }
  if (isFecha(fecha)) return fecha;
  const t = Date.parse(fecha);
  if (/^\d{4}-\d{2}-\d{2}T/.test(fecha) && !Number.isNaN(t)) return fechaCR(new Date(t));
  throw badInput(`La fecha «${fecha}» no es válida: usa AAAA-MM-DD.`, 'fecha');
}

function monedaDe(moneda: string): string {
  const m = moneda.trim().toUpperCase();
  if (!CODIGOS_MONEDA.some((c) => c.codigo === m))
    throw badInput(`La moneda «${moneda}» no es un código ISO 4217 que Hacienda acepte.`, 'codigoMoneda');
  return m;
}

/**
 * The exchange rate a document in `moneda` carries on `fecha` (spec 1 §5): 1 for CRC (fuente
 * 'BCCR' by convention); for USD the central bank's rates of that day rounded to 5 decimals, with
 * the issuer's manual record in place of `compra` while it is not automatic. `tasa` is the one
 * documents carry: the bank's venta, or compra when the issuer chose it, or the manual one. When the bank cannot
 * be reached, the last known rate with a `nota` saying so; with none known, BAD_USER_INPUT on
 * `tipoCambio`. Other currencies have no automatic rate: BAD_USER_INPUT on `tipoCambio`.
 *
 * Call it inside the issuer's transaction (`withSession(ctx, (tx) => ...)`),
 * or the demo seeder's. Unless `registrar` is false it records the day's bank rate in the issuer's
 * CurrencyExchange history (once per day) for accounting.
 */
export async function tipoCambioVigente(
  ctx: Context,
  tx: Tx,
  input: { moneda: string; fecha?: string | Date | null; registrar?: boolean },
): Promise<TipoCambioVigente> {
  const moneda = monedaDe(input.moneda);
  const fecha = diaDe(ctx, input.fecha);
  if (moneda === MONEDA_LOCAL) return { tasa: new D(1), referencia: 'VENTA', compra: new D(1), venta: new D(1), fecha, fuente: 'BCCR' };
  if (moneda !== 'USD')
    throw badInput(
      `El Banco Central solo publica el tipo de cambio del dólar: indica el tipo de cambio de ${moneda} en el documento.`,
      'tipoCambio',
    );

  const [manual] = await tx.select().from(tipoCambio).where(eq(tipoCambio.id, TIPO_CAMBIO_MANUAL_ID));
  const override = manual && !manual.auto ? { rate: manual.rate, auto: false } : null;
  if (override) {
    const compra = effectiveTipoCambio({ compra: manual!.rate }, override);
    // The sale rate is the bank's; without it, the manual rate stands for both.
    const bank = await tasaBccr(ctx, tx, fecha).catch(() => null);
    return { tasa: compra, referencia: 'MANUAL', compra, venta: bank ? roundRate(bank.venta) : compra, fecha, fuente: 'MANUAL' };
  }

  const tasa = await tasaBccr(ctx, tx, fecha);
  if (input.registrar !== false) await registrar(ctx, tx, tasa);
  // A sale priced in dollars converts at the bank's selling rate unless the issuer chose the buying one.
  const [cfg] = await tx.select({ ref: emisorConfig.tipoCambioReferencia }).from(emisorConfig);
  const referencia = cfg?.ref ?? 'VENTA';
  const compra = effectiveTipoCambio({ compra: tasa.compra }, null);
  const venta = roundRate(tasa.venta);
  return {
    tasa: referencia === 'COMPRA' ? compra : venta,
    referencia,
    compra,
    venta,
    fecha: tasa.fecha,
    fuente: 'BCCR',
    ...(tasa.nota ? { nota: tasa.nota } : {}),
  };
}

/** Records a day's bank rate in the issuer's history, once (per process, then by the unique index). */
async function registrar(ctx: Context, tx: Tx, tasa: { fecha: string; compra: string; venta: string }) {
  const emisorId = await ctx.tokenEmisor();
  const seen = stateOf(ctx.services.bccr).recorded;
  const key = `${emisorId}|${tasa.fecha}`;
  if (seen.has(key)) return;
  await tx
    .insert(tipoCambio)
    .values({
      emisorId,
      id: uuidv7(),
      rate: roundRate(tasa.compra).toFixed(),
      venta: roundRate(tasa.venta).toFixed(),
      auto: true,
      fecha: tasa.fecha,
      fuente: 'BCCR',
    })
    .onConflictDoNothing({ target: [tipoCambio.emisorId, tipoCambio.fecha], where: sql`auto` });
  if (seen.size > 50_000) seen.clear();
  seen.add(key);
}

/**
 * The central bank's rates of today (Costa Rica), for Factura.readTipoCambioBCCR (spec 1 §7):
 * no manual override. When the bank cannot be reached, the last known rate and a `nota`.
 */
export async function readTipoCambioBCCR(ctx: Context): Promise<{ compra: D; venta: D; fecha: string; nota?: string }> {
  const tasa = await tasaBccr(ctx, ctx.db, fechaCR(ctx.now()));
  return {
    compra: roundRate(tasa.compra),
    venta: roundRate(tasa.venta),
    fecha: tasa.fecha,
    ...(tasa.nota ? { nota: tasa.nota } : {}),
  };
}

/** CurrencyExchange.readVigente: the rate a document would carry, without recording anything. */
export async function readVigente(ctx: Context, moneda: string | null | undefined, fecha: string | null | undefined) {
  const m = moneda ?? 'USD';
  const r = await withSession(ctx, (tx) => tipoCambioVigente(ctx, tx, { moneda: m, fecha, registrar: false }));
  return { moneda: m.trim().toUpperCase(), ...r, nota: r.nota ?? null };
}

type Row = typeof tipoCambio.$inferSelect;
const toGraphQL = (r: Row) => ({
  _id: r.id,
  rate: r.rate,
  auto: r.auto,
  date: r.auto ? inicioDiaCR(r.fecha) : r.updatedAt,
  fecha: r.fecha,
  venta: r.venta,
  fuente: r.fuente,
});

/** CurrencyExchange.readAll: the manual record first, then the daily ones, newest first. */
export async function readCurrencyExchanges(ctx: Context, limit: number | null | undefined) {
  const take = limit ?? 100;
  if (!Number.isInteger(take) || take < 1 || take > 1000) throw badInput('El límite debe estar entre 1 y 1000.', 'limit');
  const rows = await withSession(ctx, (tx) =>
    tx.select().from(tipoCambio).orderBy(asc(tipoCambio.auto), desc(tipoCambio.fecha)).limit(take),
  );
  return rows.map(toGraphQL);
}

/**
 * CurrencyExchange.set: writes the special record. auto = false makes `rate` (> 1, 5 decimals)
 * replace the bank's purchase rate; auto = true goes back to the bank's (the rate is kept).
 */
export async function setCurrencyExchange(ctx: Context, input: { rate: string; auto: boolean }) {
  const rate = new D(input.rate);
  if (rate.isNegative()) throw badInput('El tipo de cambio no puede ser negativo.', 'rate');
  if (!input.auto && rate.lte(1)) throw badInput('El tipo de cambio manual debe ser mayor que 1.', 'rate');
  if (rate.gt(100_000)) throw badInput('El tipo de cambio debe ser menor que 100 000 colones.', 'rate');
  const now = ctx.now();
  const values = { rate: roundRate(rate).toFixed(), auto: input.auto, fecha: fechaCR(now), fuente: 'MANUAL' as const, updatedAt: now };
  const [row] = await withSession(ctx, (tx, s) =>
    tx
      .insert(tipoCambio)
      .values({ emisorId: s.emisorId, id: TIPO_CAMBIO_MANUAL_ID, venta: null, createdAt: now, ...values })
      .onConflictDoUpdate({ target: [tipoCambio.emisorId, tipoCambio.id], set: values })
      .returning(),
  );
  return toGraphQL(row!);
}
