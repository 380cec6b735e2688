// A receptor created from the invoice screen when the search found none: name, Costa Rican or
// foreign identification, e-mail and phone, checked as Hacienda checks them.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { ReceptorCrearDocument, type ReceptorFieldsFragment } from '@jit/api';
import { TIPOS_IDENTIFICACION, validateIdentificacion } from '@jit/domain';
import { api } from '../../../app/api';
import { CORREO_HACIENDA } from '@jit/domain';
import { applyServerError } from '../../../app/server-errors';
import { FACTURAR_MESSAGES as M } from './messages';

const crearSchema = z
  .object({
    nombre: z.string().trim().min(3, M.nombreInvalido).max(100, M.nombreInvalido),
    extranjero: z.boolean(),
    tipo: z.string(),
    numero: z.string().trim(),
    identificacionExtranjero: z.string().trim(),
    correoElectronico: z.string().trim().refine((v) => v === '' || CORREO_HACIENDA.test(v), M.correoInvalido),
    telefono: z.string().trim().refine((v) => v === '' || /^\d{8}$/.test(v.replace(/[\s-]/g, '')), M.telefonoInvalido),
  })
  .superRefine((v, ctx) => {
    if (v.extranjero) {
      if (!/^[A-Za-z0-9]{1,20}$/.test(v.identificacionExtranjero))
        ctx.addIssue({ code: 'custom', path: ['identificacionExtranjero'], message: M.extranjeroInvalido });
    } else if (!validateIdentificacion(v.tipo, v.numero).ok) {
      ctx.addIssue({ code: 'custom', path: ['numero'], message: M.identificacionInvalida });
    }
  });
type CrearValues = z.input<typeof crearSchema>;

const TIPOS = TIPOS_IDENTIFICACION.map((t) => ({ value: t.codigo, label: `${t.codigo} · ${t.descripcion}` }));

/** Creates the receptor typed in the search (a number becomes its identification, words its name). */
export function CrearReceptor({ inicial, onClose, onCreated }: { inicial: string; onClose: () => void; onCreated: (r: ReceptorFieldsFragment) => void }) {
  const digits = inicial.replace(/[\s-]/g, '');
  const porNumero = /^\d+$/.test(digits);
  const form = useForm<CrearValues>({
    resolver: zodResolver(crearSchema),
    defaultValues: {
      nombre: porNumero ? '' : inicial,
      extranjero: false,
      tipo: porNumero && digits.length === 10 ? '02' : porNumero && digits.length > 10 ? '03' : '01',
      numero: porNumero ? digits : '',
      identificacionExtranjero: '',
      correoElectronico: '',
      telefono: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const extranjero = useWatch({ control: form.control, name: 'extranjero' });
  const submit = form.handleSubmit(async (v) => {
    try {
      const data = await api.request(ReceptorCrearDocument, {
        input: {
          nombre: v.nombre.trim(),
          ...(v.extranjero
            ? { identificacionExtranjero: v.identificacionExtranjero.trim() }
            : { identificacion: { tipo: v.tipo, numero: v.numero.replace(/[\s-]/g, '') } }),
          ...(v.correoElectronico.trim() ? { correoElectronico: v.correoElectronico.trim() } : {}),
          ...(v.telefono.trim() ? { telefono: { codigoPais: '506', numTelefono: v.telefono.replace(/[\s-]/g, '') } } : {}),
        },
      });
      onCreated(data.Receptor.create);
    } catch (error) {
      applyServerError(error, form.setError, (f) =>
        f === 'identificacion.numero' ? 'numero' : f === 'identificacion.tipo' ? 'tipo' : f === 'telefono.numTelefono' ? 'telefono' : f,
      );
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={M.receptorCrear}>
      <Stack gap="sm">
        <TextInput label={M.receptorNombre} required data-autofocus error={errors.nombre?.message} {...form.register('nombre')} />
        <Controller
          control={form.control}
          name="extranjero"
          render={({ field }) => (
            <Switch label={M.receptorEsExtranjero} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
          )}
        />
        {extranjero ? (
          <TextInput label={M.receptorExtranjero} required error={errors.identificacionExtranjero?.message} {...form.register('identificacionExtranjero')} />
        ) : (
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="tipo"
              render={({ field }) => (
                <Select label={M.receptorTipoId} data={TIPOS} value={field.value} onChange={(v) => field.onChange(v ?? '01')} allowDeselect={false} error={errors.tipo?.message} />
              )}
            />
            <TextInput label={M.receptorNumero} required error={errors.numero?.message} {...form.register('numero')} />
          </Group>
        )}
        <Group grow align="flex-start">
          <TextInput label={M.receptorCorreo} type="email" error={errors.correoElectronico?.message} {...form.register('correoElectronico')} />
          <TextInput label={M.receptorTelefono} error={errors.telefono?.message} {...form.register('telefono')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {M.receptorGuardar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
