import { Badge } from '@mantine/core';
import { ESTADOS } from './messages';

/** A register's or session's status as its badge (spec 2 §4). */
export function EstadoBadge({ status }: { status: string }) {
  const e = ESTADOS[status] ?? { nombre: status, color: 'gray' };
  return (
    <Badge color={e.color} variant="light" data-testid={`estado-${status}`}>
      {e.nombre}
    </Badge>
  );
}
