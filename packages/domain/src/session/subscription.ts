import type { Profile } from '../access/profiles';
import { hasSubprofile } from '../access/profiles';

/** Spec 1 §9: days of grace after the subscription expires. */
export const GRACE_DAYS = 3;
/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Spec 2 §4: active, in grace (still usable, banner with days left) or expired (blocked, pay button). */
export type EstadoSuscripcion = 'ACTIVA' | 'GRACIA' | 'VENCIDA';

/** What the shell does with the subscription. */
export type Suscripcion = {
  estado: EstadoSuscripcion;
  /** Whole days left of grace (GRACIA only; 0 otherwise). */
  diasGracia: number;
  bloqueada: boolean;
  mostrarAlerta: boolean;
  /** Where an expired user goes: subprofile users to /accountDisabled, others to /pricing. */
  redirect: '/accountDisabled' | '/pricing' | null;
};

/** An instant given as epoch ms or an ISO date text (the caller's clock, never ours). */
export type Instante = number | string;
/** Epoch ms of an instant, or NaN when unreadable. */
export const instanteMs = (x: Instante): number => (typeof x === 'number' ? x : Date.parse(x));

/**
 * Spec 1 §4 / spec 2 §4: the subscription state from its expiry (subscriptionTimeOut) and now. COMMUNITY has no
 * subscription alert and is never blocked; a missing expiry counts as active.
 */
export function subscriptionState(input: {
  subscriptionTimeOut: Instante | null | undefined;
  nowMs: number;
  profile: Profile;
  subprofile?: string | null;
}): Suscripcion {
  const timeout = instanteMs(input.subscriptionTimeOut ?? NaN);
  const community = input.profile === 'COMMUNITY';
  if (community || Number.isNaN(timeout) || input.nowMs <= timeout) {
    return { estado: 'ACTIVA', diasGracia: 0, bloqueada: false, mostrarAlerta: false, redirect: null };
  }
  const graceEnd = timeout + GRACE_DAYS * DAY_MS;
  if (input.nowMs <= graceEnd) {
    const diasGracia = Math.max(1, Math.ceil((graceEnd - input.nowMs) / DAY_MS));
    return { estado: 'GRACIA', diasGracia, bloqueada: false, mostrarAlerta: true, redirect: null };
  }
  const redirect = hasSubprofile(input.subprofile) ? '/accountDisabled' : '/pricing';
  return { estado: 'VENCIDA', diasGracia: 0, bloqueada: true, mostrarAlerta: true, redirect };
}

/** Severity order of subscription states (for "only degrades with time"). */
export const RANGO_SUSCRIPCION: Readonly<Record<EstadoSuscripcion, number>> = { ACTIVA: 0, GRACIA: 1, VENCIDA: 2 };
