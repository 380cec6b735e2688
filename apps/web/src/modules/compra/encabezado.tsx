// The title of a purchase screen with its one-line help under it.
import { Text, Title } from '@mantine/core';

export function EncabezadoPagina({ titulo, ayuda }: { titulo: string; ayuda: string }) {
  return (
    <div>
      <Title order={2}>{titulo}</Title>
      <Text size="sm" c="dimmed">
        {ayuda}
      </Text>
    </div>
  );
}
