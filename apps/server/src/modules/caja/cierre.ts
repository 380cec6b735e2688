// The closing and the finish of a session (ruling C-1, C-4). The cashier counts blind: the count by
// denomination and what other tenders they declare go in, the server works out what was expected
// (after applying the session's documents still queued) and stores both: CERRADA. A supervisor,
// another user who may open /cajas/administrar, signs the finish with their password, withdrawing
// the counted cash (a BANCOS expense with the 24-zero invoice id, DECISIONS #20): FINALIZADA.
import { balancePorMedio, D, DENOMINACIONES, finalizarSesion, ID_FACTURA_VACIA, LINEAS_CIERRE, roundAmount, toD, type Conteo, type LineaCierre } from '@jit/domain';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { sessionIn, withSession } from '../../auth/session.js';
import { dummyHash, verifyPassword } from '../../auth/password.js';
import { hit, isBlocked } from '../../auth/rate-limit.js';
import type { Context } from '../../context.js';
import { caja, cajaMovimiento, cajaSesion, credencial, usuario } from '../../db/schema/index.js';
import { withoutTenant } from '../../db/tenant.js';
import type { ContadorInput, DeclaradoInput, SupervisorInput } from '../../generated/graphql.js';
import { badInput, fromDomain, tooManyRequests } from '../../errors.js';
import { canOpen } from '../../graphql/directives.js';
import { encolarAsiento, KIND_CAJA_CONTABLE } from '../contabilidad/index.js';
import { tipoCambioVigente } from '../tipo-cambio/index.js';
import { PAGINA_SUPERVISOR, sesionVisible } from './acceso.js';
import { aplicarPendientes } from './factura-caja.js';
import { lineaTexto } from './movimientos.js';
import { salidaSesiones } from './sesiones.js';
import { sumas } from './sumas.js';

function conteo(contador: readonly ContadorInput[]): Conteo[] {
  return contador.map((c, i) => {
    const divisa = (c.divisa || 'CRC').toUpperCase();
    if (divisa !== 'CRC' && divisa !== 'USD') throw badInput('La divisa debe ser CRC o USD.', `contador.${i}.divisa`);
    let moneda: D;
    try {
      moneda = toD(c.moneda);
    } catch {
      throw badInput('La denominación no es un número.', `contador.${i}.moneda`);
    }
    if (!(DENOMINACIONES[divisa] as readonly string[]).includes(moneda.toFixed()))
      throw badInput(`${moneda.toFixed()} no es una moneda ni un billete de ${divisa === 'CRC' ? 'colones' : 'dólares'}.`, `contador.${i}.moneda`);
    if (!Number.isInteger(c.cantidadMoneda) || c.cantidadMoneda < 0 || c.cantidadMoneda > 1_000_000)
      throw badInput('La cantidad debe ser un entero de 0 o más.', `contador.${i}.cantidadMoneda`);
    return { moneda, cantidadMoneda: c.cantidadMoneda, divisa };
  });
}

function declarados(d: readonly DeclaradoInput[] | null | undefined): Partial<Record<LineaCierre, D>> {
  const out: Partial<Record<LineaCierre, D>> = {};
  (d ?? []).forEach((x, i) => {
    const linea = x.linea.toUpperCase() as LineaCierre;
    if (linea === 'EFECTIVO' || !LINEAS_CIERRE.includes(linea)) throw badInput('Declare TARJETA, SINPE, TRANSFERENCIA u OTRO (el efectivo se cuenta).', `declarado.${i}.linea`);
    let monto: D;
    try {
      monto = roundAmount(x.monto);
    } catch {
      throw badInput('El monto declarado no es un número.', `declarado.${i}.monto`);
    }
    out[linea] = (out[linea] ?? new D(0)).plus(monto);
  });
  return out;
}

export async function cierreCaja(ctx: Context, a: { caja: string; sesion: string; nombre?: string | null; contador: readonly ContadorInput[]; declarado?: readonly DeclaradoInput[] | null }) {
  const cuenta = conteo(a.contador);
  const otros = declarados(a.declarado);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const { sesion, caja: c } = await sesionVisible(tx, s, a.sesion, 'sesion', 'update');
    if (sesion.cajaId !== a.caja) throw badInput('La sesión no es de esa caja.', 'caja');
    if (sesion.status !== 'ABIERTA') throw badInput('La sesión de caja no está abierta: ya se contó.', 'sesion');
    await aplicarPendientes(tx, sesion.id, now);
    const tc = cuenta.some((x) => x.divisa === 'USD') ? (await tipoCambioVigente(ctx, tx, { moneda: 'USD', registrar: false })).tasa : null;
    const { porMedio } = await sumas(tx, sesion.id);
    const montoInicial = new D(sesion.montoInicial);
    const contado = cuenta.reduce((acc, x) => acc.plus(roundAmount(toD(x.moneda).times(x.cantidadMoneda).times(x.divisa === 'USD' ? tc! : 1))), new D(0));
    const b = balancePorMedio({ montoInicial, movimientos: porMedio }, { efectivo: contado, otros });
    const efectivo = b.lineas[0]!;
    const lineas = b.lineas.filter((l) => l.linea === 'EFECTIVO' || !l.esperado.isZero() || !l.contado.isZero() || !l.ingresos.isZero() || !l.egresos.isZero());
    const [row] = await tx
      .update(cajaSesion)
      .set({
        status: 'CERRADA',
        esperado: efectivo.esperado.toFixed(),
        contado: contado.toFixed(),
        dif: efectivo.dif.toFixed(),
        tipoCambioUsd: tc ? tc.toFixed() : null,
        contador: cuenta.map((x) => ({ moneda: toD(x.moneda).toFixed(), divisa: x.divisa!, cantidadMoneda: x.cantidadMoneda, totalMoneda: roundAmount(toD(x.moneda).times(x.cantidadMoneda).times(x.divisa === 'USD' ? tc! : 1)).toFixed() })),
        lineas: lineas.map(lineaTexto),
        nombreCierre: a.nombre?.trim() || s.user.fullname,
        cerradaAt: now,
        updatedAt: now,
      })
      .where(eq(cajaSesion.id, sesion.id))
      .returning();
    await tx.update(caja).set({ status: 'CERRADA', updatedAt: now }).where(eq(caja.id, c.id));
    return (await salidaSesiones(tx, s, [row!]))[0]!;
  });
}

const FIRMA_INVALIDA = 'Correo o contraseña del supervisor incorrectos.';
const INTENTOS = { limit: 5, seconds: 15 * 60 };

export async function finCaja(ctx: Context, a: { caja: string; sesion: string; supervisor: SupervisorInput; retiro?: string | null }) {
  const email = a.supervisor.email.trim().toLowerCase();
  const emisorId = await ctx.tokenEmisor();
  // The password is checked before the issuer's transaction (argon2 takes a while; PGlite has one
  // connection), and wrong ones are limited as at sign-in: 5 per supervisor per 15 minutes.
  const llave = `caja:supervisor:${email}`;
  const cred = await withoutTenant(ctx.db, async (tx) => {
    const hasta = await isBlocked(tx, llave, INTENTOS, ctx.now());
    if (hasta) throw tooManyRequests('Demasiados intentos con esa firma de supervisor. Espere unos minutos.', Math.ceil((hasta.getTime() - ctx.now().getTime()) / 1000));
    return (await tx.select().from(credencial).where(eq(credencial.email, email)))[0];
  });
  const ok = cred ? await verifyPassword(cred.passwordHash, a.supervisor.password) : (await verifyPassword(await dummyHash(), a.supervisor.password), false);
  if (!cred || !ok || !cred.state || cred.emisorRef !== emisorId) {
    await withoutTenant(ctx.db, (tx) => hit(tx, llave, INTENTOS, ctx.now()));
    throw badInput(FIRMA_INVALIDA, 'supervisor.password');
  }
  let retiro: D | null = null;
  if (a.retiro != null && a.retiro !== '') {
    try {
      retiro = roundAmount(a.retiro);
    } catch {
      throw badInput('El retiro debe ser un monto.', 'retiro');
    }
    if (retiro.isNeg()) throw badInput('El retiro no puede ser negativo.', 'retiro');
  }
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const { sesion, caja: c } = await sesionVisible(tx, s, a.sesion, 'sesion', 'update');
    if (sesion.cajaId !== a.caja) throw badInput('La sesión no es de esa caja.', 'caja');
    const fin = finalizarSesion({ status: sesion.status as 'ABIERTA', montoInicial: new D(0), movimientos: [] });
    if (!fin.ok) throw fromDomain({ ...fin, field: 'sesion' });
    if (cred.usuarioRef === sesion.usuarioId) throw badInput('Finaliza otro usuario, no el cajero de la sesión.', 'supervisor.email');
    const [sup] = await tx.select().from(usuario).where(eq(usuario.id, cred.usuarioRef));
    if (!sup?.state) throw badInput(FIRMA_INVALIDA, 'supervisor.password');
    const { key: _llave, ...claims } = s.claims;
    const supSesion = await sessionIn(tx, { ...claims, sub: sup.id, tv: sup.tokenVersion });
    if (!canOpen(supSesion, PAGINA_SUPERVISOR)) throw badInput(`${sup.fullname} no puede finalizar cajas (necesita acceso a Administrar cajas).`, 'supervisor.email');
    const monto = retiro ?? new D(sesion.contado ?? 0);
    if (monto.gt(0))
      await tx.insert(cajaMovimiento).values({
        emisorId: s.emisorId,
        id: uuidv7(),
        sesionId: sesion.id,
        tipo: 'BANCOS',
        medioPago: 'EFECTIVO',
        montoEgreso: monto.toFixed(),
        detalle: `Retiro al finalizar la caja (${sup.fullname})`,
        idFactura: ID_FACTURA_VACIA,
        cuentaContable: sesion.cuentaContable,
        usuarioId: sup.id,
        createdAt: now,
      });
    const [row] = await tx.update(cajaSesion).set({ status: 'FINALIZADA', supervisorId: sup.id, completedAt: now, updatedAt: now }).where(eq(cajaSesion.id, sesion.id)).returning();
    await tx.update(caja).set({ status: 'FINALIZADA', updatedAt: now }).where(eq(caja.id, c.id));
    // The accepted cash difference goes to the journal (ruling F2-2) once accounting is on.
    if (sesion.dif && !new D(sesion.dif).isZero()) await encolarAsiento(tx, KIND_CAJA_CONTABLE, s.emisorId, sesion.id);
    // The sign-off is logged: who counted, who accepted, and the difference they accepted.
    ctx.log.info({ sesion: sesion.id, caja: c.name, cajero: sesion.usuarioId, supervisor: sup.id, dif: sesion.dif, retiro: monto.toFixed() }, 'caja finalizada por supervisor');
    return (await salidaSesiones(tx, s, [row!]))[0]!;
  });
}
