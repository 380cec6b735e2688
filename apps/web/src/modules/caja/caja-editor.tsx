// Create or edit a register: its name, limits (ruling C-6: they warn, never block) and whether it
// is active; the server's refusal (a repeated name) lands on its field.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { GuardarCajaDocument, type CajaFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { applyServerError } from '../../app/server-errors';
import { PieEditor } from '../item/comun/pie-editor';
import { CAJA_MESSAGES as M } from './messages';
import { campoMonto, montoDe } from './monto';

const schema = z.object({
  name: z.string().trim().min(1, M.requerido).max(80, M.requerido),
  limiteInferior: campoMonto,
  limiteSuperior: campoMonto,
  state: z.boolean(),
});
type Valores = z.infer<typeof schema>;
const texto = (v: string | null | undefined) => (!v || v === '0' ? '' : v.replace('.', ','));

export function CajaEditor({ abierto, caja, onClose, onGuardada }: { abierto: boolean; caja: CajaFieldsFragment | null; onClose: () => void; onGuardada: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (abierto) form.reset({ name: caja?.name ?? '', limiteInferior: texto(caja?.limiteInferior), limiteSuperior: texto(caja?.limiteSuperior), state: caja?.state ?? true });
  }, [abierto, caja, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      await api.request(GuardarCajaDocument, {
        input: { ...(caja ? { _id: caja._id } : {}), name: v.name.trim(), limiteInferior: montoDe(v.limiteInferior) ?? '0', limiteSuperior: montoDe(v.limiteSuperior) ?? '0', state: v.state },
      });
      onGuardada();
    } catch (e) {
      applyServerError(e, form.setError, { name: 'name', limiteInferior: 'limiteInferior', limiteSuperior: 'limiteSuperior' });
    }
  });
  return (
    <AppModal opened={abierto} onClose={onClose} title={caja ? M.editarCaja : M.nuevaCaja}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevaCaja}>
        <Stack gap="sm">
          <TextInput label={M.nombre} {...form.register('name')} error={errors.name?.message} data-autofocus />
          <Group grow>
            <TextInput label={M.limiteInferior} leftSection="₡" {...form.register('limiteInferior')} error={errors.limiteInferior?.message} />
            <TextInput label={M.limiteSuperior} leftSection="₡" description={M.limiteHint} {...form.register('limiteSuperior')} error={errors.limiteSuperior?.message} />
          </Group>
          <Checkbox label={M.activa} {...form.register('state')} />
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="caja-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
