// The Composición tab: a composite's recipe (its cost is Σ component cost × portion) and the cost
// list of fixed and variable costs per unit (A1-4) that makes the general cost.
import { useFieldArray, useFormContext, useWatch, Controller } from 'react-hook-form';
import { ActionIcon, Group, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ITEM_MESSAGES as M } from '../../messages';
import { useCostos } from '../../queries';
import type { ItemForm } from './forma';
import { ItemBuscador } from './item-buscador';

function Lineas({ name }: { name: 'composicion' | 'listaCostos' }) {
  const { control, register, formState } = useFormContext<ItemForm>();
  const lista = useFieldArray({ control, name });
  const e = formState.errors[name];
  if (lista.fields.length === 0) return null;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{name === 'composicion' ? M.componente : M.costo}</Table.Th>
          <Table.Th w={160}>{M.porcion}</Table.Th>
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lista.fields.map((f, i) => (
          <Table.Tr key={f.id}>
            <Table.Td>{f.nombre}</Table.Td>
            <Table.Td>
              <TextInput size="xs" aria-label={`${M.porcion} ${f.nombre}`} {...register(`${name}.${i}.porcion`)} error={e?.[i]?.porcion?.message} />
            </Table.Td>
            <Table.Td>
              <ActionIcon variant="subtle" color="red" onClick={() => lista.remove(i)} aria-label={M.quitar}>
                <IconTrash size={14} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TabComposicion({ itemId }: { itemId: string | null }) {
  const { control, getValues, setValue } = useFormContext<ItemForm>();
  const compuesto = useWatch({ control, name: 'esCompuesto' });
  const fijos = useCostos('CostoFijo');
  const variables = useCostos('CostoVariable');
  const agregar = (name: 'composicion' | 'listaCostos', _idItem: string, nombre: string) => {
    if (getValues(name).some((l) => l._idItem === _idItem)) return;
    setValue(name, [...getValues(name), { _idItem, nombre, porcion: '1' }], { shouldDirty: true });
  };
  const costos = [
    { group: M.costoFijo, items: (fijos.data ?? []).map((c) => ({ value: c._id, label: c.nombre })) },
    { group: M.costoVariable, items: (variables.data ?? []).map((c) => ({ value: c._id, label: c.nombre })) },
  ];
  return (
    <Stack gap="sm">
      <Controller control={control} name="esCompuesto" render={({ field }) => <Switch label={M.esCompuesto} checked={field.value} onChange={(ev) => field.onChange(ev.currentTarget.checked)} />} />
      {compuesto ? (
        <>
          <Lineas name="composicion" />
          <ItemBuscador label={M.agregarComponente} excluir={itemId} onElegir={(i) => agregar('composicion', i._id, i.nombre)} />
        </>
      ) : null}
      <Text size="sm" fw={500}>
        {M.listaCostos}
      </Text>
      <Lineas name="listaCostos" />
      <Group>
        <Select
          label={M.agregarCosto}
          data={costos}
          value={null}
          searchable
          onChange={(v) => {
            const c = [...(fijos.data ?? []), ...(variables.data ?? [])].find((x) => x._id === v);
            if (c) agregar('listaCostos', c._id, c.nombre);
          }}
        />
      </Group>
    </Stack>
  );
}
