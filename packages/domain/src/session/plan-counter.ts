import type { Profile } from '../access/profiles';
import { fail, ok, type Result } from '../shared/result';

/** Spec 1 §9 (DECISIONS #24, as written): monthly document allowance per plan profile. */
export const PLAN_LIMITES: Readonly<Record<Profile, number>> = { COMMUNITY: 3, FACTURA: 1520, MICRO: 50, PRO: 5000 };
/** Spec 1 §9: the banner appears when this many documents or fewer remain this month. */
export const PLAN_BANNER_UMBRAL = 10;

/** The monthly counter as the banner and the issuing guard see it. */
export type ContadorPlan = { limite: number; usados: number; restantes: number; mostrarBanner: boolean; agotado: boolean };

/** Spec 1 §9: remaining = limit for the profile − current counter (never below 0); banner at 10 or fewer. */
export function planCounter(profile: Profile, usados: number, limites: Readonly<Record<Profile, number>> = PLAN_LIMITES): ContadorPlan {
  const limite = limites[profile];
  const restantes = Math.max(0, limite - Math.max(0, usados));
  return { limite, usados, restantes, mostrarBanner: restantes <= PLAN_BANNER_UMBRAL, agotado: restantes === 0 };
}

/** Refuses a new document when the month's allowance is used up. */
export function puedeEmitir(profile: Profile, usados: number, limites?: Readonly<Record<Profile, number>>): Result<true, 'PLAN_AGOTADO'> {
  return planCounter(profile, usados, limites).agotado ? fail('PLAN_AGOTADO') : ok(true);
}
