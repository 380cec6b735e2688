// The payment dialog of a sale made with an open cash session: the tenders (several, each with its
// amount; the one left empty takes the rest), what the customer hands over in cash and the change
// due. The change never enters the drawer (DECISIONS #73); «Cobrar y emitir» sends the document.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { parseNonNegative, vueltoDe, type D } from '@jit/domain';
import { formatCurrency } from '../../../app/format';
import type { EncabezadoBorrador } from '../borrador/types';
import { MediosPagoFields, type Errores } from './encabezado';

export const COBRO_MESSAGES = {
  titulo: 'Cobrar',
  total: 'Total a cobrar',
  pagaCon: 'Paga con (efectivo)',
  pagaConHint: 'Lo que el cliente entrega en efectivo; vacío si paga exacto.',
  pagaConInvalido: 'Escriba un monto de 0 o más.',
  vuelto: 'Vuelto',
  sesion: (caja: string) => `Se registra en la caja «${caja}».`,
  cobrar: 'Cobrar y emitir',
  cancelar: 'Volver',
};
const M = COBRO_MESSAGES;

type Props = {
  opened: boolean;
  onClose: () => void;
  h: EncabezadoBorrador;
  errores: Errores;
  total: D | null;
  caja: string;
  sending: boolean;
  onCobrar: (pagaCon: string | null) => void;
};

export function CobroModal({ opened, onClose, h, errores, total, caja, sending, onCobrar }: Props) {
  const [pagaCon, setPagaCon] = useState('');
  const p = pagaCon.trim() ? parseNonNegative(pagaCon) : null;
  const medios = h.medioPago.map((m) => {
    const x = m.monto.trim() ? parseNonNegative(m.monto) : null;
    return { tipoMedioPago: m.tipoMedioPago, totalMedioPago: x?.ok ? x.value : null };
  });
  const vuelto = total && p?.ok ? vueltoDe(total, medios, p.value) : null;
  const cobrar = () => {
    if (p && !p.ok) return;
    onCobrar(p?.ok ? p.value.toFixed() : null);
    setPagaCon('');
  };
  return (
    <Modal opened={opened} onClose={onClose} title={M.titulo} size="lg">
      <Stack gap="sm" data-testid="cobro">
        <Group justify="space-between">
          <Text fw={600}>{M.total}</Text>
          <Text fw={700} size="xl" data-testid="cobro-total">
            {total ? formatCurrency(total, h.codigoMoneda) : '—'}
          </Text>
        </Group>
        <MediosPagoFields h={h} errores={errores} />
        <TextInput
          label={M.pagaCon}
          description={M.pagaConHint}
          value={pagaCon}
          inputMode="decimal"
          data-autofocus
          error={p && !p.ok ? M.pagaConInvalido : undefined}
          onChange={(e) => setPagaCon(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') cobrar();
          }}
          data-testid="cobro-paga-con"
        />
        <Group justify="space-between">
          <Text fw={600}>{M.vuelto}</Text>
          <Text fw={700} size="xl" c={vuelto?.gt(0) ? 'green' : undefined} data-testid="cobro-vuelto">
            {vuelto ? formatCurrency(vuelto, h.codigoMoneda) : formatCurrency(0, h.codigoMoneda)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {M.sesion(caja)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button loading={sending} onClick={cobrar} data-testid="cobro-emitir">
            {M.cobrar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
