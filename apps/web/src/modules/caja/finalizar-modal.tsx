// The supervisor's finish (ruling C-1): expected, counted and the difference per tender, then
// another user's e-mail and password sign it off; the counted cash is withdrawn.
import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { FinalizarSesionDocument, GraphQLRequestError, type SesionFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { formatAmount } from '../../app/format';
import { CAJA_MESSAGES as M } from './messages';
import { montoDe } from './monto';

export function FinalizarModal({ sesion, onClose, onFinalizada }: { sesion: SesionFieldsFragment | null; onClose: () => void; onFinalizada: (s: SesionFieldsFragment) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [retiro, setRetiro] = useState('');
  const [error, setError] = useState<{ campo: string; mensaje: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  if (!sesion) return null;
  const finalizar = async () => {
    const r = montoDe(retiro);
    if (r === undefined) return setError({ campo: 'retiro', mensaje: M.montoInvalido });
    setEnviando(true);
    try {
      const res = await api.request(FinalizarSesionDocument, { caja: sesion.caja._id, sesion: sesion._id, supervisor: { email, password }, retiro: r });
      setPassword('');
      setError(null);
      onFinalizada(res.Sesion.finCaja);
    } catch (e) {
      const campo = e instanceof GraphQLRequestError ? (e.field?.split('.').pop() ?? '') : '';
      setError({ campo, mensaje: e instanceof GraphQLRequestError ? e.userMessage : String(e) });
    } finally {
      setEnviando(false);
    }
  };
  const dif = (v: string) => (v.startsWith('-') ? 'red' : v === '0' ? undefined : 'green');
  return (
    <AppModal opened onClose={onClose} title={M.finalizarTitulo(sesion.caja.name, sesion.user.fullname)} size="lg">
      <Stack gap="sm" data-testid="finalizar">
        <Table withTableBorder data-testid="finalizar-lineas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.linea}</Table.Th>
              <Table.Th ta="right">{M.esperado}</Table.Th>
              <Table.Th ta="right">{M.contado}</Table.Th>
              <Table.Th ta="right">{M.diferencia}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sesion.lineas.map((l) => (
              <Table.Tr key={l.linea} data-testid={`linea-${l.linea}`}>
                <Table.Td>{l.nombre}</Table.Td>
                <Table.Td ta="right">₡{formatAmount(l.esperado)}</Table.Td>
                <Table.Td ta="right">₡{formatAmount(l.contado)}</Table.Td>
                <Table.Td ta="right" c={dif(l.dif)}>
                  ₡{formatAmount(l.dif)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {M.finalizarHint}
        </Text>
        <TextInput label={M.supervisorCorreo} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error?.campo === 'email' ? error.mensaje : undefined} data-testid="supervisor-correo" />
        <PasswordInput label={M.supervisorClave} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={error?.campo === 'password' ? error.mensaje : undefined} data-testid="supervisor-clave" />
        <TextInput label={M.retiro} description={M.retiroHint} leftSection="₡" value={retiro} onChange={(e) => setRetiro(e.currentTarget.value)} error={error?.campo === 'retiro' ? error.mensaje : undefined} />
        {error && !['email', 'password', 'retiro'].includes(error.campo) ? <Alert color="red">{error.mensaje}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button color="red" loading={enviando} onClick={() => void finalizar()} data-testid="finalizar-confirmar">
            {M.finalizar}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
