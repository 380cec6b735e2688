// A document opened from a list: its header and totals, every action as a button, the bitácora
// (spec 1 §3 Bitacora entry), its lines, attachments and Hacienda's answer with the reasons of
// a rejection in plain Spanish.
import { Alert, Badge, Button, Code, Drawer, Group, Loader, SimpleGrid, Stack, Tabs, Text, Timeline } from '@mantine/core';
import { StatusBadge, CopyTextInput } from '@jit/ui';
import { formatCurrency, formatDateTime } from '../../../app/format';
import { Adjuntos } from './adjuntos';
import { DocumentoLineas } from './documento-lineas';
import { descargasDe, ETIQUETAS, ICONOS, type Operacion } from './acciones/acciones-menu';
import { useDetalle } from './detalle-query';
import { BADGE_ESTADO, etiquetaEstado } from './estados';
import { LISTAS_MESSAGES as M } from './messages';
import type { Fila } from './queries';
import { permiso, type Accion } from './acciones/reglas';

type Props = { fila: Fila | null; acciones: readonly Accion[]; onOperacion: (op: Operacion, fila: Fila) => void; onClose: () => void };

function Dato({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

export function DocumentoDrawer({ fila, acciones, onOperacion, onClose }: Props) {
  const q = useDetalle(fila?.id ?? null);
  const doc = q.data?.doc;
  const moneda = doc?.resumenFactura.codigoTipoMoneda.codigoMoneda.value ?? 'CRC';
  const estado = doc?.estadoDocumento ?? fila?.estadoDocumento;
  return (
    <Drawer opened={Boolean(fila)} onClose={onClose} position="right" size="xl" title={fila ? `${fila.documento.annotation ?? ''} ${fila.consecutivo}` : ''} closeButtonProps={{ 'aria-label': M.cerrar }}>
      {!fila ? null : (
        <Stack data-testid="documento-drawer">
          <Group justify="space-between">
            {estado ? (
              <StatusBadge type={BADGE_ESTADO[estado.value] ?? 'info'} size="lg" data-testid="drawer-estado">
                {etiquetaEstado(estado.value, estado.annotation)}
              </StatusBadge>
            ) : null}
            <Text fw={700} size="lg">
              {formatCurrency(fila.resumenFactura.totalComprobante, fila.resumenFactura.codigoTipoMoneda.codigoMoneda.value)}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            {descargasDe(fila).map((op) => (
              <Button key={op} size="xs" variant="light" leftSection={ICONOS[op]} onClick={() => onOperacion(op, fila)}>
                {ETIQUETAS[op]}
              </Button>
            ))}
            {acciones.map((a) => {
              const p = permiso(a, fila);
              if (a === 'corregir' && !p.ok) return null;
              return (
                <Button key={a} size="xs" variant="default" leftSection={ICONOS[a]} disabled={!p.ok} title={p.ok ? undefined : p.motivo} onClick={() => onOperacion(a, fila)} color={a.startsWith('anular') ? 'red' : undefined}>
                  {ETIQUETAS[a]}
                </Button>
              );
            })}
          </Group>
          {fila.clave ? <CopyTextInput label={M.clave} value={fila.clave} readOnly /> : null}
          {q.isLoading ? <Loader /> : null}
          {doc ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Dato label={M.fechaEmision}>{formatDateTime(doc.fechaEmision)}</Dato>
                <Dato label={M.receptor}>
                  {doc.receptor?.nombre ?? '—'} {doc.receptor?.identificacion ? `(${doc.receptor.identificacion.numero})` : ''}
                </Dato>
                <Dato label={M.emisor}>{doc.emisor.nombre}</Dato>
                <Dato label={M.usuario}>{doc.user?.fullname ?? '—'}</Dato>
                <Dato label={M.totalVentaNeta}>{formatCurrency(doc.resumenFactura.totalVentaNeta, moneda)}</Dato>
                <Dato label={M.totalImpuesto}>{formatCurrency(doc.resumenFactura.totalImpuesto, moneda)}</Dato>
                <Dato label={M.totalDescuentos}>{formatCurrency(doc.resumenFactura.totalDescuentos, moneda)}</Dato>
                <Dato label={M.totalOtrosCargos}>{formatCurrency(doc.resumenFactura.totalOtrosCargos, moneda)}</Dato>
                <Dato label={M.saldo}>{formatCurrency(doc.saldo, moneda)}</Dato>
              </SimpleGrid>
              {doc.notaCredito.length > 0 ? (
                <Dato label={M.notasEmitidas}>
                  <Group gap={4}>
                    {doc.notaCredito.map((n) => (
                      <Badge key={n.id} variant="light" color="orange">
                        {n.documento} {n.consecutivo}
                      </Badge>
                    ))}
                  </Group>
                </Dato>
              ) : null}
              <Tabs defaultValue="bitacora" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="bitacora">{M.bitacora}</Tabs.Tab>
                  <Tabs.Tab value="hacienda">{M.hacienda}</Tabs.Tab>
                  <Tabs.Tab value="lineas">{M.lineas}</Tabs.Tab>
                  <Tabs.Tab value="adjuntos">
                    {M.adjuntos} {doc.adjuntos.length > 0 ? `(${doc.adjuntos.length})` : ''}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="bitacora" pt="md">
                  {q.data!.bitacora.length === 0 ? (
                    <Text c="dimmed">{M.sinBitacora}</Text>
                  ) : (
                    <Timeline active={q.data!.bitacora.length - 1} bulletSize={16} lineWidth={2} data-testid="bitacora">
                      {q.data!.bitacora.map((b) => (
                        <Timeline.Item key={b._id} title={etiquetaEstado(b.estadoDocumento.value, b.estadoDocumento.annotation)}>
                          <Text size="sm">{b.mensaje}</Text>
                          <Text size="xs" c="dimmed">
                            {formatDateTime(b.createdAt)}
                          </Text>
                        </Timeline.Item>
                      ))}
                    </Timeline>
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="hacienda" pt="md">
                  <Stack>
                    {doc.respuestaHacienda?.detalle ? <Code block>{doc.respuestaHacienda.detalle}</Code> : <Text c="dimmed">{M.sinRespuesta}</Text>}
                    {doc.respuestaHacienda?.motivos.map((m) => (
                      <Alert key={m.codigo + m.titulo} color="red" title={m.titulo}>
                        <Text size="sm">{m.explicacion}</Text>
                        <Text size="sm" fw={600} mt={4}>
                          {M.colaSugerencia}: {m.sugerencia}
                        </Text>
                      </Alert>
                    ))}
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="lineas" pt="md">
                  <DocumentoLineas doc={doc} />
                </Tabs.Panel>
                <Tabs.Panel value="adjuntos" pt="md">
                  <Adjuntos doc={doc} />
                </Tabs.Panel>
              </Tabs>
            </>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
