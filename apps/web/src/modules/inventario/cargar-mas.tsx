// «Cargar más» under a keyset-paged list (TanStack's infinite query): shown while there is a next page.
import { Button, Group } from '@mantine/core';
import { INVENTARIO_MESSAGES as M } from './messages';

type Paginas = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

export function CargarMas({ q, mostrados }: { q: Paginas; mostrados: number }) {
  if (!q.hasNextPage) return null;
  return (
    <Group>
      <Button variant="light" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
        {M.cargarMas(mostrados)}
      </Button>
    </Group>
  );
}
