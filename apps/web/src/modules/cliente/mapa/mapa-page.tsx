// /maps/full-screen: the customers with a position (ruling B-11), as points on a plain background
// fitted to where they are (no map tiles are fetched: the points show with no network at all),
// coloured by cycle, each named in its tooltip.
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ClientesMapaDocument } from '@jit/api';
import { api } from '../../../app/api';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

const COLOR: Record<string, string> = {
  Oportunidad: '#228be6',
  'En Contacto': '#7950f2',
  Conversion: '#40c057',
  Fidelizacion: '#2b8a3e',
  Retencion: '#fab005',
  Recuperacion: '#fd7e14',
  Finalizado: '#fa5252',
};

/** The points in a 1000 × 600 box, keeping the aspect of the area they cover (equirectangular). */
export function proyectar(puntos: readonly { lat: number; long: number }[]) {
  if (puntos.length === 0) return { xy: [] as { x: number; y: number }[] };
  const lats = puntos.map((p) => p.lat);
  const longs = puntos.map((p) => p.long);
  const [minLat, maxLat, minLong, maxLong] = [Math.min(...lats), Math.max(...lats), Math.min(...longs), Math.max(...longs)];
  const alto = Math.max(maxLat - minLat, 0.01);
  const ancho = Math.max((maxLong - minLong) * Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180)), 0.01);
  const escala = Math.min(920 / ancho, 520 / alto);
  const cos = Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180));
  return {
    xy: puntos.map((p) => ({ x: 40 + ((p.long - minLong) * cos * escala) + (920 - ancho * escala) / 2, y: 40 + (maxLat - p.lat) * escala + (520 - alto * escala) / 2 })),
  };
}

export function MapaPage() {
  const q = useQuery({ queryKey: [...CLIENTE_KEY, 'mapa'], queryFn: async ({ signal }) => (await api.request(ClientesMapaDocument, {}, { signal })).Cliente.readMapa });
  if (!q.data) return <Skeleton height={600} />;
  // coordinates are decimal strings; the drawing only needs screen precision
  const puntos = q.data.map((c) => ({ ...c, lat: Number(c.lat), long: Number(c.long) }));
  const { xy } = proyectar(puntos);
  return (
    <Stack p="md" h="100%">
      <Group justify="space-between">
        <Title order={2}>{M.mapaTitulo}</Title>
        <Badge variant="light" data-testid="mapa-total">
          {M.mapaPuntos(puntos.length)}
        </Badge>
      </Group>
      {puntos.length === 0 ? (
        <Text>{M.mapaVacio}</Text>
      ) : (
        <svg viewBox="0 0 1000 600" width="100%" style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 8, flex: 1 }} role="img" aria-label={M.mapaTitulo} data-testid="mapa">
          {puntos.map((p, i) => (
            <circle key={p._id} cx={xy[i]!.x} cy={xy[i]!.y} r={6} fill={COLOR[p.ciclo] ?? '#228be6'} stroke="#fff" strokeWidth={1.5} data-testid="mapa-punto">
              <title>{`${p.nombre} · ${p.ciclo}`}</title>
            </circle>
          ))}
        </svg>
      )}
      <Group gap="md">
        {Object.entries(COLOR).map(([ciclo, color]) => (
          <Group key={ciclo} gap={4}>
            <svg width={10} height={10} aria-hidden>
              <circle cx={5} cy={5} r={5} fill={color} />
            </svg>
            <Text size="xs">{ciclo}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
