// The batch's send button: how many answers go, or «resend» once some came back refused.
import { Button, Group } from '@mantine/core';
import { MENSAJE_RECEPTOR_MESSAGES as M } from './messages';
import type { Item } from './use-lote';

export function EnviarLote({ items, enviando }: { items: readonly Item[]; enviando: boolean }) {
  const pendientes = items.filter((i) => !i.resultado?.ok).length;
  const huboResultados = items.some((i) => i.resultado);
  if (items.length === 0) return null;
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={enviando} disabled={pendientes === 0}>
        {huboResultados && pendientes > 0 ? M.mrReenviar : M.mrEnviar(pendientes)}
      </Button>
    </Group>
  );
}
