// Shared steps of the invoicing specs: a test signing key from packages/hacienda's CLI, and an
// issuer made ready to invoice through the API (where the set-up itself is not what is tested).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { gql, signUp, type Account, type Profile } from '../helpers';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A random legal-entity identification (cédula jurídica 3-101-xxxxxx). */
export const cedulaJuridica = () => `3101${String(Math.floor(100000 + Math.random() * 899999))}`;

/** A test .p12 for that identification (`jit-hacienda test-cert`); never a real key. */
export function testCertificate(identificacion: string, pin: string): { path: string; base64: string } {
  if (!existsSync(join(root, 'packages/hacienda/dist/cli.js'))) {
    execFileSync('corepack', ['pnpm', '--filter', '@jit/hacienda', 'build'], {
      cwd: root,
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
      stdio: 'ignore',
    });
  }
  const out = mkdtempSync(join(tmpdir(), 'jit-cert-'));
  execFileSync(process.execPath, [join(root, 'packages/hacienda/bin/jit-hacienda.mjs'), 'test-cert', '--out', out, '--pin', pin, '--identificacion', identificacion], {
    stdio: 'ignore',
  });
  const path = join(out, 'emisor.p12');
  return { path, base64: readFileSync(path).toString('base64') };
}

/** A new account whose issuer is fully configured (identity, ATV, branch, activities, key). */
export async function issuerReady(profile: Profile = 'PRO'): Promise<Account & { identificacion: string }> {
  const account = await signUp(profile, `Facturadora ${profile}`);
  const identificacion = cedulaJuridica();
  await gql(
    `mutation($input: EmisorInput!) { Emisor { create(input: $input) { id } } }`,
    {
      input: {
        nombre: 'Distribuidora de Prueba S.A.',
        nombreComercial: 'Prueba E2E',
        identificacion: { tipo: '02', numero: identificacion },
        correoElectronico: 'facturas@prueba.jit.test',
        ubicacion: { provincia: '1', canton: '01', distrito: '01', otrasSenas: 'Frente al parque central' },
        usernameATV: `cpj-3-101-${identificacion.slice(4)}@stag.comprobanteselectronicos.go.cr`,
        passwordATV: 'Clave-ATV-2026',
        codigoActividad: [
          { documento: '01', codigoActividad: '521201', modoivaIncluido: false },
          { documento: '04', codigoActividad: '521201', modoivaIncluido: false },
        ],
      },
    },
    account.token,
  );
  const cert = testCertificate(identificacion, '4321');
  await gql(`mutation($c: String!, $p: String!) { Emisor { setCertificado(certificado: $c, pin: $p) { expiracion } } }`, { c: cert.base64, p: '4321' }, account.token);
  return { ...account, identificacion };
}

/** Opens the invoice screen with an empty draft. */
export async function openInvoice(page: Page) {
  await page.goto('/facturacion/facturar');
  await expect(page.getByTestId('entry-grid')).toBeVisible();
  await expect(page.getByTestId('total-comprobante')).toBeVisible();
}
