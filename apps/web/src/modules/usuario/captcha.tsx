import { useEffect, useRef } from 'react';
import { Checkbox, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FrontendConfigDocument } from '@jit/api';
import { api } from '../../app/api';
import { USUARIO_MESSAGES as M } from './messages';

type Grecaptcha = {
  render(
    el: HTMLElement,
    opts: { sitekey: string; callback: (t: string) => void; 'expired-callback': () => void },
  ): number;
};

export function useFrontendConfig() {
  return useQuery({
    queryKey: ['frontend-config'],
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await api.request(FrontendConfigDocument, {}, { signal })).Frontend.config,
  });
}

let scriptPromise: Promise<Grecaptcha> | undefined;
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const w = window as unknown as { grecaptcha?: Grecaptcha; onJitRecaptcha?: () => void };
    w.onJitRecaptcha = () => resolve(w.grecaptcha!);
    const s = document.createElement('script');
    s.src = 'https://www.google.com/recaptcha/api.js?onload=onJitRecaptcha&render=explicit&hl=es';
    s.async = true;
    s.onerror = reject;
    document.head.appendChild(s);
  });
  return scriptPromise;
}

/**
 * The reCaptcha of sign-up and recovery. With the server's sandbox (no site key), a plain
 * "No soy un robot" checkbox hands over the sandbox's documented test token; with a site key,
 * Google's widget.
 */
export function Captcha({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (token: string) => void;
  error?: string;
}) {
  const config = useFrontendConfig();
  const box = useRef<HTMLDivElement>(null);
  const siteKey = config.data?.recaptchaSiteKey;
  useEffect(() => {
    if (!siteKey || !box.current) return;
    let cancelled = false;
    void loadRecaptcha().then((g) => {
      if (!cancelled && box.current && box.current.childElementCount === 0) {
        g.render(box.current, {
          sitekey: siteKey,
          callback: onChange,
          'expired-callback': () => onChange(''),
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [siteKey, onChange]);
  if (siteKey) {
    return (
      <div>
        <div ref={box} />
        {error ? (
          <Text c="red" size="xs">
            {error}
          </Text>
        ) : null}
      </div>
    );
  }
  const sandbox = config.data?.captchaSandboxToken ?? '';
  return (
    <Checkbox
      label={M.captcha}
      checked={value !== '' && value === sandbox}
      disabled={!config.data}
      error={error}
      onChange={(e) => onChange(e.currentTarget.checked ? sandbox : '')}
    />
  );
}
