// E-mail campaigns (Email, ruling B-9, DECISIONS #114): recipients from a customer filter and/or a
// list (customers with an e-mail, within the session's reach), edited while BORRADOR; programming
// queues one send per recipient at `inicio` (campana-job.ts). Birthday greetings (ruling B-10) are
// a campaign programmed for now.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { emailCampana, emailDestino, receptor } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { EmailCampanaInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { programarEnvio } from './campana-job.js';
import { alcance } from './lectura.js';
import { filtroClientes } from './service.js';

const DESTINOS_MAXIMO = 1000;
const DIA_MS = 86_400_000;

type CampanaRow = typeof emailCampana.$inferSelect;
type DestinoRow = typeof emailDestino.$inferSelect;
export type CampanaVista = CampanaRow & { list: DestinoRow[] };

async function conDestinos(tx: Tx, rows: CampanaRow[]): Promise<CampanaVista[]> {
  if (rows.length === 0) return [];
  const destinos = await tx
    .select()
    .from(emailDestino)
    .where(inArray(emailDestino.campanaId, rows.map((r) => r.id)))
    .orderBy(asc(emailDestino.nombre), asc(emailDestino.clienteId));
  return rows.map((r) => ({ ...r, list: destinos.filter((d) => d.campanaId === r.id) }));
}

async function campanaPorId(tx: Tx, id: string, forUpdate = false): Promise<CampanaRow> {
  if (!esUuid(id)) throw notFound('La campaña no existe.');
  const q = tx.select().from(emailCampana).where(eq(emailCampana.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('La campaña no existe.');
  return row;
}

export async function readAll(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => conDestinos(tx, await tx.select().from(emailCampana).orderBy(desc(emailCampana.createdAt), desc(emailCampana.id)).limit(200)));
}

export function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return Promise.resolve(null);
  return withSession(ctx, async (tx) => (await conDestinos(tx, await tx.select().from(emailCampana).where(eq(emailCampana.id, id))))[0] ?? null);
}

/** The customers a campaign goes to: the list's and the filter's, with an e-mail, in the session's reach. */
async function destinatarios(tx: Tx, s: Session, input: Pick<EmailCampanaInput, 'list' | 'filtro'>) {
  const ids = (input.list ?? []).map((l) => l.cliente._id);
  for (const [i, id] of ids.entries()) if (!esUuid(id)) throw badInput('El cliente no es válido.', `input.list.${i}.cliente._id`);
  const conCorreo = and(isNotNull(receptor.correoElectronico), sql`${receptor.correoElectronico} <> ''`, alcance(s));
  const cols = { id: receptor.id, nombre: receptor.nombre, correo: receptor.correoElectronico };
  const deLista = ids.length ? await tx.select(cols).from(receptor).where(and(inArray(receptor.id, ids), conCorreo)) : [];
  const deFiltro = input.filtro ? await tx.select(cols).from(receptor).where(and(filtroClientes(s, input.filtro, 'input.filtro'), conCorreo)).orderBy(asc(receptor.nombre)).limit(DESTINOS_MAXIMO + 1) : [];
  const todos = new Map([...deLista, ...deFiltro].map((c) => [c.id, { ...c, correo: (c.correo ?? '').split(',')[0]!.trim() }]));
  if (todos.size > DESTINOS_MAXIMO) throw badInput(`Una campaña llega a lo sumo a ${DESTINOS_MAXIMO} clientes: acote el filtro.`, 'input.filtro');
  return [...todos.values()];
}

/** Email.create: a new campaign or, with _id, a BORRADOR one changed; programar queues it. */
export async function create(ctx: Context, input: EmailCampanaInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  const nombre = input.nombre.trim();
  const asunto = input.asunto.trim();
  const mensaje = input.mensaje.trim();
  if (nombre.length < 3) throw badInput('El nombre de la campaña debe tener al menos 3 caracteres.', 'input.nombre');
  if (asunto.length < 3) throw badInput('El asunto debe tener al menos 3 caracteres.', 'input.asunto');
  if (!mensaje) throw badInput('Escriba el mensaje de la campaña.', 'input.mensaje');
  const inicio = new Date(input.inicio);
  const fin = new Date(input.fin);
  if (!(fin.getTime() > inicio.getTime())) throw badInput('El fin debe ser posterior al inicio.', 'input.fin');
  if (fin.getTime() - inicio.getTime() > 366 * DIA_MS) throw badInput('Una campaña dura a lo sumo un año.', 'input.fin');
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    let id = input._id ?? null;
    if (id) {
      const actual = await campanaPorId(tx, id, true);
      if (actual.estado === 'ENVIADA') throw conflict('La campaña ya se envió: cree otra.', 'input._id');
      await tx.update(emailCampana).set({ nombre, asunto, mensaje, inicio, fin, estado: 'BORRADOR', updatedAt: now }).where(eq(emailCampana.id, id));
    } else {
      id = uuidv7();
      await tx.insert(emailCampana).values({ emisorId: s.emisorId, id, nombre, asunto, mensaje, inicio, fin, createdAt: now, updatedAt: now });
    }
    const nuevos = await destinatarios(tx, s, input);
    if (nuevos.length)
      await tx
        .insert(emailDestino)
        .values(nuevos.map((c) => ({ emisorId: s.emisorId, campanaId: id, clienteId: c.id, envioId: uuidv7(), nombre: c.nombre, correo: c.correo })))
        .onConflictDoNothing();
    if (input.programar) await programar(tx, s.emisorId, id, inicio, now);
    return (await conDestinos(tx, [await campanaPorId(tx, id)]))[0]!;
  }).finally(() => ctx.services.outbox.nudge());
}

/** PROGRAMADA: one send per pending recipient at `inicio` (keys named by this programming). */
async function programar(tx: Tx, emisorId: string, id: string, inicio: Date, now: Date) {
  const pendientes = await tx.select({ clienteId: emailDestino.clienteId }).from(emailDestino).where(and(eq(emailDestino.campanaId, id), inArray(emailDestino.estado, ['PENDIENTE', 'ERROR'])));
  if (pendientes.length === 0) throw badInput('La campaña no tiene destinatarios con correo.', 'input.list');
  await tx.update(emailCampana).set({ estado: 'PROGRAMADA', programadaAt: now, updatedAt: now }).where(eq(emailCampana.id, id));
  for (const p of pendientes) await programarEnvio(tx, { emisorId, campanaId: id, clienteId: p.clienteId, programadaAt: now.toISOString() }, inicio);
}

/** Email.deleteCliente: customers taken off the list (those already sent stay, with their status). */
export async function deleteCliente(ctx: Context, id: string, emisor: string | null | undefined, ids: readonly string[]) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => {
    const c = await campanaPorId(tx, id, true);
    const validos = ids.filter(esUuid);
    if (validos.length) await tx.delete(emailDestino).where(and(eq(emailDestino.campanaId, c.id), inArray(emailDestino.clienteId, validos), sql`${emailDestino.estado} <> 'ENVIADO'`));
    return (await conDestinos(tx, [await campanaPorId(tx, id)]))[0]!;
  });
}

const MENSAJE_CUMPLE = '¡Feliz cumpleaños! Todo nuestro equipo le desea un día excelente.';

/** Cliente.sendBirthday: a «Cumpleaños» campaign to these customers, programmed for now (one day to send). */
export async function sendBirthday(ctx: Context, ids: readonly string[], mensaje: string | null | undefined) {
  if (ids.length === 0) throw badInput('Seleccione al menos un cliente.', 'ids');
  const now = ctx.now();
  const dia = new Date(now.getTime() - 6 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
  return create(ctx, {
    nombre: `Cumpleaños ${dia}`,
    asunto: '¡Feliz cumpleaños!',
    mensaje: mensaje?.trim() || MENSAJE_CUMPLE,
    inicio: now.toISOString(),
    fin: new Date(now.getTime() + DIA_MS).toISOString(),
    list: ids.map((_id) => ({ cliente: { _id } })),
    programar: true,
  });
}
