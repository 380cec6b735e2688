// «Anular» on a row: a total credit note with code 01, a purchase cancellation (9938) or the
// cancellation of a bulk document, each with its reason.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DocumentoAnulaCompraDocument, DocumentoNotaCreditoBulkDocument, DocumentoNotaCreditoDocument } from '@jit/api';
import { api } from '../../../../app/api';
import { newId } from '../../../../app/new-id';
import { notify } from '../../../../app/notify';
import { applyServerError } from '../../../../app/server-errors';
import { refrescarTrasAccion, type Fila } from '../queries';
import { ACCIONES_MESSAGES as M } from './messages';
import { razonSchema, type RazonValues } from './schemas';

/** Cancels the document: a total credit note, a purchase cancellation (9938) or a bulk document. */
export function AnularForm({ fila, accion, onDone }: { fila: Fila; accion: 'anular' | 'anularCompra' | 'anularBulk'; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<RazonValues>({ resolver: zodResolver(razonSchema), defaultValues: { razon: '' } });
  const enviar = form.handleSubmit(async ({ razon }) => {
    try {
      const r =
        accion === 'anular'
          ? (await api.request(DocumentoNotaCreditoDocument, { factura: fila.id, input: { razon: razon.trim(), codigo: '01' }, idempotencyKey: newId(`an:${fila.id}:`) }))
              .Factura.createNotaCredito
          : accion === 'anularCompra'
            ? (await api.request(DocumentoAnulaCompraDocument, { factura: fila.id, input: { razon: razon.trim() }, idempotencyKey: newId(`ac:${fila.id}:`) })).Factura
                .createAnulaCompra
            : (await api.request(DocumentoNotaCreditoBulkDocument, { id: fila.id, razon: razon.trim() })).Factura.createNotaCreditoBulk;
      notify({ type: 'success', message: M.anulado(r.consecutivo) });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, { 'input.razon': 'razon', razon: 'razon', factura: 'razon', _id: 'razon' });
    }
  });
  const ayuda = accion === 'anular' ? M.anularAyuda : accion === 'anularCompra' ? M.anularCompraAyuda : M.anularBulkAyuda;
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        <Text size="sm">{ayuda}</Text>
        <Textarea label={M.ncRazon} description={M.ncRazonAyuda} autosize minRows={2} {...form.register('razon')} error={form.formState.errors.razon?.message} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" color="red" loading={form.formState.isSubmitting}>
            {M.confirmar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
