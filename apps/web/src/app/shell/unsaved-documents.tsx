import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { Dropdown } from '@jit/ui';
import { SHELL_MESSAGES } from '../messages';
import { UNSAVED_LINKS, unsavedInvoiceAtom, unsavedIssuerAtom } from '../unsaved';

/** Navbar dropdown of unsaved documents (spec 1 §2): issuer settings and the invoice draft. */
export function UnsavedDocuments() {
  const issuer = useAtomValue(unsavedIssuerAtom);
  const invoice = useAtomValue(unsavedInvoiceAtom);
  const navigate = useNavigate();
  const items = [
    ...(issuer
      ? [
          {
            key: 'issuer',
            label: SHELL_MESSAGES.unsavedIssuer,
            onClick: () => void navigate(UNSAVED_LINKS.issuer),
          },
        ]
      : []),
    ...(invoice
      ? [
          {
            key: 'invoice',
            label: SHELL_MESSAGES.unsavedInvoice,
            onClick: () => void navigate(UNSAVED_LINKS.invoice),
          },
        ]
      : []),
  ];
  return (
    <Dropdown
      label={SHELL_MESSAGES.unsavedDocuments}
      empty={SHELL_MESSAGES.unsavedNone}
      items={items}
      target={
        <Tooltip label={SHELL_MESSAGES.unsavedDocuments}>
          <Indicator disabled={items.length === 0} label={items.length} size={16} color="orange">
            <ActionIcon variant="subtle" size="lg" aria-label={SHELL_MESSAGES.unsavedDocuments}>
              <IconFileAlert size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      }
    />
  );
}
