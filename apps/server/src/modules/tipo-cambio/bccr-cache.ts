// The central bank's USD rates per day, cached twice: in memory per client (a document issued
// today reads no table) and in the global table tipo_cambio_bccr, which every process shares and
// which keeps the last known rate for when the bank cannot be reached. After a failure the bank
// is left alone for a minute so that issuing documents does not wait on its timeout each time.
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Context } from '../../context.js';
import { tipoCambioBccr } from '../../db/schema/index.js';
import type { Db, Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { BccrError, type BccrClient, type BccrTipoCambio } from '../../integrations/bccr.js';
import { fechaCorta } from './fechas.js';

export type TasaBccr = BccrTipoCambio & { nota: string | null };

type State = {
  mem: Map<string, { tasa: BccrTipoCambio; until: number }>;
  downUntil: number;
  /** issuer|day pairs already recorded in the issuer's CurrencyExchange (tipo_cambio). */
  recorded: Set<string>;
};

const states = new WeakMap<BccrClient, State>();
const MEM_MAX = 500;
/** A day the bank has not published yet is asked again after this long. */
const PROVISIONAL_MS = 10 * 60_000;
const BACKOFF_MS = 60_000;

export function stateOf(client: BccrClient): State {
  let s = states.get(client);
  if (!s) {
    s = { mem: new Map(), downUntil: 0, recorded: new Set() };
    states.set(client, s);
  }
  return s;
}

function remember(s: State, fecha: string, tasa: BccrTipoCambio, until: number) {
  if (s.mem.size >= MEM_MAX) s.mem.delete(s.mem.keys().next().value!);
  s.mem.set(fecha, { tasa, until });
}

const MONEDA = 'USD';

/** The bank's USD rates for a day: cached, fetched, or the last known one with a note. */
export async function tasaBccr(ctx: Context, db: Db | Tx, fecha: string): Promise<TasaBccr> {
  const client = ctx.services.bccr;
  const s = stateOf(client);
  const now = ctx.now().getTime();
  const cached = s.mem.get(fecha);
  if (cached && cached.until > now) return { ...cached.tasa, nota: null };

  const [stored] = await db
    .select()
    .from(tipoCambioBccr)
    .where(and(eq(tipoCambioBccr.moneda, MONEDA), eq(tipoCambioBccr.fecha, fecha)));
  if (stored) {
    const tasa = { fecha: stored.fecha, compra: stored.compra, venta: stored.venta };
    remember(s, fecha, tasa, Number.POSITIVE_INFINITY);
    return { ...tasa, nota: null };
  }

  let motivo = 'No se pudo consultar el tipo de cambio del Banco Central';
  if (s.downUntil <= now) {
    try {
      const tasa = await client.tipoCambioDolar(fecha);
      if (tasa) {
        await db
          .insert(tipoCambioBccr)
          .values({ moneda: MONEDA, fecha: tasa.fecha, compra: tasa.compra, venta: tasa.venta, fetchedAt: ctx.now() })
          .onConflictDoNothing();
        remember(s, fecha, tasa, tasa.fecha === fecha ? Number.POSITIVE_INFINITY : now + PROVISIONAL_MS);
        return { ...tasa, nota: null };
      }
      motivo = `El Banco Central no tiene publicado el tipo de cambio del ${fechaCorta(fecha)}`;
    } catch (e) {
      if (!(e instanceof BccrError)) throw e;
      s.downUntil = now + BACKOFF_MS;
      ctx.log.warn({ err: e.message, fecha }, 'Banco Central no disponible: se usa el último tipo de cambio conocido');
    }
  }

  const [last] =
    (await db
      .select()
      .from(tipoCambioBccr)
      .where(and(eq(tipoCambioBccr.moneda, MONEDA), lte(tipoCambioBccr.fecha, fecha)))
      .orderBy(desc(tipoCambioBccr.fecha))
      .limit(1)) ?? [];
  const fallback =
    last ??
    (await db.select().from(tipoCambioBccr).where(eq(tipoCambioBccr.moneda, MONEDA)).orderBy(desc(tipoCambioBccr.fecha)).limit(1))[0];
  if (!fallback)
    throw badInput(
      `${motivo} y no hay uno anterior guardado. Intenta de nuevo en unos minutos o indica el tipo de cambio a mano.`,
      'tipoCambio',
    );
  return {
    fecha: fallback.fecha,
    compra: fallback.compra,
    venta: fallback.venta,
    nota: `${motivo}; se usa el último conocido, del ${fechaCorta(fallback.fecha)}.`,
  };
}
