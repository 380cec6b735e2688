// The toolbar every catalogue list shares (spec 1 §2): Nuevo (Ctrl/Cmd + plus), Eliminar
// (Ctrl/Cmd+e, results per id), Recargar (Ctrl/Cmd+r or F8), plus what the page adds.
import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { reportDeleteResults, type DeleteResult } from '../../../app/delete-results';
import { notify } from '../../../app/notify';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { ITEM_MESSAGES as M } from '../messages';

/** Asks, deletes, reports per id; `onRemoved` gets the ids that went. */
export function confirmarBorrado(ids: string[], borrar: (ids: string[]) => Promise<readonly DeleteResult[]>, onRemoved: (ids: Set<string>) => void) {
  if (ids.length === 0) {
    notify({ type: 'info', message: M.seleccioneAntes });
    return;
  }
  modals.openConfirmModal({
    title: M.confirmarBorrado,
    children: M.confirmarTexto(ids.length),
    labels: { confirm: M.eliminar, cancel: M.cancelar },
    confirmProps: { color: 'red', 'data-testid': 'confirmar-borrado' } as never,
    onConfirm: () => void borrar(ids).then((r) => onRemoved(reportDeleteResults(r, M.borrados))),
  });
}

export function ListaToolbar({
  title,
  seleccion,
  onNuevo,
  onEliminar,
  onRecargar,
  children,
}: {
  title: string;
  seleccion: number;
  onNuevo: () => void;
  onEliminar: () => void;
  onRecargar: () => void;
  children?: ReactNode;
}) {
  useShortcutActions({ add: onNuevo, delete: onEliminar, reload: onRecargar });
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={2}>{title}</Title>
      <Group gap="xs">
        {children}
        <Button leftSection={<IconPlus size={16} />} onClick={onNuevo} data-testid="lista-nuevo">
          {M.nuevo}
        </Button>
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} disabled={seleccion === 0} onClick={onEliminar} data-testid="lista-eliminar">
          {M.eliminar}
        </Button>
        <Button variant="subtle" leftSection={<IconRefresh size={16} />} onClick={onRecargar}>
          {M.recargar}
        </Button>
      </Group>
    </Group>
  );
}
