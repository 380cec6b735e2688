// The draft lives in localStorage, one key per line, so an edit writes only its line (a
// 1,000-line invoice does not rewrite 1,000 lines per keystroke) and a reload loses nothing,
// not even the text of a cell that was still being typed.
import type { EncabezadoBorrador, LineaBorrador } from './types';

export type SavedState = boolean | null;

export type DraftSnapshot = {
  encabezado: EncabezadoBorrador | null;
  ids: string[];
  lineas: Map<string, LineaBorrador>;
  saved: SavedState;
  typing: { id: string; field: keyof LineaBorrador; text: string } | null;
};

const PREFIX = 'jit.factura.borrador';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    storage()?.removeItem(key);
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or private mode: the draft still works in memory.
  }
}

/** The keys of one user's draft (drafts of different users of a browser never mix). */
export function draftKeys(scope: string) {
  const base = `${PREFIX}.${scope}`;
  return {
    encabezado: `${base}.h`,
    ids: `${base}.ids`,
    saved: `${base}.saved`,
    typing: `${base}.typing`,
    linea: (id: string) => `${base}.l.${id}`,
  };
}

export function loadDraft(scope: string): DraftSnapshot {
  const k = draftKeys(scope);
  const ids = read<string[]>(k.ids) ?? [];
  const lineas = new Map<string, LineaBorrador>();
  const present: string[] = [];
  for (const id of ids) {
    const l = read<LineaBorrador>(k.linea(id));
    if (l) {
      lineas.set(id, l);
      present.push(id);
    }
  }
  return {
    encabezado: read<EncabezadoBorrador>(k.encabezado),
    ids: present,
    lineas,
    saved: read<SavedState>(k.saved),
    typing: read<DraftSnapshot['typing']>(k.typing),
  };
}

export const persist = {
  encabezado: (scope: string, h: EncabezadoBorrador) => write(draftKeys(scope).encabezado, h),
  ids: (scope: string, ids: readonly string[]) => write(draftKeys(scope).ids, ids),
  linea: (scope: string, l: LineaBorrador) => write(draftKeys(scope).linea(l.id), l),
  removeLinea: (scope: string, id: string) => storage()?.removeItem(draftKeys(scope).linea(id)),
  saved: (scope: string, saved: SavedState) => write(draftKeys(scope).saved, saved),
  typing: (scope: string, t: DraftSnapshot['typing']) => {
    if (t) write(draftKeys(scope).typing, t);
    else storage()?.removeItem(draftKeys(scope).typing);
  },
  /** Removes every key of the scope's draft. */
  clear: (scope: string) => {
    const s = storage();
    if (!s) return;
    const base = `${PREFIX}.${scope}.`;
    const doomed: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key?.startsWith(base)) doomed.push(key);
    }
    for (const key of doomed) s.removeItem(key);
  },
};

/** Lines the issuer used before (item search without an Item module), newest first. */
export type LineaReciente = {
  codigo: string;
  codigoCABYS: string;
  detalle: string;
  unidadMedida: string;
  precio: string;
  codigoTarifaIVA: string;
};

const RECIENTES_MAX = 300;

export function loadRecientes(scope: string): LineaReciente[] {
  return read<LineaReciente[]>(`jit.factura.recientes.${scope}`) ?? [];
}

/** Remembers the lines of an issued document (newest first, unique by code + detail). */
export function rememberRecientes(scope: string, nuevas: readonly LineaReciente[]): void {
  const key = `jit.factura.recientes.${scope}`;
  const seen = new Set<string>();
  const out: LineaReciente[] = [];
  for (const l of [...nuevas, ...(read<LineaReciente[]>(key) ?? [])]) {
    const k = `${l.codigo}|${l.codigoCABYS}|${l.detalle.toLowerCase()}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(l);
    if (out.length >= RECIENTES_MAX) break;
  }
  write(key, out);
}
