// /maps/full-screen: the customers with a position (ruling B-11) on a Leaflet map, coloured by
// cycle, each named in its tooltip. The tiles come from the installation's tile server
// (MAP_TILES_URL, DECISIONS #234); with none configured, or none reachable, the same points show
// on a plain background (the map never depends on the network to show the customers).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { LatLngBoundsExpression } from 'leaflet';
import 'leaflet/dist/leaflet.css';
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

/** The area that holds every point, a little wider than they are (one point: a town around it). */
export function encuadre(puntos: readonly { lat: number; long: number }[]): LatLngBoundsExpression {
  const lats = puntos.map((p) => p.lat);
  const longs = puntos.map((p) => p.long);
  const margen = 0.02;
  return [
    [Math.min(...lats) - margen, Math.min(...longs) - margen],
    [Math.max(...lats) + margen, Math.max(...longs) + margen],
  ];
}

type Fondo = 'cargando' | 'teselas' | 'liso';

export function MapaPage() {
  const q = useQuery({
    queryKey: [...CLIENTE_KEY, 'mapa'],
    queryFn: async ({ signal }) =>
      (await api.request(ClientesMapaDocument, {}, { signal })).Cliente,
  });
  // coordinates are decimal strings; the drawing only needs screen precision
  const puntos = useMemo(
    () => (q.data?.readMapa ?? []).map((c) => ({ ...c, lat: Number(c.lat), long: Number(c.long) })),
    [q.data],
  );
  const tiles = q.data?.readMapaTeselas.tiles ?? null;
  const [cargadas, setCargadas] = useState(0);
  const [fallidas, setFallidas] = useState(0);
  if (!q.data) return <Skeleton height={600} />;
  const fondo: Fondo = !tiles
    ? 'liso'
    : cargadas > 0
      ? 'teselas'
      : fallidas > 0
        ? 'liso'
        : 'cargando';
  return (
    <Stack p="md" h="100%">
      <Group justify="space-between">
        <Title order={2}>{M.mapaTitulo}</Title>
        <Group gap="xs">
          {fondo === 'liso' ? (
            <Badge variant="light" color="gray" data-testid="mapa-sin-teselas">
              {M.mapaSinTeselas}
            </Badge>
          ) : null}
          <Badge variant="light" data-testid="mapa-total">
            {M.mapaPuntos(puntos.length)}
          </Badge>
        </Group>
      </Group>
      {puntos.length === 0 ? (
        <Text>{M.mapaVacio}</Text>
      ) : (
        <div
          data-testid="mapa"
          data-fondo={fondo}
          style={{ flex: 1, minHeight: 480, display: 'flex' }}
        >
          <MapContainer
            bounds={encuadre(puntos)}
            style={{ flex: 1, borderRadius: 8, background: 'var(--mantine-color-gray-1)' }}
            attributionControl={!!tiles}
          >
            {tiles ? (
              <TileLayer
                url={tiles}
                attribution={q.data.readMapaTeselas.atribucion}
                eventHandlers={{
                  tileload: () => setCargadas((n) => n + 1),
                  tileerror: () => setFallidas((n) => n + 1),
                }}
              />
            ) : null}
            {puntos.map((p) => (
              <CircleMarker
                key={p._id}
                center={[p.lat, p.long]}
                radius={7}
                pathOptions={{
                  color: '#fff',
                  weight: 1.5,
                  fillColor: COLOR[p.ciclo] ?? '#228be6',
                  fillOpacity: 0.95,
                }}
                className="mapa-punto"
              >
                <Tooltip>{`${p.nombre} · ${p.ciclo}`}</Tooltip>
              </CircleMarker>
            ))}
          </MapContainer>
        </div>
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
