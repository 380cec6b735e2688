// The item editor (a drawer over the list): tabs General, Precio, Inventario, Composición,
// Variantes, and those the issuer's modules call for. Saving keeps the drawer open on the saved
// item (its variants and image need it saved); a refusal lands on its field and opens its tab.
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Drawer, Group, Stack, Tabs } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { nextSavedFlag, type SavedFlag } from '@jit/domain';
import { GuardarItemDocument, type ItemFieldsFragment } from '@jit/api';
import { api } from '../../../../app/api';
import { notify } from '../../../../app/notify';
import { applyServerError, serverFieldError } from '../../../../app/server-errors';
import { useIssuer } from '../../../../app/session/startup';
import { ITEM_MESSAGES as M } from '../../messages';
import { inputDe, itemSchema, valoresDe, type ItemForm } from './forma';
import { TabComposicion } from './tab-composicion';
import { TabContabilidad, TabReservas, TabRestaurante } from './tab-extras';
import { TabGeneral } from './tab-general';
import { TabInventario } from './tab-inventario';
import { TabPrecio } from './tab-precio';
import { TabVariantes } from './tab-variantes';

const TAB_DE: [RegExp, string][] = [
  [/^(costoUnitarioTotal|utilidad|precio|impuesto|codigoTarifa|codigoMoneda|descuento|priceDateRange|origenPrecio)/, 'precio'],
  [/^(minimo|maximo|stockState|permite|bajo)/, 'inventario'],
  [/^(esCompuesto|composicion|listaCostos)/, 'composicion'],
  [/^(preparable|posIndex)/, 'restaurante'],
  [/^cuentaContable/, 'contabilidad'],
  [/^(duracion|check|nextDay)/, 'reservas'],
];
const tabDe = (field: string) => TAB_DE.find(([r]) => r.test(field))?.[1] ?? 'general';

export function ItemEditor({ item, tipo, onClose, onGuardado }: { item: ItemFieldsFragment | null; tipo: string; onClose: () => void; onGuardado: (i: ItemFieldsFragment) => void }) {
  const [actual, setActual] = useState<ItemFieldsFragment | null>(item);
  const [tab, setTab] = useState<string | null>('general');
  const modulos = useIssuer().data?.modules ?? {};
  // Mounted per item (the list keys it), so the form starts from that item.
  const form = useForm<ItemForm>({ resolver: zodResolver(itemSchema), mode: 'onTouched', defaultValues: valoresDe(item, tipo) });
  const flag: SavedFlag = nextSavedFlag(null, form.formState.isDirty ? 'edit' : 'load');
  const guardar = form.handleSubmit(
    async (v) => {
      try {
        const r = await api.request(GuardarItemDocument, { input: inputDe(v, actual?._id ?? null) });
        const saved = r.Item.create;
        setActual(saved);
        form.reset(valoresDe(saved, tipo));
        notify({ type: 'success', message: M.guardado });
        onGuardado(saved);
      } catch (e) {
        const f = serverFieldError(e);
        if (f && applyServerError(e, form.setError, (s) => s.replace(/^input\./, ''))) setTab(tabDe(f.field.replace(/^input\./, '')));
      }
    },
    (errors: FieldErrors<ItemForm>) => {
      const first = Object.keys(errors)[0];
      if (first) setTab(tabDe(first));
      notify({ type: 'warning', message: M.corregir });
    },
  );
  useHotkeys([['mod+S', () => void guardar()]], [], true);
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={actual ? M.editarArticulo(actual.nombre) : M.nuevoArticulo}>
      <FormProvider {...form}>
        <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevoArticulo}>
          <Stack gap="md">
            <Group justify="space-between">
              <Badge color={flag === false ? 'orange' : 'green'} variant="light" data-testid="item-guardado">
                {flag === false ? M.sinGuardar : M.guardadoBadge}
              </Badge>
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={form.formState.isSubmitting} data-testid="item-guardar">
                {M.guardar}
              </Button>
            </Group>
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="general">{M.tabs.general}</Tabs.Tab>
                <Tabs.Tab value="precio">{M.tabs.precio}</Tabs.Tab>
                <Tabs.Tab value="inventario">{M.tabs.inventario}</Tabs.Tab>
                <Tabs.Tab value="composicion">{M.tabs.composicion}</Tabs.Tab>
                <Tabs.Tab value="variantes">{M.tabs.variantes}</Tabs.Tab>
                {modulos.restaurantModule ? <Tabs.Tab value="restaurante">{M.tabs.restaurante}</Tabs.Tab> : null}
                {modulos.accountingModule ? <Tabs.Tab value="contabilidad">{M.tabs.contabilidad}</Tabs.Tab> : null}
                {modulos.viajesModule ? <Tabs.Tab value="reservas">{M.tabs.reservas}</Tabs.Tab> : null}
              </Tabs.List>
              <Tabs.Panel value="general" pt="md">
                <TabGeneral itemId={actual?._id ?? null} imagen={actual?.img?.src ?? null} onImagen={() => actual && onGuardado(actual)} />
              </Tabs.Panel>
              <Tabs.Panel value="precio" pt="md">
                <TabPrecio />
              </Tabs.Panel>
              <Tabs.Panel value="inventario" pt="md">
                <TabInventario cantidad={actual?.cantidad ?? null} pp={actual?.pp ?? null} />
              </Tabs.Panel>
              <Tabs.Panel value="composicion" pt="md">
                <TabComposicion itemId={actual?._id ?? null} />
              </Tabs.Panel>
              <Tabs.Panel value="variantes" pt="md">
                <TabVariantes itemId={actual?._id ?? null} />
              </Tabs.Panel>
              <Tabs.Panel value="restaurante" pt="md">
                <TabRestaurante />
              </Tabs.Panel>
              <Tabs.Panel value="contabilidad" pt="md">
                <TabContabilidad />
              </Tabs.Panel>
              <Tabs.Panel value="reservas" pt="md">
                <TabReservas />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </form>
      </FormProvider>
    </Drawer>
  );
}
