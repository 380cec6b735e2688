// Factura.setFirst: where a series starts (migrating from another system).
import { and, eq } from 'drizzle-orm';
import { esTipoDocumento } from '@jit/domain';
import { withSession } from '../../../auth/session.js';
import type { Context } from '../../../context.js';
import { consecutivo as consecutivoTable, factura } from '../../../db/schema/index.js';
import { badInput, conflict } from '../../../errors.js';
import type { FacturaSerieInput } from '../../../generated/graphql.js';
import { entero } from './entero.js';

/** Factura.setFirst: where a series starts (migrating from another system). */
export async function setFirst(ctx: Context, input: FacturaSerieInput) {
  const documento = input.documento.trim();
  if (!esTipoDocumento(documento))
    throw badInput(`El tipo de documento «${documento}» no existe.`, 'input.documento');
  const sucursal = entero(input.local, 'input.local', 1, 999, 'La sucursal') ?? 1;
  const terminal = entero(input.terminal, 'input.terminal', 1, 99_999, 'La terminal') ?? 1;
  const numero = entero(input.numero, 'input.numero', 1, 2_000_000_000, 'El número') ?? 1;
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const [usado] = await tx
      .select({ id: factura.id })
      .from(factura)
      .where(
        and(
          eq(factura.sucursal, sucursal),
          eq(factura.terminal, terminal),
          eq(factura.documento, documento),
        ),
      )
      .limit(1);
    if (usado)
      throw conflict(
        'Esa serie ya tiene documentos: su numeración no se puede cambiar.',
        'input.numero',
      );
    await tx
      .insert(consecutivoTable)
      .values({
        emisorId: s.emisorId,
        sucursal,
        terminal,
        documento,
        ultimo: numero - 1,
        inicial: numero - 1,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          consecutivoTable.emisorId,
          consecutivoTable.sucursal,
          consecutivoTable.terminal,
          consecutivoTable.documento,
        ],
        set: { ultimo: numero - 1, inicial: numero - 1, updatedAt: now },
      });
    return { type: documento, value: numero - 1, sucursal, terminal };
  });
}
