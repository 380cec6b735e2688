// «Cambiar estado» of a proforma: the states the clerk sets by hand (FACTURADA comes only from
// issuing it, spec 1 §4); the row changes in every list as soon as the server answers.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, Stack } from '@mantine/core';
import { ProformaCambiaEstadoDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../../app/api';
import { notify } from '../../../../app/notify';
import { ESTADOS_PROFORMA } from '../estados';
import { ACCIONES_MESSAGES as M } from './messages';
import { patchRow, refrescarTrasAccion, type Fila } from '../queries';

const MANUALES = ESTADOS_PROFORMA.filter((e) => e !== 'FACTURADA');

/** The state of a proforma set by hand (cambiaEstadoProforma); FACTURADA comes only from issuing it. */
export function EstadoProformaModal({ fila, onClose }: { fila: Fila | null; onClose: () => void }) {
  const client = useQueryClient();
  const [estado, setEstado] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const guardar = async () => {
    if (!fila || !estado) return;
    setBusy(true);
    try {
      const r = (await api.request(ProformaCambiaEstadoDocument, { id: fila.id, estado })).Factura.cambiaEstadoProforma;
      patchRow(client, r.id, () => r);
      notify({ type: 'success', message: M.proformaEstadoCambiado(M.estadosProforma[estado] ?? estado) });
      refrescarTrasAccion(client);
      onClose();
    } catch {
      // The API client showed the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal opened={Boolean(fila)} onClose={onClose} title={`${M.proformaEstado} ${fila?.consecutivo ?? ''}`}>
      <Stack>
        <Select
          label={M.proformaEstado}
          data={MANUALES.map((e) => ({ value: e, label: M.estadosProforma[e] ?? e }))}
          value={estado ?? fila?.estadoProforma ?? 'PENDIENTE'}
          onChange={setEstado}
          allowDeselect={false}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button onClick={() => void guardar()} loading={busy} disabled={!estado || estado === fila?.estadoProforma}>
            {M.confirmar}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
