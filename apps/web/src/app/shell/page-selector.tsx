import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useOpenablePages } from '../access';
import { SHELL_MESSAGES } from '../messages';
import { menuIcon } from './menu-icons';

/** Ctrl/Cmd+Space page selector over the pages the user may open (spec 1 §2). */
export function PageSelector() {
  const pages = useOpenablePages();
  const navigate = useNavigate();
  const actions = useMemo<SpotlightActionData[]>(
    () =>
      pages.map((r) => ({
        id: r.path,
        label: r.label,
        description: r.menu ? `${r.menu} · ${r.path}` : r.path,
        keywords: [r.path, r.menu ?? ''],
        leftSection: menuIcon(r.menu ?? r.path),
        onClick: () => void navigate(r.path),
      })),
    [pages, navigate],
  );
  return (
    <Spotlight
      actions={actions}
      shortcut={null}
      limit={12}
      nothingFound={SHELL_MESSAGES.pageSelectorEmpty}
      highlightQuery
      searchProps={{
        leftSection: <IconSearch size={18} />,
        placeholder: SHELL_MESSAGES.pageSelector,
      }}
    />
  );
}
