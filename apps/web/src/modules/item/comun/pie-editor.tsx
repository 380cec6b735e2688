// The footer every catalogue editor ends with: cancel, and save while the form submits.
import { Button, Group } from '@mantine/core';
import { ITEM_MESSAGES as M } from '../messages';

export function PieEditor({ onCancel, guardando, testId }: { onCancel: () => void; guardando: boolean; testId: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {M.cancelar}
      </Button>
      <Button type="submit" loading={guardando} data-testid={testId}>
        {M.guardar}
      </Button>
    </Group>
  );
}
