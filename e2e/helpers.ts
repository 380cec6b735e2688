// Set-up through the API where the UI is not what a test checks (accounts of other profiles,
// roles, sub-users), and the few UI steps every test shares.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const baseURL = () => process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export type Profile = 'COMMUNITY' | 'FACTURA' | 'MICRO' | 'PRO';
export type Account = { email: string; password: string; fullname: string; id: string; emisor: string; token: string };

/** POSTs to /graphql; `from` picks the loopback address the call comes from (see signUp). */
export function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  from?: string,
): Promise<T> {
  const url = new URL('/graphql', baseURL());
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(from && isLoopback(url.hostname) ? { localAddress: from } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
            if (body.errors?.length) reject(new Error(`GraphQL: ${JSON.stringify(body.errors)}`));
            else resolve(body.data as T);
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const isLoopback = (host: string) => host === 'localhost' || host.startsWith('127.');

// The server limits sign-ups per client address (10 an hour). Set-up accounts are separate
// clients, so each comes from its own loopback address (the whole 127/8 is this machine).
let nextLoopback = 10;
const freshLoopback = () => `127.0.${Math.floor(nextLoopback / 250)}.${(nextLoopback++ % 250) + 2}`;

export async function captchaToken(): Promise<string> {
  const d = await gql<{ Frontend: { config: { captchaSandboxToken: string | null } } }>(
    '{ Frontend { config { captchaSandboxToken } } }',
  );
  return d.Frontend.config.captchaSandboxToken ?? '';
}

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@e2e.jit.test`;

export async function signUp(profile: Profile, fullname = `Prueba ${profile}`): Promise<Account> {
  const email = uniqueEmail(profile.toLowerCase());
  const password = 'Clave2026!';
  const d = await gql<{ User: { create: { id: string; emisor: string; token: string } } }>(
    'mutation($input: SignupInput!) { User { create(input: $input) { id emisor token } } }',
    { input: { fullname, email, password, profile, reCaptcha: await captchaToken() } },
    undefined,
    freshLoopback(),
  );
  return { email, password, fullname, ...d.User.create };
}

const ACCOUNTS_FILE = join(dirname(fileURLToPath(import.meta.url)), '.accounts.json');
export type Accounts = Record<Profile | 'SUBUSER', Account>;
export const saveAccounts = (a: Accounts) => writeFileSync(ACCOUNTS_FILE, JSON.stringify(a));
export const accounts = (): Accounts => JSON.parse(readFileSync(ACCOUNTS_FILE, 'utf8')) as Accounts;

/** Signs in through the login screen (reached from /register, as a returning visitor does). */
export async function login(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
}

/** Every page path the sidebar offers (section pages and the pages inside each main menu). */
export async function sidebarPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).toBeVisible();
  return nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The toast with this text (toasts sit at the top right, newest first). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });
