// /facturacion/facturar: invoice a sale from the keyboard (spec 1 §3–§5). The draft survives a
// reload and a trip to another page; issuing shows the consecutivo and the clave.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { atom, useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useHotkeys } from '@mantine/hooks';
import { Alert, Badge, Button, Grid, Group, Kbd, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { certificateState, warnOnLeave, type ResumenFactura } from '@jit/domain';
import { notify } from '../../../app/notify';
import { sessionAtom } from '../../../app/session/atoms';
import { useIssuer, useOpenCashSession } from '../../../app/session/startup';
import { PageLoader } from '../../../app/layouts/page-loader';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { appStore } from '../../../app/store';
import { buscarCabys } from '../../catalogos/queries';
import { buscarCabysLocal, cargarCatalogoCabys, catalogoCabysListo } from '../../catalogos/cabys-local';
import { useParametros, type Parametros } from '../../emisor/queries';
import { encabezadoAtom, intentoEnvioAtom, resumenAtom, savedAtom } from '../borrador/atoms';
import { borrador } from '../borrador/borrador';
import { defaultsDe } from '../borrador/defaults';
import { problemasDeEnvio } from '../borrador/factura-input';
import type { EncabezadoBorrador } from '../borrador/types';
import { CobroModal } from './cobro-modal';
import { EmisionCard } from './emision-card';
import { MediosPagoFields, OtrosCargosFields, ReferenciasFields, type Errores } from './encabezado';
import { EncabezadoCard } from './encabezado-card';
import { EntryGrid, type EntryGridHandle } from './grid/entry-grid';
import { FACTURAR_MESSAGES as M } from './messages';
import { ModoPrueba, NoPuedeFacturar } from './no-puede-facturar';
import { OPCIONES_TARIFA, OPCIONES_UNIDAD, opcionesExoneracion } from './opciones';
import { ResultadoModal } from './resultado-modal';
import { useEmitir } from './use-emitir';
import { useBuscarItems } from './use-items';

/** What the page reads for the totals before any send attempt (nothing: see Facturar). */
const sinResumenAtom: typeof resumenAtom = atom<ResumenFactura | null>(null);

function Facturar({ parametros, scope }: { parametros: Parametros; scope: string }) {
  const h = useAtomValue(encabezadoAtom) as EncabezadoBorrador;
  const saved = useAtomValue(savedAtom);
  const intento = useAtomValue(intentoEnvioAtom);
  const qc = useQueryClient();
  const grid = useRef<EntryGridHandle>(null);
  const receptorInput = useRef<HTMLInputElement>(null);

  const [now] = useState(() => Date.now());
  const cert = certificateState(parametros.certificadoExpiracion ?? null, now);
  // In the sandbox a new account may try issuing (a trial); what is configured wrong still blocks.
  const bloqueado = !parametros.puedeEmitir || cert.bloqueaFacturacion;
  const { emitir, sending, problemas, limpiarProblemas, emitida, cerrarEmitida, getRecientes } = useEmitir({ scope, bloqueado, grid, receptorInput });
  // With an open cash session a cash sale goes through the payment dialog and into the session.
  const sesionCaja = useOpenCashSession(useIssuer().data?.modules.cashRegisterModule === true).data ?? null;
  const [cobro, setCobro] = useState<ResumenFactura['totalComprobante'] | null | false>(false);
  const enviar = () => {
    if (sesionCaja && h.condicionVenta === '01') {
      grid.current?.commitActive();
      setCobro(appStore.get(resumenAtom)?.totalComprobante ?? null);
      return;
    }
    void emitir(sesionCaja ? { cajaSesion: sesionCaja._id } : undefined);
  };

  // After a send attempt the header problems follow the edits of the header and of the lines
  // (the totals change with every line read): they disappear once fixed, as emitir checks them.
  // Before one, the page does not follow the totals: every line edit re-rendered the whole screen
  // (header fields, the autosizing notes) and, in a long draft, delayed the keys after it.
  const resumenVivo = useAtomValue(intento ? resumenAtom : sinResumenAtom);
  const erroresVivos = useMemo(() => (intento ? problemasDeEnvio(h, borrador.leidas(), resumenVivo) : []), [intento, h, resumenVivo]);
  const errores: Errores = useMemo(() => {
    const out: Errores = {};
    for (const p of erroresVivos) if (!p.lineaId && !out[p.campo]) out[p.campo] = p.mensaje;
    return out;
  }, [erroresVivos]);

  // a stable list when the receptor has none, so the grid's options do not change on every render
  const exoneraciones = useMemo(() => h.receptor?.exoneracion ?? [], [h.receptor?.exoneracion]);
  const options = useMemo(
    () => ({ unidadMedida: OPCIONES_UNIDAD, codigoTarifaIVA: OPCIONES_TARIFA, exoneracion: opcionesExoneracion(exoneraciones) }),
    [exoneraciones],
  );
  const searchCabys = useCallback((text: string, signal: AbortSignal) => buscarCabys(qc, text, signal), [qc]);
  const buscarItems = useBuscarItems(h.ivaIncluido);
  const recargarLineas = useCallback(() => grid.current?.reload(), []);
  // The CABYS catalogue comes into the browser once: codes then resolve without a request each.
  const [cabysLocal, setCabysLocal] = useState(catalogoCabysListo);
  useEffect(() => {
    let vivo = true;
    void cargarCatalogoCabys(qc).then(() => vivo && setCabysLocal(catalogoCabysListo()));
    return () => {
      vivo = false;
    };
  }, [qc]);

  useShortcutActions({
    add: () => grid.current?.addLine(),
    delete: () => grid.current?.deleteFocused(),
  });

  // Leaving with an unsaved draft only warns (spec 1 §2): the draft stays for later.
  useEffect(
    () => () => {
      if (warnOnLeave(appStore.get(savedAtom))) notify({ type: 'warning', message: M.salirConBorrador });
    },
    [],
  );

  useHotkeys(
    [
      ['mod+Enter', enviar],
      ['alt+L', () => grid.current?.focusFirst()],
      ['alt+C', () => receptorInput.current?.focus()],
    ],
    [],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs">
          <Title order={2}>{M.title}</Title>
          {parametros.modoPrueba ? (
            <Badge color="orange" variant="filled" data-testid="badge-prueba">
              {M.pruebaBadge}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={saved === false ? 'orange' : 'gray'} data-testid="estado-borrador">
            {saved === false ? M.borradorGuardado : M.borradorSinCambios}
          </Badge>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              if (window.confirm(M.limpiarConfirmar)) {
                borrador.limpiar();
                grid.current?.reload();
                limpiarProblemas();
              }
            }}
          >
            {M.limpiar}
          </Button>
        </Group>
      </Group>
      {bloqueado ? (
        <NoPuedeFacturar certificadoVencido={cert.estado === 'VENCIDO'} pendientes={parametros.modoPrueba ? parametros.bloqueos : parametros.pendientes} />
      ) : parametros.modoPrueba ? (
        <ModoPrueba pendientes={parametros.pendientes} />
      ) : null}
      <EncabezadoCard
        parametros={parametros}
        h={h}
        errores={errores}
        exoneraciones={exoneraciones}
        opcionesExoneracion={options.exoneracion}
        receptorInput={receptorInput}
        onLineasCambiadas={recargarLineas}
      />
      <div data-cabys={cabysLocal ? 'local' : 'servidor'} data-testid="lineas">
        <Group justify="space-between" mb={4}>
          <Text fw={600}>{M.lineas}</Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">L</Kbd> {M.lineas.toLowerCase()} · <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">C</Kbd>{' '}
            {M.receptor.toLowerCase()} · <Kbd size="xs">{M.emitirAtajo}</Kbd> {M.emitir.toLowerCase()}
          </Text>
        </Group>
        <EntryGrid
          ref={grid}
          options={options}
          mostrarExoneracion={exoneraciones.length > 0}
          ivaIncluido={h.ivaIncluido}
          moneda={h.codigoMoneda}
          searchCabys={searchCabys}
          buscarLocal={buscarCabysLocal}
          recientes={getRecientes}
          buscarItems={buscarItems}
          height={440}
        />
        {errores.lineas ? (
          <Text c="red" size="sm" data-testid="error-lineas">
            {errores.lineas}
          </Text>
        ) : null}
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <MediosPagoFields h={h} errores={errores} />
            <OtrosCargosFields h={h} errores={errores} />
            <ReferenciasFields h={h} errores={errores} />
            <Textarea
              label={M.observaciones}
              value={h.observaciones}
              autosize
              minRows={1}
              onChange={(e) => borrador.encabezado({ observaciones: e.currentTarget.value })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <EmisionCard
            problemas={problemas}
            onProblema={(lineaId, campo) => grid.current?.focusCell(lineaId, campo)}
            sending={sending}
            bloqueado={bloqueado}
            onEmitir={enviar}
          />
        </Grid.Col>
      </Grid>
      {sesionCaja ? (
        <CobroModal
          opened={cobro !== false}
          onClose={() => setCobro(false)}
          h={h}
          errores={errores}
          total={cobro || null}
          caja={sesionCaja.caja.name}
          sending={sending}
          onCobrar={(pagaCon) => {
            setCobro(false);
            void emitir({ cajaSesion: sesionCaja._id, pagaCon });
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

/** The screen: loads the issuer's parameters and the clerk's draft, then the entry. */
export function FacturarPage() {
  const session = useAtomValue(sessionAtom);
  const parametros = useParametros();
  const scope = session?.user.id ?? null;
  // The draft is loaded (from the browser) before the entry renders: it is external state the
  // grid reads once, not React state, so loading it here does not re-render anything.
  const ready = useMemo(() => {
    if (!parametros.data || !scope) return false;
    const doc = borrador.scope === scope ? (appStore.get(encabezadoAtom)?.documento ?? '01') : '01';
    borrador.cargar(scope, defaultsDe(parametros.data, doc));
    return true;
  }, [parametros.data, scope]);
  if (parametros.isError) return <Alert color="red">{M.noPuedeFacturar}</Alert>;
  if (!parametros.data || !scope || !ready) return <PageLoader />;
  return <Facturar parametros={parametros.data} scope={scope} />;
}
