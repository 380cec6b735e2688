// The Precio tab: cost, markup, price, the tax-included price and the VAT, recomputed by the domain
// as the clerk types (A1-2); the discounts the item brings to its line; scheduled prices (A1-3).
import { useFieldArray, useFormContext, useWatch, Controller } from 'react-hook-form';
import { ActionIcon, Button, Grid, Group, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CODIGOS_TARIFA_IVA, type OrigenPrecio } from '@jit/domain';
import { formatCurrency } from '../../../../app/format';
import { ITEM_MESSAGES as M } from '../../messages';
import { useDescuentosTodos } from '../../queries';
import { MonedaSelect } from '../../comun/selects';
import { textoDe } from '../../comun/numeros';
import { preciosDe, type ItemForm } from './forma';

const TARIFAS = CODIGOS_TARIFA_IVA.map((t) => ({ value: t.codigo, label: `${t.codigo} · ${t.descripcion}` }));

export function TabPrecio() {
  const { register, control, setValue, getValues, formState } = useFormContext<ItemForm>();
  const e = formState.errors;
  const descuentos = useDescuentosTodos();
  const programados = useFieldArray({ control, name: 'priceDateRange' });
  const [esCompuesto, moneda, ivaIncluido] = [useWatch({ control, name: 'esCompuesto' }), useWatch({ control, name: 'codigoMoneda' }), useWatch({ control, name: 'origenPrecio' }) === 'precioInvertido'];
  const [costo, utilidad, precio, invertido, tarifa, origen] = useWatch({ control, name: ['costoUnitarioTotal', 'utilidad', 'precioUnitario', 'precioInvertido', 'codigoTarifa', 'origenPrecio'] });
  const p = preciosDe({ costoUnitarioTotal: costo, utilidad, precioUnitario: precio, precioInvertido: invertido, codigoTarifa: tarifa }, origen);
  /** The clerk changed `campo`: the other prices follow from it. */
  const recalcular = (desde: OrigenPrecio) => {
    setValue('origenPrecio', desde, { shouldDirty: true });
    const r = preciosDe(getValues(), desde);
    if (desde !== 'precioUnitario') setValue('precioUnitario', textoDe(r.precioUnitario.toFixed()));
    if (desde === 'precioUnitario' || desde === 'precioInvertido') setValue('utilidad', textoDe(r.utilidad.toFixed()));
    if (desde !== 'precioInvertido') setValue('precioInvertido', textoDe(r.precioInvertido.toFixed()));
  };
  const campo = (name: 'costoUnitarioTotal' | 'utilidad' | 'precioUnitario' | 'precioInvertido', desde: OrigenPrecio, label: string, extra: Record<string, unknown> = {}) => {
    const reg = register(name);
    return <TextInput label={label} {...reg} onChange={(ev) => void reg.onChange(ev).then(() => recalcular(desde))} error={e[name]?.message} {...extra} />;
  };
  return (
    <Stack gap="sm">
      <Grid gap="sm">
        <Grid.Col span={4}>
          <Controller control={control} name="codigoMoneda" render={({ field }) => <MonedaSelect label={M.moneda} value={field.value} onChange={(x) => field.onChange(x ?? 'CRC')} />} />
        </Grid.Col>
        <Grid.Col span={4}>{campo('costoUnitarioTotal', 'costo', M.costo, { readOnly: esCompuesto, description: esCompuesto ? M.costoCompuesto : undefined, 'data-testid': 'item-costo' })}</Grid.Col>
        <Grid.Col span={4}>{campo('utilidad', 'utilidad', M.utilidad, { 'data-testid': 'item-utilidad' })}</Grid.Col>
        <Grid.Col span={4}>
          <Controller control={control} name="codigoTarifa" render={({ field }) => <Select label={M.impuesto} data={TARIFAS} value={field.value} onChange={(x) => { field.onChange(x ?? '08'); recalcular(getValues('origenPrecio')); }} allowDeselect={false} />} />
        </Grid.Col>
        <Grid.Col span={4}>{campo('precioUnitario', 'precioUnitario', M.precio, { readOnly: ivaIncluido, 'data-testid': 'item-precio' })}</Grid.Col>
        <Grid.Col span={4}>{ivaIncluido ? campo('precioInvertido', 'precioInvertido', M.precioInvertido, { 'data-testid': 'item-precio-iva' }) : <TextInput label={M.precioVenta} value={formatCurrency(p.precioVenta, moneda)} readOnly data-testid="item-precio-venta" />}</Grid.Col>
      </Grid>
      <Switch label={M.ivaIncluido} checked={ivaIncluido} onChange={(ev) => setValue('origenPrecio', ev.currentTarget.checked ? 'precioInvertido' : 'precioUnitario', { shouldDirty: true })} />
      <Controller
        control={control}
        name="descuento"
        render={({ field }) => (
          <MultiSelect label={M.descuentos} data={(descuentos.data ?? []).map((d) => ({ value: d._id, label: `${d.naturalezaDescuento} (${d.porcentajeDescuento !== '0' ? `${d.porcentajeDescuento.replace('.', ',')} %` : formatCurrency(d.montoDescuento)})` }))} value={field.value} onChange={field.onChange} maxValues={5} error={e.descuento?.message} searchable clearable data-testid="item-descuentos" />
        )}
      />
      <Text size="sm" fw={500}>
        {M.programados}
      </Text>
      <Text size="xs" c="dimmed">
        {M.programadosAyuda}
      </Text>
      {programados.fields.map((f, i) => (
        <Group key={f.id} gap="xs" align="flex-start">
          <TextInput type="date" aria-label={`${M.fecha} ${i + 1}`} {...register(`priceDateRange.${i}.date`)} error={e.priceDateRange?.[i]?.date?.message} data-testid={`programado-fecha-${i}`} />
          <TextInput aria-label={`${M.precioFecha} ${i + 1}`} leftSection="₡" {...register(`priceDateRange.${i}.price`)} error={e.priceDateRange?.[i]?.price?.message} data-testid={`programado-precio-${i}`} />
          <ActionIcon variant="subtle" color="red" onClick={() => programados.remove(i)} aria-label={M.quitar}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button size="xs" variant="light" onClick={() => programados.append({ date: '', price: '' })} data-testid="programado-agregar">
          {M.agregarFecha}
        </Button>
      </Group>
    </Stack>
  );
}
