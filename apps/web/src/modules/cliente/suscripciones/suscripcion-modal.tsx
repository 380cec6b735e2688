// Nueva suscripción (ruling B-4): the customer, one of their invoices or tickets as the template,
// the frequency and the first issue date. The server refuses a bad choice in Spanish, shown next to
// its field; what was typed stays.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { FRECUENCIAS } from '@jit/domain';
import { DocumentosDeClienteDocument, SuscribirDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { formatCurrency, formatDate } from '../../../app/format';
import { alEnviar, useEnvio } from '../comun/envio';
import { PieEditor } from '../../item/comun/pie-editor';
import { ClientePicker } from '../comun/cliente-picker';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

const CAMPOS: Record<string, string> = { 'input._idFactura': 'factura', 'input.next': 'next', 'input.freq': 'freq' };

/** Tomorrow at 8:00 in the browser's time, as a datetime-local value. */
function mananaLocal(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(8, 0, 0, 0);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function SuscripcionModal({ abierto, onClose, onGuardada }: { abierto: boolean; onClose: () => void; onGuardada: () => void }) {
  return (
    <AppModal opened={abierto} onClose={onClose} title={M.nuevaSuscripcion}>
      {abierto ? <SuscripcionForm onClose={onClose} onGuardada={onGuardada} /> : null}
    </AppModal>
  );
}

function SuscripcionForm({ onClose, onGuardada }: { onClose: () => void; onGuardada: () => void }) {
  const [cliente, setCliente] = useState<string | null>(null);
  const [factura, setFactura] = useState<string | null>(null);
  const [freq, setFreq] = useState<string | null>('MENSUAL');
  const [next, setNext] = useState(mananaLocal());
  const { errores, guardando, enviar } = useEnvio();
  const docs = useQuery({
    queryKey: [...CLIENTE_KEY, 'documentos', cliente],
    enabled: !!cliente,
    queryFn: async ({ signal }) => (await api.request(DocumentosDeClienteDocument, { id: cliente! }, { signal })).Cliente.ventasCliente.facturas.feed,
  });
  const opciones = (docs.data ?? []).map((f) => ({ value: f.id, label: `${f.consecutivo} · ${formatDate(f.fechaEmision)} · ${formatCurrency(f.resumenFactura.totalComprobante)}` }));
  const guardar = () => {
    const e: Record<string, string> = {};
    if (!cliente) e.cliente = M.requerido;
    if (!factura) e.factura = M.requerido;
    if (!freq) e.freq = M.requerido;
    if (!next || Number.isNaN(new Date(next).getTime())) e.next = M.requerido;
    return enviar(
      e,
      async () => {
        await api.request(SuscribirDocument, { id: cliente!, input: { _idFactura: factura, freq: freq!, next: new Date(next).toISOString() } });
        onGuardada();
      },
      (f) => CAMPOS[f] ?? 'factura',
    );
  };
  return (
    <form onSubmit={alEnviar(guardar)}>
      <Stack gap="sm">
        <ClientePicker
          value={cliente}
          onChange={(id) => {
            setCliente(id);
            setFactura(null);
          }}
          error={errores.cliente}
        />
        <Select label={M.plantilla} data={opciones} value={factura} onChange={setFactura} error={errores.factura} disabled={!cliente} data-testid="suscripcion-plantilla" />
        {cliente && docs.data && docs.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {M.sinDocumentos}
          </Text>
        ) : null}
        <Select label={M.frecuencia} data={FRECUENCIAS.map((f) => ({ value: f, label: M.frecuencias[f] ?? f }))} value={freq} onChange={setFreq} error={errores.freq} allowDeselect={false} />
        <TextInput type="datetime-local" label={M.primeraEmision} value={next} onChange={(ev) => setNext(ev.currentTarget.value)} error={errores.next} data-testid="suscripcion-next" />
        <PieEditor onCancel={onClose} guardando={guardando} testId="suscripcion-guardar" />
      </Stack>
    </form>
  );
}
