// «Nota de crédito» on a row: the whole document or some of its lines (exonerated lines are not
// credited here), with the reference code and reason; the domain decides its type (03 or 993).
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { DocumentoNotaCreditoDocument } from '@jit/api';
import { api } from '../../../../app/api';
import { newId } from '../../../../app/new-id';
import { notify } from '../../../../app/notify';
import { applyServerError } from '../../../../app/server-errors';
import type { Detalle } from '../detalle-query';
import { refrescarTrasAccion, type Fila } from '../queries';
import { lineasAcreditadas } from './inputs';
import { ACCIONES_MESSAGES as M } from './messages';
import { OPCIONES_CODIGO } from './opciones';
import { notaCreditoSchema, type NotaCreditoValues } from './schemas';

/** A credit note against the document: all of it, or some lines and quantities. */
export function NotaCreditoForm({ fila, detalle, onDone }: { fila: Fila; detalle: Detalle; onDone: () => void }) {
  const client = useQueryClient();
  const yaTiene = fila.notaCredito.length > 0;
  const lineas = detalle.detalleServicio.lineaDetalle;
  const form = useForm<NotaCreditoValues>({
    resolver: zodResolver(notaCreditoSchema),
    defaultValues: {
      alcance: yaTiene ? 'parcial' : 'total',
      codigo: '01',
      razon: '',
      lineas: lineas.map((l) => ({ numeroLinea: l.numeroLinea, marcada: false, cantidad: l.cantidad, maximo: l.cantidad })),
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lineas' });
  const alcance = useWatch({ control: form.control, name: 'alcance' });
  const enviar = form.handleSubmit(async (v) => {
    const detalleServicio = v.alcance === 'parcial' ? { lineaDetalle: lineasAcreditadas(lineas, v.lineas) } : null;
    try {
      const r = (
        await api.request(DocumentoNotaCreditoDocument, {
          factura: fila.id,
          input: { razon: v.razon.trim(), codigo: v.codigo, ...(detalleServicio ? { detalleServicio } : {}) },
          idempotencyKey: newId(`nc:${fila.id}:`),
        })
      ).Factura.createNotaCredito;
      notify({ type: 'success', message: M.ncEmitida(r.consecutivo) });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, { 'input.razon': 'razon', razon: 'razon', 'input.codigo': 'codigo', factura: 'razon', 'input.detalleServicio': 'lineas' });
    }
  });
  const exonerada = (n: number) => lineas.find((l) => l.numeroLinea === n)?.impuesto.some((t) => t.exoneracion);
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        {yaTiene ? <Alert color="yellow">{M.ncYaTiene}</Alert> : null}
        <Controller
          control={form.control}
          name="alcance"
          render={({ field }) => (
            <SegmentedControl
              aria-label={M.ncAlcance}
              data={[
                { value: 'total', label: M.ncTotal, disabled: yaTiene },
                { value: 'parcial', label: M.ncParcial },
              ]}
              {...field}
            />
          )}
        />
        {alcance === 'parcial' ? (
          <Table withTableBorder striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>#</Table.Th>
                <Table.Th>{M.ndDetalle}</Table.Th>
                <Table.Th>{M.ncCantidad}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f, i) => (
                <Table.Tr key={f.id}>
                  <Table.Td>
                    <Checkbox aria-label={`Acreditar la línea ${f.numeroLinea}`} disabled={exonerada(f.numeroLinea)} {...form.register(`lineas.${i}.marcada`)} />
                  </Table.Td>
                  <Table.Td>{f.numeroLinea}</Table.Td>
                  <Table.Td>{lineas[i]?.detalle}</Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`${M.ncCantidad} ${f.numeroLinea}`}
                      {...form.register(`lineas.${i}.cantidad`)}
                      error={form.formState.errors.lineas?.[i]?.cantidad?.message}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {form.formState.errors.lineas?.message ? (
          <Text c="red" size="sm" role="alert">
            {form.formState.errors.lineas.message}
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="codigo"
          render={({ field, fieldState }) => <Select label={M.ncCodigo} data={OPCIONES_CODIGO} allowDeselect={false} {...field} error={fieldState.error?.message} />}
        />
        <Textarea label={M.ncRazon} description={M.ncRazonAyuda} autosize minRows={2} {...form.register('razon')} error={form.formState.errors.razon?.message} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {M.ncEmitir}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
