// The invoice draft's controller (spec 1 §3, §4): every change to the draft goes through
// `borrador`, which updates the line's atom, keeps the v4.4 summary by difference with the
// domain's running sums (createAcumulado/replaceLinea), so a 1,000-line invoice stays fast while
// the clerk types, and writes the browser copy (persist.ts).
import {
  createAcumulado,
  addLinea,
  removeLinea,
  replaceLinea,
  resumenDesdeAcumulado,
  nextSavedFlag,
  warnOnLeave,
  type LineaDetalle,
  type ResumenAcumulado,
  type CodigoMoneda,
  clasificacionPorUnidad,
  unidadAlCambiarCabys,
} from '@jit/domain';
import { formatAmount } from '../../../app/format';
import { appStore } from '../../../app/store';
import { unsavedInvoiceAtom } from '../../../app/unsaved';
import { newId } from '../../../app/new-id';
import { encabezadoAtom, intentoEnvioAtom, lineIdsAtom, lineaAtom, lineasContadasAtom, olvidarLinea, resumenAtom, savedAtom } from './atoms';
import { encabezadoInicial, lineaNueva, type DefaultsBorrador } from './defaults';
import { leerLinea, type ErroresLinea, type LineaLeida } from './linea-input';
import { loadDraft, persist } from './persist';
import { mediosPagoInput, monto, otrosCargosInput } from './resumen-input';
import { conExoneracionDelCabys, conExoneraciones } from './exoneracion-cubierta';
import { conDescuentoAlEmpezar, conDescuentoDelCliente } from './descuento-categoria';
import type { EncabezadoBorrador, ExoneracionBorrador, LineaBorrador } from './types';

/** What the grid shows for a line: the typed fields, its errors and its computed amounts. */
export type FilaGrid = LineaBorrador & {
  errores: ErroresLinea;
  subTotal: string;
  impuestoNeto: string;
  montoTotalLinea: string;
};

const store = appStore;

type Estado = {
  scope: string;
  defaults: DefaultsBorrador;
  acc: ResumenAcumulado;
  leidas: Map<string, LineaLeida>;
  /** Whether an edit since the last send attempt asks for a new idempotency key. */
  nuevaLlave: boolean;
};
let estado: Estado | null = null;

const enAcumulado = (l: LineaLeida | undefined): LineaDetalle | undefined => (l?.kind === 'ok' ? l.linea : undefined);

function aplicar(acc: ResumenAcumulado, antes: LineaLeida | undefined, despues: LineaLeida | undefined): void {
  const a = enAcumulado(antes);
  const d = enAcumulado(despues);
  if (a && d) replaceLinea(acc, a, d);
  else if (a) removeLinea(acc, a);
  else if (d) addLinea(acc, d);
}

function contexto(h: EncabezadoBorrador) {
  const d = estado?.defaults;
  return {
    tipoDocumento: h.documento,
    ivaIncluido: h.ivaIncluido,
    exoneraciones: h.receptor?.exoneracion ?? [],
    defaults: { clasificacion: d?.clasificacion ?? 'producto', unidadMedida: d?.unidadMedida ?? 'Unid', ...(d?.cabys ? { cabys: d.cabys } : {}) },
  };
}

function refrescarResumen(): void {
  if (!estado) return;
  const h = store.get(encabezadoAtom);
  if (!h) return;
  const tipoCambio = monto(h.tipoCambio);
  const resumen = resumenDesdeAcumulado(estado.acc, otrosCargosInput(h), {
    tipoDocumento: h.documento,
    codigoMoneda: h.codigoMoneda as CodigoMoneda,
    tipoCambio: tipoCambio && tipoCambio.gt(0) ? tipoCambio : 1,
    medioPago: mediosPagoInput(h),
  });
  store.set(resumenAtom, resumen);
  store.set(lineasContadasAtom, estado.acc.lineas);
}

function marcarEditado(): void {
  if (!estado) return;
  const next = nextSavedFlag(store.get(savedAtom), 'edit');
  if (store.get(savedAtom) !== next) {
    store.set(savedAtom, next);
    persist.saved(estado.scope, next);
  }
  store.set(unsavedInvoiceAtom, warnOnLeave(next));
  estado.nuevaLlave = true;
}

const fmt = (x: LineaDetalle['subTotal'] | undefined) => (x ? formatAmount(x) : '');

/** A patch with a new CABYS code and no unit takes the code's unit when the line's is of another kind. */
function conUnidadDelCabys(antes: LineaBorrador, patch: Partial<LineaBorrador>, d: DefaultsBorrador): Partial<LineaBorrador> {
  // A unit the clerk picks brings a classification of its kind (the unit decides service or goods).
  if (patch.unidadMedida && !patch.clasificacion)
    return { ...patch, clasificacion: clasificacionPorUnidad(patch.unidadMedida, antes.clasificacion) };
  const cabys = patch.codigoCABYS?.trim();
  if (!cabys || patch.unidadMedida !== undefined) return patch;
  const unidadMedida = unidadAlCambiarCabys(antes.unidadMedida, cabys, d.unidadMedida);
  if (unidadMedida === antes.unidadMedida) return patch;
  return { ...patch, unidadMedida, clasificacion: clasificacionPorUnidad(unidadMedida, antes.clasificacion) };
}

/** The grid row of a line. */
export function fila(id: string): FilaGrid {
  const l = store.get(lineaAtom(id));
  const leida = estado?.leidas.get(id);
  const linea = enAcumulado(leida);
  return {
    ...l,
    errores: leida?.kind === 'error' ? leida.errores : {},
    subTotal: fmt(linea?.subTotal),
    impuestoNeto: fmt(linea?.impuestoNeto),
    montoTotalLinea: fmt(linea?.montoTotalLinea),
  };
}

function releer(id: string, l: LineaBorrador): void {
  if (!estado) return;
  const h = store.get(encabezadoAtom);
  if (!h) return;
  const antes = estado.leidas.get(id);
  const despues = leerLinea(l, contexto(h));
  aplicar(estado.acc, antes, despues);
  estado.leidas.set(id, despues);
}

function asignarExoneraciones(antes: readonly ExoneracionBorrador[], ahora: readonly ExoneracionBorrador[]): void {
  cambiarLineas((l) => conExoneraciones(l, antes, ahora));
}

/** Applies `fn` to every line, storing the ones it changes (the caller recomputes them). */
function cambiarLineas(fn: (l: LineaBorrador) => LineaBorrador): void {
  if (!estado) return;
  for (const id of store.get(lineIdsAtom)) {
    const l = store.get(lineaAtom(id));
    const nueva = fn(l);
    if (nueva === l) continue;
    store.set(lineaAtom(id), nueva);
    persist.linea(estado.scope, nueva);
  }
}

/** Recomputes every line (document type, VAT-included mode or exonerations changed). */
function releerTodo(): void {
  if (!estado) return;
  estado.acc = createAcumulado();
  estado.leidas = new Map();
  for (const id of store.get(lineIdsAtom)) releer(id, store.get(lineaAtom(id)));
  refrescarResumen();
}

export const borrador = {
  /** Loads the user's draft from the browser (or starts one with the issuer defaults). */
  cargar(scope: string, defaults: DefaultsBorrador): void {
    if (estado?.scope === scope) {
      estado.defaults = defaults;
      return;
    }
    const snap = loadDraft(scope);
    estado = { scope, defaults, acc: createAcumulado(), leidas: new Map(), nuevaLlave: false };
    const h = snap.encabezado ?? encabezadoInicial(defaults);
    store.set(encabezadoAtom, h);
    let ids = snap.ids;
    for (const id of ids) store.set(lineaAtom(id), snap.lineas.get(id)!);
    if (ids.length === 0) {
      const l = lineaNueva(defaults);
      store.set(lineaAtom(l.id), l);
      ids = [l.id];
      persist.linea(scope, l);
      persist.ids(scope, ids);
      persist.encabezado(scope, h);
    }
    store.set(lineIdsAtom, ids);
    store.set(savedAtom, snap.saved);
    store.set(intentoEnvioAtom, false);
    // The text of a cell still being typed when the page went away comes back into its line.
    if (snap.typing && snap.lineas.has(snap.typing.id)) {
      const l = { ...snap.lineas.get(snap.typing.id)!, [snap.typing.field]: snap.typing.text };
      store.set(lineaAtom(l.id), l);
      persist.linea(scope, l);
    }
    persist.typing(scope, null);
    store.set(unsavedInvoiceAtom, warnOnLeave(snap.saved));
    releerTodo();
  },

  get scope(): string | null {
    return estado?.scope ?? null;
  },

  get defaults(): DefaultsBorrador | null {
    return estado?.defaults ?? null;
  },

  /**
   * Changes fields of a line; returns its new grid row, or null when the line is gone (an editor
   * committing after «Limpiar borrador» or a delete). A new CABYS code brings its unit along when
   * the line's unit is not of the code's kind (a service gets Sp, a good Unid).
   */
  actualizar(id: string, patch: Partial<LineaBorrador>): FilaGrid | null {
    if (!estado) throw new Error('Borrador sin cargar');
    if (!estado.leidas.has(id)) return null;
    const antes = store.get(lineaAtom(id));
    const receptor = store.get(encabezadoAtom)?.receptor;
    const exoneraciones = receptor?.exoneracion ?? [];
    const l = conDescuentoAlEmpezar(antes, { ...antes, ...conExoneracionDelCabys(antes, conUnidadDelCabys(antes, patch, estado.defaults), exoneraciones) }, receptor?.categoria);
    // Another code typed or chosen: the line is no longer the catalogue item it was filled from.
    if ('codigo' in patch && !('itemId' in patch)) delete l.itemId;
    store.set(lineaAtom(id), l);
    persist.linea(estado.scope, l);
    persist.typing(estado.scope, null);
    releer(id, l);
    refrescarResumen();
    marcarEditado();
    return fila(id);
  },

  /**
   * A cell being typed: the totals follow the text at once (without committing it to the line),
   * and the text is kept so a reload does not lose it.
   */
  previsualizar(id: string, field: keyof LineaBorrador, text: string): void {
    if (!estado?.leidas.has(id)) return;
    const l = { ...store.get(lineaAtom(id)), [field]: text };
    persist.typing(estado.scope, { id, field, text });
    releer(id, l);
    refrescarResumen();
  },

  /** The cell edit was cancelled: totals go back to the committed line. */
  revertir(id: string): void {
    if (!estado?.leidas.has(id)) return;
    persist.typing(estado.scope, null);
    releer(id, store.get(lineaAtom(id)));
    refrescarResumen();
  },

  /** Adds a line after `index` (at the end by default); returns its id. */
  agregar(index?: number): string {
    if (!estado) throw new Error('Borrador sin cargar');
    const l = lineaNueva(estado.defaults);
    store.set(lineaAtom(l.id), l);
    const ids = [...store.get(lineIdsAtom)];
    ids.splice(index === undefined ? ids.length : index + 1, 0, l.id);
    store.set(lineIdsAtom, ids);
    persist.linea(estado.scope, l);
    persist.ids(estado.scope, ids);
    estado.leidas.set(l.id, { kind: 'vacia' });
    return l.id;
  },

  /** Removes a line (the others renumber: the number is the position). */
  eliminar(id: string): void {
    if (!estado) return;
    const ids = store.get(lineIdsAtom).filter((x) => x !== id);
    aplicar(estado.acc, estado.leidas.get(id), undefined);
    estado.leidas.delete(id);
    store.set(lineIdsAtom, ids);
    olvidarLinea(id);
    persist.removeLinea(estado.scope, id);
    persist.ids(estado.scope, ids);
    refrescarResumen();
    marcarEditado();
  },

  /** Changes the header; recomputes all lines when what they depend on changed. */
  encabezado(patch: Partial<EncabezadoBorrador>): void {
    if (!estado) return;
    const h = store.get(encabezadoAtom)!;
    const next = { ...h, ...patch };
    store.set(encabezadoAtom, next);
    persist.encabezado(estado.scope, next);
    const otrasExoneraciones = next.receptor?.exoneracion !== h.receptor?.exoneracion;
    // Lines covered by a new exoneration take it; one the receptor no longer has leaves them.
    if (otrasExoneraciones) asignarExoneraciones(h.receptor?.exoneracion ?? [], next.receptor?.exoneracion ?? []);
    const otraCategoria = next.receptor?.categoria?._id !== h.receptor?.categoria?._id;
    if (otraCategoria) cambiarLineas((l) => conDescuentoDelCliente(l, h.receptor?.categoria, next.receptor?.categoria));
    const todas = next.documento !== h.documento || next.ivaIncluido !== h.ivaIncluido || otrasExoneraciones || otraCategoria;
    if (todas) releerTodo();
    else refrescarResumen();
    marcarEditado();
  },

  /** Replaces every line's fields at once (currency conversion, applying an exoneration). */
  actualizarTodas(fn: (l: LineaBorrador) => LineaBorrador): void {
    if (!estado) return;
    for (const id of store.get(lineIdsAtom)) {
      const l = fn(store.get(lineaAtom(id)));
      store.set(lineaAtom(id), l);
      persist.linea(estado.scope, l);
    }
    releerTodo();
    marcarEditado();
  },

  /** The idempotency key for the next send: new after any edit, the same on a plain retry. */
  llaveEnvio(): string {
    if (!estado) throw new Error('Borrador sin cargar');
    const h = store.get(encabezadoAtom)!;
    if (!estado.nuevaLlave) return h.idempotencyKey;
    const key = newId('f');
    const next = { ...h, idempotencyKey: key };
    store.set(encabezadoAtom, next);
    persist.encabezado(estado.scope, next);
    estado.nuevaLlave = false;
    return key;
  },

  leidas(): { id: string; leida: LineaLeida }[] {
    if (!estado) return [];
    return store.get(lineIdsAtom).map((id) => ({ id, leida: estado!.leidas.get(id) ?? { kind: 'vacia' } }));
  },

  /** Starts a new draft (after issuing, or on the clerk's request); keeps document, branch and terminal. */
  limpiar(): void {
    if (!estado) return;
    const h = store.get(encabezadoAtom);
    const scope = estado.scope;
    persist.clear(scope);
    for (const id of store.get(lineIdsAtom)) olvidarLinea(id);
    const base = encabezadoInicial(estado.defaults);
    const next = h ? { ...base, documento: h.documento, local: h.local, terminal: h.terminal } : base;
    const l = lineaNueva(estado.defaults);
    store.set(lineaAtom(l.id), l);
    store.set(encabezadoAtom, next);
    store.set(lineIdsAtom, [l.id]);
    const saved = nextSavedFlag(store.get(savedAtom), 'clear');
    store.set(savedAtom, saved);
    store.set(intentoEnvioAtom, false);
    store.set(unsavedInvoiceAtom, warnOnLeave(saved));
    persist.encabezado(scope, next);
    persist.linea(scope, l);
    persist.ids(scope, [l.id]);
    persist.saved(scope, saved);
    estado.nuevaLlave = false;
    releerTodo();
  },
};
