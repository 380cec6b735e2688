import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { LoginDocument } from '@jit/api';
import { destinoTrasLogin } from '@jit/domain';
import { api } from '../../app/api';
import { SHELL_MESSAGES } from '../../app/messages';
import { notify } from '../../app/notify';
import { beginSession } from '../../app/session/session';
import { USUARIO_MESSAGES as M } from './messages';
import { loginSchema, type LoginValues } from './schemas';
import { applyServerError } from '../../app/server-errors';

/** The login ('/'): e-mail and password; Enter submits; errors land on their field. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const data = await api.request(LoginDocument, {
        credenciales: { email: values.email, password: values.password },
      });
      const r = data.User.login;
      await beginSession(r.token, r.expiresAt, { firstLogin: r.firstLogin });
      if (r.firstLogin) notify({ type: 'success', message: SHELL_MESSAGES.welcome(r.fullname) });
      // The page that sent the visitor here, never /logout (a reload keeps it in history's state).
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(destinoTrasLogin(from), { replace: true });
    } catch (error) {
      applyServerError(error, form.setError, ['email', 'password']);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={M.loginTitle}>
      <Stack>
        <Title order={3}>{M.loginTitle}</Title>
        <TextInput
          label={M.email}
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label={M.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/recuperar" size="sm">
            {M.forgot}
          </Anchor>
          <Button type="submit" loading={busy}>
            {M.login}
          </Button>
        </Group>
        <Text size="sm" ta="center">
          {M.noAccount}{' '}
          <Anchor component={Link} to="/register">
            {M.createAccount}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
