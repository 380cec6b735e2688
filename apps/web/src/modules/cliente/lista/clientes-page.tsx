// /clientes/lista: the issuer's customers (open to every profile, ruling B-1), paged by name with a
// cursor, searched by name, identification or phone (trigram index on the server), filtered by
// cycle; Nuevo/Editar, Eliminar per id, Cambiar ciclo with its detail, and the sheet export.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileExport } from '@tabler/icons-react';
import { CICLOS } from '@jit/domain';
import { BorrarClientesDocument, ClientesDocument, ClientesTotalDocument, EnviarRecordatoriosDocument, flattenPages, type ClienteFieldsFragment } from '@jit/api';
import { DataGrid, dateColumn, moneyColumn, statusBadgeColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { ListaToolbar, confirmarBorrado } from '../../item/comun/lista-toolbar';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTES_KEY } from '../queries';
import { CicloModal } from './ciclo-modal';
import { ClienteEditor } from './cliente-editor';
import { EstadoCuentaModal } from './estado-cuenta-modal';
import { exportarClientes } from './exportar';
import { CargarMas } from '../../../app/cargar-mas';

type Fila = ClienteFieldsFragment;
const POR_PAGINA = 50;
const COLOR_CICLO = { Oportunidad: 'info', 'En Contacto': 'primary', Conversion: 'success', Fidelizacion: 'success', Retencion: 'warning', Recuperacion: 'warning', Finalizado: 'danger' } as const;

export function ClientesPage() {
  const qc = useQueryClient();
  const [filtro, setFiltro] = useState('');
  const [buscado] = useDebouncedValue(filtro, 250);
  const [ciclo, setCiclo] = useState<string | null>(null);
  const [sel, setSel] = useState<Fila[]>([]);
  const [editor, setEditor] = useState<{ c: Fila | null } | null>(null);
  const [cambioCiclo, setCambioCiclo] = useState<Fila | null>(null);
  const [cuenta, setCuenta] = useState<Fila | null>(null);
  const [exportando, setExportando] = useState(false);
  const filter = { search: buscado.trim() || null, ciclo };
  const q = useInfiniteQuery({
    queryKey: [...CLIENTES_KEY, filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(ClientesDocument, { cursor: pageParam, limit: POR_PAGINA, filter }, { signal })).Cliente.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const total = useQuery({ queryKey: [...CLIENTES_KEY, 'total'], queryFn: async ({ signal }) => (await api.request(ClientesTotalDocument, {}, { signal })).Cliente.readTotalRegistros });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'nombre', headerName: M.colNombre, minWidth: 220 },
      { colId: 'identificacion', headerName: M.colIdentificacion, valueGetter: (p) => p.data?.identificacion?.numero ?? p.data?.identificacionExtranjero ?? '', maxWidth: 170 },
      { field: 'correoElectronico', headerName: M.colCorreo },
      { colId: 'telefono', headerName: M.colTelefono, valueGetter: (p) => p.data?.telefono?.numTelefono ?? '', maxWidth: 130 },
      {
        colId: 'categoria',
        headerName: M.colCategoria,
        maxWidth: 170,
        cellRenderer: (p: { data?: Fila }) => (p.data?.categoria ? <Badge color={p.data.categoria.color === 'default' ? 'gray' : p.data.categoria.color === 'danger' ? 'red' : p.data.categoria.color === 'success' ? 'green' : p.data.categoria.color === 'warning' ? 'yellow' : 'blue'} variant="light">{p.data.categoria.nombre}</Badge> : null),
      },
      statusBadgeColumn<Fila>('ciclo', M.colCiclo, COLOR_CICLO, { maxWidth: 150 }),
      { colId: 'ejecutivo', headerName: M.colEjecutivo, valueGetter: (p) => p.data?.ejecutivo?.fullname ?? '', maxWidth: 170 },
      moneyColumn<Fila>('balanceTotal', M.colSaldo, { maxWidth: 150 }),
      dateColumn<Fila>('createdAt', M.colCreado, { maxWidth: 130 }),
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: CLIENTES_KEY });
  const borrar = () =>
    confirmarBorrado(sel.map((s) => s._id), async (ids) => (await api.request(BorrarClientesDocument, { ids })).Cliente.delete, () => {
      setSel([]);
      recargar();
    });
  // WhatsApp reminders of unpaid documents: the selected customer's, or every customer's who opted in.
  const recordar = async () => {
    const r = await api.request(EnviarRecordatoriosDocument, { id: sel.length === 1 ? sel[0]!._id : null });
    notify({ type: r.Cliente.sendRecordatorios > 0 ? 'success' : 'info', message: M.recordatorios(r.Cliente.sendRecordatorios) });
  };
  const exportar = async () => {
    setExportando(true);
    try {
      await exportarClientes(filter);
    } finally {
      setExportando(false);
    }
  };
  return (
    <Stack>
      <ListaToolbar title={M.clientes} seleccion={sel.length} onNuevo={() => setEditor({ c: null })} onEliminar={borrar} onRecargar={recargar}>
        <Button variant="light" disabled={sel.length !== 1} onClick={() => (sel[0] ? setCambioCiclo(sel[0]) : notify({ type: 'info', message: M.seleccioneUno }))}>
          {M.cambiarCiclo}
        </Button>
        <Button variant="light" disabled={sel.length !== 1} onClick={() => setCuenta(sel[0] ?? null)} data-testid="clientes-estado-cuenta">
          {M.estadoCuenta}
        </Button>
        <Button variant="light" onClick={() => void recordar()} data-testid="clientes-recordatorios">
          {M.recordarWhatsapp}
        </Button>
        <Button variant="light" leftSection={<IconFileExport size={16} />} onClick={() => void exportar()} loading={exportando}>
          Exportar
        </Button>
      </ListaToolbar>
      <Group>
        <TextInput placeholder={M.buscar} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} w={360} aria-label={M.buscar} data-testid="clientes-buscar" />
        <Select placeholder={M.todosCiclos} aria-label={M.colCiclo} data={[...CICLOS]} value={ciclo} onChange={setCiclo} clearable w={200} />
        {total.data !== undefined ? <Badge variant="light">{M.total(total.data)}</Badge> : null}
      </Group>
      <DataGrid<Fila>
        rows={q.data ? filas : undefined}
        columns={columnas}
        getRowId={(r) => r._id}
        height={520}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setEditor({ c: e.data })}
        onCellKeyDown={(e) => {
          if ((e.event as KeyboardEvent | undefined)?.key === 'Enter' && e.data) setEditor({ c: e.data });
        }}
      />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
      <ClienteEditor
        abierto={editor !== null}
        cliente={editor?.c ?? null}
        onClose={() => setEditor(null)}
        onGuardado={() => {
          setEditor(null);
          notify({ type: 'success', message: M.guardado });
          recargar();
        }}
      />
      <EstadoCuentaModal cliente={cuenta} onClose={() => setCuenta(null)} />
      <CicloModal
        cliente={cambioCiclo}
        onClose={() => setCambioCiclo(null)}
        onCambiado={() => {
          setCambioCiclo(null);
          notify({ type: 'success', message: M.cicloCambiado });
          recargar();
        }}
      />
    </Stack>
  );
}
