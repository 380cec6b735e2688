// reCaptcha verification through Google's siteverify protocol, against Google when
// RECAPTCHA_SECRET is set, else against the local sandbox (same protocol, in-process).
import type { Config } from '../config.js';
import { SANDBOX_CAPTCHA_SECRET, SANDBOX_CAPTCHA_TOKEN, recaptchaSandbox } from '../sandbox/recaptcha.js';
import { inProcess, type FetchLike } from './http.js';

export type Captcha = {
  verify(token: string, remoteIp?: string): Promise<boolean>;
  /** Site key for the widget; null in sandbox mode. */
  siteKey: string | null;
  /** The token the sandbox accepts (shown to the web only in sandbox mode). */
  sandboxToken: string | null;
};

export function createCaptcha(cfg: Config, fetchImpl: FetchLike = fetch): Captcha {
  const real = Boolean(cfg.RECAPTCHA_SECRET);
  const url = cfg.RECAPTCHA_VERIFY_URL ?? (real ? 'https://www.google.com/recaptcha/api/siteverify' : 'http://sandbox/recaptcha/siteverify');
  const secret = cfg.RECAPTCHA_SECRET ?? SANDBOX_CAPTCHA_SECRET;
  const doFetch = real || cfg.RECAPTCHA_VERIFY_URL ? fetchImpl : inProcess(recaptchaSandbox);
  return {
    siteKey: real ? (cfg.RECAPTCHA_SITE_KEY ?? null) : null,
    sandboxToken: real ? null : SANDBOX_CAPTCHA_TOKEN,
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) return false;
        const data = (await res.json()) as { success?: boolean };
        return data.success === true;
      } catch {
        return false;
      }
    },
  };
}
