// What the restaurant screens share: the restaurant chooser, the status badge, query keys, money.
import { Badge, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RestaurantesDocument, ZonasDocument } from '@jit/api';
import { badgePedido } from '@jit/domain';
import { api } from '../../app/api';
import { formatAmount } from '../../app/format';
import { RESTAURANTE_MESSAGES as M } from './messages';

export const RESTAURANTE_KEY = ['restaurante'] as const;
export const PEDIDOS_KEY = ['restaurante', 'pedidos'] as const;

const COLOR = { info: 'blue', warning: 'orange', success: 'green', danger: 'red' } as const;

/** Spec 2 §4 badges (unknown status: info). */
export const EstadoBadge = ({ status }: { status: string }) => (
  <Badge color={COLOR[badgePedido(status)]} variant="light" data-testid="estado-pedido">
    {status.replace('_', ' ')}
  </Badge>
);

export const colones = (v: string | number) => `₡${formatAmount(v)}`;

export function useRestaurantes() {
  return useQuery({ queryKey: [...RESTAURANTE_KEY, 'lista'], queryFn: async ({ signal }) => (await api.request(RestaurantesDocument, {}, { signal })).Restaurant.readAllByEmisor });
}

export function useZonas(restaurant: string | null) {
  return useQuery({
    queryKey: [...RESTAURANTE_KEY, 'zonas', restaurant],
    enabled: Boolean(restaurant),
    queryFn: async ({ signal }) => (await api.request(ZonasDocument, { restaurant }, { signal })).Zone.readAllByEmisor,
  });
}

/** The restaurant chooser; the first one is chosen when there is only one. */
export function ElegirRestaurante({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const q = useRestaurantes();
  const data = (q.data ?? []).filter((r) => r.state).map((r) => ({ value: r._id, label: r.name }));
  if (!value && data.length > 0) queueMicrotask(() => onChange(data[0]!.value));
  return <Select label={M.restaurante} placeholder={M.elegirRestaurante} data={data} value={value} onChange={onChange} w={260} data-testid="elegir-restaurante" />;
}

