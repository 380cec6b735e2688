// One received document of the batch: what it says (type, issuer, addressee, totals, taxes), its
// signature as the server verified it, what the server warned about (a clerk may force it), the
// clerk's answer and, once sent, its result.
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert, Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconShieldCheck, IconShieldX, IconTrash, IconX } from '@tabler/icons-react';
import { TIPOS_DOCUMENTO } from '@jit/domain';
import { formatCurrency, formatDateTime } from '../../../app/format';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';
import { RespuestaCampos } from './respuesta-campos';
import type { LoteValues } from './schemas';
import type { Item } from './use-lote';

const nombreTipo = (t: string) => TIPOS_DOCUMENTO.find((x) => x.codigo === t)?.nombre ?? t;

/** «Forzar»: the server processes the document although its signature or addressee is wrong (noted in the bitácora). */
function Forzar({ it, onForzar }: { it: Item; onForzar: (valor: boolean) => void }) {
  return <Checkbox mt="xs" label={M.mrForzar} checked={Boolean(it.forzar)} onChange={(e) => onForzar(e.currentTarget.checked)} />;
}

type Props = {
  form: UseFormReturn<LoteValues>;
  i: number;
  it: Item;
  enviando: boolean;
  onQuitar: () => void;
  onForzar: (valor: boolean) => void;
  /** What a screen shows under the document (the purchase mapping). */
  children?: ReactNode;
};

export function DocumentoRecibidoCard({ form, i, it, enviando, onQuitar, onForzar, children }: Props) {
  const d = it.doc;
  return (
    <Card withBorder data-testid="mr-documento">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Text fw={600}>
              {nombreTipo(d.tipo)} {d.consecutivo}
            </Text>
            {it.resultado ? (
              <Badge color={it.resultado.ok ? 'green' : 'red'} leftSection={it.resultado.ok ? <IconCheck size={12} /> : <IconX size={12} />} data-testid="mr-resultado">
                {it.resultado.ok ? M.mrOk(it.resultado.consecutivo ?? '') : M.mrError}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {it.archivo} · {formatDateTime(d.fechaEmision)}
          </Text>
        </div>
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onQuitar} disabled={enviando}>
          {M.mrQuitar}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 4 }} mt="sm">
        <div>
          <Text size="xs" c="dimmed">
            {M.mrEmisor}
          </Text>
          <Text size="sm" data-testid="mr-emisor">
            {d.emisor.nombre}
          </Text>
          <Text size="xs">{d.emisor.numero}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {M.mrReceptor}
          </Text>
          <Text size="sm">{d.receptor?.nombre ?? '—'}</Text>
          <Text size="xs">{d.receptor?.numero ?? ''}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {M.mrTotal}
          </Text>
          <Text size="sm" fw={600} data-testid="mr-total">
            {formatCurrency(d.totalComprobante, d.codigoMoneda)}
          </Text>
          <Text size="xs">
            {M.mrImpuestos}: {formatCurrency(d.totalImpuesto, d.codigoMoneda)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {M.mrFirma}
          </Text>
          <Group gap={4} data-testid="mr-firma">
            {it.firma === 'valida' ? <IconShieldCheck size={16} color="green" /> : it.firma === 'invalida' || !d.firmado ? <IconShieldX size={16} color="red" /> : null}
            <Text size="sm">
              {it.firma === 'valida' ? M.mrFirmaValida : it.firma === 'invalida' ? M.mrFirmaInvalida : d.firmado ? M.mrFirmaPresente : M.mrFirmaAusente}
            </Text>
          </Group>
        </div>
      </SimpleGrid>
      {!it.resultado && it.verificacion && (!it.verificacion.firmaValida || !it.verificacion.paraEsteEmisor || it.verificacion.respondidoCon) ? (
        <Alert color="yellow" mt="sm" data-testid="mr-avisos">
          <Stack gap={4}>
            {!it.verificacion.firmaValida ? <Text size="sm">{M.mrFirmaErrores(it.verificacion.errores)}</Text> : null}
            {!it.verificacion.paraEsteEmisor ? <Text size="sm">{M.mrNoDirigido}</Text> : null}
            {it.verificacion.respondidoCon ? <Text size="sm">{M.mrYaRespondido(it.verificacion.respondidoCon)}</Text> : null}
            {!it.verificacion.firmaValida || !it.verificacion.paraEsteEmisor ? <Forzar it={it} onForzar={onForzar} /> : null}
          </Stack>
        </Alert>
      ) : null}
      {d.impuestos.length > 0 ? (
        <Table fz="xs" mt="xs" withTableBorder>
          <Table.Tbody>
            {d.impuestos.map((t, k) => (
              <Table.Tr key={k}>
                <Table.Td>
                  {M.mrImpuesto(t.codigo, t.codigoTarifaIVA)}
                </Table.Td>
                <Table.Td ta="right">{formatCurrency(t.monto, d.codigoMoneda)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {children}
      {!it.resultado?.ok ? <RespuestaCampos form={form} i={i} /> : null}
      {it.resultado && !it.resultado.ok ? (
        <Alert color="red" mt="sm" data-testid="mr-error">
          {it.resultado.mensaje}
          {it.firma === 'invalida' ? <Forzar it={it} onForzar={onForzar} /> : null}
        </Alert>
      ) : null}
    </Card>
  );
}
