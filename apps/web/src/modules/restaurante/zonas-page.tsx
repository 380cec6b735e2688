// /restaurante/zona: the zones of a restaurant and their tables. Adding or removing a table re-saves
// the whole zone (spec 3 §4); the server gives a new table its id.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Button, Card, Checkbox, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { GraphQLRequestError, GuardarZonaDocument, type ZoneFieldsFragment } from '@jit/api';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { ElegirRestaurante, RESTAURANTE_KEY, useZonas } from './comun';
import { RESTAURANTE_MESSAGES as M } from './messages';

type Mesa = { _id?: string; name: string; number: number; seats: number; isAvailable: boolean };

function ZonaEditor({ restaurant, zona, onGuardada }: { restaurant: string; zona?: ZoneFieldsFragment; onGuardada: () => void }) {
  const [name, setName] = useState(zona?.name ?? '');
  const [mesas, setMesas] = useState<Mesa[]>(zona?.tables.map((t) => ({ _id: t._id, name: t.name, number: t.number, seats: t.seats, isAvailable: t.isAvailable })) ?? []);
  const [error, setError] = useState<{ campo: string; mensaje: string } | null>(null);
  const guardar = async (lista: Mesa[]) => {
    try {
      await api.request(GuardarZonaDocument, { input: { ...(zona ? { _id: zona._id } : {}), restaurant, name, tables: lista.map((m) => ({ ...(m._id ? { _id: m._id } : {}), name: m.name || null, number: m.number, seats: m.seats, isAvailable: m.isAvailable })) } });
      setError(null);
      notify({ type: 'success', message: M.guardado });
      onGuardada();
    } catch (e) {
      setError({ campo: e instanceof GraphQLRequestError ? (e.field ?? '') : '', mensaje: e instanceof GraphQLRequestError ? e.userMessage : String(e) });
    }
  };
  const siguiente = mesas.reduce((a, m) => Math.max(a, m.number), 0) + 1;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group align="flex-end">
          <TextInput label={M.zona} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error?.campo === 'input.name' ? error.mensaje : undefined} data-testid="zona-nombre" />
          <Button onClick={() => void guardar(mesas)} data-testid="zona-guardar">
            {M.guardar}
          </Button>
          {zona ? (
            <Button variant="light" onClick={() => void guardar([...mesas, { name: `Mesa ${siguiente}`, number: siguiente, seats: 4, isAvailable: true }])} data-testid="zona-agregar-mesa">
              {M.agregarMesa}
            </Button>
          ) : null}
        </Group>
        {error && error.campo !== 'input.name' ? <Text c="red" size="sm">{error.mensaje}</Text> : null}
        {mesas.map((m, k) => (
          <Group key={m._id ?? k} gap="xs">
            <TextInput aria-label={M.mesa} value={m.name} onChange={(e) => setMesas(mesas.map((x, j) => (j === k ? { ...x, name: e.currentTarget.value } : x)))} w={140} />
            <NumberInput aria-label={M.numero} value={m.number} onChange={(v) => setMesas(mesas.map((x, j) => (j === k ? { ...x, number: Number(v) } : x)))} w={80} />
            <NumberInput aria-label={M.asientos} value={m.seats} min={0} onChange={(v) => setMesas(mesas.map((x, j) => (j === k ? { ...x, seats: Number(v) } : x)))} w={80} />
            <Checkbox label={M.enServicio} checked={m.isAvailable} onChange={(e) => setMesas(mesas.map((x, j) => (j === k ? { ...x, isAvailable: e.currentTarget.checked } : x)))} />
            <ActionIcon variant="subtle" color="red" aria-label={M.quitar} onClick={() => void guardar(mesas.filter((_, j) => j !== k))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

export function ZonasPage() {
  const qc = useQueryClient();
  const [restaurant, setRestaurant] = useState<string | null>(null);
  const zonas = useZonas(restaurant);
  const recargar = () => void qc.invalidateQueries({ queryKey: [...RESTAURANTE_KEY, 'zonas'] });
  return (
    <Stack>
      <Title order={2}>{M.zonas}</Title>
      <ElegirRestaurante value={restaurant} onChange={setRestaurant} />
      {restaurant ? (
        <>
          {(zonas.data ?? []).map((z) => (
            <ZonaEditor key={`${z._id}:${z.tables.length}`} restaurant={restaurant} zona={z} onGuardada={recargar} />
          ))}
          <ZonaEditor key={`nueva:${zonas.data?.length ?? 0}`} restaurant={restaurant} onGuardada={recargar} />
        </>
      ) : null}
    </Stack>
  );
}
