// Guardar tarjeta (ruling B-14): the card goes to the card provider through the server, which keeps
// only the last four digits; the provider's refusal is shown next to the number.
import { useState } from 'react';
import { NumberInput, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GuardarTarjetaDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { alEnviar, useEnvio } from '../comun/envio';
import { PieEditor } from '../../item/comun/pie-editor';
import { ClientePicker } from '../comun/cliente-picker';
import { CLIENTE_MESSAGES as M } from '../messages';

export function TarjetaModal({ abierto, onClose, onGuardada }: { abierto: boolean; onClose: () => void; onGuardada: (last4: string) => void }) {
  return (
    <AppModal opened={abierto} onClose={onClose} title={M.guardarTarjeta}>
      {abierto ? <TarjetaForm onClose={onClose} onGuardada={onGuardada} /> : null}
    </AppModal>
  );
}

const CAMPOS: Record<string, string> = { 'input.card.number': 'number', 'input.card.cvv': 'cvv', 'input.card.expMonth': 'expMonth', 'input.card.expYear': 'expYear', 'input.card.holderName': 'holderName' };

function TarjetaForm({ onClose, onGuardada }: { onClose: () => void; onGuardada: (last4: string) => void }) {
  const [cliente, setCliente] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [expMonth, setExpMonth] = useState<number | string>('');
  const [expYear, setExpYear] = useState<number | string>('');
  const [cvv, setCvv] = useState('');
  const [holderName, setHolderName] = useState('');
  const { errores, guardando, enviar } = useEnvio();
  const guardar = () => {
    const e: Record<string, string> = {};
    if (!cliente) e.cliente = M.requerido;
    if (!number.trim()) e.number = M.requerido;
    if (expMonth === '') e.expMonth = M.requerido;
    if (expYear === '') e.expYear = M.requerido;
    if (!cvv.trim()) e.cvv = M.requerido;
    if (!holderName.trim()) e.holderName = M.requerido;
    return enviar(
      e,
      async () => {
        const r = await api.request(GuardarTarjetaDocument, { input: { _id: cliente, card: { number, expMonth: Number(expMonth), expYear: Number(expYear), cvv, holderName } } });
        onGuardada(r.Cliente.eCommerceCreate.paymentMethods.at(-1)?.last4 ?? '');
      },
      (f) => CAMPOS[f] ?? 'number',
    );
  };
  return (
    <form onSubmit={alEnviar(guardar)}>
      <Stack gap="sm">
        <ClientePicker value={cliente} onChange={setCliente} error={errores.cliente} />
        <TextInput label={M.tarjetaNumero} value={number} onChange={(ev) => setNumber(ev.currentTarget.value)} error={errores.number} inputMode="numeric" autoComplete="cc-number" maxLength={25} data-testid="tarjeta-numero" />
        <SimpleGrid cols={3}>
          <NumberInput label={M.tarjetaMes} value={expMonth} onChange={setExpMonth} min={1} max={12} error={errores.expMonth} data-testid="tarjeta-mes" />
          <NumberInput label={M.tarjetaAnno} value={expYear} onChange={setExpYear} min={2000} max={2100} error={errores.expYear} data-testid="tarjeta-anno" />
          <PasswordInput label={M.tarjetaCvv} value={cvv} onChange={(ev) => setCvv(ev.currentTarget.value)} error={errores.cvv} maxLength={4} autoComplete="cc-csc" data-testid="tarjeta-cvv" />
        </SimpleGrid>
        <TextInput label={M.tarjetaTitular} value={holderName} onChange={(ev) => setHolderName(ev.currentTarget.value)} error={errores.holderName} autoComplete="cc-name" maxLength={100} data-testid="tarjeta-titular" />
        <Text size="xs" c="dimmed">
          {M.tarjetaAyuda}
        </Text>
        <PieEditor onCancel={onClose} guardando={guardando} testId="tarjeta-guardar" />
      </Stack>
    </form>
  );
}
