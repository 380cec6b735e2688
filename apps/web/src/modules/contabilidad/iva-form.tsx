// The month's VAT form: import credit, withholdings and last month's balance in favour, the balance
// computed as the server will (the domain's saldoIva), «Guardar declaración».
import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { GuardarIvaDocument, type HojaIvaQuery } from '@jit/api';
import { saldoIva } from '@jit/domain';
import { api } from '../../app/api';
import { formatAmount, formatDateTime } from '../../app/format';
import { notify } from '../../app/notify';
import { serverFieldError } from '../../app/server-errors';
import { montoDe } from '../caja/monto';
import { CONTABILIDAD_MESSAGES as M } from './messages';

type Form = { creditoImportaciones: string; saldoAnterior: string; retenciones: string };

/** The month's form, started from its saved record or from the worksheet (remounted per month and save). */
export function FormIva({
  hoja: h,
  titulo,
  onGuardada,
}: {
  hoja: HojaIvaQuery['Iva']['hoja'];
  titulo: string;
  onGuardada: () => void;
}) {
  const [form, setForm] = useState<Form>({
    creditoImportaciones: h.registro?.creditoImportaciones ?? '0',
    saldoAnterior: h.registro?.saldoAnterior ?? h.saldoAnterior,
    retenciones: h.registro?.retenciones ?? '0',
  });
  const [errores, setErrores] = useState<Partial<Record<keyof Form, string>>>({});
  const valores = {
    creditoImportaciones: montoDe(form.creditoImportaciones),
    saldoAnterior: montoDe(form.saldoAnterior),
    retenciones: montoDe(form.retenciones),
  };
  const calculo = Object.values(valores).every((v) => v !== undefined)
    ? saldoIva({
        totalImpuestoVentas: h.totalImpuestoVentas,
        totalCredito: h.totalCredito,
        creditoImportaciones: valores.creditoImportaciones ?? 0,
        saldoAnterior: valores.saldoAnterior ?? 0,
        retenciones: valores.retenciones ?? 0,
      })
    : null;
  const guardar = async () => {
    const malos: Partial<Record<keyof Form, string>> = Object.fromEntries(
      Object.entries(valores)
        .filter(([, v]) => v === undefined)
        .map(([k]) => [k, M.montoInvalido]),
    );
    setErrores(malos);
    if (Object.keys(malos).length) return;
    try {
      await api.request(GuardarIvaDocument, {
        input: {
          start: String(h.start),
          end: String(h.end),
          totalImpuestoVentas: h.totalImpuestoVentas,
          totalCredito: h.totalCredito,
          creditoImportaciones: valores.creditoImportaciones ?? '0',
          saldoAnterior: valores.saldoAnterior ?? '0',
          retenciones: valores.retenciones ?? '0',
        },
      });
      notify({ type: 'success', message: M.declaracionGuardada });
      onGuardada();
    } catch (e) {
      const f = serverFieldError(e);
      if (!f) throw e;
      setErrores({ [f.field.replace('input.', '')]: f.message });
    }
  };
  const campo = (k: keyof Form, label: string) => (
    <TextInput
      label={label}
      leftSection="₡"
      value={form[k]}
      onChange={(e) => setForm({ ...form, [k]: e.currentTarget.value })}
      error={errores[k]}
      data-testid={`iva-${k}`}
    />
  );
  return (
    <Card withBorder>
      <Title order={4}>{titulo}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} mt="sm">
        <Text>{`${M.totalImpuestoVentas}: ${formatAmount(h.totalImpuestoVentas)}`}</Text>
        <Text>{`${M.totalCredito}: ${formatAmount(h.totalCredito)}`}</Text>
        <Text
          fw={700}
          data-testid="iva-saldo"
        >{`${M.saldoIva}: ${calculo ? formatAmount(calculo.saldo.toFixed()) : '—'}`}</Text>
        {campo('creditoImportaciones', M.creditoImportaciones)}
        {campo('saldoAnterior', M.saldoAnterior)}
        {campo('retenciones', M.retenciones)}
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {h.registro ? M.guardadaEl(formatDateTime(h.registro.updatedAt)) : ''}
        </Text>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={() => void guardar()}
          data-testid="iva-guardar"
        >
          {M.guardarDeclaracion}
        </Button>
      </Group>
    </Card>
  );
}
