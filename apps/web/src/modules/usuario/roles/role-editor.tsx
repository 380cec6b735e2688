import { useState } from 'react';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AppModal } from '@jit/ui';
import type { EventsQuery, RoleFieldsFragment } from '@jit/api';
import { ROLES_MESSAGES as M } from './messages';

type Event = EventsQuery['Event']['readAll'][number];

/** A role's checked pages: one key per "event|path" (paths compared case-insensitively). */
export type Checks = Set<string>;
const key = (event: string, path: string) => `${event}|${path.toLowerCase()}`;

/** Checks of an existing role; a new role starts with every page unchecked. */
export function checksOf(role: RoleFieldsFragment | null): Checks {
  const out = new Set<string>();
  for (const e of role?.events ?? [])
    for (const g of e.group) if (g.check) out.add(key(e.name, g.path));
  return out;
}

/** The role input: every event with all its pages, checked or not (spec 2 §5). */
export function roleEventsInput(events: readonly Event[], checks: Checks) {
  return events.map((e) => ({
    name: e.name,
    path: e.path ?? null,
    group: e.group.map((g) => ({
      name: g.name,
      path: g.path,
      check: checks.has(key(e.name, g.path)),
    })),
  }));
}

type EditorProps = {
  role: RoleFieldsFragment | null;
  events: readonly Event[];
  onClose: () => void;
  onSave: (name: string, checks: Checks) => Promise<void>;
};

/** Role editor: a name and, per main menu (event), its pages as checkboxes. */
export function RoleEditor({ opened, ...props }: EditorProps & { opened: boolean }) {
  return (
    <AppModal
      opened={opened}
      onClose={props.onClose}
      title={props.role ? M.editRole : M.newRole}
      size="xl"
    >
      <RoleForm {...props} />
    </AppModal>
  );
}

/** The form, mounted each time the modal opens, so it starts from the role given. */
function RoleForm({ role, events, onClose, onSave }: EditorProps) {
  const [name, setName] = useState(role?.name ?? '');
  const [nameError, setNameError] = useState<string>();
  const [checks, setChecks] = useState<Checks>(() => checksOf(role));
  const [busy, setBusy] = useState(false);

  const toggle = (k: string, on: boolean) =>
    setChecks((prev) => {
      const next = new Set(prev);
      if (on) next.add(k);
      else next.delete(k);
      return next;
    });

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(M.roleNameRequired);
    if (trimmed.length > 80) return setNameError(M.roleNameLong);
    setBusy(true);
    try {
      await onSave(trimmed, checks);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      aria-label={role ? M.editRole : M.newRole}
    >
      <Stack gap="sm">
        <TextInput
          label={M.roleName}
          required
          autoFocus
          value={name}
          error={nameError}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {events.map((e) => {
            const keys = e.group.map((g) => key(e.name, g.path));
            const all = keys.length > 0 && keys.every((k) => checks.has(k));
            const some = keys.some((k) => checks.has(k));
            return (
              <Fieldset key={e._id} legend={e.name} data-event={e.name}>
                <Checkbox
                  label={M.allPages}
                  checked={all}
                  indeterminate={some && !all}
                  mb={6}
                  onChange={(ev) => {
                    const on = ev.currentTarget.checked;
                    setChecks((prev) => {
                      const next = new Set(prev);
                      for (const k of keys)
                        if (on) next.add(k);
                        else next.delete(k);
                      return next;
                    });
                  }}
                />
                <Stack gap={4}>
                  {e.group.map((g) => {
                    const k = key(e.name, g.path);
                    return (
                      <Checkbox
                        key={k}
                        label={g.name}
                        description={g.path}
                        checked={checks.has(k)}
                        onChange={(ev) => toggle(k, ev.currentTarget.checked)}
                      />
                    );
                  })}
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
