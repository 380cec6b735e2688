// What issuing gave: consecutivo and clave, with print (PDF), e-mail and WhatsApp, its state as
// Hacienda answers and, when rejected, Hacienda's reasons with «Corregir y reenviar».
import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPrinter } from '@tabler/icons-react';
import { DocumentoDetalleDocument, FacturaEnviarCorreoDocument, type FacturaCrearMutation } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { abrirBlob } from '../../../app/descargas';
import { formatCurrency } from '../../../app/format';
import { notify } from '../../../app/notify';
import { leerPdf } from '../listas/descargas';
import { abrirEnFacturar } from '../listas/acciones/prefill';
import { colorEstado, grupoCola } from '../listas/estados';
import { MotivosRechazo } from '../listas/motivos-rechazo';
import { useDocumentoEnVivo } from './estado-en-vivo';
import { FACTURAR_MESSAGES as M } from './messages';

export type Emitida = FacturaCrearMutation['Factura']['create'];

type Props = {
  emitida: Emitida | null;
  emisor: string;
  /** The sandbox: the document went to Hacienda's simulator (a trial). */
  prueba: boolean;
  onClose: () => void;
  /** The rejected document was put back in the draft to correct it. */
  onCorregir: () => void;
};

export function ResultadoModal({ emitida, emisor, prueba, onClose, onCorregir }: Props) {
  const [correo, setCorreo] = useState('');
  const [busy, setBusy] = useState<'pdf' | 'mail' | 'corregir' | null>(null);
  const e = emitida;
  const vivo = useDocumentoEnVivo(e?.id ?? null);
  const estado = vivo?.estadoDocumento ?? null;
  const rechazado = vivo && grupoCola(vivo.estadoDocumento.value) === 'rechazado' ? vivo : null;
  const corregir = async () => {
    if (!e) return;
    setBusy('corregir');
    try {
      const r = await api.request(DocumentoDetalleDocument, { id: e.id });
      if (r.Factura.readById && (await abrirEnFacturar(r.Factura.readById, { kind: 'corregir' }))) onCorregir();
    } finally {
      setBusy(null);
    }
  };
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
          {prueba ? (
            <Alert color="orange" variant="light" p="xs" data-testid="resultado-prueba">
              {M.pruebaResultado}
            </Alert>
          ) : null}
          {e.repetido ? <Alert color="yellow">{M.emitidaRepetida}</Alert> : null}
          <Group justify="space-between">
            <Text c="dimmed">{M.estado}</Text>
            <Badge data-testid="resultado-estado" color={colorEstado((estado ?? e.estadoDocumento).value)}>
              {(estado ?? e.estadoDocumento).annotation ?? (estado ?? e.estadoDocumento).value}
            </Badge>
          </Group>
          {rechazado ? <MotivosRechazo doc={rechazado} onCorregir={() => void corregir()} ocupado={busy === 'corregir'} /> : null}
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
