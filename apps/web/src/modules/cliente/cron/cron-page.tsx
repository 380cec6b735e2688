// /clientes/cron: the numbers the daily cycle pass reads (ruling B-2, DECISIONS #109), one per
// cycle with what it means; 0 turns that rule off. Saving starts the pass at the next midnight.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClientesCronDocument, GuardarClientesCronDocument } from '@jit/api';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { applyServerError } from '../../../app/server-errors';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

const entero = z.string().trim().refine((v) => /^\d{1,4}$/.test(v) && Number(v) <= 3650, M.cronEntero);
const schema = z.object({ enContacto: entero, fidelizacion: entero, fidelizacionMeses: entero, retencion: entero, recuperacion: entero, finalizado: entero });
type Valores = z.infer<typeof schema>;
const CAMPOS: { campo: keyof Valores; ciclo: string; ayuda: string }[] = [
  { campo: 'enContacto', ciclo: 'En Contacto', ayuda: M.cronEnContacto },
  { campo: 'fidelizacion', ciclo: 'Fidelizacion', ayuda: M.cronFidelizacion },
  { campo: 'fidelizacionMeses', ciclo: 'Fidelizacion', ayuda: M.cronFidelizacionMeses },
  { campo: 'retencion', ciclo: 'Retencion', ayuda: M.cronRetencion },
  { campo: 'recuperacion', ciclo: 'Recuperacion', ayuda: M.cronRecuperacion },
  { campo: 'finalizado', ciclo: 'Finalizado', ayuda: M.cronFinalizado },
];

export function ClientesCronPage() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: [...CLIENTE_KEY, 'cron'], queryFn: async ({ signal }) => (await api.request(ClientesCronDocument, {}, { signal })).Cliente.readCron });
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (!q.data) return;
    const v = (n: string) => String(q.data.ciclos.find((c) => c.nombre === n)?.valor ?? 0);
    form.reset({
      enContacto: v('En Contacto'),
      fidelizacion: v('Fidelizacion'),
      fidelizacionMeses: String(q.data.ciclos.find((c) => c.nombre === 'Fidelizacion')?.meses ?? 0),
      retencion: v('Retencion'),
      recuperacion: v('Recuperacion'),
      finalizado: v('Finalizado'),
    });
  }, [q.data, form]);
  const { errors, isSubmitting, isDirty } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      await api.request(GuardarClientesCronDocument, {
        input: {
          ciclos: [
            { nombre: 'En Contacto', valor: Number(v.enContacto) },
            { nombre: 'Fidelizacion', valor: Number(v.fidelizacion), meses: Number(v.fidelizacionMeses) },
            { nombre: 'Retencion', valor: Number(v.retencion) },
            { nombre: 'Recuperacion', valor: Number(v.recuperacion) },
            { nombre: 'Finalizado', valor: Number(v.finalizado) },
          ],
        },
      });
      notify({ type: 'success', message: M.cronGuardado });
      await qc.invalidateQueries({ queryKey: [...CLIENTE_KEY, 'cron'] });
    } catch (e) {
      applyServerError(e, form.setError, () => 'retencion');
    }
  });
  if (!q.data) return <Skeleton height={320} />;
  return (
    <Stack maw={720}>
      <Title order={2}>{M.cronTitulo}</Title>
      <Text size="sm" c="dimmed">
        {M.cronAyuda}
      </Text>
      <Card withBorder>
        <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.cronTitulo}>
          <Stack gap="sm">
            {CAMPOS.map(({ campo, ciclo, ayuda }) => (
              <Group key={campo} align="flex-start" wrap="nowrap">
                <TextInput w={120} label={ciclo} inputMode="numeric" {...form.register(campo)} error={errors[campo]?.message} data-testid={`cron-${campo}`} />
                <Text size="sm" mt={28}>
                  {ayuda}
                </Text>
              </Group>
            ))}
            <Group justify="flex-end">
              <Text size="xs" c="dimmed">
                {isDirty ? M.sinGuardar : M.guardadoFlag}
              </Text>
              <Button type="submit" loading={isSubmitting} data-testid="cron-guardar">
                {M.guardar}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
