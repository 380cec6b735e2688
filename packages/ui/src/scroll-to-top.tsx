import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { UI_MESSAGES } from './messages.js';

/** Spec 1 §2/§9: the button appears after 50 px of scrolling. */
export const SCROLL_TOP_THRESHOLD_PX = 50;

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_THRESHOLD_PX}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            aria-label={UI_MESSAGES.scrollTop}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
