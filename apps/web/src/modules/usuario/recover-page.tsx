import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { RecuperaDocument, RecuperaPasswordDocument } from '@jit/api';
import { api } from '../../app/api';
import { AuthLayout } from '../../app/layouts/auth-layout';
import { notify } from '../../app/notify';
import { STORAGE_KEYS } from '../../app/session/storage-keys';
import { Captcha } from './captcha';
import { USUARIO_MESSAGES as M } from './messages';
import { recoverSchema, resetSchema } from './schemas';
import { applyServerError } from '../../app/server-errors';

/** The code of the recovery e-mail's link: `?hash=…` (what the server sends) or `#…`. */
export function recoveryHash(search: string, hash: string): string | null {
  const fromQuery = new URLSearchParams(search).get('hash');
  if (fromQuery) return fromQuery;
  const fromHash = hash.replace(/^#/, '').replace(/^hash=/, '');
  return fromHash || null;
}

function RequestLink() {
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(recoverSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!captcha) return setCaptchaError(M.captchaRequired);
    setBusy(true);
    try {
      await api.request(RecuperaDocument, { reCaptcha: captcha, email });
      setSent(true);
    } catch (error) {
      applyServerError(error, form.setError, ['email']);
      setCaptcha('');
    } finally {
      setBusy(false);
    }
  });
  if (sent)
    return (
      <Alert color="green" data-testid="recover-sent">
        {M.recoverSent}
      </Alert>
    );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={M.recoverTitle}>
      <Stack gap="sm">
        <Title order={3}>{M.recoverTitle}</Title>
        <Text size="sm" c="dimmed">
          {M.recoverIntro}
        </Text>
        <TextInput
          label={M.email}
          type="email"
          autoComplete="email"
          autoFocus
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Captcha
          value={captcha}
          onChange={(t) => (setCaptcha(t), setCaptchaError(undefined))}
          error={captchaError}
        />
        <Button type="submit" loading={busy}>
          {M.recoverSend}
        </Button>
      </Stack>
    </form>
  );
}

function ChooseNewPassword({ code }: { code: string }) {
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm<{ password: string; confirm: string }>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!captcha) return setCaptchaError(M.captchaRequired);
    setBusy(true);
    try {
      await api.request(RecuperaPasswordDocument, { reCaptcha: captcha, password, hash: code });
      notify({ type: 'success', message: M.resetDone });
      localStorage.setItem(STORAGE_KEYS.firstSession, '1');
      void navigate('/', { replace: true });
    } catch (error) {
      applyServerError(error, form.setError, ['password']);
      setCaptcha('');
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={M.resetTitle}>
      <Stack gap="sm">
        <Title order={3}>{M.resetTitle}</Title>
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
        <Captcha
          value={captcha}
          onChange={(t) => (setCaptcha(t), setCaptchaError(undefined))}
          error={captchaError}
        />
        <Button type="submit" loading={busy}>
          {M.resetSave}
        </Button>
      </Stack>
    </form>
  );
}

/** /recuperar: asks for the e-mail, or (with the link's code in the URL) for the new password. */
export function RecoverPage() {
  const { search, hash } = useLocation();
  const code = recoveryHash(search, hash);
  return (
    <AuthLayout
      footer={
        <Anchor
          component={Link}
          to="/"
          size="sm"
          onClick={() => localStorage.setItem(STORAGE_KEYS.firstSession, '1')}
        >
          {M.backToLogin}
        </Anchor>
      }
    >
      {code ? <ChooseNewPassword code={code} /> : <RequestLink />}
    </AuthLayout>
  );
}
