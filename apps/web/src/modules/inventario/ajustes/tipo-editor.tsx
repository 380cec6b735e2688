// Create or edit an entry or loss type: its name, its reasons (one per line, spec 3 §3) and, for
// entries, whether it asks for a unit cost (ruling A2-4); the server's refusal lands on its field.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { causasATexto, textoACausas } from '@jit/domain';
import { GuardarTipoEntradaDocument, GuardarTipoMermaDocument, type TipoAjusteFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { applyServerError } from '../../../app/server-errors';
import { PieEditor } from '../../item/comun/pie-editor';
import { INVENTARIO_MESSAGES as M } from '../messages';
import type { Clase } from '../queries';

const schema = z.object({ tipo: z.string().trim().min(2, 'De 2 a 100 caracteres.').max(100, 'De 2 a 100 caracteres.'), causas: z.string(), controlada: z.boolean() });
type Valores = z.infer<typeof schema>;

export function TipoEditor({ clase, abierto, tipo, onClose, onGuardado }: { clase: Clase; abierto: boolean; tipo: TipoAjusteFieldsFragment | null; onClose: () => void; onGuardado: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (abierto) form.reset({ tipo: tipo?.tipo ?? '', causas: causasATexto(tipo?.causa ?? []), controlada: tipo?.controlada ?? true });
  }, [abierto, tipo, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    const input = { ...(tipo ? { _id: tipo._id } : {}), tipo: v.tipo.trim(), causa: textoACausas(v.causas), controlada: v.controlada };
    try {
      if (clase === 'ENTRADA') await api.request(GuardarTipoEntradaDocument, { input });
      else await api.request(GuardarTipoMermaDocument, { input });
      onGuardado();
    } catch (e) {
      applyServerError(e, form.setError, { tipo: 'tipo', causa: 'causas' });
    }
  });
  return (
    <AppModal opened={abierto} onClose={onClose} title={tipo ? tipo.tipo : M.nuevoTipo}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevoTipo}>
        <Stack gap="sm">
          <TextInput label={M.campoTipo} {...form.register('tipo')} error={errors.tipo?.message} data-autofocus />
          <Textarea label={M.campoCausas} autosize minRows={4} {...form.register('causas')} error={errors.causas?.message} />
          {clase === 'ENTRADA' ? <Checkbox label={M.campoControlada} {...form.register('controlada')} /> : null}
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="tipo-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
