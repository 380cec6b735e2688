import { Center, Loader } from '@mantine/core';
import { SHELL_MESSAGES } from '../messages';

export function PageLoader() {
  return (
    <Center mih="40vh" aria-busy="true" aria-label={SHELL_MESSAGES.loading}>
      <Loader type="dots" />
    </Center>
  );
}
