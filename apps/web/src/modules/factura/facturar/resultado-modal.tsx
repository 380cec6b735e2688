// What issuing gave: consecutivo and clave, with print (PDF), e-mail and WhatsApp.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Badge, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPrinter } from '@tabler/icons-react';
import { FacturaCambioDocument, FacturaEnviarCorreoDocument, type FacturaCrearMutation } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api, getRealtime } from '../../../app/api';
import { abrirBlob } from '../../../app/descargas';
import { formatCurrency } from '../../../app/format';
import { sessionAtom } from '../../../app/session/atoms';
import { notify } from '../../../app/notify';
import { leerPdf } from '../listas/descargas';
import { colorEstado } from '../listas/estados';
import { FACTURAR_MESSAGES as M } from './messages';

export type Emitida = FacturaCrearMutation['Factura']['create'];

type Estado = Emitida['estadoDocumento'];

/** The issued document's state, following facturaChanged while the window is open (en cola → aceptado). */
function useEstadoEnVivo(e: Emitida | null): Estado | null {
  const emisor = useAtomValue(sessionAtom)?.user.emisor ?? null;
  const [estado, setEstado] = useState<{ id: string; estado: Estado } | null>(null);
  const id = e?.id ?? null;
  useEffect(() => {
    if (!id || !emisor) return undefined;
    return getRealtime().subscribe(FacturaCambioDocument, { emisor }, (data) => {
      const c = data.facturaChanged;
      if (c.id === id) setEstado({ id, estado: c.estadoDocumento });
    });
  }, [id, emisor]);
  if (!e) return null;
  return estado?.id === e.id ? estado.estado : e.estadoDocumento;
}

export function ResultadoModal({ emitida, emisor, onClose }: { emitida: Emitida | null; emisor: string; onClose: () => void }) {
  const [correo, setCorreo] = useState('');
  const [busy, setBusy] = useState<'pdf' | 'mail' | null>(null);
  const e = emitida;
  const estado = useEstadoEnVivo(e);
  const receptor = e?.factura.receptor;
  const tel = receptor?.telefono ? `${receptor.telefono.codigoPais}${receptor.telefono.numTelefono}` : '';
  const total = e ? formatCurrency(e.totalComprobante, e.codigoMoneda) : '';
  const pdf = async () => {
    if (!e) return;
    setBusy('pdf');
    try {
      const doc = await leerPdf(e.id, e.consecutivo);
      if (doc) abrirBlob(doc.blob, doc.nombre);
    } finally {
      setBusy(null);
    }
  };
  const enviar = async () => {
    if (!e) return;
    const emails = (correo || receptor?.correoElectronico || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (emails.length === 0) return;
    setBusy('mail');
    try {
      const r = (await api.request(FacturaEnviarCorreoDocument, { doc: e.id, emails })).Documentos.reenviarDocumentoOtroCorreo;
      notify({ type: r.state ? 'success' : 'warning', message: r.state ? M.correoEnviado : (r.message ?? M.correoInvalido) });
    } finally {
      setBusy(null);
    }
  };
  // The message carries the document's public PDF address (signed by the server, opens without an account).
  const wa = e
    ? `https://wa.me/${tel}?text=${encodeURIComponent(
        `${M.whatsappTexto(e.documento.annotation ?? e.documento.value, e.consecutivo, total, emisor)} ${M.whatsappPdf(new URL(e.factura.pdfPublico, window.location.origin).href)}`,
      )}`
    : '#';
  return (
    <AppModal opened={e !== null} onClose={onClose} title={M.emitida} size="lg">
      {e ? (
        <Stack gap="sm" data-testid="resultado-emision">
          {e.repetido ? <Alert color="yellow">{M.emitidaRepetida}</Alert> : null}
          <Group justify="space-between">
            <Text c="dimmed">{M.estado}</Text>
            <Badge data-testid="resultado-estado" color={colorEstado((estado ?? e.estadoDocumento).value)}>
              {(estado ?? e.estadoDocumento).annotation ?? (estado ?? e.estadoDocumento).value}
            </Badge>
          </Group>
          <div>
            <Text c="dimmed" size="sm">
              {M.consecutivo}
            </Text>
            <Code fz="lg" data-testid="resultado-consecutivo">
              {e.consecutivo}
            </Code>
          </div>
          {e.clave ? (
            <div>
              <Text c="dimmed" size="sm">
                {M.clave}
              </Text>
              <Code block data-testid="resultado-clave" style={{ wordBreak: 'break-all' }}>
                {e.clave}
              </Code>
            </div>
          ) : null}
          <Group justify="space-between">
            <Text c="dimmed">{M.totalComprobante}</Text>
            <Text fw={700} data-testid="resultado-total">
              {total}
            </Text>
          </Group>
          <TextInput
            label={M.correoA}
            placeholder={receptor?.correoElectronico ?? ''}
            value={correo}
            onChange={(ev) => setCorreo(ev.currentTarget.value)}
          />
          <Group>
            <Button leftSection={<IconPrinter size={16} />} loading={busy === 'pdf'} onClick={() => void pdf()}>
              {M.pdf}
            </Button>
            <Button variant="light" leftSection={<IconMail size={16} />} loading={busy === 'mail'} onClick={() => void enviar()}>
              {M.correo}
            </Button>
            <Button component="a" href={wa} target="_blank" rel="noopener" variant="light" color="green" data-testid="resultado-whatsapp" leftSection={<IconBrandWhatsapp size={16} />}>
              {M.whatsapp}
            </Button>
            <Button variant="default" onClick={onClose} data-autofocus data-testid="nueva-factura">
              {M.nuevaFactura}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
