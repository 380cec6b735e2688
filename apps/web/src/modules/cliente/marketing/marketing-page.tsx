// /clientes/marketing/email: the campaigns (ruling B-9) with each recipient's status, a new
// campaign from a customer filter, recipients taken off; and the e-mail template (ruling B-8).
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { CampanasDocument, QuitarDeCampanaDocument, type CampanaFieldsFragment } from '@jit/api';
import { DataGrid, dateColumn, statusBadgeColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';
import { CampanaModal } from './campana-modal';
import { PlantillaEditor } from './plantilla-editor';

type Campana = CampanaFieldsFragment & { enviados: string };
type Destino = CampanaFieldsFragment['list'][number];
const CAMPANAS_KEY = [...CLIENTE_KEY, 'campanas'] as const;

export function MarketingPage() {
  return (
    <Stack>
      <Title order={2}>{M.mktTitulo}</Title>
      <Tabs defaultValue="campanas" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="campanas">{M.tabCampanas}</Tabs.Tab>
          <Tabs.Tab value="plantilla" data-testid="tab-plantilla">
            {M.tabPlantilla}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="campanas" pt="md">
          <Campanas />
        </Tabs.Panel>
        <Tabs.Panel value="plantilla" pt="md">
          <PlantillaEditor />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Campanas() {
  const qc = useQueryClient();
  const [nueva, setNueva] = useState(false);
  const [elegida, setElegida] = useState<string | null>(null);
  const [quitar, setQuitar] = useState<Destino[]>([]);
  const q = useQuery({
    queryKey: CAMPANAS_KEY,
    queryFn: async ({ signal }) =>
      (await api.request(CampanasDocument, {}, { signal })).Email.readAllByEmisor.map((c) => ({ ...c, enviados: M.enviados(c.list.filter((d) => d.estado === 'ENVIADO').length, c.list.length) })),
  });
  const campana = q.data?.find((c) => c._id === elegida) ?? null;
  const columnas = useMemo<ColDef<Campana>[]>(
    () => [
      { field: 'nombre', headerName: M.colNombreCampana, minWidth: 220 },
      statusBadgeColumn<Campana>('estado', M.colEstado, { BORRADOR: 'info', PROGRAMADA: 'primary', ENVIADA: 'success' }, { labels: M.estadosCampana, maxWidth: 150 }),
      dateColumn<Campana>('inicio', M.colInicio, { withTime: true, maxWidth: 180 }),
      dateColumn<Campana>('fin', M.colFin, { withTime: true, maxWidth: 180 }),
      { field: 'enviados', headerName: M.colEnviados, maxWidth: 130 },
    ],
    [],
  );
  const columnasDestino = useMemo<ColDef<Destino>[]>(
    () => [
      { field: 'nombre', headerName: M.colNombre, minWidth: 200 },
      { field: 'correoElectronico', headerName: M.colCorreo, minWidth: 200 },
      statusBadgeColumn<Destino>('estado', M.colEstado, { PENDIENTE: 'info', ENVIADO: 'success', ERROR: 'danger', VENCIDO: 'warning' }, { labels: M.estadosDestino, maxWidth: 140 }),
      dateColumn<Destino>('enviadoAt', M.colEnviado, { withTime: true, maxWidth: 180 }),
      { field: 'detalle', headerName: M.colDetalle, minWidth: 200 },
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: CAMPANAS_KEY });
  const quitarDestinos = async () => {
    if (!campana) return;
    await api.request(QuitarDeCampanaDocument, { id: campana._id, list: quitar.map((d) => d.cliente._id) });
    setQuitar([]);
    recargar();
  };
  return (
    <Stack>
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setNueva(true)} data-testid="campana-nueva">
          {M.nuevaCampana}
        </Button>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={recargar}>
          {M.recargar}
        </Button>
      </Group>
      <DataGrid<Campana> rows={q.data} columns={columnas} getRowId={(r) => r._id} height={260} onRowClicked={(e) => setElegida(e.data?._id ?? null)} />
      {campana ? (
        <>
          <Group justify="space-between">
            <Title order={4}>{M.destinatarios(campana.nombre)}</Title>
            <Button variant="light" color="red" disabled={quitar.length === 0} onClick={() => void quitarDestinos()}>
              {M.quitarDestinatarios}
            </Button>
          </Group>
          <div data-testid="campana-destinos">
            <DataGrid<Destino>
              rows={campana.list}
              columns={columnasDestino}
              getRowId={(r) => r.cliente._id}
              height={300}
              rowSelection={{ mode: 'multiRow' }}
              onSelectionChanged={(e) => setQuitar(e.api.getSelectedRows())}
            />
          </div>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {M.eligeCampana}
        </Text>
      )}
      <CampanaModal
        abierto={nueva}
        onClose={() => setNueva(false)}
        onGuardada={(c) => {
          setNueva(false);
          notify({ type: 'success', message: M.campanaGuardada(c.estado) });
          setElegida(c._id);
          recargar();
        }}
      />
    </Stack>
  );
}
