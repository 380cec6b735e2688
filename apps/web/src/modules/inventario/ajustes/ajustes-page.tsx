// /inventario/entrada and /inventario/merma: the issuer's types (made on first use, ruling A2-10)
// with their reasons and accounts, the dialog that registers an entry or a loss, and for losses
// the loss-control list (newest first, 10 a page).
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColDef } from 'ag-grid-community';
import { BorrarTiposEntradaDocument, BorrarTiposMermaDocument, ControlMermaDocument, flattenPages, type TipoAjusteFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { confirmarBorrado } from '../../item/comun/lista-toolbar';
import { columnasMovimiento, type Movimiento } from '../lista/columnas';
import { CargarMas } from '../../../app/cargar-mas';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { INVENTARIO_KEY, useTipos, type Clase } from '../queries';
import { MovimientoDialog } from './movimiento-dialog';
import { TipoEditor } from './tipo-editor';

type Tipo = TipoAjusteFieldsFragment;

function ControlMermas() {
  const q = useInfiniteQuery({
    queryKey: [...INVENTARIO_KEY, 'control-merma'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(ControlMermaDocument, { cursor: pageParam, limit: 10, accounting: true }, { signal })).Merma.readAllControlMerma,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo(() => columnasMovimiento(true).filter((c) => !['entrada.cantidad', 'pp', 'peps'].includes(String(c.field ?? c.colId))), []);
  return (
    <Stack>
      <Title order={3}>{M.controlMerma}</Title>
      <DataGrid<Movimiento> rows={q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={360} />
      <CargarMas q={q} cargados={filas.length} />
    </Stack>
  );
}

export function AjustesPage({ clase }: { clase: Clase }) {
  const qc = useQueryClient();
  const tipos = useTipos(clase);
  const [sel, setSel] = useState<Tipo[]>([]);
  const [editor, setEditor] = useState<{ t: Tipo | null } | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const recargar = () => void qc.invalidateQueries({ queryKey: INVENTARIO_KEY });
  useShortcutActions({ add: () => setDialogo(true), reload: recargar });
  const columnas = useMemo<ColDef<Tipo>[]>(
    () => [
      { field: 'tipo', headerName: M.colTipo, minWidth: 200 },
      { colId: 'causas', headerName: M.colCausas, flex: 3, valueGetter: (p) => p.data?.causa.join(', ') ?? '' },
      ...(clase === 'ENTRADA' ? [{ colId: 'controlada', headerName: M.colControlada, maxWidth: 130, valueGetter: (p: { data?: Tipo }) => (p.data?.controlada ? M.si : M.no) }] : []),
      { colId: 'cuenta', headerName: M.colCuenta, valueGetter: (p) => (p.data?.cuentaContable ? `${p.data.cuentaContable.code} ${p.data.cuentaContable.name}` : '') },
    ],
    [clase],
  );
  const borrar = () =>
    confirmarBorrado(
      sel.map((s) => s._id),
      async (ids) => (clase === 'ENTRADA' ? (await api.request(BorrarTiposEntradaDocument, { ids })).Entrada.delete : (await api.request(BorrarTiposMermaDocument, { ids })).Merma.delete),
      () => {
        setSel([]);
        recargar();
      },
    );
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{clase === 'ENTRADA' ? M.entradaTitulo : M.mermaTitulo}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialogo(true)} data-testid="registrar-movimiento">
          {clase === 'ENTRADA' ? M.registrarEntrada : M.registrarMerma}
        </Button>
      </Group>
      <Group justify="space-between">
        <Title order={3}>{clase === 'ENTRADA' ? M.tiposEntrada : M.tiposMerma}</Title>
        <Group gap="xs">
          <Button variant="light" onClick={() => setEditor({ t: null })}>
            {M.nuevoTipo}
          </Button>
          <Button variant="light" color="red" disabled={sel.length === 0} onClick={borrar}>
            {M.eliminarTipo}
          </Button>
        </Group>
      </Group>
      <DataGrid<Tipo>
        rows={tipos.data}
        columns={columnas}
        getRowId={(t) => t._id}
        height={220}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setEditor({ t: e.data })}
      />
      {clase === 'MERMA' ? <ControlMermas /> : null}
      <TipoEditor
        clase={clase}
        abierto={editor !== null}
        tipo={editor?.t ?? null}
        onClose={() => setEditor(null)}
        onGuardado={() => {
          setEditor(null);
          notify({ type: 'success', message: M.guardado });
          recargar();
        }}
      />
      <MovimientoDialog
        clase={clase}
        abierto={dialogo}
        onClose={() => setDialogo(false)}
        onHecho={() => {
          setDialogo(false);
          notify({ type: 'success', message: clase === 'ENTRADA' ? M.entradaHecha : M.mermaHecha });
          recargar();
        }}
      />
    </Stack>
  );
}
