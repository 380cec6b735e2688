// Addresses that a user sets and the server then calls (today: the Web Push endpoint a browser
// hands us) must not reach the server's own network: no loopback, private, link-local, carrier
// NAT, multicast, reserved or cloud-metadata address (169.254.169.254, fd00:ec2::254…), checked
// after DNS resolution. The check runs twice: when the address is stored (a clear Spanish
// refusal) and when the connection is made, on the very address the socket connects to, so a
// name that resolves elsewhere later (DNS rebinding) is refused too.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpsRequest } from 'node:https';
import ipaddr from 'ipaddr.js';
import type { FetchLike } from './http.js';

/** Only ordinary public addresses ('unicast' in ipaddr.js's ranges; IPv4-mapped IPv6 as IPv4). */
export function esIpPublica(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.process(ip).range() === 'unicast';
}

export class DireccionNoPublica extends Error {
  constructor(readonly host: string) {
    super(`La dirección ${host} no es pública.`);
  }
}

const resolver = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * Why an https address may not be called, in Spanish, or null when it may: its every address,
 * after DNS resolution, must be public.
 */
export async function motivoNoPublica(url: URL): Promise<string | null> {
  if (url.protocol !== 'https:') return 'La dirección debe usar https.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await resolver(host)).map((a) => a.address);
  } catch {
    return `No se pudo resolver ${url.hostname}.`;
  }
  if (addresses.length === 0 || addresses.some((a) => !esIpPublica(a)))
    return `${url.hostname} apunta a una red local o privada; solo se admiten servicios públicos.`;
  return null;
}

/** A DNS lookup for sockets that refuses, at connection time, any address that is not public. */
const lookupPublico: typeof dnsLookup = ((host: string, options: unknown, callback: unknown) => {
  const cb = (typeof options === 'function' ? options : callback) as (err: Error | null, address?: string | LookupAddress[], family?: number) => void;
  const opts = (typeof options === 'object' && options !== null ? options : {}) as { all?: boolean };
  dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => {
    if (err) return cb(err);
    const ok = addresses.filter((a) => esIpPublica(a.address));
    if (ok.length === 0 || ok.length !== addresses.length) return cb(new DireccionNoPublica(host));
    if (opts.all) return cb(null, ok);
    cb(null, ok[0]!.address, ok[0]!.family);
  });
}) as typeof dnsLookup;

/**
 * fetch for addresses users set: https only, connected only to public addresses. It answers with
 * the status and body; a refused address rejects with DireccionNoPublica.
 */
export const fetchPublico: FetchLike = (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input);
    if (url.protocol !== 'https:') return reject(new Error('Solo https.'));
    if (ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, '')) && !esIpPublica(url.hostname.replace(/^\[|\]$/g, '')))
      return reject(new DireccionNoPublica(url.hostname));
    const body = init.body as Uint8Array | string | null | undefined;
    const req = httpsRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string>, lookup: lookupPublico, signal: init.signal ?? undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode && res.statusCode >= 200 ? res.statusCode : 502;
          const sinCuerpo = [204, 205, 304].includes(status) || chunks.length === 0;
          resolve(new Response(sinCuerpo ? null : Buffer.concat(chunks), { status }));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
