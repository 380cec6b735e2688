// /facturacion/proforma: quotes with their validity (plazoProforma days) and state; «Facturar»
// takes one to the entry screen and, once issued, it becomes FACTURADA (spec 1 §4); the other
// states are set here (cambiaEstadoProforma) and the list updates on success.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { useAccionesCelda } from './acciones/acciones-menu';
import { AccionesModales } from './acciones/acciones-modales';
import { EstadoProformaModal } from './acciones/estado-proforma-modal';
import { columnasDe } from './columnas';
import { DocumentoDrawer } from './documento-drawer';
import { DocumentosGrid } from './documentos-grid';
import { ESTADOS_PROFORMA } from './estados';
import { filtrosDe, FiltrosBar, PERIODO_TODO, type Periodo } from './filtros-bar';
import { useFacturaChanged } from './live';
import { LISTAS_MESSAGES as M } from './messages';
import { useOperaciones } from './acciones/operaciones';
import { useAhora } from './use-ahora';
import { LISTAS_KEY, prependRow, useDocumentos, type Fila, type Fuente } from './queries';
import type { Accion } from './acciones/reglas';

const ACCIONES: readonly Accion[] = ['facturarProforma', 'estadoProforma', 'correo'];
export function ProformaPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [periodo, setPeriodo] = useState<Periodo>(PERIODO_TODO);
  const [estado, setEstado] = useState<string>('*');
  const ops = useOperaciones();
  const fuente = useMemo<Fuente>(() => ({ kind: 'proforma', estadoProforma: estado === '*' ? null : estado }), [estado]);
  const filtros = useMemo(() => filtrosDe(search, periodo), [search, periodo]);
  const q = useDocumentos('proforma', fuente, filtros);
  const queryKey = useMemo(() => [...LISTAS_KEY, 'proforma', fuente, filtros], [fuente, filtros]);
  useFacturaChanged((_c, fila) => {
    if (fila.documento.id === 'proforma' && !search.trim()) prependRow(client, queryKey, fila);
  });
  const recargar = useCallback(() => void q.refetch(), [q]);
  useShortcutActions({ reload: recargar });
  const now = useAhora();
  const accionesCell = useAccionesCelda(ACCIONES, ops.onOperacion);
  const columnas = useMemo(() => columnasDe('proforma', { multiTipo: false, acciones: accionesCell, now }), [accionesCell, now]);
  const estadoAbierto = ops.abierta?.accion === 'estadoProforma' ? ops.abierta.fila : null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={2}>{M.proformaTitulo}</Title>
          <Text size="sm" c="dimmed">
            {M.proformaFacturarAyuda}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => void navigate('/facturacion/facturar')}>
          {M.nuevaProforma}
        </Button>
      </Group>
      <Group align="flex-end">
        <Select
          label={M.proformaEstado}
          data={[{ value: '*', label: M.todos }, ...ESTADOS_PROFORMA.map((e) => ({ value: e, label: M.estadosProforma[e] ?? e }))]}
          value={estado}
          onChange={(v) => setEstado(v ?? '*')}
          allowDeselect={false}
          w={180}
        />
        <FiltrosBar search={search} onSearch={setSearch} periodo={periodo} onPeriodo={setPeriodo} onRecargar={recargar} recargando={q.isRefetching} />
      </Group>
      <DocumentosGrid<Fila>
        rows={q.rows}
        columns={columnas}
        hasNextPage={Boolean(q.hasNextPage)}
        fetchingNext={q.isFetchingNextPage}
        fetchNextPage={() => void q.fetchNextPage()}
        onOpen={(f) => ops.onOperacion('ver', f)}
      />
      <DocumentoDrawer fila={ops.drawer} acciones={ACCIONES} onOperacion={ops.onOperacion} onClose={() => ops.setDrawer(null)} />
      <AccionesModales abierta={estadoAbierto ? null : ops.abierta} onClose={ops.cerrarAccion} />
      <EstadoProformaModal fila={estadoAbierto} onClose={ops.cerrarAccion} />
    </Stack>
  );
}
