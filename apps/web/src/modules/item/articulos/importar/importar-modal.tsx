// Importing items from a sheet: read it in the browser, have the server check every row (nothing
// is written), show each bad row's errors in Spanish; only a sheet without errors can be
// confirmed, and then every row goes in one transaction while its progress shows.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, FileButton, Group, Progress, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { ImportarItemsDocument, ItemImportacionAvanceDocument, ItemRevisarImportacionDocument, type ItemImportacionFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api, getRealtime } from '../../../../app/api';
import { newUuid } from '../../../../app/new-id';
import { notify } from '../../../../app/notify';
import { ITEM_MESSAGES as M } from '../../messages';
import { ARTICULOS_KEY, CATEGORIAS_KEY } from '../../queries';
import { exportarItems } from './exportar';
import { leerHoja, type Hoja } from './leer-hoja';

type Revision = ItemImportacionFieldsFragment;
type Fila = Revision['filas'][number];
type Paso = { kind: 'elegir' } | { kind: 'leyendo' } | { kind: 'revisado'; hoja: Hoja; r: Revision } | { kind: 'guardando'; hechas: number; total: number };

const COLUMNAS: ColDef<Fila>[] = [
  { field: 'fila', headerName: M.colFila, maxWidth: 90 },
  { colId: 'accion', headerName: M.colAccion, maxWidth: 150, valueGetter: (p) => M.accion[p.data?.accion ?? ''] ?? '' },
  { field: 'nombre', headerName: M.colNombre },
  { colId: 'errores', headerName: M.colErrores, flex: 2, wrapText: true, autoHeight: true, valueGetter: (p) => p.data?.errores.map((e) => e.mensaje).join(' · ') ?? '' },
];

export function ImportarModal({ abierto, onClose }: { abierto: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const [paso, setPaso] = useState<Paso>({ kind: 'elegir' });
  const [soloErrores, setSoloErrores] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const cerrar = () => {
    if (paso.kind === 'guardando') return;
    setPaso({ kind: 'elegir' });
    setError(null);
    onClose();
  };
  const elegir = async (f: File | null) => {
    if (!f) return;
    setError(null);
    setPaso({ kind: 'leyendo' });
    try {
      const hoja = await leerHoja(f);
      const r = (await api.request(ItemRevisarImportacionDocument, { filas: hoja.filas, primeraFila: hoja.primeraFila })).Item.revisarImportacion;
      setSoloErrores(r.conErrores > 0);
      setPaso({ kind: 'revisado', hoja, r });
    } catch (e) {
      setError(e instanceof Error && !('code' in e) ? e.message : null);
      setPaso({ kind: 'elegir' });
    }
  };
  const importar = async (hoja: Hoja, revision: Revision) => {
    const total = revision.filas.length;
    const clave = newUuid(); // the server takes it as an ID: a UUID
    setPaso({ kind: 'guardando', hechas: 0, total });
    const dejar = getRealtime().subscribe(ItemImportacionAvanceDocument, { clave }, (d) => setPaso({ kind: 'guardando', hechas: d.itemImportacion.hechas, total: d.itemImportacion.total }));
    try {
      const r = (await api.request(ImportarItemsDocument, { filas: hoja.filas, primeraFila: hoja.primeraFila, clave })).Item.importar;
      if (!r.importado) {
        setPaso({ kind: 'revisado', hoja, r });
        return;
      }
      notify({ type: 'success', message: M.importados(r.crear, r.actualizar) });
      await Promise.all([qc.invalidateQueries({ queryKey: ARTICULOS_KEY }), qc.invalidateQueries({ queryKey: CATEGORIAS_KEY })]);
      setPaso({ kind: 'elegir' });
      onClose();
    } catch {
      setPaso({ kind: 'revisado', hoja, r: revision });
    } finally {
      dejar();
    }
  };
  const filas = useMemo(() => (paso.kind === 'revisado' ? paso.r.filas.filter((f) => !soloErrores || f.accion === 'ERROR') : []), [paso, soloErrores]);
  return (
    <AppModal opened={abierto} onClose={cerrar} title={M.importarTitulo} size="xl" closeOnClickOutside={false}>
      <Stack gap="sm">
        <Text size="sm">{M.importarAyuda}</Text>
        {error ? <Alert color="red" data-testid="importar-error">{error}</Alert> : null}
        <Group gap="xs">
          <FileButton onChange={(f) => void elegir(f)} accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
            {(props) => (
              <Button {...props} leftSection={<IconFileSpreadsheet size={16} />} loading={paso.kind === 'leyendo'} disabled={paso.kind === 'guardando'} data-testid="importar-archivo">
                {M.elegirArchivo}
              </Button>
            )}
          </FileButton>
          <Button variant="subtle" leftSection={<IconDownload size={16} />} onClick={() => void exportarItems([], [], 'plantilla-articulos.xlsx')}>
            {M.descargarPlantilla}
          </Button>
        </Group>
        {paso.kind === 'leyendo' ? <Progress value={100} animated aria-label={M.leyendo} /> : null}
        {paso.kind === 'guardando' ? (
          <Stack gap={4} data-testid="importar-progreso">
            <Text size="sm">{M.guardando(paso.hechas, paso.total)}</Text>
            <Progress value={paso.total ? (100 * paso.hechas) / paso.total : 0} animated={paso.hechas < paso.total} />
          </Stack>
        ) : null}
        {paso.kind === 'revisado' ? (
          <>
            <Group gap="xs" data-testid="importar-resumen">
              <Badge color="blue" variant="light">{M.resumen(paso.r.crear, paso.r.actualizar, paso.r.conErrores)}</Badge>
            </Group>
            {paso.r.categoriasNuevas.length ? <Text size="sm">{M.categoriasNuevas(paso.r.categoriasNuevas.join(', '))}</Text> : null}
            {paso.r.conErrores > 0 ? <Alert color="red" data-testid="importar-corrija">{M.corrijaFilas(paso.r.conErrores)}</Alert> : null}
            <Switch label={M.colErrores} checked={soloErrores} onChange={(e) => setSoloErrores(e.currentTarget.checked)} />
            <DataGrid<Fila> rows={filas} columns={COLUMNAS} getRowId={(f) => String(f.fila)} height={320} />
            <Group justify="flex-end">
              <Button variant="default" onClick={cerrar}>
                {M.cancelar}
              </Button>
              <Button disabled={paso.r.conErrores > 0} onClick={() => void importar(paso.hoja, paso.r)} data-testid="importar-confirmar">
                {M.confirmarImportar(paso.r.crear + paso.r.actualizar)}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </AppModal>
  );
}
