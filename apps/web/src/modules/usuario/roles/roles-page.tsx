import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ColDef } from 'ag-grid-community';
import {
  DeleteRolesDocument,
  EventsDocument,
  RolesDocument,
  SaveRoleDocument,
  flattenPages,
  nextCursor,
  type RoleFieldsFragment,
} from '@jit/api';
import { dateColumn, DataGrid } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { reportDeleteResults } from '../../../app/delete-results';
import { notify } from '../../../app/notify';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { ROLES_MESSAGES as M } from './messages';
import { RoleEditor, roleEventsInput, type Checks } from './role-editor';
import { STARTUP_KEY } from '../../../app/session/startup';

type Row = RoleFieldsFragment;
const rowId = (r: Row) => r._id;
const PAGE = 100;

/** /admin/roles: the issuer's roles (named sets of events) with their editor. */
export function RolesPage() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const events = useQuery({
    queryKey: ['eventos'],
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await api.request(EventsDocument, {}, { signal })).Event.readAll,
  });
  const roles = useInfiniteQuery({
    queryKey: ['roles-admin'],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (await api.request(RolesDocument, { limit: PAGE, cursor: pageParam ?? null }, { signal }))
        .Role.readAllByEmisor,
    getNextPageParam: nextCursor,
  });
  const rows = useMemo(
    () => (roles.data ? flattenPages(roles.data.pages, rowId) : undefined),
    [roles.data],
  );

  const columns = useMemo<ColDef<Row>[]>(
    () => [
      { field: 'name', headerName: M.roleName, minWidth: 200 },
      {
        colId: 'events',
        headerName: M.events,
        minWidth: 260,
        valueGetter: (p) =>
          (p.data?.events ?? [])
            .map((e) => ({ name: e.name, n: e.group.filter((g) => g.check).length }))
            .filter((e) => e.n > 0)
            .map((e) => `${e.name} (${e.n})`)
            .join(', '),
      },
      dateColumn<Row>('updatedAt', M.updated, { withTime: true, maxWidth: 180 }),
    ],
    [],
  );

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['roles-admin'] });
    // The access rules of the session read the roles too.
    await queryClient.invalidateQueries({ queryKey: STARTUP_KEY });
  };

  const openNew = () => {
    setEditing(null);
    setOpen(true);
  };
  const remove = () => {
    const ids = selected.map((r) => r._id);
    if (ids.length === 0) {
      notify({ type: 'info', message: M.selectFirst });
      return;
    }
    modals.openConfirmModal({
      title: M.deleteConfirmTitle,
      children: M.deleteConfirm(ids.length),
      labels: { confirm: M.delete, cancel: M.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void api.request(DeleteRolesDocument, { ids }).then(async (data) => {
          const removed = reportDeleteResults(data.Role.delete, M.deleted);
          setSelected((s) => s.filter((r) => !removed.has(r._id)));
          await refresh();
        }),
    });
  };
  useShortcutActions({ add: openNew, delete: remove, reload: () => void roles.refetch() });

  const save = async (name: string, checks: Checks) => {
    await api.request(SaveRoleDocument, {
      input: {
        ...(editing ? { _id: editing._id } : {}),
        name,
        events: roleEventsInput(events.data ?? [], checks),
      },
    });
    setOpen(false);
    notify({ type: 'success', message: M.saved });
    await refresh();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.rolesTitle}</Title>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={openNew} disabled={!events.data}>
            {M.newRole}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={selected.length === 0}
            onClick={remove}
          >
            {M.delete}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void roles.refetch()}
          >
            {M.reload}
          </Button>
        </Group>
      </Group>
      <DataGrid<Row>
        rows={rows}
        columns={columns}
        getRowId={rowId}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSelected(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => {
          if (e.data) {
            setEditing(e.data);
            setOpen(true);
          }
        }}
      />
      {roles.hasNextPage ? (
        <Button
          variant="subtle"
          onClick={() => void roles.fetchNextPage()}
          loading={roles.isFetchingNextPage}
        >
          Cargar más
        </Button>
      ) : null}
      <RoleEditor
        opened={open}
        role={editing}
        events={events.data ?? []}
        onClose={() => setOpen(false)}
        onSave={save}
      />
    </Stack>
  );
}
