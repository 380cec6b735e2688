// /inventario/categoria: the item categories by number, with colour badge and kitchen priority.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { BorrarCategoriasDocument, type CategoriaItemFieldsFragment } from '@jit/api';
import { DataGrid, statusBadgeColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { ITEM_MESSAGES as M } from '../messages';
import { CATEGORIAS_KEY, useCategorias } from '../queries';
import { ListaToolbar, confirmarBorrado } from '../comun/lista-toolbar';
import { CategoriaEditor } from './categoria-editor';

type Fila = CategoriaItemFieldsFragment;

export function CategoriasPage() {
  const qc = useQueryClient();
  const categorias = useCategorias();
  const [sel, setSel] = useState<Fila[]>([]);
  const [editor, setEditor] = useState<{ c: Fila | null } | null>(null);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'number', headerName: M.numero, maxWidth: 90 },
      { field: 'nombre', headerName: M.colNombre, minWidth: 200 },
      { field: 'descripcion', headerName: M.descripcion },
      statusBadgeColumn<Fila>('color', M.color, { default: 'info', primary: 'primary', info: 'info', success: 'success', warning: 'warning', danger: 'danger' }, { maxWidth: 140 }),
      { colId: 'prioridad', headerName: M.prioridad, valueGetter: (p) => (p.data?.prioridad ? M.si : M.no), maxWidth: 170 },
      { colId: 'sub', headerName: M.subcategorias, valueGetter: (p) => p.data?.sub.map((s) => s.nombre).join(', ') ?? '' },
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: CATEGORIAS_KEY });
  const borrar = () =>
    confirmarBorrado(sel.map((s) => s._id), async (ids) => (await api.request(BorrarCategoriasDocument, { ids })).CategoriaItem.delete, () => {
      setSel([]);
      recargar();
    });
  return (
    <Stack>
      <ListaToolbar title={M.categoriasTitulo} seleccion={sel.length} onNuevo={() => setEditor({ c: null })} onEliminar={borrar} onRecargar={recargar} />
      <DataGrid<Fila>
        rows={categorias.data}
        columns={columnas}
        getRowId={(r) => r._id}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setEditor({ c: e.data })}
      />
      <CategoriaEditor
        abierta={editor !== null}
        categoria={editor?.c ?? null}
        onClose={() => setEditor(null)}
        onGuardada={() => {
          setEditor(null);
          notify({ type: 'success', message: M.guardado });
          recargar();
        }}
      />
    </Stack>
  );
}
