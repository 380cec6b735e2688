// The clerk's answer to one received document: accept, accept partially or reject; the VAT
// condition and the VAT to credit (not when rejecting) and the reason.
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Group, Select, TextInput } from '@mantine/core';
import { CONDICIONES_IMPUESTO, MENSAJES_RECEPTOR } from '@jit/domain';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';
import type { LoteValues } from './schemas';

const MENSAJES = MENSAJES_RECEPTOR.map((m) => ({ value: m.mensaje, label: m.descripcion }));
const CONDICIONES = CONDICIONES_IMPUESTO.map((c) => ({ value: c.codigo, label: `${c.codigo} · ${c.descripcion}` }));

export function RespuestaCampos({ form, i }: { form: UseFormReturn<LoteValues>; i: number }) {
  const mensaje = useWatch({ control: form.control, name: `docs.${i}.mensaje` });
  const err = form.formState.errors.docs?.[i];
  return (
    <Group mt="sm" align="flex-start" grow wrap="wrap">
      <Controller
        control={form.control}
        name={`docs.${i}.mensaje`}
        render={({ field }) => <Select label={M.mrMensaje} data={MENSAJES} allowDeselect={false} {...field} onChange={(val) => field.onChange(val ?? '1')} />}
      />
      {mensaje !== '3' ? (
        <Controller
          control={form.control}
          name={`docs.${i}.condicionImpuesto`}
          render={({ field }) => <Select label={M.mrCondicion} data={CONDICIONES} allowDeselect={false} {...field} />}
        />
      ) : null}
      {mensaje !== '3' ? (
        <TextInput label={M.mrAcreditar} inputMode="decimal" {...form.register(`docs.${i}.montoTotalImpuestoAcreditar`)} error={err?.montoTotalImpuestoAcreditar?.message} />
      ) : null}
      <TextInput label={M.mrDetalle} description={M.mrDetalleAyuda} {...form.register(`docs.${i}.detalleMensaje`)} error={err?.detalleMensaje?.message} />
    </Group>
  );
}
