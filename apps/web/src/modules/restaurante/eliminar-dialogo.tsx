// Taking units of a sent item off an order (ruling D-5): how many, why, and the e-mail and
// password of whoever authorises (a user who may open «Artículos eliminados»). A refusal is shown
// in Spanish and nothing typed is lost, so a mistyped password is just typed again.
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { EliminarArticuloPedidoDocument, GraphQLRequestError } from '@jit/api';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { RESTAURANTE_MESSAGES as M } from './messages';
import type { Pedido } from './vivo';

type Item = Pedido['items'][number];

export function EliminarArticulo({ pedido, item, onListo, onCerrar }: { pedido: Pedido; item: Item; onListo: (p: Pedido) => void; onCerrar: () => void }) {
  const libres = item.cantidad - item.facturado;
  const [cantidad, setCantidad] = useState(1);
  const [razon, setRazon] = useState('');
  const [correo, setCorreo] = useState('');
  const [clave, setClave] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const eliminar = async () => {
    if (!correo.trim() || !clave) return setError(M.faltaAutorizacion);
    setEnviando(true);
    try {
      const r = await api.request(EliminarArticuloPedidoDocument, { order: pedido._id, item: item._id, quantity: cantidad, reason: razon, authBy: correo.trim(), authPassword: clave });
      notify({ type: 'success', message: M.eliminadoOk(cantidad, item.nombre) });
      onListo(r.RestaurantOrder.deleteItem);
    } catch (e) {
      setError(e instanceof GraphQLRequestError ? e.userMessage : String(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal opened onClose={onCerrar} title={M.eliminarArticulo} centered>
      <Stack>
        <Text size="sm">
          {item.cantidad} × {item.nombre}
        </Text>
        <NumberInput label={M.eliminarUnidades} value={cantidad} min={1} max={libres} onChange={(v) => setCantidad(Math.min(libres, Math.max(1, Number(v) || 1)))} data-testid="eliminar-cantidad" />
        <TextInput label={M.razon} value={razon} onChange={(e) => setRazon(e.currentTarget.value)} data-testid="eliminar-razon" />
        <TextInput label={M.autorizaUsuario} type="email" value={correo} onChange={(e) => setCorreo(e.currentTarget.value)} data-testid="eliminar-correo" />
        <PasswordInput label={M.autorizaClave} value={clave} onChange={(e) => setClave(e.currentTarget.value)} data-testid="eliminar-clave" />
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCerrar}>
            {M.cancelar}
          </Button>
          <Button color="red" onClick={() => void eliminar()} loading={enviando} data-testid="eliminar-confirmar">
            {M.eliminar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
