// Emisor.checkToken: the ATV user and password tried against Hacienda's identity provider with
// @jit/hacienda's client (password grant). The token server is HACIENDA_TOKEN_URL; without it,
// Hacienda's simulator from the same package, started once per process on 127.0.0.1.
import { ClienteHacienda, startSimulator, type Simulador } from '@jit/hacienda';
import type { Config } from '../../config.js';
import type { Context } from '../../context.js';
import { badInput } from '../../errors.js';
import { texto } from './campos.js';
import { credencialesGuardadas } from './service.js';

let simulador: Promise<Simulador> | null = null;

/** The process's Hacienda simulator (IDP and reception), started on first use. */
export function simuladorLocal(): Promise<Simulador> {
  simulador ??= startSimulator().catch((e: unknown) => {
    simulador = null;
    throw e;
  });
  return simulador;
}

export type DestinoIdp = { tokenUrl: string; clientId: string; ambiente: 'simulador' | 'pruebas' | 'produccion' };

/** Where tokens are asked for: the configured IDP, or the local simulator. */
export async function destinoIdp(config: Config): Promise<DestinoIdp> {
  if (config.HACIENDA_TOKEN_URL) {
    const produccion = /\/realms\/rut\//.test(config.HACIENDA_TOKEN_URL);
    return {
      tokenUrl: config.HACIENDA_TOKEN_URL,
      clientId: config.HACIENDA_CLIENT_ID ?? (produccion ? 'api-prod' : 'api-stag'),
      ambiente: produccion ? 'produccion' : 'pruebas',
    };
  }
  const sim = await simuladorLocal();
  return { tokenUrl: sim.tokenUrl, clientId: config.HACIENDA_CLIENT_ID ?? sim.clientId, ambiente: 'simulador' };
}

/** Checks ATV credentials (the stored ones when none are given). */
export async function checkToken(ctx: Context, usernameIn?: string | null, passwordIn?: string | null) {
  const guardadas = await credencialesGuardadas(ctx);
  const username = texto(usernameIn) ?? guardadas.username;
  // The stored password only goes with the stored user.
  const password = texto(passwordIn) ?? (username === guardadas.username ? guardadas.password : null);
  if (!username) throw badInput('Escribe el usuario de ATV.', 'username');
  if (!password) throw badInput('Escribe la contraseña de ATV.', 'password');
  const destino = await destinoIdp(ctx.config);
  const cliente = new ClienteHacienda({
    tokenUrl: destino.tokenUrl,
    clientId: destino.clientId,
    reintentos: { intentos: 2, baseMs: 300, maxMs: 2_000 },
    timeoutMs: 15_000,
  });
  try {
    await cliente.token({ usuario: username, clave: password });
    return { ok: true, message: 'Hacienda aceptó el usuario y la contraseña de ATV.', ambiente: destino.ambiente };
  } catch (e) {
    const status = (e as { status?: unknown }).status;
    const message = e instanceof Error ? e.message : String(e);
    if (status === 400 || status === 401) throw badInput(message, 'password');
    ctx.log.warn({ status, ambiente: destino.ambiente }, 'checkToken: el servidor de tokens no respondió');
    return {
      ok: false,
      message: message.startsWith('No se pudo') || message.startsWith('El servicio') ? message : `No se pudo comunicar con Hacienda: ${message}`,
      ambiente: destino.ambiente,
    };
  }
}
