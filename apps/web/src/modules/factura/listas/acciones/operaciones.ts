// What a row's operation does: open the drawer, download, open an action's form, or take the
// document to the entry screen (proforma → factura, corregir y reenviar).
import { useCallback, useState } from 'react';
import { DocumentoDetalleDocument } from '@jit/api';
import { api } from '../../../../app/api';
import { queryClient } from '../../../../app/store';
import type { AccionAbierta } from './acciones-modales';
import type { Operacion } from './acciones-menu';
import { detalleKey, type Detalle } from '../detalle-query';
import { descargarPdf, descargarXml } from '../descargas';
import { abrirEnFacturar } from './prefill';
import type { Fila } from '../queries';

async function detalle(id: string): Promise<Detalle | null> {
  const d = await queryClient.fetchQuery({
    queryKey: detalleKey(id),
    staleTime: 5_000,
    queryFn: async ({ signal }) => {
      const r = await api.request(DocumentoDetalleDocument, { id }, { signal });
      return { doc: r.Factura.readById, bitacora: r.Bitacora.readByIdFactura };
    },
  });
  return d.doc ?? null;
}

export function useOperaciones() {
  const [abierta, setAbierta] = useState<AccionAbierta>(null);
  const [drawer, setDrawer] = useState<Fila | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const ejecutar = useCallback(async (op: Operacion, fila: Fila) => {
    switch (op) {
      case 'ver':
        setDrawer(fila);
        return;
      case 'pdf':
        await descargarPdf(fila.id, fila.consecutivo).catch(() => undefined);
        return;
      case 'xml':
      case 'respuesta':
      case 'recibido':
        await descargarXml(fila.id, op === 'xml' ? 'xml' : op).catch(() => undefined);
        return;
      case 'facturarProforma':
      case 'corregir': {
        setOcupado(true);
        try {
          const doc = await detalle(fila.id);
          if (doc && (await abrirEnFacturar(doc, { kind: op === 'corregir' ? 'corregir' : 'proforma' }))) setDrawer(null);
        } catch {
          // The API client already showed the toast.
        } finally {
          setOcupado(false);
        }
        return;
      }
      default:
        setAbierta({ accion: op, fila });
    }
  }, []);
  const onOperacion = useCallback((op: Operacion, fila: Fila) => void ejecutar(op, fila), [ejecutar]);
  return { abierta, cerrarAccion: useCallback(() => setAbierta(null), []), drawer, setDrawer, onOperacion, ocupado };
}
