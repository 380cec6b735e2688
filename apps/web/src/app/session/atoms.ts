import { atom } from 'jotai';
import type { Profile } from '@jit/domain';

/** The session user of spec 1 §3 (from the token payload). */
export type SessionUser = {
  id: string;
  emisor: string;
  email: string;
  fullname: string;
  profile: Profile;
  subprofile: string | null;
  domain: string | null;
  roles: { _id: string; check: boolean }[];
  crmRole: string;
  viajesRole: string | null;
  subscriptionTimeOut: string | null;
};

export type Session = { token: string; expiresAt: number; user: SessionUser };

/** The signed-in session, or null when logged out. */
export const sessionAtom = atom<Session | null>(null);
/** False until the stored token has been read (decryption is asynchronous). */
export const sessionReadyAtom = atom(false);
/** True right after the user's first sign-in (sign-up, or the server says it is the first login). */
export const firstLoginAtom = atom(false);
