import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Anchor, Button, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { SignupDocument } from '@jit/api';
import { api } from '../../app/api';
import { AuthLayout } from '../../app/layouts/auth-layout';
import { SHELL_MESSAGES } from '../../app/messages';
import { notify } from '../../app/notify';
import { sessionAtom } from '../../app/session/atoms';
import { STORAGE_KEYS } from '../../app/session/storage-keys';
import { beginSession } from '../../app/session/session';
import { Captcha } from './captcha';
import { USUARIO_MESSAGES as M } from './messages';
import { PROFILES, registerSchema, type RegisterValues } from './schemas';
import { applyServerError } from '../../app/server-errors';

/**
 * A visitor who follows "Iniciar sesión" has an account: from now on '/' is the login for this
 * browser (the first-session marker of spec 1 §2), instead of sending them back here.
 */
function markReturningVisitor() {
  localStorage.setItem(STORAGE_KEYS.firstSession, '1');
}

/** /register: creates the owner user and the issuer with the chosen plan, then the session. */
export function RegisterPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      fullname: '',
      email: '',
      password: '',
      confirm: '',
      nombreEmisor: '',
      tel: '',
      profile: 'COMMUNITY',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    if (!captcha) {
      setCaptchaError(M.captchaRequired);
      return;
    }
    setBusy(true);
    try {
      const data = await api.request(SignupDocument, {
        input: {
          fullname: v.fullname.trim(),
          email: v.email.trim(),
          password: v.password,
          profile: v.profile,
          reCaptcha: captcha,
          ...(v.tel?.trim() ? { tel: v.tel.trim() } : {}),
          ...(v.nombreEmisor?.trim() ? { nombreEmisor: v.nombreEmisor.trim() } : {}),
        },
      });
      const r = data.User.create;
      await beginSession(r.token, r.expiresAt, { firstLogin: true });
      notify({ type: 'success', message: SHELL_MESSAGES.welcome(r.fullname) });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      if (
        !applyServerError(error, form.setError, [
          'fullname',
          'email',
          'password',
          'tel',
          'nombreEmisor',
          'profile',
        ])
      ) {
        setCaptcha('');
      }
    } finally {
      setBusy(false);
    }
  });

  if (session) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      footer={
        <Text size="sm">
          {M.haveAccount}{' '}
          <Anchor component={Link} to="/" onClick={markReturningVisitor}>
            {M.goLogin}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={M.registerTitle}>
        <Stack gap="sm">
          <Title order={3}>{M.registerTitle}</Title>
          <TextInput
            label={M.fullname}
            autoComplete="name"
            autoFocus
            required
            error={errors.fullname?.message}
            {...form.register('fullname')}
          />
          <TextInput
            label={M.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={M.password}
            autoComplete="new-password"
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
          <TextInput
            label={M.business}
            autoComplete="organization"
            error={errors.nombreEmisor?.message}
            {...form.register('nombreEmisor')}
          />
          <TextInput
            label={M.phone}
            type="tel"
            autoComplete="tel"
            error={errors.tel?.message}
            {...form.register('tel')}
          />
          <Controller
            control={form.control}
            name="profile"
            render={({ field }) => (
              <Radio.Group
                label={M.plan}
                value={field.value}
                onChange={field.onChange}
                error={errors.profile?.message}
              >
                <Stack gap={6} mt={4}>
                  {PROFILES.map((p) => (
                    <Radio key={p} value={p} label={p} description={M.planDescriptions[p]} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Captcha
            value={captcha}
            onChange={(t) => {
              setCaptcha(t);
              setCaptchaError(undefined);
            }}
            error={captchaError}
          />
          <Button type="submit" loading={busy} fullWidth>
            {M.register}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
