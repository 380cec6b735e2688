// The Inventario tab: stock (read-only: the stock ledger writes it), limits and stock behaviour.
import { Controller, useFormContext } from 'react-hook-form';
import { Grid, Stack, Switch, TextInput } from '@mantine/core';
import { formatAmount } from '../../../../app/format';
import { ITEM_MESSAGES as M } from '../../messages';
import type { ItemForm } from './forma';

const SWITCHES = [
  ['stockState', M.activo],
  ['permiteInventarioNegativo', M.permiteNegativo],
  ['bajoDemanda', M.bajoDemanda],
  ['bajoProduccion', M.bajoProduccion],
] as const;

export function TabInventario({ cantidad, pp }: { cantidad: string | null; pp: string | null }) {
  const { register, control, formState } = useFormContext<ItemForm>();
  const e = formState.errors;
  return (
    <Stack gap="sm">
      <Grid gap="sm">
        <Grid.Col span={3}>
          <TextInput label={M.existencias} description={M.existenciasAyuda} value={formatAmount(cantidad ?? '0', 3)} readOnly />
        </Grid.Col>
        <Grid.Col span={3}>
          <TextInput label={M.pp} value={pp ? formatAmount(pp) : '—'} readOnly />
        </Grid.Col>
        <Grid.Col span={3}>
          <TextInput label={M.minimo} {...register('minimo')} error={e.minimo?.message} />
        </Grid.Col>
        <Grid.Col span={3}>
          <TextInput label={M.maximo} {...register('maximo')} error={e.maximo?.message} />
        </Grid.Col>
      </Grid>
      {SWITCHES.map(([name, label]) => (
        <Controller key={name} control={control} name={name} render={({ field }) => <Switch label={label} checked={field.value} onChange={(ev) => field.onChange(ev.currentTarget.checked)} data-testid={`item-${name}`} />} />
      ))}
    </Stack>
  );
}
