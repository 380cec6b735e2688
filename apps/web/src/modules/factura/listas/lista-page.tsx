// A document list (listaFactura … listaFacturaBulk): keyset pages as the clerk scrolls, search,
// dates with the spec's shortcuts, states that change live, the document drawer and the row
// actions; Ctrl/Cmd+R or F8 reloads (spec 1 §2). Lists of Hacienda documents show the outgoing
// queue in a second tab.
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { useAccionesCelda } from './acciones/acciones-menu';
import { AccionesModales } from './acciones/acciones-modales';
import { ColaEnvio, useColaConteo } from './cola-envio';
import { columnasDe } from './columnas';
import { DocumentoDrawer } from './documento-drawer';
import { DocumentosGrid } from './documentos-grid';
import { enRango } from './fechas';
import { filtrosDe, FiltrosBar, PERIODO_TODO, type Periodo } from './filtros-bar';
import { LISTAS, type ListaConfig } from './listas';
import { useFacturaChanged } from './live';
import { LISTAS_MESSAGES as M } from './messages';
import { useOperaciones } from './acciones/operaciones';
import { useAhora } from './use-ahora';
import { LISTAS_KEY, prependRow, useDocumentos, type Fila, type Fuente } from './queries';

const TODOS = '*';

function ColaTab() {
  const c = useColaConteo();
  return (
    <Group gap={6} wrap="nowrap">
      {M.tabCola}
      {c.total > 0 ? (
        <Badge size="sm" color={c.rechazados > 0 ? 'red' : 'blue'} data-testid="cola-conteo">
          {c.total}
          {c.mas ? '+' : ''}
        </Badge>
      ) : null}
    </Group>
  );
}

export function ListaDocumentos({ config }: { config: ListaConfig }) {
  const client = useQueryClient();
  const [tipo, setTipo] = useState(config.tipos.length > 1 ? TODOS : (config.tipos[0]?.value ?? TODOS));
  const [search, setSearch] = useState('');
  const [periodo, setPeriodo] = useState<Periodo>(PERIODO_TODO);
  const [tab, setTab] = useState<string | null>('documentos');
  const ops = useOperaciones();
  const tipos = useMemo<(string | null)[]>(
    () => (config.bulk ? [null] : tipo === TODOS ? config.tipos.map((t) => t.value) : [tipo]),
    [config, tipo],
  );
  const fuente = useMemo<Fuente>(() => ({ kind: 'filtro', tipos, ...(config.bulk ? { bulk: true } : {}) }), [tipos, config.bulk]);
  const filtros = useMemo(() => filtrosDe(search, periodo), [search, periodo]);
  const q = useDocumentos(config.path, fuente, filtros);
  const queryKey = useMemo(() => [...LISTAS_KEY, config.path, fuente, filtros], [config.path, fuente, filtros]);

  useFacturaChanged((_c, fila) => {
    const encaja = config.bulk ? fila.bulk : tipos.includes(fila.documento.id);
    if (encaja && !search.trim() && enRango(fila.fechaEmision, periodo.rango)) prependRow(client, queryKey, fila);
  });
  const recargar = useCallback(() => void q.refetch(), [q]);
  useShortcutActions({ reload: recargar });

  const now = useAhora();
  const accionesCell = useAccionesCelda(config.acciones, ops.onOperacion);
  const columnas = useMemo(
    () => columnasDe(config.tipoLista, { multiTipo: tipos.length > 1 || Boolean(config.bulk), acciones: accionesCell, now }),
    [config.tipoLista, config.bulk, tipos.length, accionesCell, now],
  );
  const tiposBar = config.tipos.length > 1 ? [{ value: TODOS, label: M.todos }, ...config.tipos] : undefined;

  const lista = (
    <Stack gap="sm">
      <FiltrosBar
        search={search}
        onSearch={setSearch}
        periodo={periodo}
        onPeriodo={setPeriodo}
        tipos={tiposBar}
        tipo={tipo}
        onTipo={setTipo}
        onRecargar={recargar}
        recargando={q.isRefetching}
      />
      <DocumentosGrid<Fila>
        rows={q.rows}
        columns={columnas}
        hasNextPage={Boolean(q.hasNextPage)}
        fetchingNext={q.isFetchingNextPage}
        fetchNextPage={() => void q.fetchNextPage()}
        onOpen={(f) => ops.onOperacion('ver', f)}
      />
    </Stack>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{config.titulo}</Title>
        <Badge variant="dot" color="green">
          {M.enVivo}
        </Badge>
      </Group>
      {config.cola ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="documentos">{M.tabDocumentos}</Tabs.Tab>
            <Tabs.Tab value="cola">
              <ColaTab />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="documentos" pt="sm">
            {lista}
          </Tabs.Panel>
          <Tabs.Panel value="cola" pt="sm">
            <ColaEnvio onOperacion={ops.onOperacion} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        lista
      )}
      <DocumentoDrawer fila={ops.drawer} acciones={config.acciones} onOperacion={ops.onOperacion} onClose={() => ops.setDrawer(null)} />
      <AccionesModales abierta={ops.abierta} onClose={ops.cerrarAccion} />
    </Stack>
  );
}

/** The page of the current path (one component serves every document list). */
export function ListaDocumentosPage() {
  const { pathname } = useLocation();
  const config = LISTAS[pathname] ?? LISTAS['/facturacion/listaFactura']!;
  return <ListaDocumentos key={config.path} config={config} />;
}
