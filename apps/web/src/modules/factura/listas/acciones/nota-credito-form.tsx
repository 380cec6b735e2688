// «Nota de crédito» on a row: the whole document or some of its lines (exonerated lines are not
// credited here), with the reference code and reason; the domain decides its type (03 or 993)
// and the code it starts with (01 «Anula» only when the note covers the whole document).
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { DocumentoNotaCreditoDocument } from '@jit/api';
import { codigoNotaCredito, codigosNotaCredito, cubreDocumento, esUnidadServicio, parseNonNegative, textoEditable } from '@jit/domain';
import { api } from '../../../../app/api';
import { newId } from '../../../../app/new-id';
import { notify } from '../../../../app/notify';
import { formatCantidad } from '../../../../app/format';
import { applyServerError } from '../../../../app/server-errors';
import type { Detalle } from '../detalle-query';
import { refrescarTrasAccion, type Fila } from '../queries';
import { lineasAcreditadas } from './inputs';
import { ACCIONES_MESSAGES as M } from './messages';
import { OPCIONES_CODIGO } from './opciones';
import { notaCreditoSchema, type NotaCreditoValues } from './schemas';

type Lineas = Detalle['detalleServicio']['lineaDetalle'];

/**
 * The reference code follows what the note covers until the clerk picks one: 01 for the whole
 * document, else «corrige monto» or «devolución» when goods come back; 01 is not offered otherwise.
 */
function useCodigoSegunAlcance(form: UseFormReturn<NotaCreditoValues>, lineas: Lineas) {
  const [alcance, marcadas] = useWatch({ control: form.control, name: ['alcance', 'lineas'] });
  const acreditadas = useMemo(
    () =>
      marcadas
        .filter((l) => l.marcada)
        .map((l) => {
          const q = parseNonNegative(l.cantidad);
          return { numeroLinea: l.numeroLinea, cantidad: q.ok ? q.value.toFixed() : '0' };
        }),
    [marcadas],
  );
  const total = alcance === 'total' || cubreDocumento(lineas, acreditadas);
  const devuelveBienes = (alcance === 'total' ? lineas : lineas.filter((l) => acreditadas.some((a) => a.numeroLinea === l.numeroLinea))).some(
    (l) => !esUnidadServicio(l.unidadMedida),
  );
  const permitidos = useMemo(() => codigosNotaCredito(total), [total]);
  const defecto = codigoNotaCredito({ total, devuelveBienes });
  const elegido = form.formState.dirtyFields.codigo;
  useEffect(() => {
    const actual = form.getValues('codigo');
    if ((!elegido && actual !== defecto) || !permitidos.includes(actual as never)) form.setValue('codigo', defecto, { shouldDirty: false });
  }, [form, elegido, defecto, permitidos]);
  return useMemo(() => OPCIONES_CODIGO.filter((o) => permitidos.includes(o.value as never)), [permitidos]);
}

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
      lineas: lineas.map((l) => ({ numeroLinea: l.numeroLinea, marcada: false, cantidad: textoEditable(l.cantidad), maximo: l.cantidad })),
    },
  });
  const opcionesCodigo = useCodigoSegunAlcance(form, lineas);
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
                <Table.Th>{M.ncVendida}</Table.Th>
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
                  <Table.Td ta="right" data-testid={`nc-vendida-${f.numeroLinea}`}>
                    {formatCantidad(lineas[i]?.cantidad)} {lineas[i]?.unidadMedida ?? ''}
                  </Table.Td>
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
          render={({ field, fieldState }) => (
            <Select
              label={M.ncCodigo}
              data={opcionesCodigo}
              allowDeselect={false}
              comboboxProps={{ width: 'target', position: 'bottom-start' }}
              {...field}
              onChange={(v) => v && form.setValue('codigo', v, { shouldDirty: true })}
              error={fieldState.error?.message}
              data-testid="nc-codigo"
            />
          )}
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
