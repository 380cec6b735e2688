// Create or edit a discount: its name (NaturalezaDescuento), a percentage or an amount per unit,
// and the v4.4 code (ruling A1-11); the server's refusal lands on its field.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { CODIGOS_DESCUENTO } from '@jit/domain';
import { GuardarDescuentoDocument, type DescuentoFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { applyServerError } from '../../../app/server-errors';
import { ITEM_MESSAGES as M } from '../messages';
import { PieEditor } from '../comun/pie-editor';
import { campoNumero, decimalDe, textoDe } from '../comun/numeros';

const schema = z
  .object({
    naturalezaDescuento: z.string().trim().min(3, 'De 3 a 80 caracteres.').max(80, 'De 3 a 80 caracteres.'),
    porcentajeDescuento: campoNumero,
    montoDescuento: campoNumero,
    codigoDescuento: z.string(),
    codigoDescuentoOTRO: z.string(),
  })
  .superRefine((v, ctx) => {
    const p = decimalDe(v.porcentajeDescuento) ?? '0';
    const m = decimalDe(v.montoDescuento) ?? '0';
    if (p === '0' && m === '0') ctx.addIssue({ code: 'custom', path: ['porcentajeDescuento'], message: M.unoDeLosDos });
    if (v.codigoDescuento === '99' && v.codigoDescuentoOTRO.trim().length < 5) ctx.addIssue({ code: 'custom', path: ['codigoDescuentoOTRO'], message: 'De 5 a 100 caracteres.' });
  });
type Valores = z.infer<typeof schema>;

const CODIGOS = CODIGOS_DESCUENTO.map((c) => ({ value: c.codigo, label: `${c.codigo} · ${c.descripcion}` }));

export function DescuentoEditor({ abierto, descuento, onClose, onGuardado }: { abierto: boolean; descuento: DescuentoFieldsFragment | null; onClose: () => void; onGuardado: (d: DescuentoFieldsFragment) => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (!abierto) return;
    form.reset({
      naturalezaDescuento: descuento?.naturalezaDescuento ?? '',
      porcentajeDescuento: descuento && descuento.porcentajeDescuento !== '0' ? textoDe(descuento.porcentajeDescuento) : '',
      montoDescuento: descuento && descuento.montoDescuento !== '0' ? textoDe(descuento.montoDescuento) : '',
      codigoDescuento: descuento?.codigoDescuento.id ?? '07',
      codigoDescuentoOTRO: descuento?.codigoDescuentoOTRO ?? '',
    });
  }, [abierto, descuento, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      const r = await api.request(GuardarDescuentoDocument, {
        input: {
          ...(descuento ? { _id: descuento._id } : {}),
          naturalezaDescuento: v.naturalezaDescuento.trim(),
          porcentajeDescuento: decimalDe(v.porcentajeDescuento) ?? '0',
          montoDescuento: decimalDe(v.montoDescuento) ?? '0',
          codigoDescuento: v.codigoDescuento,
          codigoDescuentoOTRO: v.codigoDescuento === '99' ? v.codigoDescuentoOTRO.trim() : null,
        },
      });
      onGuardado(r.Descuento.create);
    } catch (e) {
      applyServerError(e, form.setError, ['naturalezaDescuento', 'porcentajeDescuento', 'montoDescuento', 'codigoDescuento', 'codigoDescuentoOTRO']);
    }
  });
  const codigo = useWatch({ control: form.control, name: 'codigoDescuento' });
  return (
    <AppModal opened={abierto} onClose={onClose} title={descuento ? descuento.naturalezaDescuento : M.nuevoDescuento}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevoDescuento}>
        <Stack gap="sm">
          <TextInput label={M.naturaleza} {...form.register('naturalezaDescuento')} error={errors.naturalezaDescuento?.message} data-autofocus />
          <Group grow>
            <TextInput label={M.porcentaje} rightSection="%" {...form.register('porcentajeDescuento')} error={errors.porcentajeDescuento?.message} />
            <TextInput label={M.monto} leftSection="₡" {...form.register('montoDescuento')} error={errors.montoDescuento?.message} />
          </Group>
          <Select label={M.codigoDescuento} data={CODIGOS} value={codigo} onChange={(v) => form.setValue('codigoDescuento', v ?? '07', { shouldDirty: true })} allowDeselect={false} error={errors.codigoDescuento?.message} />
          {codigo === '99' ? <TextInput label={M.codigoDescuentoOtro} {...form.register('codigoDescuentoOTRO')} error={errors.codigoDescuentoOTRO?.message} /> : null}
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="descuento-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
