// /compras/FacturaCompras: a purchase invoice (FEC, 08) for a supplier without electronic
// invoicing, issued through the documents service like every document JIT signs (Factura.create,
// inventario on: its item lines enter stock at their price). Lines take an item or a cost record
// from the catalogue (name, CABYS, unit, cost, VAT rate) and stay editable; problems show beside
// their field, and a refusal keeps everything typed.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FacturaCrearDocument, GraphQLRequestError, TodosProveedoresDocument } from '@jit/api';
import { CODIGOS_TARIFA_IVA, MEDIOS_PAGO } from '@jit/domain';
import { api } from '../../../app/api';
import { formatCurrency } from '../../../app/format';
import { notify } from '../../../app/notify';
import { OPCIONES_UNIDAD } from '../../factura/facturar/opciones';
import { useDestinos } from '../xml/use-destinos';
import { campoDelServidor, encabezadoVacio, fecInput, lineaVacia, problemasFec, totalesFec, type EncabezadoFec, type LineaFec } from './fec-input';
import { FEC_MESSAGES as M } from './messages';
import { NuevoArticulo } from './nuevo-articulo';
import { EncabezadoPagina } from '../encabezado';

const TARIFAS = CODIGOS_TARIFA_IVA.map((t) => ({ value: t.codigo, label: `${t.tarifa} % (${t.codigo})` }));
const MEDIOS = MEDIOS_PAGO.map((m) => ({ value: m.codigo, label: m.descripcion }));
const UNIDADES = OPCIONES_UNIDAD.map((u) => ({ value: u.value, label: u.value }));

export function FecPage() {
  const { opciones, porValor } = useDestinos();
  const proveedores = useQuery({ queryKey: ['compras', 'proveedores', 'todos'], queryFn: async ({ signal }) => (await api.request(TodosProveedoresDocument, {}, { signal })).Proveedor.readAll });
  const [h, setH] = useState<EncabezadoFec>(encabezadoVacio);
  const [lineas, setLineas] = useState<LineaFec[]>(() => [lineaVacia()]);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const [emitida, setEmitida] = useState<string | null>(null);
  const [nuevoPara, setNuevoPara] = useState<LineaFec | null>(null);
  const totales = useMemo(() => totalesFec(lineas), [lineas]);

  const setLinea = (id: string, patch: Partial<LineaFec>) => setLineas((prev) => prev.map((l) => (l.id === id ? { ...l, ...patch } : l)));
  const elegir = (l: LineaFec, valor: string | null) => {
    const d = valor ? porValor.get(valor) : undefined;
    if (!valor || !d) return setLinea(l.id, { destino: '', itemId: null, clasificacion: 'producto' });
    setLinea(l.id, { destino: valor, itemId: d.itemId, clasificacion: d.clasificacion, detalle: d.nombre, codigoCABYS: d.codigoCABYS, unidadMedida: d.unidadMedida, precio: l.precio || (d.costo !== '0' ? d.costo : ''), codigoTarifaIVA: d.codigoTarifaIVA });
  };

  const emitir = async () => {
    const p = problemasFec(h, lineas);
    setErrores(p);
    const proveedor = proveedores.data?.find((x) => x._id === h.proveedorId);
    if (Object.keys(p).length > 0 || !proveedor) return;
    setEnviando(true);
    try {
      const r = (await api.request(FacturaCrearDocument, { input: fecInput(h, lineas, proveedor) })).Factura.create;
      notify({ type: 'success', message: M.emitida(r.consecutivo) });
      setEmitida(r.consecutivo);
      setLineas([lineaVacia()]);
      setH(encabezadoVacio());
    } catch (e) {
      // Everything typed stays; the reason goes beside its field (the toast already showed it).
      if (e instanceof GraphQLRequestError) setErrores({ [campoDelServidor(e.field, lineas)]: e.userMessage });
    } finally {
      setEnviando(false);
    }
  };

  const err = (k: string) => errores[k];
  return (
    <Stack gap="md">
      <EncabezadoPagina titulo={M.titulo} ayuda={M.ayuda} />
      {emitida ? (
        <Alert color="green" data-testid="fec-emitida" withCloseButton onClose={() => setEmitida(null)}>
          {M.emitida(emitida)}
        </Alert>
      ) : null}
      {errores.general ? <Alert color="red">{errores.general}</Alert> : null}
      <Card withBorder>
        <Group align="flex-start" wrap="wrap">
          <Select
            label={M.proveedor}
            description={M.proveedorAyuda}
            data={(proveedores.data ?? []).map((p) => ({ value: p._id, label: `${p.nombre} (${p.identificacion.numero})` }))}
            value={h.proveedorId}
            onChange={(v) => setH({ ...h, proveedorId: v })}
            searchable
            error={err('proveedor')}
            w={380}
          />
          <Select label={M.condicion} data={[{ value: '01', label: M.contado }, { value: '02', label: M.credito }]} value={h.condicionVenta} onChange={(v) => setH({ ...h, condicionVenta: v === '02' ? '02' : '01' })} allowDeselect={false} w={140} />
          {h.condicionVenta === '02' ? <TextInput label={M.plazo} inputMode="numeric" value={h.plazoCredito} onChange={(e) => setH({ ...h, plazoCredito: e.currentTarget.value })} error={err('plazoCredito')} w={120} /> : null}
          <Select label={M.medioPago} data={MEDIOS} value={h.medioPago} onChange={(v) => setH({ ...h, medioPago: v ?? '01' })} allowDeselect={false} w={260} />
        </Group>
      </Card>
      <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="fec-lineas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={220}>{M.destino}</Table.Th>
            <Table.Th miw={200}>{M.detalle}</Table.Th>
            <Table.Th w={150}>{M.cabys}</Table.Th>
            <Table.Th w={90}>{M.unidad}</Table.Th>
            <Table.Th w={100}>{M.cantidad}</Table.Th>
            <Table.Th w={130}>{M.precio}</Table.Th>
            <Table.Th w={130}>{M.tarifa}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lineas.map((l, i) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Select size="xs" aria-label={`${M.destino} ${i + 1}`} data={opciones} value={l.destino || null} onChange={(v) => elegir(l, v)} searchable clearable style={{ flex: 1 }} />
                  <Button size="compact-xs" variant="subtle" aria-label={`${M.nuevoArticulo} ${i + 1}`} title={M.nuevoArticulo} onClick={() => setNuevoPara(l)}>
                    <IconPlus size={14} />
                  </Button>
                </Group>
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${M.detalle} ${i + 1}`} value={l.detalle} onChange={(e) => setLinea(l.id, { detalle: e.currentTarget.value })} error={err(`${l.id}.detalle`)} />
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${M.cabys} ${i + 1}`} inputMode="numeric" value={l.codigoCABYS} onChange={(e) => setLinea(l.id, { codigoCABYS: e.currentTarget.value })} error={err(`${l.id}.codigoCABYS`)} />
              </Table.Td>
              <Table.Td>
                <Select size="xs" aria-label={`${M.unidad} ${i + 1}`} data={UNIDADES} value={l.unidadMedida} onChange={(v) => setLinea(l.id, { unidadMedida: v ?? 'Unid' })} searchable allowDeselect={false} />
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${M.cantidad} ${i + 1}`} inputMode="decimal" value={l.cantidad} onChange={(e) => setLinea(l.id, { cantidad: e.currentTarget.value })} error={err(`${l.id}.cantidad`)} />
              </Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`${M.precio} ${i + 1}`} inputMode="decimal" value={l.precio} onChange={(e) => setLinea(l.id, { precio: e.currentTarget.value })} error={err(`${l.id}.precio`)} />
              </Table.Td>
              <Table.Td>
                <Select size="xs" aria-label={`${M.tarifa} ${i + 1}`} data={TARIFAS} value={l.codigoTarifaIVA} onChange={(v) => setLinea(l.id, { codigoTarifaIVA: v ?? '08' })} allowDeselect={false} />
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" color="red" aria-label={M.quitar} onClick={() => setLineas((prev) => (prev.length > 1 ? prev.filter((x) => x.id !== l.id) : [lineaVacia()]))}>
                  <IconTrash size={14} />
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={5}>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setLineas((prev) => [...prev, lineaVacia()])}>
                {M.agregar}
              </Button>
              {err('lineas') ? (
                <Text c="red" size="xs" mt={4}>
                  {err('lineas')}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td colSpan={3} ta="right" data-testid="fec-totales">
              <Text size="xs">
                {M.subTotal}: {formatCurrency(totales.subTotal.toFixed(), 'CRC')} · {M.impuesto}: {formatCurrency(totales.impuesto.toFixed(), 'CRC')}
              </Text>
              <Text fw={700}>
                {M.total}: {formatCurrency(totales.total.toFixed(), 'CRC')}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {nuevoPara ? (
        <NuevoArticulo
          abierto
          inicial={{ nombre: nuevoPara.detalle, codigo: nuevoPara.codigoCABYS }}
          onClose={() => setNuevoPara(null)}
          onCreado={(id) => {
            // The new item is the line's; its data come with the refreshed catalogue, what was typed stays.
            setLinea(nuevoPara.id, { destino: `item:${id}`, itemId: id, clasificacion: 'producto' });
            setNuevoPara(null);
          }}
        />
      ) : null}
      <Group justify="flex-end">
        <Button onClick={() => void emitir()} loading={enviando} data-testid="fec-emitir">
          {M.emitir}
        </Button>
      </Group>
    </Stack>
  );
}
