import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { AppModal } from '@jit/ui';
import { USUARIO_MESSAGES as M } from './messages';
import { resetSchema } from './schemas';

/** The issuer changes a sub-user's password (User.changeSubUserPassword). */
export function PasswordModal({
  opened,
  name,
  onClose,
  onSave,
}: {
  opened: boolean;
  name: string;
  onClose: () => void;
  onSave: (password: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const form = useForm<{ password: string; confirm: string }>({
    resolver: zodResolver(resetSchema),
  });
  useEffect(() => {
    if (opened) form.reset({ password: '', confirm: '' });
  }, [opened, form]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await onSave(password);
    } finally {
      setBusy(false);
    }
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={`${M.changePassword}: ${name}`}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={M.newPassword}
            autoComplete="new-password"
            autoFocus
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label={M.passwordConfirm}
            autoComplete="new-password"
            required
            error={errors.confirm?.message}
            {...form.register('confirm')}
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
