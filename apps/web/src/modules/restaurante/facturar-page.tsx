// /restaurante/facturar: the point of sale. Choose an open order, move units one at a time to the
// split (or all of them), and bill the split as a tiquete or a factura with its receptor and tenders
// into the user's open cash session. The server adds the split's share of the 10 % service
// (OtrosCargos 06) and closes the order when every unit is billed (D-1, D-2).
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconReceipt } from '@tabler/icons-react';
import { FacturarPedidoDocument, GraphQLRequestError, ItemsTodosDocument, PedidosRestauranteDocument } from '@jit/api';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { useOpenCashSession } from '../../app/session/startup';
import { EstadoBadge, PEDIDOS_KEY, RESTAURANTE_KEY, colones } from './comun';
import { divisionInicial, lineasFactura, mover, resumenCuenta, todoALaCuenta } from './cuenta';
import { MEDIOS_PAGO, RESTAURANTE_MESSAGES as M } from './messages';
import { usePedidosVivos, type Pedido } from './vivo';

const ABIERTOS = ['ABIERTA', 'EN_PROCESO', 'ENTREGADA'];

function Cuenta({ pedido, sesion, cabys, onFacturada }: { pedido: Pedido; sesion: string; cabys: ReadonlyMap<string, string>; onFacturada: () => void }) {
  const [d, setD] = useState(() => divisionInicial(pedido));
  const [documento, setDocumento] = useState<'04' | '01'>('04');
  const [nombre, setNombre] = useState('');
  const [cedula, setCedula] = useState('');
  const [medio, setMedio] = useState('01');
  const [pagaCon, setPagaCon] = useState('');
  const [error, setError] = useState<{ campo: string; mensaje: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const r = useMemo(() => resumenCuenta(pedido, d.separado), [pedido, d.separado]);
  const facturar = async () => {
    if (d.separado.length === 0) return setError({ campo: 'cuenta', mensaje: M.cuentaVacia });
    if (documento === '01' && (!nombre.trim() || !cedula.trim())) return setError({ campo: 'receptor', mensaje: 'La factura electrónica necesita el nombre y la cédula del cliente.' });
    setEnviando(true);
    try {
      const f = await api.request(FacturarPedidoDocument, {
        input: {
          documento,
          cajaSesion: sesion,
          medioPago: [{ tipoMedioPago: medio }],
          ...(pagaCon.trim() ? { pagaCon: pagaCon.trim() } : {}),
          ...(documento === '01' || nombre.trim() ? { receptor: { nombre: nombre.trim() || 'Cliente', ...(cedula.trim() ? { identificacion: { tipo: cedula.trim().length === 9 ? '01' : '02', numero: cedula.trim() } } : {}) } } : {}),
          detalleServicio: { lineaDetalle: lineasFactura(r.lineas, pedido.items, cabys) },
          pedido: { _id: pedido._id, items: d.separado.map((s) => ({ _id: s._id, cantidad: s.cantidad })) },
        },
      });
      notify({ type: 'success', message: M.facturada(f.Factura.create.consecutivo) });
      setError(null);
      // What was billed leaves the screen at once; the order read again confirms it.
      setD((x) => ({ pedido: x.pedido, separado: [] }));
      onFacturada();
    } catch (e) {
      setError({ campo: e instanceof GraphQLRequestError && e.field?.includes('receptor') ? 'receptor' : 'cuenta', mensaje: e instanceof GraphQLRequestError ? e.userMessage : String(e) });
    } finally {
      setEnviando(false);
    }
  };
  const lado = (lista: typeof d.pedido, aCuenta: boolean, testid: string) => (
    <Table withTableBorder data-testid={testid}>
      <Table.Tbody>
        {lista.map((i) => (
          <Table.Tr key={i._id}>
            <Table.Td>
              <UnstyledButton onClick={() => setD((x) => mover(x, i._id, aCuenta))} data-testid={`${testid}-item`} w="100%">
                <Group justify="space-between" wrap="nowrap">
                  {!aCuenta ? <IconArrowLeft size={14} /> : null}
                  <Text size="sm">
                    {i.cantidad} × {i.nombre}
                  </Text>
                  <Text size="sm">{colones(Number(i.precioUnitario) * i.cantidad)}</Text>
                  {aCuenta ? <IconArrowRight size={14} /> : null}
                </Group>
              </UnstyledButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Group align="flex-start" grow>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Title order={4}>{M.porFacturar}</Title>
          <Button size="xs" variant="light" onClick={() => setD(todoALaCuenta)} data-testid="todo-a-cuenta">
            {M.moverTodo}
          </Button>
        </Group>
        {lado(d.pedido, true, 'por-facturar')}
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={4}>{M.cuenta}</Title>
          {lado(d.separado, false, 'cuenta')}
          <Group justify="space-between">
            <Text>{M.total}</Text>
            <Text fw={600}>{colones(r.neta.toFixed())}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{M.servicio}</Text>
            <Text size="sm" data-testid="servicio-cuenta">
              {colones(r.servicio.toFixed())}
            </Text>
          </Group>
          <SegmentedControl value={documento} onChange={(v) => setDocumento(v)} data={[{ value: '04', label: M.tiquete }, { value: '01', label: M.factura }]} data-testid="documento" />
          <Group grow>
            <TextInput label={M.receptorNombre} value={nombre} onChange={(e) => setNombre(e.currentTarget.value)} error={error?.campo === 'receptor' ? error.mensaje : undefined} />
            <TextInput label={M.receptorId} value={cedula} onChange={(e) => setCedula(e.currentTarget.value)} />
          </Group>
          <Group grow>
            <Select label={M.medioPago} data={MEDIOS_PAGO} value={medio} onChange={(v) => setMedio(v ?? '01')} allowDeselect={false} />
            <TextInput label={M.pagaCon} leftSection="₡" value={pagaCon} onChange={(e) => setPagaCon(e.currentTarget.value)} />
          </Group>
          {error?.campo === 'cuenta' ? <Text c="red" size="sm" data-testid="error-cuenta">{error.mensaje}</Text> : null}
          <Button leftSection={<IconReceipt size={16} />} onClick={() => void facturar()} loading={enviando} data-testid="facturar-cuenta">
            {M.facturarCuenta}
          </Button>
        </Stack>
      </Card>
    </Group>
  );
}

export function FacturarPage() {
  const qc = useQueryClient();
  const sesion = useOpenCashSession(true);
  const key = [...PEDIDOS_KEY, 'abiertos'];
  const q = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await api.request(PedidosRestauranteDocument, { limit: 200, filter: { status: ABIERTOS } }, { signal })).RestaurantOrder.readAllByEmisor.feed });
  const [id, setId] = useState<string | null>(null);
  usePedidosVivos(() => void qc.invalidateQueries({ queryKey: key }));
  const pedido = (q.data ?? []).find((p) => p._id === id) ?? null;
  const items = useQuery({ queryKey: [...RESTAURANTE_KEY, 'items'], queryFn: async ({ signal }) => (await api.request(ItemsTodosDocument, {}, { signal })).Item.readAllItemByEmisor });
  const cabys = useMemo(() => new Map((items.data ?? []).filter((i) => i.codigo).map((i) => [i._id, i.codigo!])), [items.data]);
  return (
    <Stack>
      <Title order={2}>{M.puntoDeVenta}</Title>
      {sesion.data === null ? <Alert color="orange">{M.sinSesion}</Alert> : null}
      <Group align="flex-end">
        <Select
          label={M.elegirPedido}
          w={360}
          data={(q.data ?? []).map((p) => ({ value: p._id, label: `${p.consecutive} · ${p.zoneName ?? ''} ${p.tableName ?? ''} · ${colones(p.neta)}` }))}
          value={id}
          onChange={setId}
          nothingFoundMessage={M.sinPedidos}
          searchable
          data-testid="elegir-pedido"
        />
        {pedido ? <EstadoBadge status={pedido.status} /> : null}
      </Group>
      {pedido && sesion.data ? (
        <Cuenta
          key={`${pedido._id}:${pedido.facturacion.length}`}
          pedido={pedido}
          sesion={sesion.data._id}
          cabys={cabys}
          onFacturada={() => {
            void qc.invalidateQueries({ queryKey: key });
            void qc.invalidateQueries({ queryKey: [...RESTAURANTE_KEY, 'zonas'] });
          }}
        />
      ) : null}
    </Stack>
  );
}
