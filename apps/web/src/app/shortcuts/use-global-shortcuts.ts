import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { spotlight } from '@mantine/spotlight';
import { notify } from '../notify';
import { SHELL_MESSAGES } from '../messages';
import { findShortcutAction } from './registry';
import { shortcutFor } from './keys';
import { storedRoutesAtom } from './stored-routes';

const unassigned = () => notify({ type: 'info', message: SHELL_MESSAGES.unassignedKey });

/** An overlay (modal, menu, spotlight, list box) is open and owns Escape. */
function overlayOpen(): boolean {
  return Boolean(
    document.querySelector(
      '[role="dialog"], [role="menu"], [role="listbox"], .mantine-Spotlight-content',
    ),
  );
}

function editing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(
    el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)),
  );
}

/** The shell's keyboard shortcuts (spec 1 §2), active on the signed-in layouts. */
export function useGlobalShortcuts(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const slots = useAtomValue(storedRoutesAtom);
  const storeRoute = useSetAtom(storedRoutesAtom);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat) return;
      const cmd = shortcutFor(e);
      if (!cmd) return;
      switch (cmd.kind) {
        case 'root':
          if (overlayOpen() || editing(e.target)) return;
          e.preventDefault();
          void navigate('/');
          return;
        case 'selector':
          e.preventDefault();
          spotlight.open();
          return;
        case 'action': {
          e.preventDefault();
          const fn = findShortcutAction(cmd.action);
          if (fn) fn();
          else unassigned();
          return;
        }
        case 'goStored': {
          e.preventDefault();
          const path = slots[cmd.slot - 1];
          if (path) void navigate(path);
          else unassigned();
          return;
        }
        case 'storeRoute':
          e.preventDefault();
          storeRoute([cmd.slot, location.pathname]);
          notify({ type: 'success', message: SHELL_MESSAGES.storedRouteSaved(cmd.slot) });
          return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, location.pathname, slots, storeRoute]);
}
