import { useState } from 'react';
import { ActionIcon, CopyButton, TextInput, Tooltip, Transition, type TextInputProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { UI_MESSAGES } from './messages.js';

/** Spec 1 §2/§9: the copy button appears 200 ms after the pointer or focus reaches the input. */
export const COPY_BUTTON_DELAY_MS = 200;

export function CopyTextInput({ value, ...rest }: TextInputProps & { value: string }) {
  const [active, setActive] = useState(false);
  return (
    <div
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
    >
      <TextInput
        readOnly
        {...rest}
        value={value}
        rightSection={
          <Transition mounted={active} transition="fade" enterDelay={COPY_BUTTON_DELAY_MS} duration={150}>
            {(style) => (
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? UI_MESSAGES.copied : UI_MESSAGES.copy}>
                    <ActionIcon style={style} variant="subtle" onClick={copy} aria-label={UI_MESSAGES.copy}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            )}
          </Transition>
        }
      />
    </div>
  );
}
