// The outgoing queue: every document Hacienda has not accepted yet, grouped by state (pendiente,
// procesando, rechazado, contingencia). A rejection is explained in plain Spanish with what to do
// and «Corregir y reenviar»; a document in contingency shows the legal time left, ticking.
import { useEffect, useMemo, useState } from 'react';
import { Accordion, Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MotivosRechazo } from './motivos-rechazo';
import { IconClockHour4 } from '@tabler/icons-react';
import { StatusBadge } from '@jit/ui';
import { formatCurrency, formatDateTime } from '../../../app/format';
import { AccionesMenu, ETIQUETAS, type Operacion } from './acciones/acciones-menu';
import { BADGE_ESTADO, ESTADOS_COLA, GRUPOS_COLA, etiquetaEstado, grupoCola, restante, type GrupoCola } from './estados';
import { LISTAS_MESSAGES as M } from './messages';
import { useCola, type Fila, type FilaCola } from './queries';
import { permiso } from './acciones/reglas';

function Cuenta({ hasta }: { hasta: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const r = restante(hasta, now);
  return (
    <Text size="sm" fw={600} c={r.vencido || r.h < 6 ? 'red' : 'orange'} data-testid="contingencia-cuenta">
      <IconClockHour4 size={14} style={{ verticalAlign: 'middle' }} /> {r.vencido ? M.colaVencido : M.countdown(r.h, r.m, r.s)}
    </Text>
  );
}

function Tarjeta({ d, onOperacion }: { d: FilaCola; onOperacion: (op: Operacion, f: Fila) => void }) {
  const grupo = grupoCola(d.estadoDocumento.value);
  const corregir = permiso('corregir', d);
  return (
    <Card withBorder padding="sm" data-testid="cola-documento">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Group gap="xs">
            <Text fw={600}>
              {d.documento.annotation} {d.consecutivo}
            </Text>
            <StatusBadge type={BADGE_ESTADO[d.estadoDocumento.value] ?? 'info'}>{etiquetaEstado(d.estadoDocumento.value, d.estadoDocumento.annotation)}</StatusBadge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(d.fechaEmision)} · {d.receptor?.nombre ?? '—'} ·{' '}
            {formatCurrency(d.resumenFactura.totalComprobante, d.resumenFactura.codigoTipoMoneda.codigoMoneda.value)}
            {d.contingencia ? ` · ${M.colaIntentos(d.contingencia.intentos)}` : ''}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {grupo === 'rechazado' && corregir.ok ? (
            <Button size="xs" color="red" onClick={() => onOperacion('corregir', d)}>
              {ETIQUETAS.corregir}
            </Button>
          ) : null}
          <AccionesMenu fila={d} acciones={[]} onOperacion={onOperacion} />
        </Group>
      </Group>
      {d.contingencia && grupo !== 'rechazado' ? (
        <Stack gap={2} mt="xs">
          <Cuenta hasta={d.contingencia.plazoHasta} />
          {d.contingencia.ultimoError ? (
            <Text size="xs" c="dimmed">
              {d.contingencia.ultimoError}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {grupo === 'rechazado' ? (
        <div style={{ marginTop: 8 }}>
          <MotivosRechazo doc={d} />
        </div>
      ) : null}
    </Card>
  );
}

/** The count the tab shows (documents needing attention: rejected and in contingency first). */
export function useColaConteo() {
  const q = useCola(ESTADOS_COLA);
  const docs = useMemo(() => (q.data?.pages ?? []).flatMap((p) => p.feed).filter((d) => !d.next), [q.data]);
  return { total: docs.length, mas: Boolean(q.hasNextPage), rechazados: docs.filter((d) => grupoCola(d.estadoDocumento.value) === 'rechazado').length };
}

export function ColaEnvio({ onOperacion }: { onOperacion: (op: Operacion, f: Fila) => void }) {
  const q = useCola(ESTADOS_COLA);
  // A rejected document replaced by a corrected one (Factura.next) leaves the queue.
  const docs = useMemo(() => (q.data?.pages ?? []).flatMap((p) => p.feed).filter((d) => !d.next), [q.data]);
  const grupos = useMemo(() => {
    const g = new Map<GrupoCola, FilaCola[]>(GRUPOS_COLA.map((k) => [k, []]));
    for (const d of docs) {
      const k = grupoCola(d.estadoDocumento.value);
      if (k) g.get(k)!.push(d);
    }
    return g;
  }, [docs]);
  if (q.isLoading) return <Loader />;
  return (
    <Stack data-testid="cola-envio">
      <div>
        <Title order={4}>{M.colaTitulo}</Title>
        <Text size="sm" c="dimmed">
          {M.colaAyuda}
        </Text>
      </div>
      {docs.length === 0 ? (
        <Alert color="green">{M.colaVacia}</Alert>
      ) : (
        <Accordion multiple defaultValue={GRUPOS_COLA.filter((k) => (grupos.get(k)?.length ?? 0) > 0)} variant="separated">
          {GRUPOS_COLA.map((k) => {
            const lista = grupos.get(k) ?? [];
            return (
              <Accordion.Item key={k} value={k} data-testid={`cola-grupo-${k}`}>
                <Accordion.Control>
                  <Group gap="xs">
                    <Text fw={600}>{M.colaGrupos[k]}</Text>
                    <Badge color={k === 'rechazado' ? 'red' : k === 'contingencia' ? 'orange' : 'blue'} variant="light">
                      {lista.length}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {M.colaGruposAyuda[k]}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    {lista.map((d) => (
                      <Tarjeta key={d.id} d={d} onOperacion={onOperacion} />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
      {q.hasNextPage ? (
        <Button variant="default" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
          {M.colaMas}
        </Button>
      ) : null}
    </Stack>
  );
}
