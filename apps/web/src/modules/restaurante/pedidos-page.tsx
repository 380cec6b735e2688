// /restaurante/pedidos: the floor plan (zones and their tables, busy while an order is open, D-8)
// and the order screen of a table: categories, items by touch, a quick code by keyboard, notes,
// then «Enviar a cocina». The kitchen's checks show live on the order (newRestaurantOrder).
import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Card, Checkbox, Chip, Group, NumberInput, SimpleGrid, Stack, Tabs, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconMinus, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { CategoriasDocument, GraphQLRequestError, GuardarPedidoDocument, ItemsTodosDocument, PedidosDeMesaDocument } from '@jit/api';
import { totalPedido, servicioMesa } from '@jit/domain';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { EliminarArticulo } from './eliminar-dialogo';
import { ElegirRestaurante, EstadoBadge, PEDIDOS_KEY, RESTAURANTE_KEY, colones, useZonas } from './comun';
import { RESTAURANTE_MESSAGES as M } from './messages';
import { usePedidosVivos, type Pedido } from './vivo';

type Linea = { key: number; _idItem: string; nombre: string; cantidad: number; precioUnitario: string; _idCategoria: string[]; detalle: string };
type Mesa = { zone: string; table: string; nombre: string };

function useCatalogo() {
  const items = useQuery({ queryKey: [...RESTAURANTE_KEY, 'items'], queryFn: async ({ signal }) => (await api.request(ItemsTodosDocument, {}, { signal })).Item.readAllItemByEmisor });
  const cats = useQuery({ queryKey: [...RESTAURANTE_KEY, 'categorias'], queryFn: async ({ signal }) => (await api.request(CategoriasDocument, {}, { signal })).CategoriaItem.readAllByEmisor });
  // Spec 2 §4: preparable items (all of them when none is marked), in posIndex order.
  const lista = useMemo(() => {
    const todos = items.data ?? [];
    const prep = todos.filter((i) => i.preparable);
    return [...(prep.length ? prep : todos)].sort((a, b) => a.posIndex - b.posIndex || a.nombre.localeCompare(b.nombre));
  }, [items.data]);
  return { items: lista, categorias: cats.data ?? [] };
}

function Comanda({ mesa, restaurant }: { mesa: Mesa; restaurant: string }) {
  const qc = useQueryClient();
  const { items, categorias } = useCatalogo();
  const [cat, setCat] = useState<string>('todas');
  const [lineas, setLineas] = useState<Linea[]>([]);
  const [codigo, setCodigo] = useState('');
  const [express, setExpress] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quitar, setQuitar] = useState<string | null>(null);
  const clave = useRef(0);
  const key = [...PEDIDOS_KEY, 'mesa', mesa.zone, mesa.table];
  const abiertos = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await api.request(PedidosDeMesaDocument, { zone: mesa.zone, table: mesa.table }, { signal })).RestaurantOrder.readByTable });
  const pedido = abiertos.data?.[0] ?? null;
  usePedidosVivos((p) => {
    if (p.zone === mesa.zone && p.table === mesa.table) qc.setQueryData<Pedido[]>(key, (old) => [p, ...(old ?? []).filter((x) => x._id !== p._id)].filter((x) => ['ABIERTA', 'EN_PROCESO', 'ENTREGADA'].includes(x.status)));
  });
  const visibles = cat === 'todas' ? items : items.filter((i) => i.categoria.includes(cat));
  const agregar = (i: (typeof items)[number]) => {
    setError(null);
    setLineas((ls) => {
      const at = ls.findIndex((l) => l._idItem === i._id && !l.detalle);
      if (at >= 0) return ls.map((l, k) => (k === at ? { ...l, cantidad: l.cantidad + 1 } : l));
      clave.current += 1;
      return [...ls, { key: clave.current, _idItem: i._id, nombre: i.nombre, cantidad: 1, precioUnitario: i.precioUnitario, _idCategoria: i.categoria, detalle: '' }];
    });
  };
  const porCodigo = () => {
    const c = codigo.trim().toLowerCase();
    if (!c) return;
    const i = items.find((x) => (x.codigoRapido ?? '').toLowerCase() === c);
    if (!i) return setError(M.codigoNoExiste(codigo));
    agregar(i);
    setCodigo('');
  };
  const enviar = async () => {
    if (lineas.length === 0) return setError(M.sinLineas);
    try {
      const r = await api.request(GuardarPedidoDocument, {
        input: {
          ...(pedido ? { _id: pedido._id } : {}),
          restaurant,
          zone: mesa.zone,
          table: mesa.table,
          express,
          items: lineas.map((l) => ({ _idItem: l._idItem, nombre: l.nombre, cantidad: l.cantidad, precioUnitario: l.precioUnitario, _idCategoria: l._idCategoria, detalle: l.detalle || null })),
        },
      });
      notify({ type: 'success', message: M.enviado(r.RestaurantOrder.create.consecutive) });
      setLineas([]);
      setError(null);
      qc.setQueryData<Pedido[]>(key, [r.RestaurantOrder.create]);
      void qc.invalidateQueries({ queryKey: [...RESTAURANTE_KEY, 'zonas'] });
    } catch (e) {
      setError(e instanceof GraphQLRequestError ? e.userMessage : String(e));
    }
  };
  const neta = totalPedido([...(pedido?.items ?? []), ...lineas.map((l) => ({ ...l, _id: String(l.key) }))]);
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" onKeyDown={(e) => e.ctrlKey && e.key === 'Enter' && void enviar()}>
      <Stack flex={2}>
        <Group>
          <TextInput label={M.codigoRapido} value={codigo} onChange={(e) => setCodigo(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && porCodigo()} error={error} data-testid="codigo-rapido" autoFocus />
          <Checkbox label={M.express} checked={express} onChange={(e) => setExpress(e.currentTarget.checked)} mt="lg" data-testid="express" />
        </Group>
        <Chip.Group value={cat} onChange={(v) => setCat(v)}>
          <Group gap="xs">
            <Chip value="todas">{M.todas}</Chip>
            {categorias.map((c) => (
              <Chip key={c._id} value={c._id}>
                {c.nombre}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {visibles.map((i) => (
            <Button key={i._id} variant="light" h={64} onClick={() => agregar(i)} data-testid={`articulo-${i.nombre}`}>
              <Stack gap={0} align="center">
                <Text size="sm">{i.nombre}</Text>
                <Text size="xs">{colones(i.precioUnitario)}</Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <Card withBorder flex={1} miw={340}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={4}>{pedido ? M.pedidoNumero(pedido.consecutive) : M.nuevoPedido}</Title>
            {pedido ? <EstadoBadge status={pedido.status} /> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {mesa.nombre}
          </Text>
          {(pedido?.items ?? []).map((i) => (
            <Group key={i._id} justify="space-between" data-testid="item-enviado">
              <Text size="sm">
                {i.cantidad} × {i.nombre}
                {i.detalle ? ` (${i.detalle})` : ''}
              </Text>
              <Group gap={4} wrap="nowrap">
                {i.check ? (
                  <Badge color="green" leftSection={<IconCheck size={12} />} data-testid="item-listo">
                    {M.listo}
                  </Badge>
                ) : (
                  <Badge color="orange" variant="light">
                    {M.pendiente}
                  </Badge>
                )}
                {i.cantidad > i.facturado ? (
                  <ActionIcon variant="subtle" color="red" aria-label={M.eliminarArticulo} onClick={() => setQuitar(i._id)} data-testid="eliminar-item">
                    <IconTrash size={14} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Group>
          ))}
          {pedido && quitar && pedido.items.some((i) => i._id === quitar) ? (
            <EliminarArticulo
              pedido={pedido}
              item={pedido.items.find((i) => i._id === quitar)!}
              onCerrar={() => setQuitar(null)}
              onListo={(p) => {
                setQuitar(null);
                qc.setQueryData<Pedido[]>(key, (old) => [p, ...(old ?? []).filter((x) => x._id !== p._id)]);
              }}
            />
          ) : null}
          {lineas.map((l) => (
            <Stack key={l.key} gap={2} data-testid="linea-nueva">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{l.nombre}</Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="default" aria-label="Menos" onClick={() => setLineas((ls) => ls.map((x) => (x.key === l.key ? { ...x, cantidad: x.cantidad - 1 } : x)).filter((x) => x.cantidad > 0))}>
                    <IconMinus size={14} />
                  </ActionIcon>
                  <NumberInput aria-label={M.cantidad} value={l.cantidad} min={1} w={60} onChange={(v) => setLineas((ls) => ls.map((x) => (x.key === l.key ? { ...x, cantidad: Math.max(1, Number(v) || 1) } : x)))} />
                  <ActionIcon variant="default" aria-label="Más" onClick={() => setLineas((ls) => ls.map((x) => (x.key === l.key ? { ...x, cantidad: x.cantidad + 1 } : x)))}>
                    <IconPlus size={14} />
                  </ActionIcon>
                </Group>
              </Group>
              <TextInput size="xs" placeholder={M.nota} value={l.detalle} onChange={(e) => setLineas((ls) => ls.map((x) => (x.key === l.key ? { ...x, detalle: e.currentTarget.value } : x)))} />
            </Stack>
          ))}
          <Group justify="space-between">
            <Text>{M.total}</Text>
            <Text fw={600}>{colones(neta.toFixed())}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{M.servicio}</Text>
            <Text size="sm">{colones(servicioMesa(neta).toFixed())}</Text>
          </Group>
          <Button leftSection={<IconSend size={16} />} onClick={() => void enviar()} data-testid="enviar-cocina">
            {M.enviarCocina}
          </Button>
        </Stack>
      </Card>
    </Group>
  );
}

export function PedidosPage() {
  const [restaurant, setRestaurant] = useState<string | null>(null);
  const [mesa, setMesa] = useState<Mesa | null>(null);
  const qc = useQueryClient();
  const zonas = useZonas(restaurant);
  usePedidosVivos(() => void qc.invalidateQueries({ queryKey: [...RESTAURANTE_KEY, 'zonas'] }));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.pedidos}</Title>
        <ElegirRestaurante value={restaurant} onChange={(r) => (setRestaurant(r), setMesa(null))} />
      </Group>
      {zonas.data && zonas.data.length === 0 ? <Text>{M.sinZonas}</Text> : null}
      {zonas.data && zonas.data.length > 0 ? (
        <Tabs defaultValue={zonas.data[0]!._id}>
          <Tabs.List>
            {zonas.data.map((z) => (
              <Tabs.Tab key={z._id} value={z._id}>
                {z.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {zonas.data.map((z) => (
            <Tabs.Panel key={z._id} value={z._id} pt="sm">
              <SimpleGrid cols={{ base: 3, md: 8 }} data-testid="plano">
                {z.tables.map((t) => {
                  const color = !t.isAvailable || !t.state ? 'gray' : t.isBusy ? 'orange' : 'green';
                  const activa = mesa?.table === t._id;
                  return (
                    <UnstyledButton key={t._id} onClick={() => setMesa({ zone: z._id, table: t._id, nombre: `${z.name} · ${t.name}` })} disabled={!t.isAvailable || !t.state} data-testid={`mesa-${t.number}`} data-ocupada={t.isBusy}>
                      <Card withBorder bg={`var(--mantine-color-${color}-light)`} style={{ outline: activa ? '2px solid var(--mantine-color-blue-6)' : undefined }}>
                        <Text fw={600}>{t.name}</Text>
                        <Text size="xs">{!t.isAvailable || !t.state ? M.fueraDeServicio : t.isBusy ? M.ocupada : M.libre}</Text>
                      </Card>
                    </UnstyledButton>
                  );
                })}
              </SimpleGrid>
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
      {mesa && restaurant ? <Comanda key={mesa.table} mesa={mesa} restaurant={restaurant} /> : null}
    </Stack>
  );
}
