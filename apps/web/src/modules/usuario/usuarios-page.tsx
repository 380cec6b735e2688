import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import {
  ChangeSubUserPasswordDocument,
  DeleteUsersDocument,
  SaveSubUserDocument,
  SaveSystemUserDocument,
  SubUsersDocument,
  type SessionUserFieldsFragment,
} from '@jit/api';
import { dateColumn, DataGrid, statusBadgeColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { reportDeleteResults } from '../../app/delete-results';
import { notify } from '../../app/notify';
import { useRoles } from '../../app/session/startup';
import { useShortcutActions } from '../../app/shortcuts/registry';
import { USUARIO_MESSAGES as M } from './messages';
import { PasswordModal } from './password-modal';
import { rolesForSave, UserEditor, type EditableUser, type UserFormValues } from './user-editor';

type Row = SessionUserFieldsFragment;
const rowId = (r: Row) => r._id;

/** /admin/usuarios: the issuer's users in a grid, with editor, password change and deletion. */
export function UsuariosPage() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<EditableUser | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [passwordFor, setPasswordFor] = useState<Row | null>(null);
  const roles = useRoles();
  const users = useQuery({
    queryKey: ['usuarios'],
    queryFn: async ({ signal }) =>
      (await api.request(SubUsersDocument, {}, { signal })).User.readAllByEmisor,
  });
  const refetch = () => void users.refetch();

  const roleNames = useMemo(
    () => new Map((roles.data ?? []).map((r) => [r._id, r.name])),
    [roles.data],
  );
  const columns = useMemo<ColDef<Row>[]>(
    () => [
      { field: 'fullname', headerName: M.fullname, minWidth: 180 },
      { field: 'email', headerName: M.email, minWidth: 200 },
      { field: 'username', headerName: M.username },
      statusBadgeColumn<Row>(
        'state',
        M.state,
        { true: 'success', false: 'danger' },
        { labels: { true: M.yes, false: M.no }, maxWidth: 110 },
      ),
      {
        colId: 'roles',
        headerName: M.roles,
        valueGetter: (p) =>
          p.data?.isOwner
            ? M.owner
            : (p.data?.roles ?? [])
                .filter((r) => r.check)
                .map((r) => roleNames.get(r._id) ?? r.name ?? r._id)
                .join(', '),
      },
      {
        colId: 'kind',
        headerName: M.kind,
        valueGetter: (p) =>
          p.data?.isOwner ? M.owner : p.data?.subprofile ? M.subUser : M.systemUser,
      },
      dateColumn<Row>('createdAt', M.created, { maxWidth: 140 }),
    ],
    [roleNames],
  );

  const save = useMutation({
    mutationFn: async ({ values, kind }: { values: UserFormValues; kind: 'sub' | 'system' }) => {
      const input = {
        ...(editing?._id ? { _id: editing._id } : {}),
        email: values.email.trim(),
        fullname: values.fullname.trim(),
        username: values.username?.trim() || null,
        tel: values.tel?.trim() || null,
        state: values.state,
        crmRole: values.crmRole?.trim() || 'NO APLICA',
        roles: rolesForSave(roles.data ?? [], values.checked),
        ...(editing?._id ? {} : { password: values.password }),
      };
      if (kind === 'system' && !editing?._id) await api.request(SaveSystemUserDocument, { input });
      else await api.request(SaveSubUserDocument, { input });
    },
    onSuccess: async () => {
      setEditorOpen(false);
      notify({ type: 'success', message: M.saved });
      await queryClient.invalidateQueries({ queryKey: ['usuarios'] });
    },
  });

  const openNew = () => {
    setEditing(null);
    setEditorOpen(true);
  };
  const openEdit = (r: Row) => {
    if (r.isOwner) return;
    setEditing({
      _id: r._id,
      email: r.email,
      fullname: r.fullname,
      username: r.username ?? '',
      tel: r.tel ?? '',
      state: r.state,
      roles: r.roles,
      crmRole: r.crmRole,
      subprofile: r.subprofile ?? null,
    });
    setEditorOpen(true);
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
        void api.request(DeleteUsersDocument, { ids }).then((data) => {
          const removed = reportDeleteResults(data.User.delete, M.deleted);
          queryClient.setQueryData<Row[]>(['usuarios'], (rows) =>
            rows?.filter((r) => !removed.has(r._id)),
          );
          setSelected((s) => s.filter((r) => !removed.has(r._id)));
        }),
    });
  };

  useShortcutActions({ add: openNew, delete: remove, reload: refetch });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.usersTitle}</Title>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
            {M.newUser}
          </Button>
          <Button
            variant="light"
            leftSection={<IconKey size={16} />}
            disabled={selected.length !== 1}
            onClick={() => setPasswordFor(selected[0] ?? null)}
          >
            {M.changePassword}
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
            onClick={refetch}
            aria-label={M.reload}
          >
            {M.reload}
          </Button>
        </Group>
      </Group>
      <DataGrid<Row>
        rows={users.data}
        columns={columns}
        getRowId={rowId}
        rowSelection={{ mode: 'multiRow', isRowSelectable: (n) => !n.data?.isOwner }}
        onSelectionChanged={(e) => setSelected(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && openEdit(e.data)}
      />
      <UserEditor
        opened={editorOpen}
        user={editing}
        roles={roles.data ?? []}
        onClose={() => setEditorOpen(false)}
        onSave={(values, kind) => save.mutateAsync({ values, kind })}
      />
      <PasswordModal
        opened={passwordFor !== null}
        name={passwordFor?.fullname ?? ''}
        onClose={() => setPasswordFor(null)}
        onSave={async (password) => {
          await api.request(ChangeSubUserPasswordDocument, {
            input: { _id: passwordFor!._id, password },
          });
          setPasswordFor(null);
          notify({ type: 'success', message: M.passwordChanged });
        }}
      />
    </Stack>
  );
}
