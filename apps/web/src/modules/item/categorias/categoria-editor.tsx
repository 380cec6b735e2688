// Create or edit an item category: name (unique), description, badge colour, kitchen priority and
// its subcategories (spec 3 §3 Category).
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { GuardarCategoriaDocument, type CategoriaItemFieldsFragment } from '@jit/api';
import { AppModal, BADGE_COLORS, ColorBadgeSelector, type BadgeColor } from '@jit/ui';
import { api } from '../../../app/api';
import { applyServerError } from '../../../app/server-errors';
import { ITEM_MESSAGES as M } from '../messages';
import { PieEditor } from '../comun/pie-editor';

const schema = z.object({
  nombre: z.string().trim().min(1, M.requerido).max(80, 'Hasta 80 caracteres.'),
  descripcion: z.string().max(500, 'Hasta 500 caracteres.'),
  color: z.enum(BADGE_COLORS),
  prioridad: z.boolean(),
  sub: z.array(z.object({ nombre: z.string().trim().min(1, M.requerido).max(80, 'Hasta 80 caracteres.') })),
});
type Valores = z.infer<typeof schema>;

export function CategoriaEditor({ abierta, categoria, onClose, onGuardada }: { abierta: boolean; categoria: CategoriaItemFieldsFragment | null; onClose: () => void; onGuardada: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  const subs = useFieldArray({ control: form.control, name: 'sub' });
  useEffect(() => {
    if (!abierta) return;
    form.reset({
      nombre: categoria?.nombre ?? '',
      descripcion: categoria?.descripcion ?? '',
      color: (BADGE_COLORS as readonly string[]).includes(categoria?.color ?? '') ? (categoria!.color as BadgeColor) : 'default',
      prioridad: categoria?.prioridad ?? false,
      sub: (categoria?.sub ?? []).map((s) => ({ nombre: s.nombre })),
    });
  }, [abierta, categoria, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      await api.request(GuardarCategoriaDocument, {
        input: { ...(categoria ? { _id: categoria._id } : {}), nombre: v.nombre.trim(), descripcion: v.descripcion.trim() || null, color: v.color, prioridad: v.prioridad, sub: v.sub.map((s) => ({ nombre: s.nombre.trim() })) },
      });
      onGuardada();
    } catch (e) {
      applyServerError(e, form.setError, ['nombre', 'descripcion', 'color']);
    }
  });
  return (
    <AppModal opened={abierta} onClose={onClose} title={categoria ? categoria.nombre : M.nuevaCategoria} size="lg">
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevaCategoria}>
        <Stack gap="sm">
          <TextInput label={M.colNombre} {...form.register('nombre')} error={errors.nombre?.message} data-autofocus />
          <Textarea label={M.descripcion} autosize minRows={2} {...form.register('descripcion')} error={errors.descripcion?.message} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {M.color}
            </Text>
            <Controller control={form.control} name="color" render={({ field }) => <ColorBadgeSelector value={field.value} onChange={field.onChange} />} />
          </Stack>
          <Controller control={form.control} name="prioridad" render={({ field }) => <Switch label={M.prioridad} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
          <Text size="sm" fw={500}>
            {M.subcategorias}
          </Text>
          {subs.fields.map((f, i) => (
            <Group key={f.id} gap="xs" align="flex-start">
              <TextInput flex={1} aria-label={`${M.subcategoria} ${i + 1}`} {...form.register(`sub.${i}.nombre`)} error={errors.sub?.[i]?.nombre?.message} />
              <ActionIcon variant="subtle" color="red" onClick={() => subs.remove(i)} aria-label={M.quitar}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button variant="light" size="xs" onClick={() => subs.append({ nombre: '' })}>
              {M.agregarSub}
            </Button>
          </Group>
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="categoria-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
