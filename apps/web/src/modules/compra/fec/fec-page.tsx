// /compras/FacturaCompras: a purchase invoice (FEC, 08) for a supplier without electronic invoicing,
// typed on the invoice entry grid of «Facturar» (keyboard first, live totals, each problem beside its
// cell with what was typed kept), composed here in purchase mode: its own draft, the supplier as the
// document's Emisor (v4.4), the code cell offering the purchasable items and the cost records (an
// item's goods enter stock at their price, a cost moves none), and «Nuevo artículo» for the line
// under the cursor. Issued like every document, through Factura.create.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHotkeys } from '@mantine/hooks';
import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { TodosProveedoresDocument } from '@jit/api';
import { api } from '../../../app/api';
import { PageLoader } from '../../../app/layouts/page-loader';
import { sessionAtom } from '../../../app/session/atoms';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { buscarCabysLocal, cargarCatalogoCabys } from '../../catalogos/cabys-local';
import { buscarCabys } from '../../catalogos/queries';
import { useParametros, type Parametros } from '../../emisor/queries';
import { encabezadoAtom } from '../../factura/borrador/atoms';
import { borrador } from '../../factura/borrador/borrador';
import { defaultsDe } from '../../factura/borrador/defaults';
import type { EncabezadoBorrador } from '../../factura/borrador/types';
import { EmisionCard } from '../../factura/facturar/emision-card';
import type { Errores } from '../../factura/facturar/encabezado';
import { EntryGrid, type EntryGridHandle } from '../../factura/facturar/grid/entry-grid';
import { ModoPrueba, NoPuedeFacturar } from '../../factura/facturar/no-puede-facturar';
import { OPCIONES_TARIFA, OPCIONES_UNIDAD } from '../../factura/facturar/opciones';
import { ResultadoModal } from '../../factura/facturar/resultado-modal';
import { useEmitir } from '../../factura/facturar/use-emitir';
import { EncabezadoPagina } from '../encabezado';
import { useDestinos } from '../xml/use-destinos';
import { defaultsFec, problemaProveedor, scopeFec, sugerenciasDestino } from './fec-input';
import { FecEncabezado } from './fec-encabezado';
import { FEC_MESSAGES as M } from './messages';
import { NuevoArticulo } from './nuevo-articulo';

const OPCIONES = { unidadMedida: OPCIONES_UNIDAD, codigoTarifaIVA: OPCIONES_TARIFA };

function Fec({ parametros, scope }: { parametros: Parametros; scope: string }) {
  const h = useAtomValue(encabezadoAtom) as EncabezadoBorrador;
  const qc = useQueryClient();
  const grid = useRef<EntryGridHandle>(null);
  const proveedorInput = useRef<HTMLInputElement>(null);
  const proveedores = useQuery({ queryKey: ['compras', 'proveedores', 'todos'], queryFn: async ({ signal }) => (await api.request(TodosProveedoresDocument, {}, { signal })).Proveedor.readAll });
  const elegido = proveedores.data?.find((p) => p.identificacion.numero === h.receptor?.identificacion?.numero);
  const [errorProveedor, setErrorProveedor] = useState<string | null>(null);
  const { emitir, sending, problemas, emitida, cerrarEmitida, getRecientes } = useEmitir({ scope, bloqueado: !parametros.puedeEmitir, grid, receptorInput: proveedorInput });
  const errores: Errores = useMemo(() => Object.fromEntries(problemas.filter((p) => !p.lineaId).map((p) => [p.campo, p.mensaje])), [problemas]);

  // The supplier first (the FEC's Emisor, v4.4), then the draft's own checks and the send.
  const enviar = () => {
    const p = problemaProveedor(elegido, M.sinProveedor);
    setErrorProveedor(p);
    if (p) return proveedorInput.current?.focus();
    void emitir();
  };

  const { opciones, porValor } = useDestinos();
  const buscarItems = useCallback((text: string) => sugerenciasDestino(opciones, porValor, text), [opciones, porValor]);
  const searchCabys = useCallback((text: string, signal: AbortSignal) => buscarCabys(qc, text, signal), [qc]);
  useEffect(() => void cargarCatalogoCabys(qc), [qc]);

  // «Nuevo artículo» acts on the line the cursor was last in (its row id, as the grid marks it).
  const lineaEnFoco = useRef<string | null>(null);
  const [nuevoPara, setNuevoPara] = useState<{ id: string; nombre: string; codigo: string } | null>(null);
  const abrirNuevo = () => {
    const id = lineaEnFoco.current ?? borrador.leidas()[0]?.id;
    const fila = borrador.leidas().find((l) => l.id === id);
    if (!id || !fila) return;
    const l = fila.leida.kind === 'ok' ? fila.leida.input : undefined;
    setNuevoPara({ id, nombre: l?.detalle ?? '', codigo: l?.codigoCABYS ?? '' });
  };

  useShortcutActions({ add: () => grid.current?.addLine(), delete: () => grid.current?.deleteFocused() });
  useHotkeys(
    [
      ['mod+Enter', enviar],
      ['alt+L', () => grid.current?.focusFirst()],
      ['alt+P', () => proveedorInput.current?.focus()],
    ],
    [],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <EncabezadoPagina titulo={M.titulo} ayuda={M.ayuda} />
        <Button variant="subtle" onClick={() => (borrador.limpiar(), grid.current?.reload(), setErrorProveedor(null))}>
          {M.limpiar}
        </Button>
      </Group>
      {!parametros.puedeEmitir ? <NoPuedeFacturar certificadoVencido={false} pendientes={parametros.modoPrueba ? parametros.bloqueos : parametros.pendientes} /> : parametros.modoPrueba ? <ModoPrueba pendientes={parametros.pendientes} /> : null}
      <FecEncabezado h={h} proveedores={proveedores.data ?? []} elegido={elegido} errorProveedor={errorProveedor} errores={errores} emisor={parametros.nombreComercial ?? parametros.nombre} proveedorInput={proveedorInput} />
      <div
        data-testid="lineas"
        onFocusCapture={(e) => {
          const row = (e.target as HTMLElement).closest('[row-id]');
          if (row) lineaEnFoco.current = row.getAttribute('row-id');
        }}
      >
        <Group justify="space-between" mb={4}>
          <Group gap="xs">
            <Text fw={600}>{M.lineas}</Text>
            <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} />} title={M.nuevoArticuloAyuda} onMouseDown={(e) => e.preventDefault()} onClick={abrirNuevo} data-testid="fec-nuevo-articulo">
              {M.nuevoArticulo}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {M.atajos}
          </Text>
        </Group>
        <EntryGrid ref={grid} options={OPCIONES} mostrarExoneracion={false} ivaIncluido={false} moneda="CRC" searchCabys={searchCabys} buscarLocal={buscarCabysLocal} recientes={getRecientes} buscarItems={buscarItems} height={400} />
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }} />
        <Grid.Col span={{ base: 12, md: 5 }}>
          <EmisionCard problemas={problemas} onProblema={(lineaId, campo) => grid.current?.focusCell(lineaId, campo)} sending={sending} bloqueado={!parametros.puedeEmitir} onEmitir={enviar} />
        </Grid.Col>
      </Grid>
      {nuevoPara ? (
        <NuevoArticulo
          abierto
          inicial={{ nombre: nuevoPara.nombre, codigo: nuevoPara.codigo }}
          onClose={() => setNuevoPara(null)}
          onCreado={(item) => {
            // The new item is the line's: its goods enter stock; what the line had typed stays.
            borrador.actualizar(nuevoPara.id, { itemId: item._id, clasificacion: 'producto', ...(item.codigo ? { codigoCABYS: item.codigo } : {}), detalle: item.nombre.slice(0, 200) });
            grid.current?.reload();
            setNuevoPara(null);
          }}
        />
      ) : null}
      <ResultadoModal
        emitida={emitida}
        emisor={parametros.nombreComercial ?? parametros.nombre}
        prueba={parametros.modoPrueba}
        onClose={() => {
          cerrarEmitida();
          setTimeout(() => grid.current?.focusFirst(), 0);
        }}
        onCorregir={() => {
          cerrarEmitida();
          grid.current?.reload();
        }}
      />
    </Stack>
  );
}

/** The screen: the issuer's parameters and the clerk's FEC draft (its own, beside the sale's), then the entry. */
export function FecPage() {
  const session = useAtomValue(sessionAtom);
  const parametros = useParametros();
  const scope = session ? scopeFec(session.user.id) : null;
  const ready = useMemo(() => {
    if (!parametros.data || !scope) return false;
    borrador.cargar(scope, defaultsFec(defaultsDe(parametros.data, '08')));
    return true;
  }, [parametros.data, scope]);
  if (parametros.isError) return <Alert color="red">{M.sinParametros}</Alert>;
  if (!parametros.data || !scope || !ready) return <PageLoader />;
  return <Fec parametros={parametros.data} scope={scope} />;
}
