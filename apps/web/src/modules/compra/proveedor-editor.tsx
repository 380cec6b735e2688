// Create or edit a supplier: name, identification, phone (506 by default), e-mail, currency and
// days of credit (none by default, c183); the server's refusal (a repeated identification) lands
// on its field and what was typed stays.
import { useEffect } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { GuardarProveedorDocument, type ProveedorFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { applyServerError } from '../../app/server-errors';
import { PieEditor } from '../item/comun/pie-editor';
import { COMPRA_MESSAGES as M, TIPOS_ID } from './messages';

const schema = z.object({
  nombre: z.string().trim().min(1, M.requerido).max(100),
  nombreComercial: z.string().max(80),
  tipo: z.string().min(2, M.requerido),
  numero: z.string().trim().min(1, M.requerido).max(25),
  numTelefono: z.string().max(20),
  correoElectronico: z.string().max(160),
  codigoMoneda: z.string(),
  plazoCredito: z.string().regex(/^\d{0,4}$/, M.plazoInvalido),
});
type Valores = z.infer<typeof schema>;

export function ProveedorEditor({ abierto, proveedor, onClose, onGuardado }: { abierto: boolean; proveedor: ProveedorFieldsFragment | null; onClose: () => void; onGuardado: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (abierto)
      form.reset({
        nombre: proveedor?.nombre ?? '',
        nombreComercial: proveedor?.nombreComercial ?? '',
        tipo: proveedor?.identificacion.tipo ?? '02',
        numero: proveedor?.identificacion.numero ?? '',
        numTelefono: proveedor?.telefono?.numTelefono ?? '',
        correoElectronico: proveedor?.correoElectronico ?? '',
        codigoMoneda: proveedor?.codigoMoneda ?? 'CRC',
        plazoCredito: proveedor?.plazoCredito != null ? String(proveedor.plazoCredito) : '',
      });
  }, [abierto, proveedor, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      await api.request(GuardarProveedorDocument, {
        input: {
          ...(proveedor ? { _id: proveedor._id } : {}),
          nombre: v.nombre.trim(),
          nombreComercial: v.nombreComercial.trim() || null,
          identificacion: { tipo: v.tipo, numero: v.numero },
          telefono: v.numTelefono.trim() ? { codigoPais: '506', numTelefono: v.numTelefono } : null,
          correoElectronico: v.correoElectronico.trim() || null,
          codigoMoneda: v.codigoMoneda,
          plazoCredito: v.plazoCredito ? Number(v.plazoCredito) : null,
        },
      });
      onGuardado();
    } catch (e) {
      if (!applyServerError(e, form.setError, { 'input.nombre': 'nombre', 'input.identificacion.numero': 'numero', 'input.identificacion.tipo': 'tipo', 'input.correoElectronico': 'correoElectronico', 'input.plazoCredito': 'plazoCredito' }))
        notify({ type: 'danger', message: e instanceof Error ? e.message : String(e) });
    }
  });
  return (
    <AppModal opened={abierto} onClose={onClose} title={proveedor ? M.editarProveedor : M.nuevoProveedor}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevoProveedor}>
        <Stack gap="sm">
          <TextInput label={M.nombre} {...form.register('nombre')} error={errors.nombre?.message} data-autofocus />
          <TextInput label={M.nombreComercial} {...form.register('nombreComercial')} error={errors.nombreComercial?.message} />
          <Group grow>
            <Controller control={form.control} name="tipo" render={({ field }) => <Select label={M.tipoId} data={Object.entries(TIPOS_ID).map(([value, label]) => ({ value, label: `${value} ${label}` }))} value={field.value} onChange={(v) => field.onChange(v ?? '02')} error={errors.tipo?.message} allowDeselect={false} />} />
            <TextInput label={M.identificacion} {...form.register('numero')} error={errors.numero?.message} />
          </Group>
          <Group grow>
            <TextInput label={M.telefono} leftSection="+506" {...form.register('numTelefono')} error={errors.numTelefono?.message} />
            <TextInput label={M.correo} {...form.register('correoElectronico')} error={errors.correoElectronico?.message} />
          </Group>
          <Group grow>
            <Controller control={form.control} name="codigoMoneda" render={({ field }) => <Select label={M.moneda} data={['CRC', 'USD', 'EUR']} value={field.value} onChange={(v) => field.onChange(v ?? 'CRC')} allowDeselect={false} />} />
            <TextInput label={M.plazo} description={M.plazoHint} {...form.register('plazoCredito')} error={errors.plazoCredito?.message} />
          </Group>
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="proveedor-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
