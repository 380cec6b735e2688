// The mapping of one received document (ruling E-1): each line to an item or a cost record, with
// what was remembered from the supplier marked; the freight spread by value or quantity; and the
// unit cost each item line will enter the kardex at. Problems show beside their line.
import { Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { formatCurrency } from '../../../app/format';
import { Segmentos } from '../segmentos';
import type { AsignacionDoc } from './asignacion';
import type { LineaRecibidaXml } from './lineas-recibidas';
import { XML_MESSAGES as M } from './messages';

export type OpcionesDestino = { group: string; items: { value: string; label: string }[] }[];

type Props = {
  lineas: readonly LineaRecibidaXml[];
  a: AsignacionDoc;
  onChange: (a: AsignacionDoc) => void;
  opciones: OpcionesDestino;
  costos: Record<number, string>;
  errores: Record<number, string>;
  deshabilitada: boolean;
  moneda: string;
};

const neto = (l: LineaRecibidaXml) => (Number(l.montoTotal) || 0) - (Number(l.montoDescuento) || 0);

export function MapeoTabla({ lineas, a, onChange, opciones, costos, errores, deshabilitada, moneda }: Props) {
  const set = (n: number, destino: string | null) => {
    const recordados = { ...a.recordados };
    delete recordados[n];
    onChange({ ...a, destinos: { ...a.destinos, [n]: destino ?? '' }, recordados });
  };
  return (
    <div data-testid="compra-mapeo">
      <Text fw={600} size="sm" mt="md">
        {M.asignacion}
      </Text>
      <Table fz="sm" withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.linea}</Table.Th>
            <Table.Th>{M.codigo}</Table.Th>
            <Table.Th>{M.detalle}</Table.Th>
            <Table.Th ta="right">{M.cantidad}</Table.Th>
            <Table.Th ta="right">{M.montoNeto}</Table.Th>
            <Table.Th miw={260}>{M.destino}</Table.Th>
            <Table.Th w={110}>{M.conversion}</Table.Th>
            <Table.Th ta="right">{M.costoUnitario}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lineas.map((l) => {
            const d = a.destinos[l.numeroLinea] ?? '';
            const err = errores[l.numeroLinea];
            return (
              <Table.Tr key={l.numeroLinea} data-testid={`compra-linea-${l.numeroLinea}`}>
                <Table.Td>{l.numeroLinea}</Table.Td>
                <Table.Td>{l.codigoComercial ?? l.codigo ?? ''}</Table.Td>
                <Table.Td>{l.detalle}</Table.Td>
                <Table.Td ta="right">
                  {l.cantidad} {l.unidadMedida}
                </Table.Td>
                <Table.Td ta="right">
                  {formatCurrency(String(neto(l)), moneda)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Select
                      aria-label={`${M.destino} ${l.numeroLinea}`}
                      placeholder={M.sinAsignar}
                      data={opciones}
                      value={d || null}
                      searchable
                      clearable
                      disabled={deshabilitada}
                      onChange={(v) => set(l.numeroLinea, v)}
                      error={err}
                      size="xs"
                      style={{ flex: 1 }}
                    />
                    {a.recordados[l.numeroLinea] ? (
                      <Badge size="xs" variant="light">
                        {M.recordado}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {d.startsWith('item:') ? (
                    <TextInput
                      size="xs"
                      aria-label={`${M.conversion} ${l.numeroLinea}`}
                      title={M.conversionAyuda}
                      placeholder="1"
                      inputMode="decimal"
                      value={a.conversion[l.numeroLinea] ?? ''}
                      disabled={deshabilitada}
                      onChange={(e) => onChange({ ...a, conversion: { ...a.conversion, [l.numeroLinea]: e.currentTarget.value } })}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" data-testid={`compra-costo-${l.numeroLinea}`}>
                  {costos[l.numeroLinea] ? formatCurrency(costos[l.numeroLinea], moneda) : '—'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group mt="sm" align="flex-end">
        <TextInput
          label={M.costosAdicionales}
          description={M.costosAyuda}
          inputMode="decimal"
          value={a.costosAdicionales}
          disabled={deshabilitada}
          onChange={(e) => onChange({ ...a, costosAdicionales: e.currentTarget.value })}
          error={errores[0]}
          w={320}
        />
        <Segmentos
          label={M.prorrateo}
          value={a.prorrateo}
          disabled={deshabilitada}
          onChange={(v) => onChange({ ...a, prorrateo: v })}
          data={[
            { value: 'valor', label: M.porValor },
            { value: 'cantidad', label: M.porCantidad },
          ]}
        />
      </Group>
    </div>
  );
}
