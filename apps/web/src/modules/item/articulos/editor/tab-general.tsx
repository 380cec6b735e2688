// The General tab: type, names, codes, CABYS (which sets the VAT), units, categories, image.
import { Controller, useFormContext } from 'react-hook-form';
import { Grid, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TIPOS_ITEM, impuestoDeCabys } from '@jit/domain';
import { TagInput } from '@jit/ui';
import { ITEM_MESSAGES as M } from '../../messages';
import { useCategorias } from '../../queries';
import { UnidadSelect } from '../../comun/selects';
import { CabysSelect } from './cabys-select';
import type { ItemForm } from './forma';
import { ItemImagen } from './imagen';

const TIPOS = TIPOS_ITEM.map((t) => ({ value: t.codigo, label: `${t.codigo} · ${t.nombre}` }));

export function TabGeneral({ itemId, imagen, onImagen }: { itemId: string | null; imagen: string | null; onImagen: () => void }) {
  const { register, control, setValue, formState } = useFormContext<ItemForm>();
  const e = formState.errors;
  const categorias = useCategorias();
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <TextInput label={M.nombre} {...register('nombre')} error={e.nombre?.message} data-autofocus data-testid="item-nombre" />
          <Grid gap="sm">
            <Grid.Col span={6}>
              <Controller control={control} name="tipo" render={({ field }) => <Select label={M.tipo} data={TIPOS} value={field.value} onChange={(v) => field.onChange(v ?? '02')} allowDeselect={false} />} />
            </Grid.Col>
            <Grid.Col span={6}>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {M.clasificacion}
                </Text>
                <Controller control={control} name="clasificacion" render={({ field }) => <SegmentedControl fullWidth data={[{ value: 'producto', label: M.producto }, { value: 'servicio', label: M.servicio }]} value={field.value} onChange={field.onChange} />} />
              </Stack>
            </Grid.Col>
          </Grid>
          <TextInput label={M.nombreCorto} {...register('nombreCorto')} error={e.nombreCorto?.message} />
          <Grid gap="sm">
            <Grid.Col span={4}>
              <TextInput label={M.codigoRapido} {...register('codigoRapido')} error={e.codigoRapido?.message} data-testid="item-codigoRapido" />
            </Grid.Col>
            <Grid.Col span={4}>
              <TextInput label={M.sku} {...register('SKU')} error={e.SKU?.message} />
            </Grid.Col>
            <Grid.Col span={4}>
              <TextInput label={M.codigoBarras} {...register('codigoBarras')} error={e.codigoBarras?.message} data-testid="item-codigoBarras" />
            </Grid.Col>
          </Grid>
          <Controller
            control={control}
            name="codigo"
            render={({ field }) => (
              <CabysSelect
                value={field.value}
                error={e.codigo?.message}
                onChange={(c) => {
                  field.onChange(c?.cabys ?? '');
                  // A1-13: the CABYS code's rate is the item's VAT
                  if (c?.impuesto) setValue('codigoTarifa', impuestoDeCabys(c.impuesto).codigoTarifaIVA, { shouldDirty: true });
                }}
              />
            )}
          />
          <Grid gap="sm">
            <Grid.Col span={6}>
              <Controller control={control} name="unidadMedida" render={({ field }) => <UnidadSelect label={M.unidad} value={field.value} onChange={(v) => field.onChange(v ?? 'Unid')} error={e.unidadMedida?.message} />} />
            </Grid.Col>
            <Grid.Col span={6}>
              <TextInput label={M.unidadComercial} {...register('unidadMedidaComercial')} error={e.unidadMedidaComercial?.message} />
            </Grid.Col>
          </Grid>
          <Controller
            control={control}
            name="categoria"
            render={({ field }) => <MultiSelect label={M.categorias} data={(categorias.data ?? []).map((c) => ({ value: c._id, label: c.nombre }))} value={field.value} onChange={field.onChange} searchable clearable />}
          />
          <Controller control={control} name="subCategorias" render={({ field }) => <TagInput label={M.subcategorias} value={field.value} onChange={field.onChange} />} />
          <Textarea label={M.descripcion} autosize minRows={2} {...register('descripcion')} error={e.descripcion?.message} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ItemImagen itemId={itemId} src={imagen} onCambio={onImagen} />
      </Grid.Col>
    </Grid>
  );
}
