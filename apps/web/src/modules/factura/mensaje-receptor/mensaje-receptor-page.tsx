// /facturacion/mensajeReceptor «Aceptar Comprobantes»: drop one or many received XML files, see
// each read (issuer, totals, taxes, signature), answer each (accept, accept partially, reject,
// with the VAT condition) and send them as one batch; the result shows per document. Documents
// already processed are skipped when the batch is sent again (spec 1 §4), and any failure shows
// 'Algún documento no fue procesado.' (spec 1 §8).
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { DocumentoRecibidoCard } from './documento-recibido-card';
import { EnviarLote } from './enviar-lote';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';
import { useLote } from './use-lote';
import { XmlDropzone } from './xml-dropzone';

export function MensajeReceptorPage() {
  const { form, fields, items, loteMensaje, enviando, agregar, quitar, forzar, enviar } = useLote();
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{M.mrTitulo}</Title>
        <Text size="sm" c="dimmed">
          {M.mrAyuda}
        </Text>
      </div>
      <XmlDropzone onArchivos={(files) => void agregar(files)} />
      {loteMensaje ? (
        <Alert color="red" icon={<IconX size={16} />} data-testid="mr-lote-mensaje">
          {loteMensaje}
        </Alert>
      ) : null}
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <Stack>
          {fields.map((f, i) => {
            const it = items[i];
            return it ? (
              <DocumentoRecibidoCard key={f.id} form={form} i={i} it={it} enviando={enviando} onQuitar={() => quitar(i)} onForzar={(valor) => forzar(i, valor)} />
            ) : null;
          })}
          <EnviarLote items={items} enviando={enviando} />
        </Stack>
      </form>
    </Stack>
  );
}
