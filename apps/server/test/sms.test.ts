// The SMS client against the gateway sandbox (same protocol, in-process): a repeated
// Idempotency-Key is sent once, an outage is retried, a refusal is not, and a wrong token fails.
import { describe, expect, it } from 'vitest';
import { inProcess } from '../src/integrations/http.js';
import { createSmsClient, numeroSms } from '../src/integrations/sms.js';
import { smsRecibidos, smsSandbox } from '../src/sandbox/sms.js';

describe('SMS', () => {
  it('writes Costa Rican and international numbers as E.164', () => {
    expect(['8888-7777', '50688887777', '+1 (305) 555-0100', '12'].map(numeroSms)).toEqual(['+50688887777', '+50688887777', '+13055550100', null]);
  });

  it('sends once per key, retries an outage, drops a refusal', async () => {
    const c = createSmsClient({});
    expect(c.sandbox).toBe(true);
    const to = `+5068${String(Date.now()).slice(-7)}`;
    const a = await c.send({ to, text: 'Nuevo pedido en línea.' }, 'k-1');
    const b = await c.send({ to, text: 'Nuevo pedido en línea.' }, 'k-1');
    expect(a).toMatchObject({ ok: true });
    expect(b).toEqual(a);
    expect(smsRecibidos(to)).toHaveLength(1);
    expect(await c.send({ to: '+50688880000', text: 'x' }, 'k-2')).toMatchObject({ ok: false, retry: true });
    expect(await c.send({ to: 'no', text: 'x' }, 'k-3')).toMatchObject({ ok: false, retry: false });
  });

  it('a configured gateway gets the configured token (the sandbox refuses any other)', async () => {
    const c = createSmsClient({ SMS_URL: 'https://sms.ejemplo.cr/sandbox/sms/', SMS_TOKEN: 'otro' }, inProcess(smsSandbox));
    expect(c.sandbox).toBe(false);
    expect(await c.send({ to: '+50688887777', text: 'x' }, 'k-4')).toMatchObject({ ok: false, retry: false, detail: '401 Token inválido' });
  });
});
