// «Corregir y reenviar»: a new document whose reference (code 16) names a rejected one replaces it.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { bitacora, factura } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { conflict } from '../../../errors.js';
import { ESTADO } from '../catalogos.js';
import type { DatosFactura, FacturaRow } from '../modelo.js';

/** Reference code 16 «sustituye comprobante rechazado» (tipoDocIR 10 «rechazado por Hacienda»). */
const CODIGO_SUSTITUYE_RECHAZADO = '16';

/**
 * «Corregir y reenviar»: a document whose reference (code 16) names a rejected document of this
 * issuer by clave or consecutivo replaces it. The two are linked (the new one's `original`, the
 * rejected one's `next`), so the rejected one leaves the outgoing queue and its bitácora says
 * which document corrected it. A rejected document is corrected once.
 */
export async function enlazarCorreccion(
  tx: Tx,
  emisorId: string,
  row: FacturaRow,
  now: Date,
  userId: string,
) {
  const numeros = row.referencias
    .filter((r) => r.codigo === CODIGO_SUSTITUYE_RECHAZADO && r.numero)
    .map((r) => r.numero!);
  if (numeros.length === 0) return;
  const [rechazado] = await tx
    .select()
    .from(factura)
    .where(
      and(
        eq(factura.emisorId, emisorId),
        or(inArray(factura.clave, numeros), inArray(factura.consecutivo, numeros)),
        inArray(factura.estadoDocumento, [ESTADO.RECHAZADO, ESTADO.ERROR]),
      ),
    )
    .for('update');
  // A reference to a document this system does not hold (issued elsewhere) is legal: nothing to link.
  if (!rechazado) return;
  const previo = (rechazado.datos as unknown as DatosFactura).next;
  if (previo)
    throw conflict(
      `El comprobante ${rechazado.consecutivo} ya fue corregido con otro documento.`,
      'input.informacionReferencia',
    );
  await tx
    .update(factura)
    .set({
      datos: sql`jsonb_set(${factura.datos}, '{next}', to_jsonb(${row.id}::text))`,
      updatedAt: now,
    })
    .where(and(eq(factura.emisorId, emisorId), eq(factura.id, rechazado.id)));
  await tx
    .update(factura)
    .set({ datos: sql`jsonb_set(${factura.datos}, '{original}', to_jsonb(${rechazado.id}::text))` })
    .where(and(eq(factura.emisorId, emisorId), eq(factura.id, row.id)));
  (row.datos as unknown as DatosFactura).original = rechazado.id;
  await tx.insert(bitacora).values({
    emisorId,
    id: uuidv7(),
    facturaId: rechazado.id,
    createdAt: now,
    estadoDocumento: rechazado.estadoDocumento,
    mensaje: `Corregido y reenviado con ${row.consecutivo}.`,
    usuarioId: userId,
  });
}
