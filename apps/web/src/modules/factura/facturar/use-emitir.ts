// Issuing the draft (spec 1 §4): check it (line problems, then the payment split), send it once
// (the idempotency key makes a retry after a lost answer safe), remember its lines for the code
// cell's search, show the result and start a new draft. A refusal lands on its line and cell.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FacturaCrearDocument, GraphQLRequestError, type FacturaInput } from '@jit/api';
import { limpiaBorradorTrasCrear } from '@jit/domain';
import { api } from '../../../app/api';
import { STARTUP_KEY } from '../../../app/session/startup';
import { appStore } from '../../../app/store';
import { encabezadoAtom, intentoEnvioAtom, lineaAtom, resumenAtom } from '../borrador/atoms';
import { borrador } from '../borrador/borrador';
import { facturaInput, problemasDeEnvio, type Problema } from '../borrador/factura-input';
import type { LineaLeida } from '../borrador/linea-input';
import { loadRecientes, rememberRecientes, type LineaReciente } from '../borrador/persist';
import { TABLERO_KEY } from '../reportes/queries';
import type { EntryGridHandle } from './grid/entry-grid';
import type { Emitida } from './resultado-modal';

/** Where a server refusal goes: "detalleServicio.lineaDetalle.3.cantidad" → line and cell. */
export function problemaDelServidor(error: unknown, okIds: readonly string[]): Problema | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const field = error.field ?? '';
  const m = /lineaDetalle\.(\d+)\.?(\w+)?/.exec(field);
  if (m) {
    const campo = { precioUnitario: 'precio', codigoCABYS: 'codigoCABYS', cantidad: 'cantidad', detalle: 'detalle', unidadMedida: 'unidadMedida' }[m[2] ?? ''] ?? 'detalle';
    const id = okIds[Number(m[1])];
    return { ...(id ? { lineaId: id } : {}), campo, mensaje: error.userMessage };
  }
  return { campo: field.split('.')[0] || 'lineas', mensaje: error.userMessage };
}

/** The issued lines as the code cell offers them next time (quick code, CABYS, detail, price). */
function recientesDe(leidas: readonly { id: string; leida: LineaLeida }[]): LineaReciente[] {
  return leidas.flatMap(({ id, leida }) => {
    if (leida.kind !== 'ok') return [];
    const l = appStore.get(lineaAtom(id));
    return [
      {
        codigo: l.codigo,
        codigoCABYS: leida.input.codigoCABYS ?? '',
        detalle: leida.input.detalle ?? '',
        unidadMedida: leida.input.unidadMedida ?? 'Unid',
        precio: l.precio,
        codigoTarifaIVA: l.codigoTarifaIVA,
      },
    ];
  });
}

type Opciones = {
  scope: string;
  /** The issuer may not invoice now (missing settings, expired certificate): checks still run. */
  bloqueado: boolean;
  grid: RefObject<EntryGridHandle | null>;
  receptorInput: RefObject<HTMLInputElement | null>;
};

export function useEmitir({ scope, bloqueado, grid, receptorInput }: Opciones) {
  const qc = useQueryClient();
  const [problemas, setProblemas] = useState<Problema[]>([]);
  const [sending, setSending] = useState(false);
  const [emitida, setEmitida] = useState<Emitida | null>(null);
  const [recientes, setRecientes] = useState(() => loadRecientes(scope));
  const recientesRef = useRef(recientes);
  useEffect(() => {
    recientesRef.current = recientes;
  }, [recientes]);
  const getRecientes = useCallback(() => recientesRef.current, []);

  /** `caja`: the open cash session and what the customer handed over in cash (the payment dialog). */
  const emitir = async (caja?: Pick<FacturaInput, 'cajaSesion' | 'pagaCon'>) => {
    if (sending) return false;
    grid.current?.commitActive();
    appStore.set(intentoEnvioAtom, true);
    const head = appStore.get(encabezadoAtom)!;
    const leidas = borrador.leidas();
    const found = problemasDeEnvio(head, leidas, appStore.get(resumenAtom));
    setProblemas(found);
    grid.current?.refreshErrors();
    if (found.length > 0) {
      const first = found[0]!;
      if (first.lineaId) grid.current?.focusCell(first.lineaId, first.campo);
      else if (first.campo === 'receptor') receptorInput.current?.focus();
      return false;
    }
    if (bloqueado) return false;
    const okIds = leidas.filter((l) => l.leida.kind === 'ok').map((l) => l.id);
    setSending(true);
    try {
      const input = { ...facturaInput(head, leidas), ...(caja?.cajaSesion ? { cajaSesion: caja.cajaSesion } : {}), ...(caja?.pagaCon ? { pagaCon: caja.pagaCon } : {}) };
      const key = borrador.llaveEnvio();
      const data = await api.request(FacturaCrearDocument, { input, idempotencyKey: key });
      rememberRecientes(scope, recientesDe(leidas));
      setRecientes(loadRecientes(scope));
      setEmitida(data.Factura.create);
      if (limpiaBorradorTrasCrear(false)) {
        borrador.limpiar();
        grid.current?.reload();
        setProblemas([]);
      }
      void qc.invalidateQueries({ queryKey: STARTUP_KEY });
      void qc.invalidateQueries({ queryKey: TABLERO_KEY });
      return true;
    } catch (error) {
      const p = problemaDelServidor(error, okIds);
      if (p) {
        setProblemas([p]);
        if (p.lineaId) grid.current?.focusCell(p.lineaId, p.campo);
      }
    } finally {
      setSending(false);
    }
    return false;
  };

  return {
    emitir,
    sending,
    problemas,
    limpiarProblemas: useCallback(() => setProblemas([]), []),
    emitida,
    cerrarEmitida: useCallback(() => setEmitida(null), []),
    getRecientes,
  };
}
