// Query keys of the cash screens and the reads they share.
import { MovimientosDocument, type MovimientoFieldsFragment, type MovimientosQuery } from '@jit/api';
import { api } from '../../app/api';

export const CAJAS_KEY = ['cajas'] as const;
export const SESIONES_KEY = ['cajas', 'sesiones'] as const;
export const MOVIMIENTOS_KEY = ['cajas', 'movimientos'] as const;

/** Every movement of a session (a report or an export), page after page. */
export async function todosLosMovimientos(sesion: string): Promise<MovimientoFieldsFragment[]> {
  const out: MovimientoFieldsFragment[] = [];
  let cursor: string | null = null;
  for (;;) {
    const r: MovimientosQuery['Movimiento']['readAllByEmisor'] = (await api.request(MovimientosDocument, { sesion, cursor, limit: 1000 })).Movimiento.readAllByEmisor;
    out.push(...r.feed);
    if (!r.pageInfo.hasNextPage) return out;
    cursor = r.pageInfo.nextPageCursor ?? null;
  }
}
