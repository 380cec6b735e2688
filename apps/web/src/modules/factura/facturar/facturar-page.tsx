// /facturacion/facturar: invoice a sale from the keyboard (spec 1 §3–§5). The draft survives a
// reload and a trip to another page; issuing shows the consecutivo and the clave.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useHotkeys } from '@mantine/hooks';
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Kbd, List, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { FacturaCrearDocument, GraphQLRequestError } from '@jit/api';
import {
  CODIGOS_TARIFA_IVA,
  UNIDADES_MEDIDA,
  certificateState,
  convertPrecioUnitario,
  limpiaBorradorTrasCrear,
  parseNonNegative,
  warnOnLeave,
  formatNumber,
} from '@jit/domain';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { sessionAtom } from '../../../app/session/atoms';
import { PageLoader } from '../../../app/layouts/page-loader';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { appStore } from '../../../app/store';
import { encabezadoAtom, intentoEnvioAtom, lineIdsAtom, lineaAtom, resumenAtom, savedAtom } from '../borrador/atoms';
import { borrador } from '../borrador/borrador';
import { defaultsDe } from '../borrador/defaults';
import { facturaInput, problemasDeEnvio, type Problema } from '../borrador/factura-input';
import { loadRecientes, rememberRecientes } from '../borrador/persist';
import type { EncabezadoBorrador } from '../borrador/types';
import { CondicionFields, MediosPagoFields, OtrosCargosFields, ReferenciasFields, type Errores } from './encabezado';
import { EntryGrid, type EntryGridHandle } from './grid/entry-grid';
import type { Opcion } from './grid/grid-context';
import { DOCUMENTOS_FACTURAR, FACTURAR_MESSAGES as M } from './messages';
import { buscarCabys, useMonedas } from '../../catalogos/queries';
import { useParametros, type Parametros } from '../../emisor/queries';
import { TABLERO_KEY } from '../reportes/queries';
import { tipoCambioVigente } from './queries';
import { ReceptorPicker } from './receptor-picker';
import { ResultadoModal, type Emitida } from './resultado-modal';
import { Totales } from './totales';
import { STARTUP_KEY } from '../../../app/session/startup';

const UNIDADES_FRECUENTES = ['Unid', 'Sp', 'kg', 'g', 'L', 'mL', 'm', 'h', 'd', 'Al', 'Os', 'Spe', 'St', 'Cm', 'I'];

const OPCIONES_UNIDAD: Opcion[] = [
  ...UNIDADES_FRECUENTES.flatMap((c) => UNIDADES_MEDIDA.filter((u) => u.codigo === c)),
  ...UNIDADES_MEDIDA.filter((u) => !UNIDADES_FRECUENTES.includes(u.codigo)),
].map((u) => ({ value: u.codigo, label: u.codigo, hint: u.descripcion }));

const OPCIONES_TARIFA: Opcion[] = CODIGOS_TARIFA_IVA.map((t) => ({
  value: t.codigo,
  label: t.codigo === '10' ? 'Exenta' : `${t.tarifa.replace('.', ',')} %`,
  hint: `${t.codigo} · ${t.descripcion}`,
}));

/** The documents this issuer may issue here: the usual ones plus those it configured. */
function documentosDe(p: Parametros) {
  return DOCUMENTOS_FACTURAR.filter((d) => ['01', '04'].includes(d.value) || p.codigoActividad.some((a) => a.documento === d.value) || d.value === 'proforma');
}

/** Where a server refusal goes: "detalleServicio.lineaDetalle.3.cantidad" → line and cell. */
function problemaDelServidor(error: unknown, okIds: readonly string[]): Problema | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const field = error.field ?? '';
  const m = /lineaDetalle\.(\d+)\.?(\w+)?/.exec(field);
  if (m) {
    const campo = { precioUnitario: 'precio', codigoCABYS: 'codigoCABYS', cantidad: 'cantidad', detalle: 'detalle', unidadMedida: 'unidadMedida' }[m[2] ?? ''] ?? 'detalle';
    const id = okIds[Number(m[1])];
    return { ...(id ? { lineaId: id } : {}), campo, mensaje: error.userMessage };
  }
  return { campo: field.split('.')[0] || 'lineas', mensaje: error.userMessage };
}

function Facturar({ parametros, scope }: { parametros: Parametros; scope: string }) {
  const h = useAtomValue(encabezadoAtom) as EncabezadoBorrador;
  const saved = useAtomValue(savedAtom);
  const intento = useAtomValue(intentoEnvioAtom);
  const monedas = useMonedas();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const grid = useRef<EntryGridHandle>(null);
  const receptorInput = useRef<HTMLInputElement>(null);
  const [problemas, setProblemas] = useState<Problema[]>([]);
  const [sending, setSending] = useState(false);
  const [emitida, setEmitida] = useState<Emitida | null>(null);
  const [recientes, setRecientes] = useState(() => loadRecientes(scope));
  const recientesRef = useRef(recientes);
  useEffect(() => {
    recientesRef.current = recientes;
  }, [recientes]);

  const [now] = useState(() => Date.now());
  const cert = certificateState(parametros.certificadoExpiracion ?? null, now);
  const bloqueado = !parametros.puedeFacturar || cert.bloqueaFacturacion;

  // After a send attempt the header problems follow the edits of the header and of the lines
  // (the totals change with every line read): they disappear once fixed, as emitir checks them.
  const resumenVivo = useAtomValue(resumenAtom);
  const erroresVivos = useMemo(() => (intento ? problemasDeEnvio(h, borrador.leidas(), resumenVivo) : []), [intento, h, resumenVivo]);
  const errores: Errores = useMemo(() => {
    const out: Errores = {};
    for (const p of erroresVivos) if (!p.lineaId && !out[p.campo]) out[p.campo] = p.mensaje;
    return out;
  }, [erroresVivos]);

  // a stable list when the receptor has none, so the grid's options do not change on every render
  const exoneraciones = useMemo(() => h.receptor?.exoneracion ?? [], [h.receptor?.exoneracion]);
  const options = useMemo(
    () => ({
      unidadMedida: OPCIONES_UNIDAD,
      codigoTarifaIVA: OPCIONES_TARIFA,
      exoneracion: [
        { value: '', label: M.sinExoneracion },
        ...exoneraciones.map((e) => ({ value: e.id, label: e.numeroDocumento, hint: `${formatNumber(e.porcentajeExoneracion, 0)} %` })),
      ],
    }),
    [exoneraciones],
  );
  const searchCabys = useCallback((text: string, signal: AbortSignal) => buscarCabys(qc, text, signal), [qc]);
  const getRecientes = useCallback(() => recientesRef.current, []);

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

  const cambiarMoneda = async (codigo: string) => {
    const antes = h.codigoMoneda;
    if (codigo === antes) return;
    const tcAntes = parseNonNegative(h.tipoCambio);
    const vigente = codigo === 'CRC' ? null : await tipoCambioVigente(qc, codigo).catch(() => null);
    const tc = codigo === 'CRC' ? '1' : (vigente?.compra ?? '');
    borrador.encabezado({ codigoMoneda: codigo, tipoCambio: tc });
    if (!tc || (antes !== 'CRC' && !tcAntes.ok)) return;
    // Spec 1 §5: switching currency converts the unit prices through the rate (via colones).
    borrador.actualizarTodas((l) => {
      const p = parseNonNegative(l.precio);
      if (!p.ok || l.precio.trim() === '') return l;
      const crc = antes === 'CRC' ? { ok: true as const, value: p.value } : convertPrecioUnitario(p.value, antes, 'CRC', tcAntes.ok ? tcAntes.value : 1);
      if (!crc.ok) return l;
      const r = codigo === 'CRC' ? crc : convertPrecioUnitario(crc.value, 'CRC', codigo, tc);
      return r.ok ? { ...l, precio: r.value.toFixed() } : l;
    });
    grid.current?.reload();
  };

  const emitir = async () => {
    if (sending) return;
    grid.current?.commitActive();
    appStore.set(intentoEnvioAtom, true);
    const head = appStore.get(encabezadoAtom)!;
    const leidas = borrador.leidas();
    const found = problemasDeEnvio(head, leidas, appStore.get(resumenAtom));
    setProblemas(found);
    grid.current?.refreshErrors();
    if (found.length > 0) {
      const first = found[0]!;
      if (first.lineaId) grid.current?.focusCell(first.lineaId, first.campo);
      else if (first.campo === 'receptor') receptorInput.current?.focus();
      return;
    }
    if (bloqueado) return;
    const okIds = leidas.filter((l) => l.leida.kind === 'ok').map((l) => l.id);
    setSending(true);
    try {
      const input = facturaInput(head, leidas);
      const key = borrador.llaveEnvio();
      const data = await api.request(FacturaCrearDocument, { input, idempotencyKey: key });
      const r = data.Factura.create;
      rememberRecientes(
        scope,
        leidas.flatMap(({ id, leida }) => {
          if (leida.kind !== 'ok') return [];
          const l = appStore.get(lineaAtom(id));
          return [
            {
              codigo: l.codigo,
              codigoCABYS: leida.input.codigoCABYS ?? '',
              detalle: leida.input.detalle ?? '',
              unidadMedida: leida.input.unidadMedida ?? 'Unid',
              precio: l.precio,
              codigoTarifaIVA: l.codigoTarifaIVA,
            },
          ];
        }),
      );
      setRecientes(loadRecientes(scope));
      setEmitida(r);
      if (limpiaBorradorTrasCrear(false)) {
        borrador.limpiar();
        grid.current?.reload();
        setProblemas([]);
      }
      void qc.invalidateQueries({ queryKey: STARTUP_KEY });
      void qc.invalidateQueries({ queryKey: TABLERO_KEY });
    } catch (error) {
      const p = problemaDelServidor(error, okIds);
      if (p) {
        setProblemas([p]);
        if (p.lineaId) grid.current?.focusCell(p.lineaId, p.campo);
      }
    } finally {
      setSending(false);
    }
  };

  useHotkeys(
    [
      ['mod+Enter', () => void emitir()],
      ['alt+L', () => grid.current?.focusFirst()],
      ['alt+C', () => receptorInput.current?.focus()],
    ],
    [],
  );

  const docs = documentosDe(parametros);
  const sucursal = parametros.local.find((l) => l.numero === h.local) ?? parametros.local[0];
  const monedaOpts = (monedas.data ?? [{ id: 'CRC', value: 'Colón costarricense', simbolo: '₡' }, { id: 'USD', value: 'Dólar estadounidense', simbolo: '$' }]).map(
    (m) => ({ value: m.id, label: `${m.id} · ${m.value}` }),
  );
  const lineProblems = problemas.filter((p) => p.lineaId);
  const idsNow = appStore.get(lineIdsAtom);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{M.title}</Title>
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
                setProblemas([]);
              }
            }}
          >
            {M.limpiar}
          </Button>
        </Group>
      </Group>
      {bloqueado ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={M.noPuedeFacturar} data-testid="no-puede-facturar">
          <List size="sm">
            {cert.estado === 'VENCIDO' ? <List.Item>{M.certificadoVencido}</List.Item> : null}
            {parametros.pendientes.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
          <Anchor component="button" onClick={() => void navigate('/admin/datosatv')} mt="xs">
            {M.irConfiguracion}
          </Anchor>
        </Alert>
      ) : null}
      <Card withBorder>
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ReceptorPicker
              value={h.receptor}
              error={errores.receptor}
              inputRef={receptorInput}
              onChange={(receptor) => borrador.encabezado({ receptor })}
            />
            {exoneraciones.length > 0 ? (
              <Select
                mt="xs"
                label={M.exoneracionAplicar}
                data={options.exoneracion}
                value={null}
                placeholder={exoneraciones[0]!.numeroDocumento}
                onChange={(v) => {
                  borrador.actualizarTodas((l) => ({ ...l, exoneracion: v ?? '' }));
                  grid.current?.reload();
                }}
              />
            ) : null}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Select
                label={M.documento}
                data={docs.map((d) => ({ value: d.value, label: d.label }))}
                value={h.documento}
                allowDeselect={false}
                data-testid="documento"
                onChange={(v) => v && borrador.encabezado({ documento: v })}
              />
              <Select
                label={M.sucursal}
                data={parametros.local.map((l) => ({ value: String(l.numero), label: `${l.codigo}${l.nombre ? ` · ${l.nombre}` : ''}` }))}
                value={String(h.local)}
                allowDeselect={false}
                onChange={(v) => {
                  const s = parametros.local.find((l) => String(l.numero) === v);
                  if (s) borrador.encabezado({ local: s.numero, terminal: s.terminal[0]?.numero ?? 1 });
                }}
              />
              <Select
                label={M.terminal}
                data={(sucursal?.terminal ?? []).map((t) => ({ value: String(t.numero), label: `${t.codigo}${t.nombre ? ` · ${t.nombre}` : ''}` }))}
                value={String(h.terminal)}
                allowDeselect={false}
                onChange={(v) => v && borrador.encabezado({ terminal: Number(v) })}
              />
              <Select
                label={M.moneda}
                data={monedaOpts}
                value={h.codigoMoneda}
                searchable
                allowDeselect={false}
                onChange={(v) => v && void cambiarMoneda(v)}
              />
            </SimpleGrid>
            {h.codigoMoneda !== 'CRC' ? (
              <TextInput
                mt="xs"
                label={M.tipoCambio}
                value={h.tipoCambio}
                inputMode="decimal"
                error={errores.tipoCambio}
                w={200}
                onChange={(e) => borrador.encabezado({ tipoCambio: e.currentTarget.value })}
              />
            ) : null}
            <div style={{ marginTop: 8 }}>
              <CondicionFields h={h} errores={errores} />
            </div>
          </Grid.Col>
        </Grid>
      </Card>
      <div>
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
          searchCabys={searchCabys}
          recientes={getRecientes}
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
          <Card withBorder>
            <Totales />
            {problemas.length > 0 ? (
              <Alert color="red" mt="sm" title={M.problemas(problemas.length)} data-testid="problemas">
                <List size="sm">
                  {problemas.slice(0, 8).map((p, i) => (
                    <List.Item key={i}>
                      {p.lineaId ? (
                        <Anchor component="button" size="sm" onClick={() => grid.current?.focusCell(p.lineaId!, p.campo)}>
                          {M.linea(idsNow.indexOf(p.lineaId) + 1)}: {p.mensaje}
                        </Anchor>
                      ) : (
                        p.mensaje
                      )}
                    </List.Item>
                  ))}
                </List>
                {lineProblems.length > 8 ? <Text size="xs">…</Text> : null}
              </Alert>
            ) : null}
            <Button
              mt="md"
              fullWidth
              size="lg"
              leftSection={<IconFileInvoice size={20} />}
              loading={sending}
              disabled={bloqueado}
              onClick={() => void emitir()}
              data-testid="emitir"
            >
              {M.emitir} <Kbd ml="xs" size="xs">{M.emitirAtajo}</Kbd>
            </Button>
          </Card>
        </Grid.Col>
      </Grid>
      <ResultadoModal emitida={emitida} emisor={parametros.nombreComercial ?? parametros.nombre} onClose={() => {
        setEmitida(null);
        setTimeout(() => grid.current?.focusFirst(), 0);
      }} />
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
