/** The plan profile of a user (spec 1 §6). */
export type Profile = 'COMMUNITY' | 'FACTURA' | 'MICRO' | 'PRO';
/** Every profile, cheapest first. */
export const PROFILES: readonly Profile[] = ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO'];

/** Feature groups by profile (spec 1 §6). */
export type ProfileGroup = 'premium' | 'billable' | 'community' | 'all';
/** Which profiles each feature group holds. */
export const PROFILE_GROUPS: Readonly<Record<ProfileGroup, readonly Profile[]>> = {
  premium: ['MICRO', 'PRO'],
  billable: ['MICRO', 'PRO', 'FACTURA'],
  community: ['COMMUNITY'],
  all: PROFILES,
};

/** Spec 1 §6: an option is available when the user's profile is in its group. */
export const profileInGroup = (profile: Profile, group: ProfileGroup): boolean => PROFILE_GROUPS[group].includes(profile);

/** True for COMMUNITY and FACTURA, which only see the basic invoicing pages (spec 1 §6). */
export const isBasicProfile = (profile: Profile): boolean => profile === 'COMMUNITY' || profile === 'FACTURA';

/** True when the user carries a subprofile, which puts them under role rules (spec 1 §6). */
export const hasSubprofile = (subprofile: string | null | undefined): boolean =>
  typeof subprofile === 'string' && subprofile.trim() !== '';
