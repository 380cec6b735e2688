// A payment's receipt (REP, type 10) in the payments list: its number and Hacienda's state, «En
// cola» until it is issued, and «Emitir recibo» when a refusal stopped it (the reason beside it) or
// Hacienda rejected it. Sales that ask for no receipt show a dash.
import { useState } from 'react';
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { EmitirReciboDocument, type PagoFieldsFragment } from '@jit/api';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { PAGO_MESSAGES as M } from './messages';

/** Badge colour of a document state (estadoDocumento.value). */
const COLOR: Record<string, string> = { '3': 'green', '4': 'red', '6': 'orange', '7': 'orange' };

export function ReciboCelda({ pago, onEmitido }: { pago: PagoFieldsFragment; onEmitido: () => void }) {
  const [emitiendo, setEmitiendo] = useState(false);
  if (!pago.requiereRecibo) return <Text c="dimmed">{M.reciboNoLleva}</Text>;
  const r = pago.recibo;
  const rechazado = r?.estadoDocumento.value === '4';
  const emitir = async () => {
    setEmitiendo(true);
    try {
      const p = (await api.request(EmitirReciboDocument, { id: pago._id })).Pago.emitirRecibo;
      if (p.recibo) notify({ type: 'success', message: M.reciboEmitido(p.recibo.consecutivo) });
      else if (p.reciboError) notify({ type: 'danger', message: M.reciboNoEmitido(p.reciboError) });
      onEmitido();
    } finally {
      setEmitiendo(false);
    }
  };
  return (
    <Group gap={6} wrap="nowrap" data-testid={`recibo-${pago.consecutivo}`}>
      {r ? (
        <Tooltip label={r.clave ?? r.consecutivo}>
          <Badge color={COLOR[r.estadoDocumento.value] ?? 'blue'} variant="light">
            {`${r.consecutivo.slice(-10)} · ${r.estadoDocumento.annotation ?? r.estadoDocumento.value}`}
          </Badge>
        </Tooltip>
      ) : pago.reciboError ? (
        <Tooltip label={pago.reciboError} multiline w={320}>
          <Badge color="red" variant="light">
            {M.reciboNoEmitido('').replace(/: $/, '')}
          </Badge>
        </Tooltip>
      ) : pago.estado ? (
        <Badge color="gray" variant="light">
          {M.reciboEnCola}
        </Badge>
      ) : null}
      {pago.estado && (rechazado || (!r && pago.reciboError)) ? (
        <Button size="compact-xs" variant="light" loading={emitiendo} onClick={() => void emitir()}>
          {M.emitirRecibo}
        </Button>
      ) : null}
    </Group>
  );
}
