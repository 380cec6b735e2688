// /inventario/descuentos: the issuer's discounts, paged (10 a page, spec 3 §9), with their v4.4 code.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BorrarDescuentosDocument, DescuentosDocument, flattenPages, type DescuentoFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { formatAmount } from '../../../app/format';
import { notify } from '../../../app/notify';
import { ITEM_MESSAGES as M } from '../messages';
import { DESCUENTOS_KEY } from '../queries';
import { ListaToolbar, confirmarBorrado } from '../comun/lista-toolbar';
import { DescuentoEditor } from './descuento-editor';

type Fila = DescuentoFieldsFragment;

export function DescuentosPage() {
  const qc = useQueryClient();
  const [filtro, setFiltro] = useState('');
  const [buscado] = useDebouncedValue(filtro, 250);
  const [sel, setSel] = useState<Fila[]>([]);
  const [editor, setEditor] = useState<{ d: Fila | null } | null>(null);
  const q = useInfiniteQuery({
    queryKey: [...DESCUENTOS_KEY, 'pagina', buscado],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(DescuentosDocument, { cursor: pageParam, limit: 10, filter: buscado || null }, { signal })).Descuento.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'naturalezaDescuento', headerName: M.naturaleza, minWidth: 220 },
      { colId: 'porcentaje', headerName: M.porcentaje, type: 'rightAligned', valueGetter: (p) => (p.data && p.data.porcentajeDescuento !== '0' ? `${formatAmount(p.data.porcentajeDescuento, 3)} %` : '') },
      { colId: 'monto', headerName: M.monto, type: 'rightAligned', valueGetter: (p) => (p.data && p.data.montoDescuento !== '0' ? `₡${formatAmount(p.data.montoDescuento)}` : '') },
      { colId: 'codigo', headerName: M.codigoDescuento, valueGetter: (p) => (p.data ? `${p.data.codigoDescuento.id} · ${p.data.codigoDescuento.value}` : '') },
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: DESCUENTOS_KEY });
  const borrar = () =>
    confirmarBorrado(sel.map((s) => s._id), async (ids) => (await api.request(BorrarDescuentosDocument, { ids })).Descuento.delete, () => {
      setSel([]);
      recargar();
    });
  return (
    <Stack>
      <ListaToolbar title={M.descuentosTitulo} seleccion={sel.length} onNuevo={() => setEditor({ d: null })} onEliminar={borrar} onRecargar={recargar} />
      <TextInput placeholder={M.buscar} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} maw={360} aria-label={M.buscar} />
      <DataGrid<Fila>
        rows={q.data ? filas : undefined}
        columns={columnas}
        getRowId={(r) => r._id}
        height={420}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setEditor({ d: e.data })}
      />
      {q.hasNextPage ? (
        <Group>
          <Button variant="light" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            {M.cargarMas(filas.length)}
          </Button>
        </Group>
      ) : null}
      <DescuentoEditor
        abierto={editor !== null}
        descuento={editor?.d ?? null}
        onClose={() => setEditor(null)}
        onGuardado={() => {
          setEditor(null);
          notify({ type: 'success', message: M.guardado });
          recargar();
        }}
      />
    </Stack>
  );
}
