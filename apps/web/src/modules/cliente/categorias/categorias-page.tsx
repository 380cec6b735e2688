// /clientes/categorias: the customer categories (DECISIONS #11) with the discount each gives on
// the invoice (ruling B-5) and its colour badge.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { BorrarCategoriasClienteDocument, type CategoriaClienteFieldsFragment } from '@jit/api';
import { DataGrid, statusBadgeColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { formatAmount } from '../../../app/format';
import { notify } from '../../../app/notify';
import { ListaToolbar, confirmarBorrado } from '../../item/comun/lista-toolbar';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CATEGORIAS_CLIENTE_KEY, useCategoriasCliente } from '../queries';
import { CategoriaClienteEditor } from './categoria-editor';

type Fila = CategoriaClienteFieldsFragment;

/** The discount as the user reads it: «10 %» or «₡250,00 por unidad». */
export const textoDescuento = (c: { esPorcentual: boolean; valor: string }) => (c.esPorcentual ? `${formatAmount(c.valor)} %` : `₡${formatAmount(c.valor)} por unidad`);

export function CategoriasClientePage() {
  const qc = useQueryClient();
  const categorias = useCategoriasCliente();
  const [sel, setSel] = useState<Fila[]>([]);
  const [editor, setEditor] = useState<{ c: Fila | null } | null>(null);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'nombre', headerName: M.colNombre, minWidth: 200 },
      { field: 'descripcion', headerName: M.descripcion },
      { colId: 'valor', headerName: M.valor, valueGetter: (p) => (p.data ? textoDescuento(p.data) : ''), type: 'rightAligned', maxWidth: 220 },
      statusBadgeColumn<Fila>('color', M.color, { default: 'info', primary: 'primary', info: 'info', success: 'success', warning: 'warning', danger: 'danger' }, { maxWidth: 140 }),
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: CATEGORIAS_CLIENTE_KEY });
  const borrar = () =>
    confirmarBorrado(sel.map((s) => s._id), async (ids) => (await api.request(BorrarCategoriasClienteDocument, { ids })).CategoriaCliente.delete, () => {
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
        onCellKeyDown={(e) => {
          if ((e.event as KeyboardEvent | undefined)?.key === 'Enter' && e.data) setEditor({ c: e.data });
        }}
      />
      <CategoriaClienteEditor
        abierta={editor !== null}
        categoria={editor?.c ?? null}
        onClose={() => setEditor(null)}
        onGuardada={() => {
          setEditor(null);
          notify({ type: 'success', message: M.categoriaGuardada });
          recargar();
        }}
      />
    </Stack>
  );
}
