// Why Hacienda rejected a document, in plain Spanish (each reason with what to do), and
// «Corregir y reenviar» when the document's type is corrected from the entry screen. The queue
// and the result window of «Facturar» both show it.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ETIQUETAS } from './acciones/acciones-menu';
import { permiso } from './acciones/reglas';
import { LISTAS_MESSAGES as M } from './messages';
import type { FilaCola } from './queries';

type Props = { doc: FilaCola; onCorregir?: (() => void) | undefined; ocupado?: boolean };

export function MotivosRechazo({ doc, onCorregir, ocupado }: Props) {
  const motivos = doc.respuestaHacienda?.motivos ?? [];
  const corregir = permiso('corregir', doc);
  return (
    <Stack gap="xs" data-testid="motivos-rechazo">
      {motivos.length === 0 ? (
        <Text size="sm" data-testid="motivo-detalle">
          {doc.respuestaHacienda?.detalle ?? M.colaSinMotivo}
        </Text>
      ) : (
        motivos.map((m, i) => (
          <Alert key={i} color="red" variant="light" icon={<IconAlertTriangle size={16} />} title={m.titulo} data-testid="cola-motivo">
            <Text size="sm">
              <b>{M.colaMotivo}:</b> {m.explicacion}
            </Text>
            <Text size="sm">
              <b>{M.colaSugerencia}:</b> {m.sugerencia}
            </Text>
          </Alert>
        ))
      )}
      {onCorregir && corregir.ok ? (
        <Button color="red" size="xs" onClick={onCorregir} loading={ocupado} style={{ alignSelf: 'flex-start' }} data-testid="corregir-reenviar">
          {ETIQUETAS.corregir}
        </Button>
      ) : null}
      {!corregir.ok ? (
        <Text size="xs" c="dimmed">
          {corregir.motivo}
        </Text>
      ) : null}
    </Stack>
  );
}
