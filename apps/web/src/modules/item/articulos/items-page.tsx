// The five item lists on one page (ruling A1-1): /inventario/materiaPrima, reventa, manufacturado,
// consumible and Servicio, each the type its route names; tabs move between the ones the user may
// open. Paged by name with a cursor, searchable, with the editor, the sheet import and export.
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { TIPOS_ITEM, tipoDeRuta } from '@jit/domain';
import { BorrarItemsDocument, ItemsPorTipoDocument, ItemsTodosDocument, flattenPages, type ItemFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import { useCanOpen } from '../../../app/access';
import { api } from '../../../app/api';
import { ITEM_MESSAGES as M } from '../messages';
import { ARTICULOS_KEY, useCategorias } from '../queries';
import { ListaToolbar, confirmarBorrado } from '../comun/lista-toolbar';
import { columnasItems } from './columnas';
import { ItemEditor } from './editor/item-editor';
import { exportarItems } from './importar/exportar';
import { ImportarModal } from './importar/importar-modal';

type Fila = ItemFieldsFragment;
const POR_PAGINA = 50;

export function ItemsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const tipo = tipoDeRuta(pathname) ?? TIPOS_ITEM[1]!;
  const qc = useQueryClient();
  const categorias = useCategorias();
  const [filtro, setFiltro] = useState('');
  const [buscado] = useDebouncedValue(filtro, 250);
  const [sel, setSel] = useState<Fila[]>([]);
  const [editor, setEditor] = useState<{ item: Fila | null } | null>(null);
  const [importando, setImportando] = useState(false);
  const [exportando, setExportando] = useState(false);
  const q = useInfiniteQuery({
    queryKey: [...ARTICULOS_KEY, 'lista', tipo.codigo, buscado],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(ItemsPorTipoDocument, { tipo: tipo.codigo, cursor: pageParam, limit: POR_PAGINA, filter: buscado || null }, { signal })).Item.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo(() => columnasItems(new Map((categorias.data ?? []).map((c) => [c._id, c.nombre]))), [categorias.data]);
  const recargar = () => void qc.invalidateQueries({ queryKey: ARTICULOS_KEY });
  const borrar = () =>
    confirmarBorrado(sel.map((s) => s._id), async (ids) => (await api.request(BorrarItemsDocument, { ids })).Item.delete, () => {
      setSel([]);
      recargar();
    });
  const exportar = async () => {
    setExportando(true);
    try {
      const todos = (await api.request(ItemsTodosDocument, {})).Item.readAllItemByEmisor;
      await exportarItems(todos, categorias.data ?? [], 'articulos.xlsx');
    } finally {
      setExportando(false);
    }
  };
  return (
    <Stack>
      <ListaToolbar title={M.articulos} seleccion={sel.length} onNuevo={() => setEditor({ item: null })} onEliminar={borrar} onRecargar={recargar}>
        <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImportando(true)} data-testid="items-importar">
          {M.importar}
        </Button>
        <Button variant="light" leftSection={<IconFileExport size={16} />} onClick={() => void exportar()} loading={exportando}>
          {M.exportar}
        </Button>
      </ListaToolbar>
      <Tabs value={tipo.codigo} onChange={(v) => {
          const t = TIPOS_ITEM.find((x) => x.codigo === v);
          if (t) void navigate(t.ruta);
        }} aria-label={M.tipos}>
        <Tabs.List>
          {TIPOS_ITEM.filter((t) => canOpen(t.ruta)).map((t) => (
            <Tabs.Tab key={t.codigo} value={t.codigo} title={t.descripcion}>
              {t.nombre}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput placeholder={M.buscar} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} maw={360} aria-label={M.buscar} data-testid="items-buscar" />
      <DataGrid<Fila>
        key={tipo.codigo}
        rows={q.data ? filas : undefined}
        columns={columnas}
        getRowId={(r) => r._id}
        height={520}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setEditor({ item: e.data })}
        onCellKeyDown={(e) => {
          if ((e.event as KeyboardEvent | undefined)?.key === 'Enter' && e.data) setEditor({ item: e.data });
        }}
      />
      {q.hasNextPage ? (
        <Group>
          <Button variant="light" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            {M.cargarMas(filas.length)}
          </Button>
        </Group>
      ) : null}
      {editor ? <ItemEditor key={editor.item?._id ?? 'nuevo'} item={editor.item} tipo={tipo.codigo} onClose={() => setEditor(null)} onGuardado={recargar} /> : null}
      <ImportarModal abierto={importando} onClose={() => setImportando(false)} />
    </Stack>
  );
}
