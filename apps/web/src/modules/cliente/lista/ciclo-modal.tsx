// Cambiar ciclo (spec 2 §4): any cycle, always allowed, Conversion when none is chosen; the
// optional detail is kept in the customer's cycle history with who made the change.
import { useState } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { CICLOS } from '@jit/domain';
import { CambiarCicloDocument, type ClienteFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { PieEditor } from '../../item/comun/pie-editor';
import { CLIENTE_MESSAGES as M } from '../messages';

export function CicloModal({ cliente, onClose, onCambiado }: { cliente: ClienteFieldsFragment | null; onClose: () => void; onCambiado: () => void }) {
  return (
    <AppModal opened={cliente !== null} onClose={onClose} title={`${M.cambiarCiclo}: ${cliente?.nombre ?? ''}`}>
      {cliente ? <CicloForm key={cliente._id} cliente={cliente} onClose={onClose} onCambiado={onCambiado} /> : null}
    </AppModal>
  );
}

function CicloForm({ cliente, onClose, onCambiado }: { cliente: ClienteFieldsFragment; onClose: () => void; onCambiado: () => void }) {
  const [ciclo, setCiclo] = useState<string | null>(cliente.ciclo);
  const [detalle, setDetalle] = useState('');
  const [guardando, setGuardando] = useState(false);
  const guardar = async () => {
    setGuardando(true);
    try {
      await api.request(CambiarCicloDocument, { id: cliente._id, ciclo, detalle: detalle.trim() || null });
      onCambiado();
    } catch {
      // the API client already showed the Spanish refusal
    } finally {
      setGuardando(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void guardar();
      }}
    >
      <Stack gap="sm">
        <Select label={M.ciclo} data={[...CICLOS]} value={ciclo} onChange={setCiclo} clearable data-autofocus />
        <TextInput label={M.detalleCiclo} value={detalle} onChange={(e) => setDetalle(e.currentTarget.value)} maxLength={500} />
        <PieEditor onCancel={onClose} guardando={guardando} testId="ciclo-guardar" />
      </Stack>
    </form>
  );
}
