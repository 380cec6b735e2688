// «Cargar más» under a keyset-paged list (TanStack's infinite query): shown while the server has a
// next page. One button for every module's lists; each list may word its count its own way.
import { Button, Group } from '@mantine/core';

type Paginas = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

export function CargarMas({ q, cargados, texto = (n) => `Cargar más (${n} mostrados)` }: { q: Paginas; cargados: number; texto?: (n: number) => string }) {
  if (!q.hasNextPage) return null;
  return (
    <Group>
      <Button variant="light" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
        {texto(cargados)}
      </Button>
    </Group>
  );
}
