// The blind count (ruling C-4): the cashier types how many of each coin and bill are in the drawer,
// and what the card vouchers and SINPE messages add up to. Nothing expected is shown: the server
// works it out and a supervisor sees the differences.
import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CerrarSesionDocument, GraphQLRequestError } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { formatAmount } from '../../app/format';
import { cantidadDe, contadorDe, filasConteo, subtotal, type FilaConteo } from './conteo';
import { CAJA_MESSAGES as M, MEDIOS } from './messages';
import { montoDe } from './monto';

const DECLARADOS = ['TARJETA', 'SINPE', 'TRANSFERENCIA', 'OTRO'] as const;

export function ConteoModal({ abierto, caja, sesion, onClose, onCerrada }: { abierto: boolean; caja: string; sesion: string; onClose: () => void; onCerrada: () => void }) {
  const [filas, setFilas] = useState<FilaConteo[]>(filasConteo);
  const [declarado, setDeclarado] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const malas = filas.filter((f) => cantidadDe(f.cantidad) === null);
  const malDeclarado = DECLARADOS.filter((d) => montoDe(declarado[d]) === undefined);
  const poner = (i: number, cantidad: string) => setFilas(filas.map((f, j) => (j === i ? { ...f, cantidad } : f)));
  const cerrar = async () => {
    if (malas.length || malDeclarado.length) return;
    setEnviando(true);
    setError(null);
    try {
      await api.request(CerrarSesionDocument, {
        caja,
        sesion,
        contador: contadorDe(filas),
        declarado: DECLARADOS.flatMap((linea) => {
          const m = montoDe(declarado[linea]);
          return m ? [{ linea, monto: m }] : [];
        }),
      });
      setFilas(filasConteo());
      setDeclarado({});
      onCerrada();
    } catch (e) {
      setError(e instanceof GraphQLRequestError ? e.userMessage : String(e));
    } finally {
      setEnviando(false);
    }
  };
  const bloque = (divisa: 'CRC' | 'USD') => (
    <Stack gap={4}>
      <Text fw={600}>{divisa === 'CRC' ? M.colones : M.dolares}</Text>
      {filas.map((f, i) =>
        f.divisa === divisa ? (
          <Group key={`${f.divisa}${f.moneda}`} gap="xs" wrap="nowrap">
            <Text w={80} ta="right" size="sm">
              {divisa === 'CRC' ? '₡' : '$'}
              {formatAmount(f.moneda, 0)}
            </Text>
            <TextInput
              aria-label={`${M.cantidad} ${divisa} ${f.moneda}`}
              value={f.cantidad}
              inputMode="numeric"
              size="xs"
              w={90}
              error={cantidadDe(f.cantidad) === null ? M.cantidadInvalida : undefined}
              onChange={(e) => poner(i, e.currentTarget.value)}
              data-testid={`conteo-${divisa}-${f.moneda}`}
            />
          </Group>
        ) : null,
      )}
      <Text size="sm">
        {M.subtotal}: {divisa === 'CRC' ? '₡' : '$'}
        {formatAmount(subtotal(filas, divisa))}
      </Text>
    </Stack>
  );
  return (
    <AppModal opened={abierto} onClose={onClose} title={M.conteoTitulo} size="xl">
      <Stack gap="sm" data-testid="conteo">
        <Text size="sm" c="dimmed">
          {M.conteoHint}
        </Text>
        <SimpleGrid cols={3}>
          {bloque('CRC')}
          {bloque('USD')}
          <Stack gap={4}>
            <Text fw={600}>{M.declarar}</Text>
            <Text size="xs" c="dimmed">
              {M.declararHint}
            </Text>
            {DECLARADOS.map((d) => (
              <TextInput
                key={d}
                label={MEDIOS[d]}
                leftSection="₡"
                size="xs"
                value={declarado[d] ?? ''}
                error={montoDe(declarado[d]) === undefined ? M.montoInvalido : undefined}
                onChange={(e) => setDeclarado({ ...declarado, [d]: e.currentTarget.value })}
                data-testid={`declarado-${d}`}
              />
            ))}
            <Text size="xs" c="dimmed">
              {M.dolaresHint}
            </Text>
          </Stack>
        </SimpleGrid>
        {error ? (
          <Alert color="red" data-testid="conteo-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button color="orange" loading={enviando} onClick={() => void cerrar()} data-testid="conteo-cerrar">
            {M.contar}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
