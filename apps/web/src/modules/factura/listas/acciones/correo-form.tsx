// «Reenviar por correo» on a row: the PDF, the signed XML and Hacienda's answer to the addresses
// typed (the receptor's by default).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { DocumentoReenviarCorreoDocument } from '@jit/api';
import { api } from '../../../../app/api';
import { notify } from '../../../../app/notify';
import { applyServerError } from '../../../../app/server-errors';
import { refrescarTrasAccion, type Fila } from '../queries';
import { ACCIONES_MESSAGES as M } from './messages';
import { correoSchema, correosDe, type CorreoValues } from './schemas';

/** Sends the document again to one or more addresses. */
export function CorreoForm({ fila, onDone }: { fila: Fila; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<CorreoValues>({ resolver: zodResolver(correoSchema), defaultValues: { correos: fila.receptor?.correoElectronico ?? '' } });
  const enviar = form.handleSubmit(async ({ correos }) => {
    try {
      await api.request(DocumentoReenviarCorreoDocument, { id: fila.id, email: correosDe(correos).join(',') });
      notify({ type: 'success', message: M.correoEnviado });
      refrescarTrasAccion(client);
      onDone();
    } catch (e) {
      applyServerError(e, form.setError, { email: 'correos', emails: 'correos' });
    }
  });
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack>
        <TextInput label={M.correoCampo} description={M.correoAyuda} {...form.register('correos')} error={form.formState.errors.correos?.message} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.cancelar}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {M.enviar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
