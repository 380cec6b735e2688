import { useNavigate } from 'react-router-dom';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { SISTEMA_MESSAGES as M } from './messages';

export function NoAuthPage() {
  const navigate = useNavigate();
  return (
    <Center mih="50vh">
      <Stack align="center" maw={520}>
        <IconLock size={48} />
        <Title order={2}>{M.noAuthTitle}</Title>
        <Text ta="center">{M.noAuthText}</Text>
        <Button onClick={() => void navigate('/dashboard')}>{M.backHome}</Button>
      </Stack>
    </Center>
  );
}
