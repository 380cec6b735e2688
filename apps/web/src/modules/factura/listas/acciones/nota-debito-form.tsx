// «Nota de débito» on a row: an amount (with its VAT rate) added to the document, with the
// reference code and reason.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { DocumentoNotaDebitoDocument } from '@jit/api';
import { api } from '../../../../app/api';
import { newId } from '../../../../app/new-id';
import { notify } from '../../../../app/notify';
import { applyServerError } from '../../../../app/server-errors';
import { refrescarTrasAccion, type Fila } from '../queries';
import { notaDebitoInput } from './inputs';
import { ACCIONES_MESSAGES as M } from './messages';
import { OPCIONES_CODIGO, OPCIONES_TARIFA } from './opciones';
import { notaDebitoSchema, type NotaDebitoValues } from './schemas';

/** A debit note against the document (one amount, with its VAT rate). */
export function NotaDebitoForm({ fila, onDone }: { fila: Fila; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<NotaDebitoValues>({
    resolver: zodResolver(notaDebitoSchema),
    defaultValues: { codigo: '10', razon: '', detalle: '', monto: '', codigoTarifaIVA: '08' },
  });
  const enviar = form.handleSubmit(async (v) => {
    const input = notaDebitoInput(fila, v);
    try {
      const res = (await api.request(DocumentoNotaDebitoDocument, { input, idempotencyKey: newId(`nd:${fila.id}:`) })).Factura.create;
      notify({ type: 'success', message: M.ndEmitida(res.consecutivo) });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, {
        'input.informacionReferencia': 'razon',
        'input.detalleServicio.lineaDetalle.0.detalle': 'detalle',
        'input.detalleServicio.lineaDetalle.0.precioUnitario': 'monto',
        'input.detalleServicio': 'detalle',
      });
    }
  });
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        <TextInput label={M.ndDetalle} {...form.register('detalle')} error={form.formState.errors.detalle?.message} data-autofocus />
        <Group grow>
          <TextInput label={M.ndMonto} inputMode="decimal" {...form.register('monto')} error={form.formState.errors.monto?.message} />
          <Controller
            control={form.control}
            name="codigoTarifaIVA"
            render={({ field }) => (
              <Select label={M.ndTarifa} allowDeselect={false} data={OPCIONES_TARIFA} {...field} />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="codigo"
          render={({ field }) => <Select label={M.ncCodigo} data={OPCIONES_CODIGO} allowDeselect={false} {...field} />}
        />
        <Textarea label={M.ncRazon} description={M.ncRazonAyuda} autosize minRows={2} {...form.register('razon')} error={form.formState.errors.razon?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {M.ndEmitir}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
