// Suppliers (spec 3 §3; MODULES.md §E.1, rulings E-3, E-4): create (with _id it updates), read by
// id, paged by name, all, by identification, the 1 / n / 0 lookup, delete (refused when the
// supplier has purchases).
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { compraMapeo, factura, proveedor } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict } from '../../errors.js';
import type { IdentificacionInput, ProveedorInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { cursorTextoId, esUuid } from '../validate.js';
import { pagina, patronContiene, proveedorOut, unicoViolado, type ProveedorRow } from './forma.js';

const TIPOS_ID = new Set(['01', '02', '03', '04', '05', '06']);
const soloDigitos = (n: string) => n.replace(/\D/g, '');

function identificacion(i: IdentificacionInput, field: string) {
  const tipo = i.tipo.trim();
  if (!TIPOS_ID.has(tipo)) throw badInput('El tipo de identificación debe ser 01 a 06.', `${field}.tipo`);
  const numero = tipo === '05' ? i.numero.trim() : soloDigitos(i.numero);
  if (numero.length < 3 || numero.length > 20) throw badInput('La identificación debe tener de 3 a 20 caracteres.', `${field}.numero`);
  return { tipo, numero };
}

/** The row of a supplier's data, validated; shared by create and the received-XML import. */
export function datosProveedor(input: ProveedorInput) {
  const nombre = input.nombre.trim();
  if (!nombre) throw badInput('Escriba el nombre del proveedor.', 'input.nombre');
  const id = identificacion(input.identificacion, 'input.identificacion');
  const plazo = input.plazoCredito;
  if (plazo != null && (plazo < 0 || plazo > 3650)) throw badInput('El plazo de crédito debe ser de 0 a 3650 días.', 'input.plazoCredito');
  const correo = input.correoElectronico?.trim() || null;
  if (correo && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(correo)) throw badInput('El correo electrónico no es válido.', 'input.correoElectronico');
  const numTelefono = input.telefono?.numTelefono ? soloDigitos(input.telefono.numTelefono) : '';
  return {
    nombre,
    nombrePlano: nombre.toLowerCase(),
    nombreComercial: input.nombreComercial?.trim() || null,
    tipoIdentificacion: id.tipo,
    numeroIdentificacion: id.numero,
    // c: the country code defaults to 506 (d3 §3).
    telefono: numTelefono ? { codigoPais: input.telefono?.codigoPais?.trim() || '506', numTelefono } : null,
    ubicacion: input.ubicacion ?? null,
    correoElectronico: correo,
    codigoMoneda: input.codigoMoneda?.trim().toUpperCase() || 'CRC',
    cuentaContable: input.cuentaContable && esUuid(input.cuentaContable) ? input.cuentaContable : null,
    // c183: null unless set.
    plazoCredito: plazo ?? null,
  };
}

export async function guardar(tx: Tx, emisorId: string, now: Date, input: ProveedorInput): Promise<ProveedorRow> {
  const d = { ...datosProveedor(input), updatedAt: now };
  if (input._id) {
    if (!esUuid(input._id)) throw badInput('El proveedor no existe.', 'input._id');
    const [row] = await tx.update(proveedor).set(d).where(eq(proveedor.id, input._id)).returning();
    if (!row) throw badInput('El proveedor no existe.', 'input._id');
    return row;
  }
  const [row] = await tx.insert(proveedor).values({ ...d, emisorId, id: uuidv7(), createdAt: now }).returning();
  return row!;
}

export async function create(ctx: Context, input: ProveedorInput) {
  return withSession(ctx, async (tx, s) => proveedorOut(await guardar(tx, s.emisorId, ctx.now(), input))).catch((e: unknown) => {
    if (unicoViolado(e) === 'proveedor_identificacion_uq') throw conflict('Ya hay un proveedor con esa identificación.', 'input.identificacion.numero');
    throw e;
  });
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => {
    const [r] = await tx.select().from(proveedor).where(eq(proveedor.id, id));
    return r ? proveedorOut(r) : null;
  });
}

const contiene = (t: string | null | undefined): SQL | undefined => {
  if (!t?.trim()) return undefined;
  const digitos = soloDigitos(t);
  return or(sql`${proveedor.nombrePlano} like ${patronContiene(t)}`, digitos ? sql`${proveedor.numeroIdentificacion} like ${patronContiene(digitos)}` : undefined);
};

export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = Math.min(Math.max(a.limit ?? 10, 1), 200);
  const after = cursorTextoId(a.cursor);
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(proveedor)
      .where(and(contiene(a.filter), after ? sql`(${proveedor.nombrePlano}, ${proveedor.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined))
      .orderBy(asc(proveedor.nombrePlano), asc(proveedor.id))
      .limit(take + 1);
    const p = pagina(rows, take, (r) => r.nombrePlano);
    return { ...p, feed: p.feed.map(proveedorOut) };
  });
}

export async function readAll(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => (await tx.select().from(proveedor).orderBy(asc(proveedor.nombrePlano), asc(proveedor.id))).map(proveedorOut));
}

/** The supplier of an identification (digits only count, except DIMEX/NITE keep theirs). */
export async function porIdentificacion(tx: Tx, numero: string): Promise<ProveedorRow | null> {
  const [r] = await tx.select().from(proveedor).where(inArray(proveedor.numeroIdentificacion, [...new Set([numero.trim(), soloDigitos(numero)])]));
  return r ?? null;
}

export async function findByIdentificacion(ctx: Context, input: IdentificacionInput) {
  return withSession(ctx, async (tx) => {
    const r = await porIdentificacion(tx, input.numero);
    return r ? { id: r.id, cuentaContable: r.cuentaContable } : null;
  });
}

/** c186: '1' one match (loaded), 'n' several (candidates kept), '0' none. */
export async function readByNombreIdentificacion(ctx: Context, nid: string) {
  if (!nid.trim()) throw badInput('Escriba parte del nombre o la identificación.', 'nid');
  return withSession(ctx, async (tx) => {
    const exacto = soloDigitos(nid) ? await porIdentificacion(tx, nid) : null;
    const rows = exacto ? [exacto] : await tx.select().from(proveedor).where(contiene(nid)).orderBy(asc(proveedor.nombrePlano)).limit(50);
    const candidatos = rows.map(proveedorOut);
    return { resultado: rows.length === 1 ? '1' : rows.length > 1 ? 'n' : '0', proveedor: rows.length === 1 ? candidatos[0] : null, candidatos: rows.length > 1 ? candidatos : [] };
  });
}

/** Per id; refused, with nothing cascading, when a purchase names the supplier. */
export async function remove(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const [p] = esUuid(id) ? await tx.select().from(proveedor).where(eq(proveedor.id, id)) : [];
      if (!p) {
        out.push({ _id: id, state: false, message: 'El proveedor no existe.' });
        continue;
      }
      const [compra] = await tx
        .select({ consecutivo: factura.consecutivo })
        .from(factura)
        .where(and(eq(factura.receptorIdentificacion, p.numeroIdentificacion), inArray(factura.documento, ['05', '06', '08'])))
        .limit(1);
      if (compra) {
        out.push({ _id: id, state: false, message: `El proveedor «${p.nombre}» tiene compras (${compra.consecutivo}…): no se puede borrar.` });
        continue;
      }
      // The remembered line mapping is the supplier's own memory: it goes with it.
      await tx.delete(compraMapeo).where(eq(compraMapeo.proveedorId, id));
      await tx.delete(proveedor).where(eq(proveedor.id, id));
      out.push({ _id: id, state: true, message: `Proveedor «${p.nombre}» borrado.` });
    }
    return out;
  });
}
