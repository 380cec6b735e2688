// The bottom right of the entry screen: the totals as the clerk types, what stops the document
// from being issued (each line problem takes the cursor to its cell) and the «Emitir» button.
import { Alert, Anchor, Button, Card, Kbd, List, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { appStore } from '../../../app/store';
import { lineIdsAtom } from '../borrador/atoms';
import type { Problema } from '../borrador/factura-input';
import { FACTURAR_MESSAGES as M } from './messages';
import { Totales } from './totales';

/** How many problems the list shows (the first ones are what the clerk fixes first). */
const PROBLEMAS_VISIBLES = 8;

type Props = {
  problemas: readonly Problema[];
  onProblema: (lineaId: string, campo: string) => void;
  sending: boolean;
  bloqueado: boolean;
  onEmitir: () => void;
};

export function EmisionCard({ problemas, onProblema, sending, bloqueado, onEmitir }: Props) {
  const ids = appStore.get(lineIdsAtom);
  const lineProblems = problemas.filter((p) => p.lineaId);
  return (
    <Card withBorder>
      <Totales />
      {problemas.length > 0 ? (
        <Alert color="red" mt="sm" title={M.problemas(problemas.length)} data-testid="problemas">
          <List size="sm">
            {problemas.slice(0, PROBLEMAS_VISIBLES).map((p, i) => (
              <List.Item key={i}>
                {p.lineaId ? (
                  <Anchor component="button" size="sm" onClick={() => onProblema(p.lineaId!, p.campo)}>
                    {M.linea(ids.indexOf(p.lineaId) + 1)}: {p.mensaje}
                  </Anchor>
                ) : (
                  p.mensaje
                )}
              </List.Item>
            ))}
          </List>
          {lineProblems.length > PROBLEMAS_VISIBLES ? <Text size="xs">…</Text> : null}
        </Alert>
      ) : null}
      <Button mt="md" fullWidth size="lg" leftSection={<IconFileInvoice size={20} />} loading={sending} disabled={bloqueado} onClick={onEmitir} data-testid="emitir">
        {M.emitir} <Kbd ml="xs" size="xs">{M.emitirAtajo}</Kbd>
      </Button>
    </Card>
  );
}
