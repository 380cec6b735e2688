// Create or edit a record of a cost catalogue (spec 3 §3): name, description, type (expenses and
// assets only), code, unit (Unid «Unidad» by default), currency (CRC), unit cost and account.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { GuardarCostoFijoDocument, GuardarCostoVariableDocument, GuardarGastoActivoDocument, type CostoFieldsFragment, type CostoInput } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { applyServerError } from '../../../app/server-errors';
import { CuentaPicker } from '../../contabilidad/cuenta-picker';
import { ITEM_MESSAGES as M } from '../messages';
import { PieEditor } from '../comun/pie-editor';
import type { ClaseCosto } from '../queries';
import { campoNumero, decimalDe, textoDe } from '../comun/numeros';
import { MonedaSelect, UnidadSelect } from '../comun/selects';

const schema = z.object({
  nombre: z.string().trim().min(1, M.requerido).max(160, 'Hasta 160 caracteres.'),
  descripcion: z.string().max(500, 'Hasta 500 caracteres.'),
  tipo: z.string(),
  codigo: z.string().max(40, 'Hasta 40 caracteres.'),
  unidadMedida: z.string(),
  codigoMoneda: z.string(),
  costoUnitarioTotal: campoNumero,
  cuentaContable: z.string().nullable(),
});
type Valores = z.infer<typeof schema>;

async function guardarCosto(clase: ClaseCosto, input: CostoInput): Promise<CostoFieldsFragment> {
  if (clase === 'CostoFijo') return (await api.request(GuardarCostoFijoDocument, { input })).CostoFijo.create;
  if (clase === 'CostoVariable') return (await api.request(GuardarCostoVariableDocument, { input })).CostoVariable.create;
  return (await api.request(GuardarGastoActivoDocument, { input })).GastosActivos.create;
}

export function CostoEditor({ clase, abierto, costo, onClose, onGuardado }: { clase: ClaseCosto; abierto: boolean; costo: CostoFieldsFragment | null; onClose: () => void; onGuardado: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (!abierto) return;
    form.reset({
      nombre: costo?.nombre ?? '',
      descripcion: costo?.descripcion ?? '',
      tipo: costo?.tipo ?? 'Gasto',
      codigo: costo?.codigo ?? '',
      unidadMedida: costo?.unidadMedida.id ?? 'Unid',
      codigoMoneda: costo?.codigoMoneda.id ?? 'CRC',
      costoUnitarioTotal: textoDe(costo?.costoUnitarioTotal ?? '0'),
      cuentaContable: costo?.cuentaContable ?? null,
    });
  }, [abierto, costo, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      await guardarCosto(clase, {
        ...(costo ? { _id: costo._id } : {}),
        nombre: v.nombre.trim(),
        descripcion: v.descripcion.trim() || null,
        ...(clase === 'GastosActivos' ? { tipo: v.tipo } : {}),
        codigo: v.codigo.trim() || null,
        unidadMedida: v.unidadMedida,
        codigoMoneda: v.codigoMoneda,
        costoUnitarioTotal: decimalDe(v.costoUnitarioTotal) ?? '0',
        // spec 3 §5: an empty account is dropped
        cuentaContable: v.cuentaContable || null,
      });
      onGuardado();
    } catch (e) {
      applyServerError(e, form.setError, ['nombre', 'descripcion', 'tipo', 'codigo', 'unidadMedida', 'codigoMoneda', 'costoUnitarioTotal', 'cuentaContable']);
    }
  });
  return (
    <AppModal opened={abierto} onClose={onClose} title={costo ? costo.nombre : M.nuevoCosto} size="lg">
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevoCosto}>
        <Stack gap="sm">
          <TextInput label={M.colNombre} {...form.register('nombre')} error={errors.nombre?.message} data-autofocus />
          <Textarea label={M.descripcion} autosize minRows={2} {...form.register('descripcion')} error={errors.descripcion?.message} />
          {clase === 'GastosActivos' ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {M.tipoGasto}
              </Text>
              <Controller control={form.control} name="tipo" render={({ field }) => <SegmentedControl data={[{ value: 'Gasto', label: M.gasto }, { value: 'Activo', label: M.activoFijo }]} value={field.value} onChange={field.onChange} />} />
            </Stack>
          ) : null}
          <Group grow>
            <TextInput label={M.codigo} {...form.register('codigo')} error={errors.codigo?.message} />
            <TextInput label={M.costo} {...form.register('costoUnitarioTotal')} error={errors.costoUnitarioTotal?.message} data-testid="costo-monto" />
          </Group>
          <Group grow>
            <Controller control={form.control} name="unidadMedida" render={({ field }) => <UnidadSelect label={M.unidad} value={field.value} onChange={(v) => field.onChange(v ?? 'Unid')} error={errors.unidadMedida?.message} />} />
            <Controller control={form.control} name="codigoMoneda" render={({ field }) => <MonedaSelect label={M.moneda} value={field.value} onChange={(v) => field.onChange(v ?? 'CRC')} error={errors.codigoMoneda?.message} />} />
          </Group>
          <Controller control={form.control} name="cuentaContable" render={({ field }) => <CuentaPicker label={M.cuentaContable} value={field.value} onChange={field.onChange} error={errors.cuentaContable?.message} />} />
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="costo-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
