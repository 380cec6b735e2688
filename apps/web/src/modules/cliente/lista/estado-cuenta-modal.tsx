// Estado de cuenta of one customer: a period (this month by default, Costa Rica days), then the
// PDF downloaded or e-mailed to the customer through the mail queue.
import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { EnviarEstadoCuentaDocument, EstadoCuentaPdfDocument, type ClienteFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { base64ABytes, descargarBlob } from '../../../app/descargas';
import { notify } from '../../../app/notify';
import { CLIENTE_MESSAGES as M } from '../messages';

/** aaaa-mm-dd of Costa Rica's calendar (UTC-6). */
const hoyCR = () => new Date(Date.now() - 6 * 3600_000).toISOString().slice(0, 10);
/** The instant a Costa Rica day starts. */
const inicioDia = (d: string) => `${d}T06:00:00.000Z`;
const diaSiguiente = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10);

export function EstadoCuentaModal({ cliente, onClose }: { cliente: ClienteFieldsFragment | null; onClose: () => void }) {
  return (
    <AppModal opened={cliente !== null} onClose={onClose} title={`${M.estadoCuenta}: ${cliente?.nombre ?? ''}`}>
      {cliente ? <Formulario key={cliente._id} cliente={cliente} onClose={onClose} /> : null}
    </AppModal>
  );
}

function Formulario({ cliente, onClose }: { cliente: ClienteFieldsFragment; onClose: () => void }) {
  const hoy = hoyCR();
  const [desde, setDesde] = useState(`${hoy.slice(0, 8)}01`);
  const [hasta, setHasta] = useState(hoy);
  const [ocupado, setOcupado] = useState<'pdf' | 'correo' | null>(null);
  const valido = /^\d{4}-\d{2}-\d{2}$/.test(desde) && /^\d{4}-\d{2}-\d{2}$/.test(hasta) && desde <= hasta;
  const vars = { id: cliente._id, start: inicioDia(desde), end: inicioDia(diaSiguiente(hasta)) };
  const pdf = async () => {
    setOcupado('pdf');
    try {
      const b64 = (await api.request(EstadoCuentaPdfDocument, vars)).Cliente.estadoCuentaPdf;
      descargarBlob(new Blob([base64ABytes(b64)], { type: 'application/pdf' }), `estado-de-cuenta-${desde}-${hasta}.pdf`);
    } catch {
      // the API client already showed the Spanish refusal
    } finally {
      setOcupado(null);
    }
  };
  const correo = async () => {
    setOcupado('correo');
    try {
      await api.request(EnviarEstadoCuentaDocument, vars);
      notify({ type: 'success', message: M.estadoCuentaEnviado });
      onClose();
    } catch {
      // the API client already showed the Spanish refusal
    } finally {
      setOcupado(null);
    }
  };
  return (
    <Stack gap="sm">
      <Group grow>
        <TextInput type="date" label={M.desde} value={desde} onChange={(e) => setDesde(e.currentTarget.value)} data-testid="cuenta-desde" />
        <TextInput type="date" label={M.hasta} value={hasta} onChange={(e) => setHasta(e.currentTarget.value)} data-testid="cuenta-hasta" error={valido ? undefined : M.periodoInvalido} />
      </Group>
      <Text size="xs" c="dimmed">
        {M.estadoCuentaAyuda}
      </Text>
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconMail size={16} />} disabled={!valido || !cliente.correoElectronico} loading={ocupado === 'correo'} onClick={() => void correo()} data-testid="cuenta-enviar">
          {M.enviarCorreo}
        </Button>
        <Button leftSection={<IconDownload size={16} />} disabled={!valido} loading={ocupado === 'pdf'} onClick={() => void pdf()} data-testid="cuenta-pdf">
          {M.descargarPdf}
        </Button>
      </Group>
    </Stack>
  );
}
