// The lines of a document opened from a list (quantity, price, tax and total as issued) and the
// documents it refers to.
import { ScrollArea, Table, Text, Title } from '@mantine/core';
import { formatAmount } from '../../../app/format';
import type { Detalle } from './detalle-query';
import { LISTAS_MESSAGES as M } from './messages';

export function DocumentoLineas({ doc }: { doc: Detalle }) {
  return (
    <>
      <ScrollArea>
        <Table fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{M.colDetalle}</Table.Th>
              <Table.Th ta="right">{M.colCantidad}</Table.Th>
              <Table.Th ta="right">{M.colPrecio}</Table.Th>
              <Table.Th ta="right">{M.colIva}</Table.Th>
              <Table.Th ta="right">{M.colTotal}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {doc.detalleServicio.lineaDetalle.map((l) => (
              <Table.Tr key={l.numeroLinea}>
                <Table.Td>{l.numeroLinea}</Table.Td>
                <Table.Td>{l.detalle}</Table.Td>
                <Table.Td ta="right">{formatAmount(l.cantidad, 3)}</Table.Td>
                <Table.Td ta="right">{formatAmount(l.precioUnitario)}</Table.Td>
                <Table.Td ta="right">{formatAmount(l.impuestoNeto)}</Table.Td>
                <Table.Td ta="right">{formatAmount(l.montoTotalLinea)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {doc.informacionReferencia.length > 0 ? (
        <>
          <Title order={6} mt="md">
            {M.referencias}
          </Title>
          {doc.informacionReferencia.map((r, i) => (
            <Text key={i} size="sm">
              {r.tipoDoc} · {r.numero} · {r.codigo} · {r.razon}
            </Text>
          ))}
  
    </>
    ) : null}
    </>
  );
}
