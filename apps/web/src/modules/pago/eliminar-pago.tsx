// «Eliminar» a payment (Pago.delete, ruling F1-4): with its reason; the payment stays listed,
// marked, and the document's saldo comes back.
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { EliminarPagoDocument, type PagoFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { PAGO_MESSAGES as M } from './messages';

export function EliminarPago({ pago, onClose, onEliminado }: { pago: PagoFieldsFragment | null; onClose: () => void; onEliminado: () => void }) {
  const [razon, setRazon] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // A new payment to delete starts with an empty reason (state reset while rendering, not in an effect).
  const [de, setDe] = useState(pago);
  if (de !== pago) {
    setDe(pago);
    setRazon('');
    setError(null);
  }
  const eliminar = async () => {
    if (!pago) return;
    if (razon.trim().length < 3) return setError(M.razonRequerida);
    setEnviando(true);
    try {
      const [r] = (await api.request(EliminarPagoDocument, { factura: pago.factura._id, input: [{ _id: pago._id, razonEliminar: razon.trim() }] })).Pago.delete;
      if (r?.state) {
        notify({ type: 'success', message: r.message });
        onEliminado();
      } else setError(r?.message ?? '');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <AppModal opened={!!pago} onClose={onClose} title={pago ? M.confirmarEliminar(pago.consecutivo) : ''}>
      <Stack>
        <Text size="sm">{M.razonHint}</Text>
        <Textarea label={M.razon} value={razon} onChange={(e) => setRazon(e.currentTarget.value)} error={error} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button color="red" loading={enviando} onClick={() => void eliminar()}>
            {M.eliminar}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
