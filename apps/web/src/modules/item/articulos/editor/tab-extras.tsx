// The tabs only some issuers need: Restaurante (kitchen, point-of-sale position), Contabilidad
// (only with the accounting module) and Reservas (ruling A1-7: stored, shown with viajesModule).
import { Controller, useFormContext } from 'react-hook-form';
import { Grid, Stack, Switch, TextInput } from '@mantine/core';
import { CuentaPicker } from '../../../contabilidad/cuenta-picker';
import { ITEM_MESSAGES as M } from '../../messages';
import type { ItemForm } from './forma';

export function TabRestaurante() {
  const { register, control, formState } = useFormContext<ItemForm>();
  return (
    <Stack gap="sm">
      <Controller control={control} name="preparable" render={({ field }) => <Switch label={M.preparable} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
      <TextInput label={M.posIndex} {...register('posIndex')} error={formState.errors.posIndex?.message} maw={240} />
    </Stack>
  );
}

export function TabContabilidad() {
  const { control, formState } = useFormContext<ItemForm>();
  return (
    <Stack gap="sm">
      <Controller control={control} name="cuentaContablePorCobrar" render={({ field }) => <CuentaPicker label={M.cuentaPorCobrar} value={field.value} onChange={field.onChange} error={formState.errors.cuentaContablePorCobrar?.message} />} />
      <Controller control={control} name="cuentaContablePorPagar" render={({ field }) => <CuentaPicker label={M.cuentaPorPagar} value={field.value} onChange={field.onChange} error={formState.errors.cuentaContablePorPagar?.message} />} />
    </Stack>
  );
}

export function TabReservas() {
  const { register, control, formState } = useFormContext<ItemForm>();
  const e = formState.errors;
  return (
    <Grid gap="sm">
      <Grid.Col span={4}>
        <TextInput label={M.duracion} {...register('duracion')} error={e.duracion?.message} />
      </Grid.Col>
      <Grid.Col span={4}>
        <TextInput label={M.checkIn} placeholder="15:00" {...register('checkIn')} error={e.checkIn?.message} />
      </Grid.Col>
      <Grid.Col span={4}>
        <TextInput label={M.checkOut} placeholder="12:00" {...register('checkOut')} error={e.checkOut?.message} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Controller control={control} name="nextDay" render={({ field }) => <Switch label={M.nextDay} checked={field.value} onChange={(ev) => field.onChange(ev.currentTarget.checked)} />} />
      </Grid.Col>
    </Grid>
  );
}
