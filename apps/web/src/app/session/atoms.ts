import { atom } from 'jotai';
import type { SessionClaims } from '@jit/domain';

/** The session user of spec 1 §3 (from the token payload). */
export type SessionUser = Omit<SessionClaims, 'sub' | 'tv' | 'key'> & { id: string };

export type Session = { token: string; expiresAt: number; user: SessionUser };

/** The signed-in session, or null when logged out. */
export const sessionAtom = atom<Session | null>(null);
/** False until the stored token has been read (decryption is asynchronous). */
export const sessionReadyAtom = atom(false);
/** True right after the user's first sign-in (sign-up, or the server says it is the first login). */
export const firstLoginAtom = atom(false);
