// reCaptcha sandbox: Google's siteverify protocol (form POST of secret and response, JSON
// answer with success). It accepts exactly one documented token, SANDBOX_CAPTCHA_TOKEN, which
// the sign-up and recovery screens send when the server runs without a reCaptcha site key.
import { json, type Handler } from '../integrations/http.js';

export const SANDBOX_CAPTCHA_TOKEN = 'jit-sandbox-captcha-ok';
export const SANDBOX_CAPTCHA_SECRET = 'jit-sandbox-secret';

export const recaptchaSandbox: Handler = async (req) => {
  if (req.method !== 'POST') return json({ success: false, 'error-codes': ['bad-request'] }, 405);
  const form = new URLSearchParams(await req.text());
  if (form.get('secret') !== SANDBOX_CAPTCHA_SECRET)
    return json({ success: false, 'error-codes': ['invalid-input-secret'] });
  const ok = form.get('response') === SANDBOX_CAPTCHA_TOKEN;
  return json({
    success: ok,
    challenge_ts: new Date().toISOString(),
    hostname: 'sandbox',
    ...(ok ? {} : { 'error-codes': ['invalid-input-response'] }),
  });
};
