// Other-content templates (spec 3 §7 "Other content"): create (or update with _id), list, delete.
import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Context } from '../../context.js';
import { otroContenido, type EstructuraPar } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import { largo, mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { OTRO_TEXTO_MAXIMO, textoOtro } from './xml.js';
import { withSession } from '../../auth/session.js';

export type OtroContenidoIn = {
  _id?: string | null;
  _idEmisor?: string | null;
  detalle: string;
  principal?: string | null;
  valorPrincipal?: string | null;
  cdata?: boolean | null;
  estructura?: { key: string; value: string }[] | null;
};

function datos(input: OtroContenidoIn) {
  const detalle = largo(input.detalle, 'detalle', 1, 100, 'el detalle', true)!;
  const principal = largo(input.principal, 'principal', 1, 60, 'el código principal');
  if (principal !== null && !/^[\p{L}\p{N}_.-]+$/u.test(principal))
    throw badInput('El código principal solo admite letras, números, punto, guion y guion bajo.', 'principal');
  const valorPrincipal = largo(input.valorPrincipal, 'valorPrincipal', 1, OTRO_TEXTO_MAXIMO, 'el valor principal');
  const lista = input.estructura ?? [];
  if (lista.length > 20) throw badInput('La estructura admite como máximo 20 pares.', 'estructura');
  const estructura: EstructuraPar[] = lista.map((p, i) => ({
    key: largo(p.key, `estructura.${i}.key`, 1, 60, 'la clave', true)!,
    value: largo(p.value, `estructura.${i}.value`, 1, OTRO_TEXTO_MAXIMO, 'el valor', true)!,
  }));
  estructura.forEach((p, i) => {
    if (estructura.findIndex((x) => x.key.toLowerCase() === p.key.toLowerCase()) !== i)
      throw badInput(`La clave ${p.key} está repetida.`, `estructura.${i}.key`);
  });
  if (!valorPrincipal && estructura.length === 0) throw badInput('Escribe el valor principal o al menos un par de la estructura.', 'valorPrincipal');
  const texto = textoOtro({ valorPrincipal, estructura });
  if (texto.length > OTRO_TEXTO_MAXIMO)
    throw badInput(`El contenido completo tiene ${texto.length} caracteres; Hacienda admite ${OTRO_TEXTO_MAXIMO}.`, estructura.length ? 'estructura' : 'valorPrincipal');
  return { detalle, principal, valorPrincipal, cdata: input.cdata ?? false, estructura };
}

export async function create(ctx: Context, input: OtroContenidoIn) {
  await mismoEmisor(ctx, input._idEmisor);
  const d = datos(input);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    if (input._id) {
      const [row] = esUuid(input._id)
        ? await tx.update(otroContenido).set({ ...d, updatedAt: now }).where(eq(otroContenido.id, input._id)).returning()
        : [];
      if (!row) throw notFound('La plantilla de otro contenido no existe.');
      return row;
    }
    const [row] = await tx.insert(otroContenido).values({ emisorId: s.emisorId, id: uuidv7(), ...d, createdAt: now, updatedAt: now }).returning();
    return row!;
  });
}

export async function list(ctx: Context, idEmisor: string | null | undefined) {
  await mismoEmisor(ctx, idEmisor);
  return withSession(ctx, (tx) => tx.select().from(otroContenido).orderBy(asc(otroContenido.detalle), asc(otroContenido.id)));
}

export async function remove(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const gone = esUuid(id) ? await tx.delete(otroContenido).where(eq(otroContenido.id, id)).returning({ id: otroContenido.id }) : [];
      out.push(gone.length ? { _id: id, state: true, message: 'Plantilla borrada.' } : { _id: id, state: false, message: 'La plantilla no existe.' });
    }
    return out;
  });
}
