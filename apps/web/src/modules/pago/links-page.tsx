// /facturacion/listaLinks (MODULES.md §F1.2, ruling F1-7): payment links, newest first, 10 a page;
// the state shows live (the list asks again every few seconds while open), the address is a text
// field with a copy button, «Nuevo enlace» picks a receivable, «Anular» ends a live link.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, CopyButton, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { CambiarEstadoLinkDocument, CrearLinkDocument, CuentasCobrarDocument, flattenPages, LinksDelEmisorDocument, type LinkFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatCurrency, formatDateTime } from '../../app/format';
import { notify } from '../../app/notify';
import { useShortcutActions } from '../../app/shortcuts/registry';
import { CargarMas } from '../../app/cargar-mas';
import { ESTADO_LINK_COLOR, PAGO_MESSAGES as M } from './messages';

type Fila = LinkFieldsFragment;
const KEY = ['pago', 'links'] as const;
/** How often the open list asks for the links' states again. */
const VIVO_MS = 3000;

/** The public page's address as this browser reaches it (the server's PUBLIC_URL may be unset). */
export const direccionDe = (l: { link: string; consecutivo: string }) => `${window.location.origin}/pago/${encodeURIComponent(l.link)}/${l.consecutivo}`;

export function LinksPage() {
  const qc = useQueryClient();
  const [factura, setFactura] = useState<string | null>(null);
  const q = useInfiniteQuery({
    queryKey: KEY,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(LinksDelEmisorDocument, { cursor: pageParam, limit: 10 }, { signal })).Link.readLinksByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
    refetchInterval: VIVO_MS,
  });
  const docs = useQuery({ queryKey: ['pago', 'cuentas', false], queryFn: async ({ signal }) => (await api.request(CuentasCobrarDocument, {}, { signal })).Pago.readCuentasCobrar });
  const filas = useMemo(() => (q.data ? flattenPages(q.data.pages, (r) => r._id) : undefined), [q.data]);
  const recargar = () => void qc.invalidateQueries({ queryKey: KEY });
  useShortcutActions({ reload: recargar });
  const crear = async () => {
    if (!factura) return;
    try {
      await api.request(CrearLinkDocument, { factura });
      setFactura(null);
      recargar();
    } catch (e) {
      notify({ type: 'danger', message: e instanceof Error ? e.message : String(e) });
    }
  };
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'consecutivoFactura', headerName: M.documento, minWidth: 200 },
      { field: 'cliente', headerName: M.cliente },
      {
        colId: 'url',
        headerName: M.direccion,
        minWidth: 320,
        cellRenderer: (p: { data?: Fila }) =>
          p.data ? (
            <Group gap={4} wrap="nowrap">
              <TextInput size="xs" readOnly value={direccionDe(p.data)} style={{ flex: 1 }} aria-label={M.direccion} />
              <CopyButton value={direccionDe(p.data)}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="light" onClick={copy}>
                    {copied ? M.copiado : M.copiar}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : null,
      },
      {
        field: 'state',
        headerName: M.estado,
        maxWidth: 140,
        cellRenderer: (p: { data?: Fila }) => (p.data ? <Badge color={ESTADO_LINK_COLOR[p.data.state] ?? 'gray'} data-testid={`link-${p.data.consecutivoFactura}`}>{p.data.state}</Badge> : null),
      },
      { field: 'referenciaSinpe', headerName: M.sinpeReportado, maxWidth: 160 },
      { colId: 'creado', headerName: M.creado, valueGetter: (p) => (p.data ? formatDateTime(p.data.createdAt) : ''), maxWidth: 170 },
      {
        colId: 'acciones',
        headerName: '',
        maxWidth: 110,
        cellRenderer: (p: { data?: Fila }) =>
          p.data && ['PENDIENTE', 'CONSULTADO'].includes(p.data.state) ? (
            <Button size="compact-xs" variant="light" color="red" onClick={() => void api.request(CambiarEstadoLinkDocument, { id: p.data!._id, state: 'ANULADO' }).then(recargar)}>
              {M.anular}
            </Button>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.linksTitulo}</Title>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={recargar}>
          {M.recargar}
        </Button>
      </Group>
      <Group align="flex-end">
        <Select
          label={M.nuevoEnlace}
          placeholder={M.documentoPagar}
          data={(docs.data ?? []).map((d) => ({ value: d._idFactura, label: `${d.consecutivo} · ${d.cliente?.nombre ?? '—'} · ${formatCurrency(d.saldo, d.codigoMoneda)}` }))}
          value={factura}
          onChange={setFactura}
          searchable
          nothingFoundMessage={M.sinDocumentos}
          miw={420}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => void crear()} disabled={!factura}>
          {M.nuevoEnlace}
        </Button>
      </Group>
      <DataGrid<Fila> rows={filas} columns={columnas} getRowId={(r) => r._id} height={460} />
      <CargarMas q={q} cargados={filas?.length ?? 0} />
    </Stack>
  );
}
