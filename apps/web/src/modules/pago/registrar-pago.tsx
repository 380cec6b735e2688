// «Registrar pago» / «Registrar abono»: a payment of one document with a saldo (Pago.create). The
// document comes given (from a credit list) or is picked among the receivables or payables; errors
// of the server go next to their field, and what was typed stays.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { CrearPagoDocument, CuentasCobrarDocument, CuentasPagarDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { formatCurrency } from '../../app/format';
import { notify } from '../../app/notify';
import { applyServerError } from '../../app/server-errors';
import { MEDIOS, PAGO_MESSAGES as M } from './messages';

const esquema = z.object({
  factura: z.string().min(1, M.documentoRequerido),
  monto: z.string().refine((v) => /^\d+(\.\d{1,5})?$/.test(v.replace(',', '.')) && Number(v.replace(',', '.')) > 0, M.montoInvalido),
  medio: z.string(),
  referencia: z.string().max(100),
  cuentaContable: z.string().max(100),
  aplicaBalance: z.boolean(),
});
type Valores = z.infer<typeof esquema>;

export function RegistrarPago({ abierto, compra, factura, onClose, onGuardado }: { abierto: boolean; compra: boolean; factura?: string | null; onClose: () => void; onGuardado: () => void }) {
  const docs = useQuery({
    queryKey: ['pago', 'cuentas', compra],
    enabled: abierto,
    queryFn: async ({ signal }) =>
      compra ? (await api.request(CuentasPagarDocument, {}, { signal })).Pago.readCuentasPagar : (await api.request(CuentasCobrarDocument, {}, { signal })).Pago.readCuentasCobrar,
  });
  const form = useForm<Valores>({ resolver: zodResolver(esquema), defaultValues: { factura: factura ?? '', monto: '', medio: '01', referencia: '', cuentaContable: '', aplicaBalance: false } });
  useEffect(() => {
    if (abierto) form.reset({ factura: factura ?? '', monto: '', medio: '01', referencia: '', cuentaContable: '', aplicaBalance: false });
  }, [abierto, factura, form]);
  const facturaElegida = useWatch({ control: form.control, name: 'factura' });
  const elegido = docs.data?.find((d) => d._idFactura === facturaElegida);
  useEffect(() => {
    if (elegido && !form.getValues('monto')) form.setValue('monto', elegido.saldo);
  }, [elegido, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    try {
      const r = await api.request(CrearPagoDocument, {
        input: {
          factura: { _id: v.factura },
          monto: v.monto.replace(',', '.'),
          medioPago: { id: v.medio },
          referencia: v.referencia.trim() || null,
          cuentaContable: v.cuentaContable.trim() || null,
          aplicaBalance: v.aplicaBalance,
        },
      });
      const p = r.Pago.create;
      notify({ type: 'success', message: M.pagoRegistrado(p.consecutivo) });
      if (Number(p.excedente) > 0) notify({ type: 'info', message: M.excedente(formatCurrency(p.excedente, elegido?.codigoMoneda ?? 'CRC')) });
      onGuardado();
    } catch (e) {
      if (!applyServerError(e, form.setError, { 'input.monto': 'monto', 'input.factura': 'factura', 'input.aplicaBalance': 'aplicaBalance', 'input.referencia': 'referencia', 'input.cuentaContable': 'cuentaContable' }))
        notify({ type: 'danger', message: e instanceof Error ? e.message : String(e) });
    }
  });
  const opciones = (docs.data ?? []).map((d) => ({
    value: d._idFactura,
    label: `${d.consecutivo} · ${(compra ? d.proveedor?.nombre : d.cliente?.nombre) ?? '—'} · ${M.saldo} ${formatCurrency(d.saldo, d.codigoMoneda)}`,
  }));
  return (
    <AppModal opened={abierto} onClose={onClose} title={factura ? M.registrarAbono : M.registrarPago} size="lg">
      <form onSubmit={(e) => void guardar(e)} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="factura"
            render={({ field }) => (
              <Select label={M.documentoPagar} data={opciones} searchable value={field.value || null} onChange={(x) => field.onChange(x ?? '')} error={errors.factura?.message} nothingFoundMessage={M.sinDocumentos} disabled={!!factura} />
            )}
          />
          <Group grow>
            <TextInput label={`${M.monto}${elegido ? ` (${elegido.codigoMoneda})` : ''}`} {...form.register('monto')} error={errors.monto?.message} inputMode="decimal" data-autofocus />
            <Controller control={form.control} name="medio" render={({ field }) => <Select label={M.medio} data={Object.entries(MEDIOS).map(([value, label]) => ({ value, label: `${value} ${label}` }))} value={field.value} onChange={(x) => field.onChange(x ?? '01')} allowDeselect={false} />} />
          </Group>
          <Group grow>
            <TextInput label={M.referencia} {...form.register('referencia')} error={errors.referencia?.message} />
            <TextInput label={M.cuenta} {...form.register('cuentaContable')} error={errors.cuentaContable?.message} />
          </Group>
          {!compra ? <Checkbox label={M.aplicaBalance} {...form.register('aplicaBalance')} error={errors.aplicaBalance?.message} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {M.cancelar}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {M.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
