import type { Profile } from '../access/profiles';

/**
 * The session user of spec 1 §3 as the server signs it into the access token, so the web reads
 * it without another call. One type for the signer (server) and the reader (web).
 */
export type SessionClaims = {
  sub: string;
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
  /** Token version: raised on logout or password change to revoke older tokens. */
  tv: number;
  /** API key that obtained the token (ApiLogin), if any. */
  key?: string;
};
