import { useState } from 'react';
import { Button, Center, Code, Collapse, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { UI_MESSAGES } from './messages.js';

export type ErrorPageProps = {
  /** 404 shows the not-found text and INICIO; anything else the generic text and RECARGAR. */
  notFound: boolean;
  onHome: () => void;
  onReload: () => void;
  /** Technical detail of the error (shown collapsed under 'Detalle del error'). */
  detail?: string;
};

/** The error page of spec 1 §2 / spec 2 §8. */
export function ErrorPage({ notFound, onHome, onReload, detail }: ErrorPageProps) {
  const [open, setOpen] = useState(false);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={640}>
        {notFound ? <Title order={1}>404</Title> : null}
        <Text size="lg" ta="center" data-testid="error-text">
          {notFound ? UI_MESSAGES.errorNotFound : UI_MESSAGES.errorGeneric}
        </Text>
        {notFound ? (
          <Button onClick={onHome}>{UI_MESSAGES.errorHome}</Button>
        ) : (
          <>
            <Button onClick={onReload}>{UI_MESSAGES.errorReload}</Button>
            <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              <Text size="sm" c="dimmed" span>
                {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />} {UI_MESSAGES.errorDetail}
              </Text>
            </UnstyledButton>
            <Collapse expanded={open}>
              <Code block style={{ whiteSpace: 'pre-wrap', maxWidth: 600 }}>
                {detail ?? ''}
              </Code>
            </Collapse>
          </>
        )}
      </Stack>
    </Center>
  );
}
