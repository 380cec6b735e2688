// An exoneration given to the receptor from the invoice screen: the clerk types the authorization
// number, EXONET (Hacienda) answers with its type, percentage, expiry and the CABYS codes it
// covers, or why it cannot be used (expired, not found, the service down); «Agregar» keeps it on
// the customer, and the lines whose code it covers take it (borrador/exoneracion-cubierta.ts).
import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  ExoneracionConsultarDocument,
  GraphQLRequestError,
  ReceptorAddExoneracionDocument,
  type ExoneracionConsultarQuery,
  type ReceptorFieldsFragment,
} from '@jit/api';
import { porcentajeDesdeTarifaExonerada } from '@jit/domain';
import { api } from '../../../app/api';
import { formatAmount, formatDate } from '../../../app/format';
import { FACTURAR_MESSAGES as M } from './messages';

type Consulta = ExoneracionConsultarQuery['Exoneracion']['consultar'];

/** EXONET gives its percentage in points of the general 13 % rate; the customer keeps the share of the tax (DECISIONS). */
const porcentajeDelImpuesto = (c: Consulta) =>
  porcentajeDesdeTarifaExonerada(c.tarifaExonerada, 13).toDecimalPlaces(2).toString();

const mensajeDe = (error: unknown) =>
  error instanceof GraphQLRequestError ? error.userMessage : M.exonetSinRespuesta;

export function ExoneracionReceptor({
  receptorId,
  onAdded,
  onClose,
}: {
  receptorId: string;
  onAdded: (r: ReceptorFieldsFragment) => void;
  onClose: () => void;
}) {
  const [numero, setNumero] = useState('');
  const [consulta, setConsulta] = useState<Consulta | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const consultar = async () => {
    const n = numero.trim();
    if (!n) return setError(M.exonetNumeroRequerido);
    setBusy(true);
    setError('');
    setConsulta(null);
    try {
      const c = (await api.request(ExoneracionConsultarDocument, { numero: n }, { quiet: true }))
        .Exoneracion.consultar;
      setConsulta(c);
      if (!c.vigente)
        setError(M.exonetVencida(c.fechaVencimiento ? formatDate(c.fechaVencimiento) : ''));
    } catch (e) {
      setError(mensajeDe(e));
    } finally {
      setBusy(false);
    }
  };

  const agregar = async (c: Consulta) => {
    setBusy(true);
    try {
      const r = await api.request(
        ReceptorAddExoneracionDocument,
        {
          input: {
            id: receptorId,
            exoneracion: {
              tipoDocumento: c.tipoDocumento.id,
              tipoDocumentoOtro: c.tipoDocumentoOtro ?? null,
              numeroDocumento: c.numeroDocumento,
              articulo: c.articulo ? Number(c.articulo) : null,
              inciso: c.inciso ? Number(c.inciso) : null,
              nombreInstitucion: c.nombreInstitucion.id,
              nombreInstitucionOtros: c.nombreInstitucionOtros ?? null,
              fechaEmision: c.fechaEmision,
              porcentajeExoneracion: porcentajeDelImpuesto(c),
              cabys: c.cabys,
            },
          },
        },
        { quiet: true },
      );
      onAdded(r.Receptor.addExoneracion);
    } catch (e) {
      setError(mensajeDe(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="exoneracion-receptor">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={M.exonetNumero}
          description={M.exonetNumeroHint}
          data-autofocus
          value={numero}
          onChange={(e) => setNumero(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void consultar();
            }
          }}
        />
        <Button variant="default" loading={busy && !consulta} onClick={() => void consultar()}>
          {M.exonetConsultar}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert" data-testid="exoneracion-error">
          {error}
        </Alert>
      ) : null}
      {consulta ? (
        <Table withRowBorders={false} verticalSpacing={2} data-testid="exoneracion-consulta">
          <Table.Tbody>
            <Fila
              label={M.exonetTipo}
              value={`${consulta.tipoDocumento.id} · ${consulta.tipoDocumentoOtro ?? consulta.tipoDocumento.value}`}
            />
            <Fila
              label={M.exonetInstitucion}
              value={consulta.nombreInstitucionOtros ?? consulta.nombreInstitucion.value}
            />
            <Fila
              label={M.exonetPorcentaje}
              value={M.exonetPuntos(formatAmount(consulta.tarifaExonerada, 0))}
            />
            <Fila label={M.exonetEmitida} value={formatDate(consulta.fechaEmision)} />
            <Fila
              label={M.exonetVence}
              value={
                <Group gap="xs">
                  {consulta.fechaVencimiento
                    ? formatDate(consulta.fechaVencimiento)
                    : M.exonetSinVencimiento}
                  <Badge color={consulta.vigente ? 'teal' : 'red'}>
                    {consulta.vigente ? M.exonetVigente : M.exonetVencidaBadge}
                  </Badge>
                </Group>
              }
            />
            <Fila
              label={M.exonetCabys}
              value={
                consulta.cabys.length === 0 ? (
                  M.exonetTodosCabys
                ) : (
                  <List size="sm" data-testid="exoneracion-cabys">
                    {consulta.cabys.map((c) => (
                      <List.Item key={c}>
                        {[c, consulta.cabysDetalle.find((d) => d.cabys === c)?.descripcion_cabys]
                          .filter(Boolean)
                          .join(' · ')}
                      </List.Item>
                    ))}
                  </List>
                )
              }
            />
          </Table.Tbody>
        </Table>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {M.cancelar}
        </Button>
        <Button
          disabled={!consulta?.vigente}
          loading={busy && Boolean(consulta)}
          onClick={() => consulta && void agregar(consulta)}
        >
          {M.exonetAgregar}
        </Button>
      </Group>
    </Stack>
  );
}

function Fila({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Table.Td>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
