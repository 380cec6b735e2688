// /produccion/producir: pick composite items and how many to make; the components the order will
// consume (recipe × quantity) are shown against their stock before producing. The server consumes
// them at pp and brings the products in at that cost (rulings A2-2, A2-3).
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Group, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ProducirDocument } from '@jit/api';
import { consumoComposicion, D } from '@jit/domain';
import { api } from '../../../app/api';
import { formatCantidad } from '../../../app/format';
import { notify } from '../../../app/notify';
import { mensajeDe } from '../mensaje';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { INVENTARIO_KEY, useArticulos } from '../queries';

type Linea = { key: number; item: string | null; cantidad: string };

export function ProducirPage() {
  const qc = useQueryClient();
  const articulos = useArticulos();
  const [lineas, setLineas] = useState<Linea[]>([{ key: 1, item: null, cantidad: '1' }]);
  const [orden, setOrden] = useState('');
  const [lugar, setLugar] = useState('');
  const [enviando, setEnviando] = useState(false);
  const porId = useMemo(() => new Map((articulos.data ?? []).map((i) => [i._id, i])), [articulos.data]);
  const compuestos = useMemo(() => (articulos.data ?? []).filter((i) => (i.esCompuesto || i.bajoProduccion) && i.composicion.length > 0).map((i) => ({ value: i._id, label: i.nombre })), [articulos.data]);
  const necesarios = useMemo(() => {
    const total = new Map<string, D>();
    for (const l of lineas) {
      const it = l.item ? porId.get(l.item) : undefined;
      if (!it || !l.cantidad || new D(l.cantidad).lte(0)) continue;
      for (const c of consumoComposicion(it.composicion, l.cantidad)) total.set(c.itemId, (total.get(c.itemId) ?? new D(0)).plus(c.cantidad));
    }
    return [...total].map(([id, q]) => {
      const comp = porId.get(id);
      const hay = new D(comp?.cantidad ?? '0');
      return { id, nombre: comp?.nombre ?? id, unidad: comp?.unidadMedida.id ?? '', necesita: q, hay, falta: comp?.clasificacion === 'producto' && q.gt(hay) ? q.minus(hay) : null };
    });
  }, [lineas, porId]);
  const cambiar = (key: number, cambio: Partial<Linea>) => setLineas((ls) => ls.map((l) => (l.key === key ? { ...l, ...cambio } : l)));
  const producir = async () => {
    const items = lineas.filter((l) => l.item && l.cantidad).map((l) => ({ _id: l.item!, quantity: l.cantidad }));
    setEnviando(true);
    try {
      const r = await api.request(ProducirDocument, { input: { sequence: 0, order: orden.trim() || null, location: lugar.trim() || null, item: items } });
      notify({ type: 'success', message: M.producido(r.Produccion.create.sequence) });
      setLineas([{ key: Date.now(), item: null, cantidad: '1' }]);
      setOrden('');
      await qc.invalidateQueries({ queryKey: INVENTARIO_KEY });
    } catch (e) {
      notify({ type: 'danger', message: mensajeDe(e) });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack>
      <Title order={2}>{M.producirTitulo}</Title>
      {articulos.data && compuestos.length === 0 ? <Text c="dimmed">{M.sinCompuestos}</Text> : null}
      <Group>
        <TextInput label={M.orden} value={orden} onChange={(e) => setOrden(e.currentTarget.value)} w={280} />
        <TextInput label={M.lugar} value={lugar} onChange={(e) => setLugar(e.currentTarget.value)} w={220} />
      </Group>
      {lineas.map((l) => (
        <Group key={l.key} align="flex-end">
          <Select label={M.campoArticulo} data={compuestos} searchable value={l.item} onChange={(v) => cambiar(l.key, { item: v })} w={360} />
          <NumberInput label={M.campoCantidad} decimalSeparator="," min={0} decimalScale={5} value={l.cantidad} onChange={(v) => cambiar(l.key, { cantidad: String(v) })} w={140} />
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} disabled={lineas.length === 1} onClick={() => setLineas((ls) => ls.filter((x) => x.key !== l.key))}>
            {M.quitar}
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setLineas((ls) => [...ls, { key: Date.now(), item: null, cantidad: '1' }])}>
          {M.agregar}
        </Button>
      </Group>
      {necesarios.length > 0 ? (
        <Card withBorder>
          <Text fw={600} mb="xs">
            {M.componentesNecesarios}
          </Text>
          <Table data-testid="componentes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.colArticulo}</Table.Th>
                <Table.Th ta="right">{M.necesita}</Table.Th>
                <Table.Th ta="right">{M.hay}</Table.Th>
                <Table.Th ta="right">{M.falta}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {necesarios.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>{n.nombre}</Table.Td>
                  <Table.Td ta="right">{`${formatCantidad(n.necesita.toFixed())} ${n.unidad}`}</Table.Td>
                  <Table.Td ta="right">{formatCantidad(n.hay.toFixed())}</Table.Td>
                  <Table.Td ta="right" c={n.falta ? 'red' : undefined}>
                    {n.falta ? formatCantidad(n.falta.toFixed()) : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : null}
      <Group>
        <Button onClick={() => void producir()} loading={enviando} disabled={!lineas.some((l) => l.item)} data-testid="producir">
          {M.producir}
        </Button>
      </Group>
    </Stack>
  );
}
