// A manual movement into my open session: income (MANUAL) or expense (MANUAL, BANCOS, COMPRA), its
// payment method, amount and detail (spec 2 §5). A limit crossed is a warning, never a refusal.
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { CrearMovimientoDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { applyServerError } from '../../app/server-errors';
import { PieEditor } from '../item/comun/pie-editor';
import { CAJA_MESSAGES as M, MEDIOS, TIPOS } from './messages';
import { campoMonto, montoDe } from './monto';

const schema = z.object({
  clase: z.enum(['ingreso', 'egreso']),
  tipo: z.string(),
  medioPago: z.string(),
  monto: campoMonto.refine((v) => !!montoDe(v) && montoDe(v) !== '0', M.montoInvalido),
  detalle: z.string().max(300),
});
type Valores = z.infer<typeof schema>;
const MEDIOS_MANUALES = ['EFECTIVO', 'TARJETA', 'TRANSFERENCIA', 'OTRO'].map((m) => ({ value: m, label: MEDIOS[m]! }));

export function MovimientoEditor({ abierto, sesion, onClose, onGuardado }: { abierto: boolean; sesion: string; onClose: () => void; onGuardado: () => void }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (abierto) form.reset({ clase: 'egreso', tipo: 'BANCOS', medioPago: 'EFECTIVO', monto: '', detalle: '' });
  }, [abierto, form]);
  const clase = useWatch({ control: form.control, name: 'clase' });
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      const monto = montoDe(v.monto)!;
      const r = await api.request(CrearMovimientoDocument, {
        input: { sesion, tipo: v.clase === 'ingreso' ? 'MANUAL' : v.tipo, medioPago: v.medioPago, ...(v.clase === 'ingreso' ? { montoIngreso: monto } : { montoEgreso: monto }), detalle: v.detalle.trim() || null },
      });
      const alerta = r.Movimiento.create.alerta;
      notify({ type: alerta ? 'warning' : 'success', message: alerta ?? M.movimientoGuardado });
      onGuardado();
    } catch (e) {
      applyServerError(e, form.setError, { 'input.montoIngreso': 'monto', 'input.montoEgreso': 'monto', 'input.tipo': 'tipo', 'input.medioPago': 'medioPago', 'input.detalle': 'detalle' });
    }
  });
  return (
    <AppModal opened={abierto} onClose={onClose} title={M.nuevoMovimiento}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.nuevoMovimiento}>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="clase"
            render={({ field }) => (
              <SegmentedControl
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'ingreso', label: M.ingresoManual },
                  { value: 'egreso', label: M.egresoManual },
                ]}
              />
            )}
          />
          {clase === 'egreso' ? (
            <Controller
              control={form.control}
              name="tipo"
              render={({ field }) => <Select label={M.tipo} data={['MANUAL', 'BANCOS', 'COMPRA'].map((t) => ({ value: t, label: TIPOS[t]! }))} value={field.value} onChange={(v) => field.onChange(v ?? 'MANUAL')} allowDeselect={false} error={errors.tipo?.message} data-testid="movimiento-tipo" />}
            />
          ) : null}
          <Controller
            control={form.control}
            name="medioPago"
            render={({ field }) => <Select label={M.medioPago} data={MEDIOS_MANUALES} value={field.value} onChange={(v) => field.onChange(v ?? 'EFECTIVO')} allowDeselect={false} error={errors.medioPago?.message} />}
          />
          <TextInput label={M.monto} leftSection="₡" {...form.register('monto')} error={errors.monto?.message} data-autofocus data-testid="movimiento-monto" />
          <TextInput label={M.detalle} {...form.register('detalle')} error={errors.detalle?.message} data-testid="movimiento-detalle" />
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="movimiento-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
