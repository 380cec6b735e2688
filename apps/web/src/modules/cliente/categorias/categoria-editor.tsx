// Create or edit a customer category: name (unique), description, the discount (a percentage up
// to 100, or an amount per unit) and its badge colour; the server's refusal lands on its field.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { GuardarCategoriaClienteDocument, type CategoriaClienteFieldsFragment } from '@jit/api';
import { AppModal, BADGE_COLORS, ColorBadgeSelector, type BadgeColor } from '@jit/ui';
import { api } from '../../../app/api';
import { applyServerError } from '../../../app/server-errors';
import { PieEditor } from '../../item/comun/pie-editor';
import { decimalDe, textoDe } from '../../item/comun/numeros';
import { CLIENTE_MESSAGES as M } from '../messages';

const schema = z
  .object({
    nombre: z.string().trim().min(1, M.requerido).max(80, 'Hasta 80 caracteres.'),
    descripcion: z.string().max(500, 'Hasta 500 caracteres.'),
    tipo: z.enum(['porcentaje', 'monto']),
    valor: z.string(),
    color: z.enum(BADGE_COLORS),
  })
  .superRefine((v, ctx) => {
    const d = decimalDe(v.valor);
    if (d === undefined || (d !== null && d.startsWith('-'))) ctx.addIssue({ code: 'custom', path: ['valor'], message: M.numeroInvalido });
    else if (v.tipo === 'porcentaje' && d !== null && Number(d) > 100) ctx.addIssue({ code: 'custom', path: ['valor'], message: 'Un descuento en porcentaje no puede pasar de 100.' });
  });
type Valores = z.infer<typeof schema>;

export function CategoriaClienteEditor({ abierta, categoria, onClose, onGuardada }: { abierta: boolean; categoria: CategoriaClienteFieldsFragment | null; onClose: () => void; onGuardada: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (!abierta) return;
    form.reset({
      nombre: categoria?.nombre ?? '',
      descripcion: categoria?.descripcion ?? '',
      tipo: categoria && !categoria.esPorcentual ? 'monto' : 'porcentaje',
      valor: categoria ? textoDe(categoria.valor) : '',
      color: (BADGE_COLORS as readonly string[]).includes(categoria?.color ?? '') ? (categoria!.color as BadgeColor) : 'default',
    });
  }, [abierta, categoria, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      await api.request(GuardarCategoriaClienteDocument, {
        input: { ...(categoria ? { _id: categoria._id } : {}), nombre: v.nombre.trim(), descripcion: v.descripcion.trim() || null, esPorcentual: v.tipo === 'porcentaje', valor: decimalDe(v.valor) ?? '0', color: v.color },
      });
      onGuardada();
    } catch (e) {
      applyServerError(e, form.setError, ['nombre', 'descripcion', 'valor', 'color']);
    }
  });
  return (
    <AppModal opened={abierta} onClose={onClose} title={categoria ? categoria.nombre : M.nuevaCategoria}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevaCategoria}>
        <Stack gap="sm">
          <TextInput label={M.colNombre} {...form.register('nombre')} error={errors.nombre?.message} data-autofocus />
          <Textarea label={M.descripcion} autosize minRows={2} {...form.register('descripcion')} error={errors.descripcion?.message} />
          <Group grow align="flex-start">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {M.tipoDescuento}
              </Text>
              <Controller
                control={form.control}
                name="tipo"
                render={({ field }) => (
                  <SegmentedControl value={field.value} onChange={field.onChange} data={[{ value: 'porcentaje', label: M.porcentaje }, { value: 'monto', label: M.montoPorUnidad }]} />
                )}
              />
            </Stack>
            <TextInput label={M.valor} {...form.register('valor')} error={errors.valor?.message} data-testid="categoria-valor" />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {M.color}
            </Text>
            <Controller control={form.control} name="color" render={({ field }) => <ColorBadgeSelector value={field.value} onChange={field.onChange} />} />
          </Stack>
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="categoria-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
