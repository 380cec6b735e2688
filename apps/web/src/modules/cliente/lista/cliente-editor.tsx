// Create or edit a customer (spec 2 §3, ruling B-1: the same record invoicing picks): name,
// identification, contact, category (its discount reaches the invoice), birth date, credit and
// WhatsApp reminders. Blank parts are omitted as spec 2 §5 says; the server's refusal lands on
// its field and what was typed stays.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { GuardarClienteDocument, type ClienteFieldsFragment } from '@jit/api';
import { CORREO_HACIENDA, TIPOS_IDENTIFICACION, validateIdentificacion } from '@jit/domain';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { applyServerError } from '../../../app/server-errors';
import { PieEditor } from '../../item/comun/pie-editor';
import { decimalDe, textoDe } from '../../item/comun/numeros';
import { CLIENTE_MESSAGES as M } from '../messages';
import { useCategoriasCliente } from '../queries';
import { textoDescuento } from '../categorias/categorias-page';

const schema = z
  .object({
    nombre: z.string().trim().min(3, 'De 3 a 100 caracteres.').max(100, 'De 3 a 100 caracteres.'),
    nombreComercial: z.string().trim().max(80, 'Hasta 80 caracteres.'),
    tipo: z.string(),
    numero: z.string().trim(),
    correoElectronico: z.string().trim().refine((v) => v === '' || CORREO_HACIENDA.test(v), 'El correo no es válido.'),
    telefono: z.string().trim().refine((v) => v === '' || /^\d{8}$/.test(v.replace(/[\s-]/g, '')), 'El teléfono debe tener 8 dígitos.'),
    categoria: z.string(),
    fechaNacimiento: z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Use aaaa-mm-dd.'),
    plazoCredito: z.string().refine((v) => v.trim() === '' || /^\d{1,4}$/.test(v.trim()), M.enteroInvalido),
    limiteCredito: z.string().refine((v) => decimalDe(v) !== undefined, M.numeroInvalido),
    limiteCreditoBlock: z.boolean(),
    waNotifica: z.boolean(),
    waTelefonos: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.numero !== '' && !validateIdentificacion(v.tipo, v.numero).ok) ctx.addIssue({ code: 'custom', path: ['numero'], message: 'La identificación no es válida para ese tipo.' });
  });
type Valores = z.infer<typeof schema>;

const TIPOS = TIPOS_IDENTIFICACION.map((t) => ({ value: t.codigo, label: `${t.codigo} · ${t.descripcion}` }));

const valoresDe = (c: ClienteFieldsFragment | null): Valores => ({
  nombre: c?.nombre ?? '',
  nombreComercial: c?.nombreComercial ?? '',
  tipo: c?.identificacion?.tipo ?? '01',
  numero: c?.identificacion?.numero ?? '',
  correoElectronico: c?.correoElectronico ?? '',
  telefono: c?.telefono?.numTelefono ?? '',
  categoria: c?.categoria?._id ?? '',
  fechaNacimiento: c?.fechaNacimiento ?? '',
  plazoCredito: c && c.plazoCredito ? String(c.plazoCredito) : '',
  limiteCredito: c && c.limiteCredito !== '0' ? textoDe(c.limiteCredito) : '',
  limiteCreditoBlock: c?.limiteCreditoBlock ?? false,
  waNotifica: c?.waNotifica ?? false,
  waTelefonos: (c?.waTelefonos ?? []).join(', '),
});

export function ClienteEditor({ abierto, cliente, onClose, onGuardado }: { abierto: boolean; cliente: ClienteFieldsFragment | null; onClose: () => void; onGuardado: (c: ClienteFieldsFragment) => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  const categorias = useCategoriasCliente();
  useEffect(() => {
    if (abierto) form.reset(valoresDe(cliente));
  }, [abierto, cliente, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      const r = await api.request(GuardarClienteDocument, {
        input: {
          ...(cliente ? { _id: cliente._id } : {}),
          nombre: v.nombre.trim(),
          nombreComercial: v.nombreComercial.trim() || null,
          // spec 2 §5: no number, no identification; no phone number, no phone; no id, no category
          ...(v.numero ? { identificacion: { tipo: v.tipo, numero: v.numero } } : {}),
          correoElectronico: v.correoElectronico.trim() || null,
          ...(v.telefono ? { telefono: { numTelefono: v.telefono.replace(/[\s-]/g, '') } } : {}),
          ...(v.categoria ? { categoria: { _id: v.categoria } } : {}),
          fechaNacimiento: v.fechaNacimiento || null,
          plazoCredito: v.plazoCredito.trim() ? Number(v.plazoCredito) : 0,
          limiteCredito: decimalDe(v.limiteCredito) ?? '0',
          limiteCreditoBlock: v.limiteCreditoBlock,
          waNotifica: v.waNotifica,
          waTelefonos: v.waTelefonos.split(',').map((t) => t.trim()).filter(Boolean),
        },
      });
      onGuardado(r.Cliente.create);
    } catch (e) {
      applyServerError(e, form.setError, {
        nombre: 'nombre',
        nombreComercial: 'nombreComercial',
        identificacion: 'numero',
        correoElectronico: 'correoElectronico',
        telefono: 'telefono',
        categoria: 'categoria',
        fechaNacimiento: 'fechaNacimiento',
        plazoCredito: 'plazoCredito',
        limiteCredito: 'limiteCredito',
        waTelefonos: 'waTelefonos',
      });
    }
  });
  const opcionesCategoria = [{ value: '', label: M.sinCategoria }, ...(categorias.data ?? []).map((c) => ({ value: c._id, label: `${c.nombre} · ${textoDescuento(c)}` }))];
  return (
    <AppModal opened={abierto} onClose={onClose} title={cliente ? cliente.nombre : M.nuevoCliente} size="lg">
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevoCliente}>
        <Stack gap="sm">
          <TextInput label={M.nombre} {...form.register('nombre')} error={errors.nombre?.message} data-autofocus data-testid="cliente-nombre" />
          <TextInput label={M.nombreComercial} {...form.register('nombreComercial')} error={errors.nombreComercial?.message} />
          <Group grow align="flex-start">
            <Controller control={form.control} name="tipo" render={({ field }) => <Select label={M.tipoIdentificacion} data={TIPOS} value={field.value} onChange={(v) => field.onChange(v ?? '01')} allowDeselect={false} />} />
            <TextInput label={M.numeroIdentificacion} {...form.register('numero')} error={errors.numero?.message} data-testid="cliente-identificacion" />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={M.correo} {...form.register('correoElectronico')} error={errors.correoElectronico?.message} />
            <TextInput label={M.telefono} {...form.register('telefono')} error={errors.telefono?.message} />
          </Group>
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="categoria"
              render={({ field }) => <Select label={M.categoria} data={opcionesCategoria} value={field.value} onChange={(v) => field.onChange(v ?? '')} allowDeselect={false} error={errors.categoria?.message} data-testid="cliente-categoria" />}
            />
            <TextInput label={M.fechaNacimiento} placeholder="aaaa-mm-dd" {...form.register('fechaNacimiento')} error={errors.fechaNacimiento?.message} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={M.plazoCredito} {...form.register('plazoCredito')} error={errors.plazoCredito?.message} />
            <TextInput label={M.limiteCredito} leftSection="₡" {...form.register('limiteCredito')} error={errors.limiteCredito?.message} />
          </Group>
          <Controller control={form.control} name="limiteCreditoBlock" render={({ field }) => <Switch label={M.limiteCreditoBlock} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
          <Controller control={form.control} name="waNotifica" render={({ field }) => <Switch label={M.waNotifica} description={M.waNotificaAyuda} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
          <TextInput label={M.waTelefonos} {...form.register('waTelefonos')} error={errors.waTelefonos?.message} />
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="cliente-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
