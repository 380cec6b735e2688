import { useNavigate } from 'react-router-dom';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { SISTEMA_MESSAGES as M } from './messages';

/** Where subprofile users go when the account's subscription must be paid (spec 1 §4). */
export function AccountDisabledPage() {
  const navigate = useNavigate();
  return (
    <Center mih="80vh">
      <Stack align="center" maw={520}>
        <IconUserOff size={48} />
        <Title order={2}>{M.disabledTitle}</Title>
        <Text ta="center">{M.disabledText}</Text>
        <Button variant="light" onClick={() => void navigate('/logout')}>
          {M.logout}
        </Button>
      </Stack>
    </Center>
  );
}
