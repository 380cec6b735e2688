import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../../test/arbitraries';
import { PROFILES, type Profile } from '../access/profiles';
import { certificateState } from './certificate';
import { errorToast, MENSAJE_ERROR_GENERAL } from './error-toast';
import { PLAN_LIMITES, planCounter, puedeEmitir } from './plan-counter';
import { nextSavedFlag, warnOnLeave, type SavedEvent, type SavedFlag } from './saved-flag';
import { DAY_MS, RANGO_SUSCRIPCION, subscriptionState } from './subscription';
import { dismissToast, expireToasts, pushToast, toastTimeout, TOAST_TYPES, validateToast, type Toast } from './toast';
import { destinoTrasLogin } from './retorno';
import { decodeBase64Url, decodeTokenPayload, isTokenValid, LOGOUT_DELAY_MS, rootRedirect } from './token';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function base64Url(text: string): string {
  const bytes = [...encodeURIComponent(text).replace(/%([0-9A-F]{2})|./g, (m: string, h?: string) => (h ? String.fromCharCode(parseInt(h, 16)) : m))].map((c) => c.charCodeAt(0));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '') + (i + 2 < bytes.length ? B64[n & 63]! : '');
  }
  return out;
}
const jwt = (payload: object) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.firma`;

describe('session token (spec 1 §4, §5)', () => {
  it('round trip: base64url decoding gives back any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        expect(decodeBase64Url(base64Url(s))).toBe(s);
      }),
    );
  });
  it('valid exactly when exp (seconds) is not earlier than now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_500_000_000, max: 2_000_000_000 }), instantArb, (exp, now) => {
        expect(isTokenValid(jwt({ exp, email: 'ana@ejemplo.cr' }), now)).toBe(exp * 1000 >= now);
      }),
    );
    expect(isTokenValid(jwt({ exp: 1000 }), 1_000_000)).toBe(true);
    expect(isTokenValid(jwt({ exp: 1000 }), 1_000_001)).toBe(false);
  });
  it('a token that cannot be decoded, or has no numeric exp, counts as expired', () => {
    fc.assert(
      fc.property(fc.string(), (garbage) => {
        expect(isTokenValid(garbage.replace(/\./g, ''), 0)).toBe(false);
      }),
    );
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid('', 0)).toBe(false);
    expect(isTokenValid('a.b*c.d', 0)).toBe(false);
    expect(isTokenValid(jwt({ exp: '9999999999' }), 0)).toBe(false);
    expect(isTokenValid(jwt({}), 0)).toBe(false);
    expect(isTokenValid(`x.${base64Url('[1]')}.y`, 0)).toBe(false);
    expect(isTokenValid(`x.${base64Url('no json')}.y`, 0)).toBe(false);
    expect(decodeTokenPayload(`x.${base64Url('null')}.y`)).toMatchObject({ ok: false, code: 'TOKEN_INVALIDO', field: 'token' });
    expect(decodeTokenPayload(jwt({ id: 'ñ' }))).toEqual({ ok: true, value: { id: 'ñ' } });
    expect(decodeBase64Url('a')).toBeUndefined();
    expect(decodeBase64Url('YQ==')).toBe('a');
    expect(decodeBase64Url('YQ=')).toBe('a');
    expect(decodeBase64Url('Y*Q')).toBeUndefined();
    expect(decodeBase64Url('*YQ')).toBeUndefined();
    expect(decodeBase64Url('YQ*')).toBeUndefined();
    expect(decodeBase64Url('Y=Q')).toBeUndefined();
    expect(decodeBase64Url('w6E')).toBe('á');
    expect(decodeTokenPayload(`x.${base64Url('5')}.y`)).toMatchObject({ ok: false, code: 'TOKEN_INVALIDO', field: 'token' });
    expect(decodeTokenPayload(`x.${base64Url('"texto"')}.y`)).toMatchObject({ ok: false, field: 'token' });
    expect(decodeTokenPayload('sinpuntos')).toMatchObject({ ok: false, field: 'token' });
    expect(decodeTokenPayload(`x.${base64Url('{no json')}.y`)).toMatchObject({ ok: false, field: 'token' });
    expect(decodeBase64Url('_w')).toBeUndefined(); // 0xff alone is not UTF-8
  });
  it('the root guard sends first visitors to /register and valid sessions to /dashboard', () => {
    expect(rootRedirect({ firstSessionMarker: false, sessionValid: true })).toBe('/register');
    expect(rootRedirect({ firstSessionMarker: true, sessionValid: true })).toBe('/dashboard');
    expect(rootRedirect({ firstSessionMarker: true, sessionValid: false })).toBeNull();
    expect(LOGOUT_DELAY_MS).toBe(3000);
  });
});

// Subscription model: time only moves forward; a renewal sets a new expiry.
type SubModel = { now: number; timeout: number; lastRank: number };
type SubReal = { profile: Profile; subprofile: string | null };
const state = (m: SubModel, r: SubReal) => subscriptionState({ subscriptionTimeOut: m.timeout, nowMs: m.now, profile: r.profile, subprofile: r.subprofile });
class Advance implements fc.Command<SubModel, SubReal> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(m: SubModel, r: SubReal) {
    m.now += this.ms;
    const s = state(m, r);
    // Only degrades with time.
    expect(RANGO_SUSCRIPCION[s.estado]).toBeGreaterThanOrEqual(m.lastRank);
    m.lastRank = RANGO_SUSCRIPCION[s.estado];
  }
  toString = () => `advance(${this.ms})`;
}
class Renew implements fc.Command<SubModel, SubReal> {
  constructor(readonly days: number) {}
  check = () => true;
  run(m: SubModel, r: SubReal) {
    m.timeout = m.now + this.days * DAY_MS;
    const s = state(m, r);
    expect(s.estado).toBe('ACTIVA');
    m.lastRank = 0;
  }
  toString = () => `renew(${this.days}d)`;
}
class Check implements fc.Command<SubModel, SubReal> {
  check = () => true;
  run(m: SubModel, r: SubReal) {
    const s = state(m, r);
    const expected = r.profile === 'COMMUNITY' || m.now <= m.timeout ? 'ACTIVA' : m.now <= m.timeout + 3 * DAY_MS ? 'GRACIA' : 'VENCIDA';
    expect(s.estado).toBe(expected);
    expect(s.bloqueada).toBe(expected === 'VENCIDA');
    expect(s.mostrarAlerta).toBe(expected !== 'ACTIVA');
    if (expected === 'GRACIA') expect(s.diasGracia).toBeGreaterThanOrEqual(1);
    if (expected === 'GRACIA') expect(s.diasGracia).toBeLessThanOrEqual(3);
    if (expected === 'VENCIDA') expect(s.redirect).toBe(r.subprofile ? '/accountDisabled' : '/pricing');
    else expect(s.redirect).toBeNull();
  }
  toString = () => 'check';
}

describe('subscription (spec 1 §4, spec 2 §4)', () => {
  it('model: active, 3 days of grace, then expired; only degrades with time until renewed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Profile>(...PROFILES),
        fc.constantFrom(null, 'vendedor'),
        fc.commands(
          [
            fc.integer({ min: 0, max: 2 * DAY_MS }).map((ms) => new Advance(ms)),
            fc.integer({ min: 0, max: 40 }).map((d) => new Renew(d)),
            fc.constant(new Check()),
          ],
          { maxCommands: 30 },
        ),
        (profile, subprofile, cmds) => {
          fc.modelRun(() => ({ model: { now: 1_800_000_000_000, timeout: 1_800_000_000_000 + DAY_MS, lastRank: 0 }, real: { profile, subprofile } }), cmds);
        },
      ),
      { numRuns: 200 },
    );
  });
  it('counts grace days left and sends expired users to the right page', () => {
    const t = Date.parse('2026-11-01T00:00:00Z');
    const at = (h: number, subprofile: string | null = null, profile: Profile = 'PRO') =>
      subscriptionState({ subscriptionTimeOut: '2026-11-01T00:00:00Z', nowMs: t + h * 3_600_000, profile, subprofile });
    expect(at(0).estado).toBe('ACTIVA');
    expect(at(1)).toMatchObject({ estado: 'GRACIA', diasGracia: 3 });
    expect(at(48)).toMatchObject({ estado: 'GRACIA', diasGracia: 1 });
    expect(at(72)).toMatchObject({ estado: 'GRACIA', diasGracia: 1 });
    expect(at(73)).toMatchObject({ estado: 'VENCIDA', redirect: '/pricing', bloqueada: true });
    expect(at(73, 'cajero')).toMatchObject({ redirect: '/accountDisabled' });
    expect(at(1000, null, 'COMMUNITY')).toMatchObject({ estado: 'ACTIVA', mostrarAlerta: false });
    expect(subscriptionState({ subscriptionTimeOut: null, nowMs: t, profile: 'PRO' }).estado).toBe('ACTIVA');
    expect(subscriptionState({ subscriptionTimeOut: 'no es fecha', nowMs: t, profile: 'PRO' }).estado).toBe('ACTIVA');
  });
});

describe('certificate (spec 1 §4, DECISIONS #3)', () => {
  it('warns at 7 days or fewer, blocks once expired, only degrades with time', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -30 * DAY_MS, max: 60 * DAY_MS }), fc.integer({ min: 0, max: 30 * DAY_MS }), (now, offset, later) => {
        const rank = { VIGENTE: 0, POR_VENCER: 1, VENCIDO: 2, SIN_CERTIFICADO: 3 };
        const a = certificateState(now + offset, now);
        const b = certificateState(now + offset, now + later);
        expect(rank[b.estado]).toBeGreaterThanOrEqual(rank[a.estado]);
        expect(a.bloqueaFacturacion).toBe(offset < 0);
        expect(a.estado === 'POR_VENCER').toBe(offset >= 0 && offset <= 7 * DAY_MS);
      }),
    );
    const now = Date.parse('2026-11-01T00:00:00Z');
    expect(certificateState('2026-11-08T00:00:00Z', now)).toEqual({ estado: 'POR_VENCER', diasRestantes: 7, bloqueaFacturacion: false });
    expect(certificateState('2026-11-08T00:00:01Z', now)).toMatchObject({ estado: 'VIGENTE', diasRestantes: 8 });
    expect(certificateState(now - 1, now)).toEqual({ estado: 'VENCIDO', diasRestantes: 0, bloqueaFacturacion: true });
    expect(certificateState(null, now)).toMatchObject({ estado: 'SIN_CERTIFICADO', bloqueaFacturacion: true });
    expect(certificateState(now, now)).toEqual({ estado: 'POR_VENCER', diasRestantes: 0, bloqueaFacturacion: false });
  });
});

describe('monthly plan counter (spec 1 §9, DECISIONS #24)', () => {
  it('remaining = limit − counter (never negative); banner at 10 or fewer; exhausted refuses', () => {
    fc.assert(
      fc.property(fc.constantFrom<Profile>(...PROFILES), fc.integer({ min: 0, max: 6000 }), (profile, used) => {
        const c = planCounter(profile, used);
        expect(c.restantes).toBe(Math.max(0, PLAN_LIMITES[profile] - used));
        expect(c.mostrarBanner).toBe(c.restantes <= 10);
        expect(puedeEmitir(profile, used).ok).toBe(c.restantes > 0);
        expect(planCounter(profile, used + 1).restantes).toBeLessThanOrEqual(c.restantes);
      }),
    );
    expect(PLAN_LIMITES).toEqual({ COMMUNITY: 3, FACTURA: 1520, MICRO: 50, PRO: 5000 });
    expect(planCounter('MICRO', 40)).toMatchObject({ limite: 50, restantes: 10, mostrarBanner: true });
    expect(planCounter('MICRO', -5).restantes).toBe(50);
    expect(puedeEmitir('COMMUNITY', 2)).toEqual({ ok: true, value: true });
    expect(puedeEmitir('COMMUNITY', 3)).toMatchObject({ ok: false, code: 'PLAN_AGOTADO', message: 'Alcanzó el límite de comprobantes de su plan para este mes.' });
    expect(planCounter('PRO', 1, { COMMUNITY: 1, FACTURA: 1, MICRO: 1, PRO: 2 }).restantes).toBe(1);
  });
});

describe('toasts and error display (spec 1 §5, §8, §9)', () => {
  it('timeouts: danger 20 s, warning 15 s, info 3 s, others 8 s', () => {
    expect(TOAST_TYPES.map(toastTimeout)).toEqual([3000, 8000, 20000, 15000, 8000]);
  });
  it('validates type, position and timeout', () => {
    expect(validateToast({ type: 'success', timeout: 0, vertical: 'bottom', horizontal: 'center' }).ok).toBe(true);
    expect(validateToast({ type: 'error' })).toMatchObject({ code: 'TOAST_TIPO_INVALIDO', field: 'type' });
    expect(validateToast({ type: 'info', vertical: 'middle' })).toMatchObject({ code: 'TOAST_POSICION_INVALIDA', field: 'vertical' });
    expect(validateToast({ type: 'info', horizontal: 'up' })).toMatchObject({ code: 'TOAST_POSICION_INVALIDA', field: 'horizontal' });
    expect(validateToast({ type: 'info', timeout: -1 })).toMatchObject({ code: 'TOAST_TIEMPO_INVALIDO' });
    expect(validateToast({ type: 'info', timeout: NaN })).toMatchObject({ code: 'TOAST_TIEMPO_INVALIDO', field: 'timeout' });
    expect(validateToast({ type: 'info' })).toEqual({ ok: true, value: true });
    expect(validateToast({ type: 'info', vertical: 'top', horizontal: 'left' }).ok).toBe(true);
    expect(validateToast({ type: 'info', horizontal: 'right' }).ok).toBe(true);
    expect(validateToast({ type: 'info', vertical: '' })).toMatchObject({ code: 'TOAST_POSICION_INVALIDA' });
    expect(validateToast({ type: 'info', horizontal: '' })).toMatchObject({ code: 'TOAST_POSICION_INVALIDA' });
  });
  it('newest on top; a toast disappears after its timeout or on click, never before', () => {
    const toastArb = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), type: fc.constantFrom(...TOAST_TYPES), message: fc.string(), timeout: fc.constantFrom(0, 3000, 8000), createdAt: fc.integer({ min: 0, max: 10_000 }) });
    fc.assert(
      fc.property(fc.array(toastArb, { maxLength: 10 }), fc.integer({ min: 0, max: 30_000 }), (toasts: Toast[], now) => {
        let stack: Toast[] = [];
        for (const t of toasts) stack = pushToast(stack, t);
        const last = toasts[toasts.length - 1];
        if (last) expect(stack[0]).toEqual(last);
        expect(new Set(stack.map((t) => t.id)).size).toBe(stack.length);
        const alive = expireToasts(stack, now);
        for (const t of stack) expect(alive.includes(t)).toBe(t.timeout === 0 || now < t.createdAt + t.timeout);
        if (last) expect(dismissToast(stack, last.id).some((t) => t.id === last.id)).toBe(false);
        if (last) expect(dismissToast(stack, last.id)).toHaveLength(stack.length - 1);
        expect(new Set(stack.map((t) => t.id))).toEqual(new Set(toasts.map((t) => t.id)));
      }),
    );
  });
  it('a toast lives exactly its timeout', () => {
    const t: Toast = { id: 'a', type: 'info', message: 'x', timeout: 3000, createdAt: 1000 };
    expect(expireToasts([t], 3999)).toEqual([t]);
    expect(expireToasts([t], 4000)).toEqual([]);
  });
  it('every failure is a red toast; empty messages use the fallback; UNAUTHENTICATED ends the session', () => {
    expect(errorToast({ kind: 'graphql', code: 'UNAUTHENTICATED', message: 'Sesión vencida' })).toEqual({ type: 'danger', message: 'Sesión vencida', icon: 'key', timeout: 20000, endsSession: true });
    expect(errorToast({ kind: 'graphql', code: 'BAD_USER_INPUT', message: ' ' })).toMatchObject({ message: MENSAJE_ERROR_GENERAL, icon: 'input', endsSession: false });
    expect(errorToast({ kind: 'graphql', code: 'GRAPHQL_VALIDATION_FAILED' }).icon).toBe('validation');
    expect(errorToast({ kind: 'graphql', code: 'INTERNAL_SERVER_ERROR' }).icon).toBe('server');
    expect(errorToast({ kind: 'graphql', code: 'CONFLICT' }).icon).toBe('alert');
    expect(errorToast({ kind: 'graphql' }).icon).toBe('alert');
    expect(errorToast({ kind: 'network' })).toEqual({ type: 'danger', message: 'Network Error', icon: 'alert', timeout: 20000, endsSession: false });
    expect(errorToast({ kind: 'other' })).toEqual({ type: 'danger', message: 'Esto no debería pasar, error no administrado :(', icon: 'alert', timeout: 20000, endsSession: false });
  });
});

describe('saved flag (spec 3 §2, spec 1 §4)', () => {
  it('false exactly after an edit; leaving only warns when unsaved', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<SavedEvent>('load', 'save', 'clear', 'edit'), { minLength: 1 }), (events) => {
        const flag = events.reduce<SavedFlag>(nextSavedFlag, null);
        expect(flag).toBe(events[events.length - 1] !== 'edit');
        expect(warnOnLeave(flag)).toBe(flag === false);
      }),
    );
    expect(warnOnLeave(null)).toBe(false);
  });
});

describe('where the login returns (issue: log out, reload, log in again)', () => {
  it('never returns to /logout, /login or /register, nor outside the app', () => {
    for (const desde of ['/logout', '/logout/', '/LOGOUT', '/login', '/register?x=1', '/', '/recuperar?hash=a', '//evil.example', 'https://evil.example/x', '', null, undefined])
      expect(destinoTrasLogin(desde), String(desde)).toBe('/dashboard');
    expect(destinoTrasLogin('/facturacion/facturar')).toBe('/facturacion/facturar');
    expect(destinoTrasLogin('/facturacion/listaFactura?tab=cola')).toBe('/facturacion/listaFactura?tab=cola');
  });
  it('for any text, the result is /dashboard or an in-app path that is not a session page', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('/logout', '/login', '/register').map((p) => `${p}${'/'.repeat(2)}`)), (desde) => {
        const d = destinoTrasLogin(desde);
        expect(d === '/dashboard' || (d.startsWith('/') && !d.startsWith('//'))).toBe(true);
        expect(['/logout', '/login', '/register', '/'].includes(d.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/')).toBe(false);
      }),
    );
  });
});
