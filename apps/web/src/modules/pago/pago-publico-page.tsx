// /pago/:link/:consecutivo (ruling F1-7): the page a customer opens from a payment link, outside
// the login: the document with its lines and saldo (public-safe fields only), paid by card through
// the card provider or by SINPE Móvil with its reference. While a card payment is being confirmed
// by the provider's webhook, the page asks again until the link shows PAGADO.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Center, Container, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { LinkPublicoDocument, PagarLinkTarjetaDocument, ReportarSinpeLinkDocument } from '@jit/api';
import { api } from '../../app/api';
import { formatCantidad, formatCurrency, formatDate } from '../../app/format';
import { ESTADO_LINK_COLOR, PAGO_MESSAGES as M } from './messages';

export function PagoPublicoPage() {
  const { link = '', consecutivo = '' } = useParams();
  const [esperando, setEsperando] = useState(false);
  const q = useQuery({
    queryKey: ['pago-publico', link, consecutivo],
    queryFn: async ({ signal }) => (await api.request(LinkPublicoDocument, { link, consecutivo }, { signal })).Link.readLink,
    refetchInterval: (query) => (esperando && query.state.data?.state !== 'PAGADO' ? 1000 : false),
  });
  const d = q.data;
  return (
    <Container size="sm" py="xl">
      {q.isLoading ? (
        <Center>
          <Loader />
        </Center>
      ) : !d ? (
        <Alert color="red">{M.publicoNoExiste}</Alert>
      ) : (
        <Stack>
          <Group justify="space-between">
            <Title order={2}>{M.publicoTitulo}</Title>
            <Badge size="lg" color={ESTADO_LINK_COLOR[d.state] ?? 'gray'} data-testid="estado-publico">
              {d.state}
            </Badge>
          </Group>
          <Card withBorder>
            <Stack gap={4}>
              <Text>
                {M.publicoEmisor}: <b>{d.emisor}</b>
              </Text>
              {d.receptor ? (
                <Text>
                  {M.publicoReceptor}: {d.receptor}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                {d.consecutivo} · {formatDate(d.fechaEmision)}
              </Text>
            </Stack>
          </Card>
          <Table>
            <Table.Tbody>
              {d.lineas.map((l) => (
                <Table.Tr key={l.numeroLinea}>
                  <Table.Td>{formatCantidad(l.cantidad)}</Table.Td>
                  <Table.Td>{l.detalle}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(l.montoTotalLinea, d.codigoMoneda)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td />
                <Table.Td fw={700}>{M.total}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatCurrency(d.totalComprobante, d.codigoMoneda)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xl" fw={700} data-testid="saldo-publico">
            {M.publicoSaldo}: {formatCurrency(d.saldo, d.codigoMoneda)}
          </Text>
          {d.state === 'PAGADO' ? (
            <Alert color="green">{M.publicoPagado}</Alert>
          ) : d.state === 'ANULADO' ? (
            <Alert color="gray">{M.publicoAnulado}</Alert>
          ) : esperando ? (
            <Alert color="blue" icon={<Loader size="xs" />}>
              {M.procesando}
            </Alert>
          ) : (
            <>
              <PagoTarjeta link={link} consecutivo={consecutivo} monto={formatCurrency(d.saldo, d.codigoMoneda)} onAprobado={() => setEsperando(true)} />
              <PagoSinpe link={link} consecutivo={consecutivo} numero={d.sinpeMovil ?? null} />
            </>
          )}
        </Stack>
      )}
    </Container>
  );
}

function PagoTarjeta({ link, consecutivo, monto, onAprobado }: { link: string; consecutivo: string; monto: string; onAprobado: () => void }) {
  const [t, setT] = useState({ number: '', holderName: '', expMonth: '', expYear: '', cvv: '' });
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const campo = (k: keyof typeof t) => ({ value: t[k], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setT({ ...t, [k]: e.currentTarget.value }) });
  const pagar = async () => {
    const mes = Number(t.expMonth);
    const anio = Number(t.expYear.length === 2 ? `20${t.expYear}` : t.expYear);
    if (!/^[\d ]{13,23}$/.test(t.number) || !(mes >= 1 && mes <= 12) || !(anio >= 2000) || !/^\d{3,4}$/.test(t.cvv) || !t.holderName.trim()) return setError(M.tarjetaInvalida);
    setEnviando(true);
    setError(null);
    try {
      const r = (await api.request(PagarLinkTarjetaDocument, { link, consecutivo, tarjeta: { number: t.number.replace(/\s+/g, ''), holderName: t.holderName.trim(), expMonth: mes, expYear: anio, cvv: t.cvv } })).Link.pagarConTarjeta;
      if (r.ok) onAprobado();
      else setError(r.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>{M.publicoTarjeta}</Title>
        <TextInput label={M.numeroTarjeta} inputMode="numeric" autoComplete="cc-number" {...campo('number')} />
        <TextInput label={M.titular} autoComplete="cc-name" {...campo('holderName')} />
        <Group grow>
          <TextInput label={M.mes} inputMode="numeric" placeholder="MM" {...campo('expMonth')} />
          <TextInput label={M.anio} inputMode="numeric" placeholder="AAAA" {...campo('expYear')} />
          <TextInput label={M.cvv} inputMode="numeric" {...campo('cvv')} />
        </Group>
        {error ? (
          <Alert color="red" data-testid="error-tarjeta">
            {error}
          </Alert>
        ) : null}
        <Button onClick={() => void pagar()} loading={enviando}>
          {M.pagar(monto)}
        </Button>
      </Stack>
    </Card>
  );
}

function PagoSinpe({ link, consecutivo, numero }: { link: string; consecutivo: string; numero: string | null }) {
  const [ref, setRef] = useState('');
  const [aviso, setAviso] = useState<{ ok: boolean; message: string } | null>(null);
  const enviar = async () => {
    try {
      setAviso((await api.request(ReportarSinpeLinkDocument, { link, consecutivo, referencia: ref.trim() })).Link.reportarSinpe);
    } catch (e) {
      setAviso({ ok: false, message: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>{M.publicoSinpe}</Title>
        <Text size="sm">{numero ? M.publicoSinpeA(numero) : M.publicoSinpeSinNumero}</Text>
        <Group align="flex-end">
          <TextInput label={M.referencia} value={ref} onChange={(e) => setRef(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button variant="light" onClick={() => void enviar()}>
            {M.enviarReferencia}
          </Button>
        </Group>
        {aviso ? <Alert color={aviso.ok ? 'green' : 'red'}>{aviso.message}</Alert> : null}
      </Stack>
    </Card>
  );
}
