// «Cambiar cuenta» (ruling F2-5): another account for one line of an entry, with a reason; the
// server's refusal lands next to its field and what was typed stays.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Stack, Text, Textarea } from '@mantine/core';
import { CambiarCuentaDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { applyServerError } from '../../app/server-errors';
import { PieEditor } from '../item/comun/pie-editor';
import { CuentaPicker } from './cuenta-picker';
import { CONTABILIDAD_MESSAGES as M } from './messages';

export type LineaElegida = {
  asiento: string;
  item: string;
  cuenta: string;
  code: string;
  accountName: string;
  descripcion: string;
};
type Valores = { cuenta: string | null; razon: string };

export function CambiarCuentaModal({
  linea,
  onClose,
  onCambiada,
}: {
  linea: LineaElegida | null;
  onClose: () => void;
  onCambiada: () => void;
}) {
  const form = useForm<Valores>({ defaultValues: { cuenta: null, razon: '' } });
  useEffect(() => {
    if (linea) form.reset({ cuenta: null, razon: '' });
  }, [linea, form]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    if (!linea) return;
    try {
      await api.request(CambiarCuentaDocument, {
        record: linea.asiento,
        item: linea.item,
        cuenta: v.cuenta ?? '',
        razon: v.razon,
      });
      onCambiada();
    } catch (e) {
      applyServerError(e, form.setError, { cuentaContable: 'cuenta', razon: 'razon' });
    }
  });
  return (
    <AppModal opened={linea !== null} onClose={onClose} title={M.cambiarCuenta}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={M.cambiarCuenta}>
        <Stack gap="sm">
          <Text size="sm">
            {linea?.descripcion} — {linea?.code} {linea?.accountName}
          </Text>
          <Controller
            control={form.control}
            name="cuenta"
            render={({ field }) => (
              <CuentaPicker
                label={M.cuentaNueva}
                value={field.value}
                onChange={field.onChange}
                error={errors.cuenta?.message}
                data-testid="cuenta-nueva"
              />
            )}
          />
          <Textarea
            label={M.razon}
            description={M.razonHint}
            {...form.register('razon')}
            error={errors.razon?.message}
            data-testid="cuenta-razon"
          />
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="cuenta-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
