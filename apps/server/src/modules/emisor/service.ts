// Issuer settings (spec 3 §7 "Issuer"): one function per operation, one tenant transaction each.
// The tenant is always the session's issuer; an `_id` argument naming another is FORBIDDEN.
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.js';
import { dominio, emisor, emisorConfig, type Modulos } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { withTenant, withoutTenant } from '../../db/tenant.js';
import { badInput, forbidden } from '../../errors.js';
import { correo, identificacion, largo, telefono, texto, ubicacion, type IdentificacionIn, type TelefonoIn, type UbicacionIn } from './campos.js';
import { abrirP12, decodificarP12 } from './certificado.js';
import { cifrar, descifrar, secretsKey } from './cifrado.js';
import { leerEmisor, type ConfigRow } from './estado.js';
import {
  actividades,
  links,
  notification,
  printers,
  sucursales,
  sucursalPorDefecto,
  type ActividadIn,
  type LinkIn,
  type PrinterIn,
  type SucursalIn,
} from './inputs.js';
import { withSession } from '../../auth/session.js';
import { enqueue } from '../../jobs/outbox.js';

/** The contabilidad module's backlog job (its pendientes.ts): a kind, not an import, as accounting reads this module. */
const CONTABILIDAD_PENDIENTES = 'contabilidad.pendientes';

/** `_id` / `emisor` arguments the directive does not check by name: refuse another issuer. */
export async function mismoEmisor(ctx: Context, id: string | null | undefined): Promise<void> {
  if (id != null && id !== '' && id !== (await ctx.tokenEmisor())) throw forbidden('No puedes operar sobre otro emisor.');
}

/** The configuration row, created empty on first use and locked for this transaction. */
async function configParaCambiar(tx: Tx, emisorId: string): Promise<ConfigRow> {
  await tx.insert(emisorConfig).values({ emisorId }).onConflictDoNothing();
  const [row] = await tx.select().from(emisorConfig).where(eq(emisorConfig.emisorId, emisorId)).for('update');
  return row!;
}

export async function leer(ctx: Context, id?: string | null) {
  await mismoEmisor(ctx, id);
  return withSession(ctx, (tx, s) => leerEmisor(tx, s.emisorId));
}

export type EmisorInput = {
  nombre: string;
  nombreComercial?: string | null;
  identificacion?: IdentificacionIn | null;
  ubicacion?: UbicacionIn | null;
  telefono?: TelefonoIn | null;
  correoElectronico?: string | null;
  usernameATV?: string | null;
  passwordATV?: string | null;
  certificadoATV?: string | null;
  pin?: string | null;
  local?: SucursalIn[] | null;
  codigoActividad?: ActividadIn[] | null;
  tipoCambioReferencia?: 'VENTA' | 'COMPRA' | null;
};

/** Present in the input (even as null): GraphQL leaves absent fields undefined. */
const dado = <K extends keyof EmisorInput>(input: EmisorInput, k: K) => input[k] !== undefined;

/** Emisor.create: saves the session issuer's invoicing configuration (see EmisorInput in the SDL). */
export async function guardar(ctx: Context, input: EmisorInput) {
  const now = ctx.now();
  // Everything that needs no database is checked first, on its field.
  const nombre = largo(input.nombre, 'nombre', 5, 100, 'el nombre o razón social', true)!;
  const nombreComercial = largo(input.nombreComercial, 'nombreComercial', 3, 80, 'el nombre comercial');
  const ident = input.identificacion ? identificacion(input.identificacion, 'identificacion', true) : null;
  const ubic = input.ubicacion ? ubicacion(input.ubicacion, 'ubicacion') : null;
  const tel = telefono(input.telefono, 'telefono');
  const mail = correo(input.correoElectronico, 'correoElectronico');
  const usuarioAtv = largo(input.usernameATV, 'usernameATV', 3, 100, 'el usuario de ATV');
  const passwordAtv = texto(input.passwordATV);
  if (passwordAtv && passwordAtv.length > 200) throw badInput('La contraseña de ATV es demasiado larga.', 'passwordATV');
  const certTexto = texto(input.certificadoATV);
  const p12 = certTexto && certTexto !== 'true' ? decodificarP12(certTexto, 'certificadoATV') : null;
  const pin = texto(input.pin);
  if (p12 && !pin) throw badInput('Escribe el PIN de la llave criptográfica.', 'pin');
  const acts = input.codigoActividad ? actividades(input.codigoActividad, 'codigoActividad') : null;

  return withSession(ctx, async (tx, s) => {
    const cfg = await configParaCambiar(tx, s.emisorId);
    const key = await secretsKey(tx);
    const set: Partial<typeof emisorConfig.$inferInsert> = { updatedAt: now };
    if (dado(input, 'identificacion')) {
      set.identificacionTipo = ident?.tipo ?? null;
      set.identificacionNumero = ident?.numero ?? null;
    }
    if (dado(input, 'ubicacion')) set.ubicacion = ubic;
    if (dado(input, 'telefono')) set.telefono = tel;
    if (dado(input, 'correoElectronico')) set.correoElectronico = mail;
    if (dado(input, 'usernameATV')) set.usuarioAtv = usuarioAtv;
    if (passwordAtv) set.passwordAtvEnc = cifrar(key, s.emisorId, 'password-atv', passwordAtv);
    if (p12 || pin) {
      // A new .p12, or a new PIN for the stored one: open it before keeping either.
      const archivo = p12 ?? (cfg.certificadoEnc ? descifrarGuardado(key, s.emisorId, cfg.certificadoEnc) : null);
      if (!archivo) throw badInput('Carga la llave criptográfica (.p12) junto con su PIN.', 'certificadoATV');
      const datos = abrirP12(archivo, pin ?? '', now, { certificado: 'certificadoATV', pin: 'pin' });
      set.certificadoEnc = cifrar(key, s.emisorId, 'certificado', archivo);
      set.pinEnc = cifrar(key, s.emisorId, 'pin', pin!);
      set.certificadoExpiracion = datos.expiracion;
      set.certificadoInicio = datos.inicio;
      set.certificadoSujeto = datos.sujeto;
      set.certificadoEmisor = datos.emitidoPor;
    }
    if (input.local) set.sucursales = sucursales(input.local, cfg.sucursales, 'local');
    else if (cfg.sucursales.length === 0) set.sucursales = sucursalPorDefecto();
    if (acts) set.actividades = acts;
    if (input.tipoCambioReferencia) set.tipoCambioReferencia = input.tipoCambioReferencia;
    await tx.update(emisorConfig).set(set).where(eq(emisorConfig.emisorId, s.emisorId));
    await tx
      .update(emisor)
      .set({ nombre, ...(dado(input, 'nombreComercial') ? { nombreComercial } : {}), updatedAt: now })
      .where(eq(emisor.emisorId, s.emisorId));
    return leerEmisor(tx, s.emisorId);
  });
}

function descifrarGuardado(key: Buffer, emisorId: string, enc: string): Buffer | null {
  try {
    return descifrar(key, emisorId, 'certificado', enc);
  } catch {
    return null;
  }
}

/** Emisor.setCertificado: the .p12 (base64) with its PIN, opened, checked and kept encrypted. */
export async function setCertificado(ctx: Context, id: string | null | undefined, certificado: string, pinIn: string) {
  await mismoEmisor(ctx, id);
  const now = ctx.now();
  const p12 = decodificarP12(certificado, 'certificado');
  const pin = pinIn.trim();
  const datos = abrirP12(p12, pin, now, { certificado: 'certificado', pin: 'pin' });
  return withSession(ctx, async (tx, s) => {
    await configParaCambiar(tx, s.emisorId);
    const key = await secretsKey(tx);
    await tx
      .update(emisorConfig)
      .set({
        certificadoEnc: cifrar(key, s.emisorId, 'certificado', p12),
        pinEnc: cifrar(key, s.emisorId, 'pin', pin),
        certificadoExpiracion: datos.expiracion,
        certificadoInicio: datos.inicio,
        certificadoSujeto: datos.sujeto,
        certificadoEmisor: datos.emitidoPor,
        updatedAt: now,
      })
      .where(eq(emisorConfig.emisorId, s.emisorId));
    return leerEmisor(tx, s.emisorId);
  });
}

export async function setNotification(ctx: Context, id: string | null | undefined, n: { orderEmail?: string | null; orderSMS?: string | null }) {
  await mismoEmisor(ctx, id);
  const value = notification(n, 'notification');
  return withSession(ctx, async (tx, s) => {
    await configParaCambiar(tx, s.emisorId);
    await tx.update(emisorConfig).set({ notification: value, updatedAt: ctx.now() }).where(eq(emisorConfig.emisorId, s.emisorId));
    return value;
  });
}

export async function setLinks(ctx: Context, id: string | null | undefined, list: LinkIn[]) {
  await mismoEmisor(ctx, id);
  return withSession(ctx, async (tx, s) => {
    const cfg = await configParaCambiar(tx, s.emisorId);
    const key = await secretsKey(tx);
    const value = links(list, cfg.links, 'links', (plain) => cifrar(key, s.emisorId, 'onvo-secret', plain));
    await tx.update(emisorConfig).set({ links: value, updatedAt: ctx.now() }).where(eq(emisorConfig.emisorId, s.emisorId));
    return value;
  });
}

export async function setPrinter(ctx: Context, id: string | null | undefined, list: PrinterIn[]) {
  await mismoEmisor(ctx, id);
  return withSession(ctx, async (tx, s) => {
    const cfg = await configParaCambiar(tx, s.emisorId);
    const value = printers(list, cfg.printers, 'printer');
    await tx.update(emisorConfig).set({ printers: value, updatedAt: ctx.now() }).where(eq(emisorConfig.emisorId, s.emisorId));
    return value;
  });
}

/** Emisor.setModules: only the flags given change. */
export async function setModules(ctx: Context, flags: Partial<Record<keyof Modulos, boolean | null>>) {
  return withSession(ctx, async (tx, s) => {
    const { em } = await leerEmisor(tx, s.emisorId, { forUpdate: true });
    const modulos: Modulos = { ...em.modulos };
    for (const k of Object.keys(modulos) as (keyof Modulos)[]) {
      const v = flags[k];
      if (typeof v === 'boolean') modulos[k] = v;
    }
    await tx.update(emisor).set({ modulos, updatedAt: ctx.now() }).where(eq(emisor.emisorId, s.emisorId));
    // Accounting switched on: the contabilidad module's handler posts the stock moves and cash
    // sessions made while it was off (each once, however often it is switched).
    if (!em.modulos.accountingModule && modulos.accountingModule)
      await enqueue(tx, { kind: CONTABILIDAD_PENDIENTES, key: `${CONTABILIDAD_PENDIENTES}:${s.emisorId}:${ctx.now().getTime()}`, payload: { emisorId: s.emisorId }, emisorRef: s.emisorId });
    return modulos;
  });
}

/** Emisor.readEmisorByDomain: public; the domain table is global, the issuer row is read as its tenant. */
export async function porDominio(ctx: Context, domainIn: string) {
  const domain = domainIn.trim().toLowerCase();
  if (!domain) return null;
  const ref = await withoutTenant(ctx.db, async (tx) => (await tx.select().from(dominio).where(eq(dominio.domain, domain)))[0]);
  if (!ref) return null;
  return withTenant(ctx.db, ref.emisorRef, async (tx) => {
    const [em] = await tx.select().from(emisor).where(eq(emisor.emisorId, ref.emisorRef));
    return em && em.state ? em : null;
  });
}

/** The stored ATV credentials (decrypted) for checkToken without arguments. */
export async function credencialesGuardadas(ctx: Context): Promise<{ username: string | null; password: string | null }> {
  return withSession(ctx, async (tx, s) => {
    const { cfg } = await leerEmisor(tx, s.emisorId);
    if (!cfg) return { username: null, password: null };
    let password: string | null = null;
    if (cfg.passwordAtvEnc) {
      const key = await secretsKey(tx);
      try {
        password = descifrar(key, s.emisorId, 'password-atv', cfg.passwordAtvEnc).toString('utf8');
      } catch {
        password = null;
      }
    }
    return { username: cfg.usuarioAtv, password };
  });
}
