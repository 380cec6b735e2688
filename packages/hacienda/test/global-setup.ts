// Runs once per test run: one test CA, the issuer's .p12 and an expired certificate from the
// same CA, handed to every test file through vitest's provide/inject.
import type { TestProject } from 'vitest/node';
import { generateTestCertificate } from '../src/sign/test-cert';

export default function setup(project: TestProject): void {
  const emisor = generateTestCertificate({ pin: '1234', identificacion: '3101123456' });
  const DAY = 86_400_000;
  const now = Date.now();
  const vencido = generateTestCertificate({
    pin: '1234',
    identificacion: '3101123456',
    ca: { certPem: emisor.caCertPem, keyPem: emisor.caKeyPem },
    notBefore: new Date(now - 400 * DAY),
    notAfter: new Date(now - 30 * DAY),
  });
  const otro = generateTestCertificate({
    pin: '5678',
    identificacion: '3101999888',
    nombre: 'OTRA EMPRESA SOCIEDAD ANONIMA',
    ca: { certPem: emisor.caCertPem, keyPem: emisor.caKeyPem },
  });
  project.provide('certificados', {
    p12: emisor.p12.toString('base64'),
    pin: emisor.pin,
    certPem: emisor.certPem,
    keyPem: emisor.keyPem,
    caCertPem: emisor.caCertPem,
    vencidoP12: vencido.p12.toString('base64'),
    otroP12: otro.p12.toString('base64'),
  });
}

declare module 'vitest' {
  // vitest declares ProvidedContext as an interface: only an interface can extend it
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    certificados: {
      p12: string;
      pin: string;
      certPem: string;
      keyPem: string;
      caCertPem: string;
      vencidoP12: string;
      otroP12: string;
    };
  }
}
