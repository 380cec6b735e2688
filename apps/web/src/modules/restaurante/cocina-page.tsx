// /restaurante/cocina: the kitchen (or bar) queue. Category checkboxes choose what this screen shows;
// orders arrive live (newRestaurantOrder) and merge by spec 2 §4's rules after 200 ms (c148);
// express orders first (D-7). Touching an item checks it; «Todo listo» checks the whole order.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBolt, IconCheck } from '@tabler/icons-react';
import { CategoriasDocument, ColaCocinaDocument, MarcarArticuloDocument, MarcarArticulosDocument } from '@jit/api';
import { mergeQueue, ordenarCola, visibleQueue } from '@jit/domain';
import { api } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { preferences } from './preferencias';
import { ElegirRestaurante, RESTAURANTE_KEY } from './comun';
import { RESTAURANTE_MESSAGES as M } from './messages';
import { usePedidosVivos, type Pedido } from './vivo';

const EN_COLA = ['ABIERTA', 'EN_PROCESO'];
const RETRASO_MS = 200;

/** An order as this screen shows it: only the selected categories' items, merged with what it had. */
function aplicar(cola: Pedido[], p: Pedido, categorias: string[]): Pedido[] {
  const resto = cola.filter((x) => x._id !== p._id);
  const items = categorias.length ? visibleQueue(p.items, categorias) : p.items;
  if (!EN_COLA.includes(p.status) || items.length === 0) return resto;
  const antes = cola.find((x) => x._id === p._id);
  const merged = antes ? [...mergeQueue(antes.items, items)] : items;
  return [...resto, { ...p, items: merged }];
}

export function CocinaPage() {
  const [restaurant, setRestaurant] = useState<string | null>(null);
  const [categorias, setCategorias] = useState<string[]>(() => preferences.categoriasCocina());
  const cats = useQuery({ queryKey: [...RESTAURANTE_KEY, 'categorias'], queryFn: async ({ signal }) => (await api.request(CategoriasDocument, {}, { signal })).CategoriaItem.readAllByEmisor });
  const qc = useQueryClient();
  const key = [...RESTAURANTE_KEY, 'cocina', restaurant, categorias];
  const inicial = useQuery({
    queryKey: key,
    enabled: Boolean(restaurant),
    queryFn: async ({ signal }) => (await api.request(ColaCocinaDocument, { restaurant, categorias: categorias.length ? categorias : null, limit: 200 }, { signal })).RestaurantOrder.readOrdersByStatus,
  });
  // The queue lives in the query's cache: the first read fills it, live changes merge into it.
  const setCola = (fn: (c: Pedido[]) => Pedido[]) => qc.setQueryData<Pedido[]>(key, (c) => fn(c ?? []));
  const pendientes = useRef<Pedido[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  usePedidosVivos(
    (p) => {
      if (restaurant && p.restaurant !== restaurant) return;
      pendientes.current.push(p);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const lote = pendientes.current;
        pendientes.current = [];
        setCola((c) => lote.reduce((acc, x) => aplicar(acc, x, categorias), c));
      }, RETRASO_MS);
    },
    () => void inicial.refetch(),
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  const ordenada = useMemo(() => ordenarCola(inicial.data ?? []), [inicial.data]);
  const elegir = (id: string, on: boolean) => {
    const next = on ? [...categorias, id] : categorias.filter((c) => c !== id);
    setCategorias(next);
    preferences.guardarCategoriasCocina(next);
  };
  const marcar = async (p: Pedido, item: Pedido['items'][number]) => {
    const r = await api.request(MarcarArticuloDocument, { order: p._id, id: item._id, check: !item.check });
    setCola((c) => aplicar(c, r.RestaurantOrder.checkItem, categorias));
  };
  const todo = async (p: Pedido) => {
    const r = await api.request(MarcarArticulosDocument, { order: p._id, ids: p.items.map((i) => i._id), check: true });
    setCola((c) => aplicar(c, r.RestaurantOrder.checkOrderItems, categorias));
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.cocina}</Title>
        <ElegirRestaurante value={restaurant} onChange={setRestaurant} />
      </Group>
      <Group gap="md" data-testid="categorias-cocina">
        <Text size="sm">{M.categorias}:</Text>
        {(cats.data ?? []).map((c) => (
          <Checkbox key={c._id} label={c.nombre} checked={categorias.includes(c._id)} onChange={(e) => elegir(c._id, e.currentTarget.checked)} />
        ))}
      </Group>
      {ordenada.length === 0 ? <Text c="dimmed">{M.colaVacia}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {ordenada.map((p) => (
          <Card key={p._id} withBorder data-testid="comanda">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>{M.pedidoNumero(p.consecutive)}</Text>
                {p.express ? (
                  <Badge color="red" leftSection={<IconBolt size={12} />}>
                    {M.express}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {M.mesaPedido(p.zoneName, p.tableName)} · {formatDateTime(p.createdAt)}
              </Text>
              {p.items.map((i) => (
                <UnstyledButton key={i._id} onClick={() => void marcar(p, i)} data-testid="item-cocina" data-listo={i.check}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text td={i.check ? 'line-through' : undefined} c={i.check ? 'dimmed' : undefined}>
                      {i.cantidad} × {i.nombre}
                      {i.detalle ? <Text span size="xs" c="orange">{` — ${i.detalle}`}</Text> : null}
                    </Text>
                    {i.check ? <IconCheck size={16} color="green" /> : null}
                  </Group>
                </UnstyledButton>
              ))}
              <Button size="xs" variant="light" onClick={() => void todo(p)} data-testid="todo-listo">
                {M.todoListo}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
