// Set-up through the API where the UI is not what a test checks (accounts of other profiles,
// roles, sub-users), and the few UI steps every test shares.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const baseURL = () => process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export type Profile = 'COMMUNITY' | 'FACTURA' | 'MICRO' | 'PRO';
export type Account = { email: string; password: string; fullname: string; id: string; emisor: string; token: string };

export async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

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
