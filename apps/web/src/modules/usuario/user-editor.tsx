import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { AppModal } from '@jit/ui';
import type { AccessRole } from '@jit/domain';
import { USUARIO_MESSAGES as M } from './messages';
import { emailField, fullnameField, newPasswordField, telField } from './schemas';

export type EditableUser = {
  _id?: string;
  email: string;
  fullname: string;
  username: string;
  tel: string;
  state: boolean;
  roles: { _id: string; name?: string | null; check: boolean }[];
  crmRole: string;
  subprofile?: string | null;
};

const base = {
  email: emailField,
  fullname: fullnameField,
  username: z.string().trim().max(80),
  tel: telField,
  state: z.boolean(),
  crmRole: z.string().trim().max(60),
  kind: z.enum(['sub', 'system']),
  checked: z.array(z.string()),
};
/** One schema for create and edit; the password is required (and checked) only on create. */
function userSchema(creating: boolean) {
  return z.object({ ...base, password: z.string(), confirm: z.string() }).superRefine((v, ctx) => {
    if (!creating) return;
    const problem = newPasswordField.safeParse(v.password);
    if (!problem.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: problem.error.issues[0]?.message ?? M.passwordShort,
      });
    } else if (v.password !== v.confirm) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.passwordMismatch });
    }
  });
}

export type UserFormValues = z.input<ReturnType<typeof userSchema>>;

/**
 * Spec 2 §5: the issuer's roles are all listed, the user's own checked; the others (the
 * "default roles") come in unchecked.
 */
export function rolesForSave(all: readonly AccessRole[], checked: readonly string[]) {
  return all.map((r) => ({ _id: r._id, name: r.name, check: checked.includes(r._id) }));
}

/** Create or edit a sub-user: name, e-mail, password (on create), state, roles. */
export function UserEditor({
  opened,
  user,
  roles,
  onClose,
  onSave,
}: {
  opened: boolean;
  user: EditableUser | null;
  roles: readonly AccessRole[];
  onClose: () => void;
  onSave: (values: UserFormValues, kind: 'sub' | 'system') => Promise<void>;
}) {
  const creating = !user?._id;
  const [busy, setBusy] = useState(false);
  const form = useForm<UserFormValues>({ resolver: zodResolver(userSchema(creating)) });
  useEffect(() => {
    if (!opened) return;
    form.reset({
      email: user?.email ?? '',
      fullname: user?.fullname ?? '',
      username: user?.username ?? '',
      tel: user?.tel ?? '',
      state: user?.state ?? true,
      crmRole: user?.crmRole ?? 'NO APLICA',
      kind: user && !user.subprofile ? 'system' : 'sub',
      checked: (user?.roles ?? []).filter((r) => r.check).map((r) => r._id),
      password: '',
      confirm: '',
    });
  }, [opened, user, form]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      await onSave(v, v.kind);
    } finally {
      setBusy(false);
    }
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={creating ? M.newUser : M.editUser} size="lg">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={creating ? M.newUser : M.editUser}
      >
        <Stack gap="sm">
          <TextInput
            label={M.fullname}
            required
            autoFocus
            error={errors.fullname?.message}
            {...form.register('fullname')}
          />
          <TextInput
            label={M.email}
            type="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Group grow>
            <TextInput
              label={M.username}
              error={errors.username?.message}
              {...form.register('username')}
            />
            <TextInput label={M.phone} error={errors.tel?.message} {...form.register('tel')} />
          </Group>
          {creating ? (
            <>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'sub', label: M.subUser },
                      { value: 'system', label: M.systemUser },
                    ]}
                  />
                )}
              />
              <Group grow>
                <PasswordInput
                  label={M.password}
                  required
                  autoComplete="new-password"
                  error={errors.password?.message}
                  {...form.register('password')}
                />
                <PasswordInput
                  label={M.passwordConfirm}
                  required
                  autoComplete="new-password"
                  error={errors.confirm?.message}
                  {...form.register('confirm')}
                />
              </Group>
            </>
          ) : null}
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Switch
                label={M.state}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <TextInput
            label={M.crmRole}
            error={errors.crmRole?.message}
            {...form.register('crmRole')}
          />
          <Controller
            control={form.control}
            name="checked"
            render={({ field }) => (
              <Checkbox.Group label={M.roles} value={field.value} onChange={field.onChange}>
                <Stack gap={6} mt={6}>
                  {roles.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {M.noRoles}
                    </Text>
                  ) : null}
                  {roles.map((r) => (
                    <Checkbox key={r._id} value={r._id} label={r.name} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
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
    </AppModal>
  );
}
