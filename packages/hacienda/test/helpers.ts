// Shared by the tests: the run's certificates, xmlsec1 (Debian's independent verifier) and a
// tampering helper.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadP12, type Firmante } from '../src/sign/p12';

export const certificados = () => inject('certificados');

let firmante: Firmante | undefined;
/** The issuer's signer, opened once per test file. */
export function firmanteDePrueba(): Firmante {
  const c = certificados();
  firmante ??= loadP12(Buffer.from(c.p12, 'base64'), c.pin);
  return firmante;
}

let xmlsecChecked = false;
function requireXmlsec(): void {
  if (xmlsecChecked) return;
  const r = spawnSync('xmlsec1', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0)
    throw new Error(
      'xmlsec1 no está instalado: las firmas se verifican con el verificador independiente de Debian. ' +
        'Instálelo con `apt-get install -y xmlsec1` (el `npm test` de la raíz lo instala cuando corre como root).',
    );
  xmlsecChecked = true;
}

/** Verifies with xmlsec1 against the test CA; returns xmlsec1's verdict and output. */
export function xmlsecVerify(
  xml: string,
  caPem = certificados().caCertPem,
): { ok: boolean; output: string } {
  requireXmlsec();
  const dir = mkdtempSync(join(tmpdir(), 'jit-xmlsec-'));
  try {
    writeFileSync(join(dir, 'doc.xml'), xml);
    writeFileSync(join(dir, 'ca.pem'), caPem);
    const r = spawnSync(
      'xmlsec1',
      [
        '--verify',
        '--trusted-pem',
        join(dir, 'ca.pem'),
        '--id-attr:Id',
        'http://uri.etsi.org/01903/v1.3.2#:SignedProperties',
        '--id-attr:Id',
        'http://www.w3.org/2000/09/xmldsig#:KeyInfo',
        join(dir, 'doc.xml'),
      ],
      { encoding: 'utf8' },
    );
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
