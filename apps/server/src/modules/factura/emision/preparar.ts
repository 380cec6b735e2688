// Issuing, step 1 (per request): the idempotency key, then the issuer, the operation's own
// preparation and the checks that need no number (may the issuer issue this type, does the
// series exist). Nothing here locks a series.
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { isTipoDocumentoHacienda } from '@jit/domain';
import type { Context } from '../../../context.js';
import { factura } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { badInput, conflict } from '../../../errors.js';
import { actividadDe, cargarEmisor, type EmisorEmision } from '../emisor-adapter.js';
import { lineaApi, type FacturaRow } from '../modelo.js';
import type { Emision, Emisora, Preparada } from './tipos.js';

/** The idempotency key of the call: the argument, or the Idempotency-Key header. */
export function llaveIdempotencia(ctx: Context, arg?: string | null): string | null {
  const k = arg ?? ctx.request?.headers.get('idempotency-key') ?? null;
  if (k === null) return null;
  const key = k.trim();
  if (key.length < 8 || key.length > 200)
    throw badInput(
      'La llave de idempotencia debe tener entre 8 y 200 caracteres.',
      'idempotencyKey',
    );
  return key;
}

/** What a key was used for: the operation and its arguments. */
export const huellaDe = (em: Pick<Emision, 'operacion' | 'args'>): string =>
  createHash('sha256')
    .update(em.operacion)
    .update('\0')
    .update(JSON.stringify(em.args))
    .digest('base64url');

/** The document issued before with this key; CONFLICT when the key was used for another request. */
export async function porLlave(tx: Tx, key: string, hash: string): Promise<FacturaRow | null> {
  const [row] = await tx.select().from(factura).where(eq(factura.idempotencyKey, key));
  return row ? mismaPeticion(row, hash) : null;
}

/** The documents issued before with any of these keys (one read for a whole batch). */
export async function porLlaves(tx: Tx, keys: string[]): Promise<Map<string, FacturaRow>> {
  if (keys.length === 0) return new Map();
  const rows = await tx.select().from(factura).where(inArray(factura.idempotencyKey, keys));
  return new Map(rows.map((r) => [r.idempotencyKey!, r]));
}

/** CONFLICT unless the document stored with the key came from the same request. */
export function mismaPeticion(row: FacturaRow, hash: string): FacturaRow {
  if (row.requestHash !== hash)
    throw conflict(
      'Esa llave de idempotencia ya se usó con otro documento. Use una llave nueva para un documento nuevo.',
      'idempotencyKey',
    );
  return row;
}

function validarSerie(e: EmisorEmision, sucursal: number, terminal: number): void {
  const suc = e.sucursales.find((s) => s.numero === sucursal);
  if (!suc)
    throw badInput(`La sucursal ${sucursal} no está configurada para el emisor.`, 'input.local');
  if (!suc.terminales.some((t) => t.numero === terminal))
    throw badInput(
      `La terminal ${terminal} no existe en la sucursal ${sucursal}.`,
      'input.terminal',
    );
}

/** The issuer as issuing needs it (once per batch). */
export const emisorDeLote = (tx: Tx, ctx: Context, emisorId: string, now: Date) =>
  cargarEmisor(tx, emisorId, { sandbox: ctx.services.hacienda.sandbox, now });

/** Runs the operation's preparation with the issuer loaded and checks what needs no number. */
export async function prepararDocumento(
  tx: Tx,
  s: Emisora,
  em: Emision,
  e: EmisorEmision,
): Promise<Preparada> {
  const p = await em.preparar(tx, e, (doc) => actividadDe(e, doc), s);
  const haciendaDoc = p.creaClave && isTipoDocumentoHacienda(p.documento);
  const motivo = e.motivoNoEmitir(p.documento, haciendaDoc);
  if (motivo) throw badInput(motivo, 'emisor');
  validarSerie(e, p.sucursal, p.terminal);
  return {
    id: uuidv7(),
    e,
    p,
    haciendaDoc,
    lineasApi: p.calculo.lineas.map((l) => lineaApi(l, p.calculo.codigoMoneda)),
  };
}
