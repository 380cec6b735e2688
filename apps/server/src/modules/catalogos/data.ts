// The catalogue files of apps/server/data-catalogos (see its README), read once on first use and
// kept in memory for the life of the process: they change only with a release.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPath } from '../../paths.js';

/** [code (13 digits), description, VAT percent] */
export type CabysRow = [string, string, string];
/** [code (6 digits), name] */
export type ActividadRow = [string, string];
/** [provincia, name, ISO 3166-2, [[canton, name, [[distrito, name]]]]] */
export type ProvinciaRow = [string, string, string | null, [string, string, [string, string][]][]];
/** code → [name, country, ISO 3166-1 or null, symbol] */
export type MonedaRow = [string, string, string | null, string];

const cache = new Map<string, unknown>();

function load<T>(file: string): T {
  let value = cache.get(file) as T | undefined;
  if (value === undefined) {
    value = JSON.parse(readFileSync(join(serverPath('data-catalogos'), file), 'utf8')) as T;
    cache.set(file, value);
  }
  return value;
}

export const cabysRows = () => load<CabysRow[]>('cabys.json');
export const actividadRows = () => load<ActividadRow[]>('actividades.json');
export const ubicacionRows = () => load<ProvinciaRow[]>('ubicacion.json');
export const monedaRows = () => load<Record<string, MonedaRow>>('monedas.json');
