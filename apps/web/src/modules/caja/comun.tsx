// What the cash screens share: «Cargar más» under a paged list.
import { Button, Group } from '@mantine/core';
import { CAJA_MESSAGES as M } from './messages';

type Paginado = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The next page of a list (10 a page), while there is one. */
export function CargarMas({ q, cargadas }: { q: Paginado; cargadas: number }) {
  if (!q.hasNextPage) return null;
  return (
    <Group>
      <Button variant="light" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
        {M.cargarMas(cargadas)}
      </Button>
    </Group>
  );
}
