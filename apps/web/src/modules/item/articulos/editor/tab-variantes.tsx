// The Variantes tab (ruling A1-5): the saved item's variants, each «item [label]» with its own
// codes and stock; its price is the item's plus an extra, or its own. Saved one at a time
// (Item.saveVariant), so the item's form stays as it is.
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Grid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { GuardarVarianteDocument, ItemVariantesDocument, type ItemFieldsFragment } from '@jit/api';
import { api } from '../../../../app/api';
import { formatCurrency } from '../../../../app/format';
import { notify } from '../../../../app/notify';
import { serverFieldError } from '../../../../app/server-errors';
import { ITEM_MESSAGES as M } from '../../messages';
import { ARTICULOS_KEY } from '../../queries';
import { decimalDe, textoDe } from '../../comun/numeros';
import type { ItemForm } from './forma';

type Borrador = { _id: string | null; etiqueta: string; codigoRapido: string; codigoBarras: string; costoExtra: string; propio: boolean; precio: string };
const VACIA: Borrador = { _id: null, etiqueta: '', codigoRapido: '', codigoBarras: '', costoExtra: '', propio: false, precio: '' };

const borradorDe = (v: ItemFieldsFragment): Borrador => ({
  _id: v._id,
  etiqueta: v.etiqueta ?? '',
  codigoRapido: v.codigoRapido ?? '',
  codigoBarras: v.codigoBarras ?? '',
  costoExtra: textoDe(v.costoExtra),
  propio: v.customVariantPrice,
  precio: v.customVariantPrice ? textoDe(v.precioUnitario) : '',
});

export function TabVariantes({ itemId }: { itemId: string | null }) {
  const { control } = useFormContext<ItemForm>();
  const qc = useQueryClient();
  const key = [...ARTICULOS_KEY, 'variantes', itemId] as const;
  const variantes = useQuery({ queryKey: key, enabled: Boolean(itemId), queryFn: async ({ signal }) => (await api.request(ItemVariantesDocument, { id: itemId! }, { signal })).Item.readVariantsByItem });
  const [b, setB] = useState<Borrador>(VACIA);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [guardando, setGuardando] = useState(false);
  if (!itemId) return <Text c="dimmed">{M.variantesTras}</Text>;
  const err = (f: string) => (error?.field === f ? error.message : undefined);
  const guardar = async () => {
    setGuardando(true);
    setError(null);
    try {
      await api.request(GuardarVarianteDocument, {
        input: {
          ...(b._id ? { _id: b._id } : {}),
          itemRefId: itemId,
          nombre: `[${b.etiqueta.trim()}]`,
          codigoRapido: b.codigoRapido.trim() || null,
          codigoBarras: b.codigoBarras.trim() || null,
          costoExtra: decimalDe(b.costoExtra) ?? null,
          customVariantPrice: b.propio,
          precioUnitario: b.propio ? (decimalDe(b.precio) ?? null) : null,
        },
      });
      notify({ type: 'success', message: M.varianteGuardada });
      setB(VACIA);
      await qc.invalidateQueries({ queryKey: ARTICULOS_KEY });
    } catch (e) {
      setError(serverFieldError(e));
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Stack gap="sm">
      <Controller control={control} name="showVariantAsOptions" render={({ field }) => <Switch label={M.comoOpciones} checked={field.value} onChange={(ev) => field.onChange(ev.currentTarget.checked)} />} />
      {(variantes.data ?? []).length > 0 ? (
        <Table highlightOnHover data-testid="variantes-tabla">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.colNombre}</Table.Th>
              <Table.Th>{M.codigoRapido}</Table.Th>
              <Table.Th>{M.codigoBarras}</Table.Th>
              <Table.Th ta="right">{M.precio}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(variantes.data ?? []).map((v) => (
              <Table.Tr key={v._id} onClick={() => setB(borradorDe(v))} style={{ cursor: 'pointer' }}>
                <Table.Td>{v.nombre}</Table.Td>
                <Table.Td>{v.codigoRapido}</Table.Td>
                <Table.Td>{v.codigoBarras}</Table.Td>
                <Table.Td ta="right">{formatCurrency(v.precioUnitario, v.codigoMoneda.id)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={4}>
          <TextInput label={M.etiqueta} value={b.etiqueta} onChange={(e) => setB({ ...b, etiqueta: e.currentTarget.value })} error={err('nombre')} data-testid="variante-etiqueta" />
        </Grid.Col>
        <Grid.Col span={4}>
          <TextInput label={M.codigoRapido} value={b.codigoRapido} onChange={(e) => setB({ ...b, codigoRapido: e.currentTarget.value })} error={err('codigoRapido')} data-testid="variante-codigo" />
        </Grid.Col>
        <Grid.Col span={4}>
          <TextInput label={M.codigoBarras} value={b.codigoBarras} onChange={(e) => setB({ ...b, codigoBarras: e.currentTarget.value })} error={err('codigoBarras')} />
        </Grid.Col>
        <Grid.Col span={4}>
          <Switch label={M.precioPropio} checked={b.propio} onChange={(e) => setB({ ...b, propio: e.currentTarget.checked })} />
        </Grid.Col>
        <Grid.Col span={4}>
          {b.propio ? (
            <TextInput label={M.precio} value={b.precio} onChange={(e) => setB({ ...b, precio: e.currentTarget.value })} error={err('precioUnitario')} data-testid="variante-precio" />
          ) : (
            <TextInput label={M.costoExtra} value={b.costoExtra} onChange={(e) => setB({ ...b, costoExtra: e.currentTarget.value })} error={err('costoExtra')} data-testid="variante-extra" />
          )}
        </Grid.Col>
        <Grid.Col span={4}>
          <Button onClick={() => void guardar()} loading={guardando} disabled={!b.etiqueta.trim()} data-testid="variante-guardar">
            {b._id ? M.guardar : M.agregarVariante}
          </Button>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
