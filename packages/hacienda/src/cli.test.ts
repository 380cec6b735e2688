import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  conOtrosEspacios,
  facturaV43,
  firmanteDePrueba,
  propioAlFinal,
  xmlsecVerify,
} from '../test/helpers';
import { sampleDocumento } from './sample';
import { firmar } from './sign/xades';
import { buildXml } from './xml/build';
import { main } from './cli';

const dir = mkdtempSync(join(tmpdir(), 'jit-hacienda-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

describe('jit-hacienda', () => {
  it('test-cert, sample, validate, verify and parse work together', async () => {
    const cert = await run('test-cert', '--out', join(dir, 'c'), '--pin', '4321');
    expect(cert.code).toBe(0);
    expect(cert.out).toMatch(/No los suba al repositorio/);
    const sample = await run(
      'sample',
      '--tipo',
      '09',
      '--lineas',
      '4',
      '--completo',
      '--p12',
      join(dir, 'c', 'emisor.p12'),
      '--pin',
      '4321',
    );
    expect(sample.code).toBe(0);
    const file = join(dir, 'fee.xml');
    writeFileSync(file, sample.out);
    expect(await run('validate', file)).toMatchObject({
      code: 0,
      out: expect.stringMatching(/FacturaElectronicaExportacion_V4\.4\.xsd/),
    });
    expect(await run('verify', file, '--ca', join(dir, 'c', 'ca.pem'), '--politica')).toMatchObject(
      { code: 0, out: expect.stringMatching(/Firma 1: válida/) },
    );
    expect(xmlsecVerify(sample.out, readFileSync(join(dir, 'c', 'ca.pem'), 'utf8')).ok).toBe(true);
    const parsed = await run('parse', file);
    expect(JSON.parse(parsed.out)).toMatchObject({
      clase: 'comprobante',
      version: '4.4',
      documento: { tipo: '09' },
    });
  });

  it('reports an invalid document with exit code 1', async () => {
    const file = join(dir, 'malo.xml');
    const unsigned = (await run('sample', '--tipo', '01', '--sin-firma')).out;
    writeFileSync(file, unsigned);
    const v = await run('validate', file);
    expect(v.code).toBe(1);
    expect(v.err).toMatch(/Signature/);
    expect((await run('verify', file)).code).toBe(1);
  });

  it('validates v4.4 and v4.3 documents whose root declares xmlns:ds, xmlns:xsd and xmlns:xsi before its own namespace', async () => {
    const casos = [
      {
        built: buildXml(sampleDocumento({ tipo: '01', lineas: 2, completo: true })),
        esquema: /FacturaElectronica_V4\.4\.xsd/,
      },
      { built: facturaV43(), esquema: /FacturaElectronica_V4\.3\.xsd/ },
    ];
    for (const [i, { built, esquema }] of casos.entries()) {
      const file = join(dir, `otros-espacios-${i}.xml`);
      writeFileSync(file, propioAlFinal(firmar(conOtrosEspacios(built), firmanteDePrueba())));
      expect(readFileSync(file, 'utf8')).toMatch(/<FacturaElectronica xmlns:ds=/);
      expect(await run('validate', file)).toMatchObject({
        code: 0,
        out: expect.stringMatching(esquema),
      });
    }
  });

  it('prints the help and refuses unknown commands', async () => {
    expect((await run('help')).out).toMatch(/jit-hacienda sample --tipo 01\.\.10/);
    expect((await run('nada')).code).toBe(2);
  });

  it('prints bench figures with the goals (never asserted)', async () => {
    const r = await run('bench', '--ms', '100');
    expect(r.out).toMatch(/RSA-2048 \(SHA-256\) en crudo: +[\d\s.,]+ firmas\/s/);
    expect(r.out).toMatch(/construir \+ firmar: +[\d\s.,]+ docs\/s/);
    expect(r.out).toMatch(/meta: < 20 ms/);
  });
});
