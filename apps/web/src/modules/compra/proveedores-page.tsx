// /compras/Proveedores: suppliers by name (10 a page), searched by name or identification; create,
// edit (double click), delete the selected ones (each refused with its reason), export to Excel.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { BorrarProveedoresDocument, ProveedoresDocument, flattenPages, type ProveedorFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatDate } from '../../app/format';
import { notify } from '../../app/notify';
import { exportarProveedores } from './exportar';
import { COMPRA_MESSAGES as M, TIPOS_ID } from './messages';
import { ProveedorEditor } from './proveedor-editor';
import { CargarMas } from '../../app/cargar-mas';

type Fila = ProveedorFieldsFragment;
const KEY = ['compras', 'proveedores'] as const;

export function ProveedoresPage() {
  const qc = useQueryClient();
  const [filtro, setFiltro] = useState('');
  const [buscado] = useDebouncedValue(filtro, 250);
  const [editor, setEditor] = useState<{ p: Fila | null } | null>(null);
  const [seleccion, setSeleccion] = useState<string[]>([]);
  const q = useInfiniteQuery({
    queryKey: [...KEY, buscado],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(ProveedoresDocument, { cursor: pageParam, limit: 10, filter: buscado || null }, { signal })).Proveedor.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'nombre', headerName: M.nombre, minWidth: 200 },
      { colId: 'id', headerName: M.identificacion, valueGetter: (p) => (p.data ? `${TIPOS_ID[p.data.identificacion.tipo] ?? ''} ${p.data.identificacion.numero}` : '') },
      { colId: 'tel', headerName: M.telefono, valueGetter: (p) => (p.data?.telefono ? `+${p.data.telefono.codigoPais} ${p.data.telefono.numTelefono}` : '') },
      { field: 'correoElectronico', headerName: M.correo },
      { field: 'plazoCredito', headerName: M.plazo, type: 'rightAligned', maxWidth: 170 },
      { colId: 'creado', headerName: M.creado, valueGetter: (p) => (p.data ? formatDate(p.data.createdAt) : ''), maxWidth: 130 },
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: KEY });
  const borrar = async () => {
    const r = await api.request(BorrarProveedoresDocument, { ids: seleccion });
    for (const x of r.Proveedor.delete) notify({ type: x.state ? 'success' : 'danger', message: x.message });
    setSeleccion([]);
    recargar();
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.proveedoresTitulo}</Title>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ p: null })} data-testid="nuevo-proveedor">
            {M.nuevoProveedor}
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} disabled={!seleccion.length} onClick={() => void borrar()}>
            {M.borrar}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportarProveedores()}>
            {M.exportar}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={recargar}>
            {M.recargar}
          </Button>
        </Group>
      </Group>
      <TextInput placeholder={M.buscar} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} maw={360} aria-label={M.buscar} />
      <DataGrid<Fila>
        rows={q.data ? filas : undefined}
        columns={columnas}
        getRowId={(r) => r._id}
        height={420}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSeleccion(e.api.getSelectedRows().map((r: Fila) => r._id))}
        onRowDoubleClicked={(e) => e.data && setEditor({ p: e.data })}
      />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
      <ProveedorEditor
        abierto={editor !== null}
        proveedor={editor?.p ?? null}
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
