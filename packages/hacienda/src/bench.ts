// `jit-hacienda bench`: documents per second for build, sign and build+sign of 10-line and
// 1,000-line invoices, beside the raw RSA-2048 signatures per second of this machine (the
// physical limit: one RSA operation per document). Goals are printed, never asserted.
import { sign as rsaSign } from 'node:crypto';
import { cpus } from 'node:os';
import { sampleDocumento } from './sample';
import { loadP12, type Firmante } from './sign/p12';
import { generateTestCertificate } from './sign/test-cert';
import { firmar } from './sign/xades';
import { buildXml } from './xml/build';

export type ResultadoBench = {
  maquina: string;
  rsaPorSegundo: number;
  lineas10: { build: number; sign: number; buildSign: number };
  lineas1000: { buildMs: number; signMs: number; buildSignMs: number; bytes: number };
};

/** Runs `fn` repeatedly for about `ms` milliseconds (after a warm-up) and returns runs per second. */
function porSegundo(fn: () => unknown, ms: number): number {
  const warm = performance.now() + Math.min(300, ms / 3);
  while (performance.now() < warm) fn();
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 16; i++) fn();
    n += 16;
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}

export function runBench(
  opts: { ms?: number; firmante?: Firmante; log?: (line: string) => void } = {},
): ResultadoBench {
  const ms = opts.ms ?? 2000;
  const log = opts.log ?? ((l: string) => console.log(l));
  let f = opts.firmante;
  if (!f) {
    const cert = generateTestCertificate({ pin: 'bench' });
    f = loadP12(cert.p12, cert.pin);
  }
  const firmante = f;
  const cpu = cpus()[0]?.model ?? 'CPU desconocida';
  const maquina = `${cpu}, ${cpus().length} núcleos, Node ${process.version} (un solo hilo)`;
  log(`jit-hacienda bench — ${maquina}`);

  const payload = Buffer.alloc(1300, 'x'); // about the size of a canonical SignedInfo
  const rsa = porSegundo(() => rsaSign('sha256', payload, firmante.key), ms);

  const now = new Date();
  const doc10 = sampleDocumento({ tipo: '01', lineas: 10, completo: true, fecha: now });
  const built10 = buildXml(doc10);
  const build10 = porSegundo(() => buildXml(doc10), ms);
  const sign10 = porSegundo(() => firmar(built10, firmante, { now }), ms);
  const both10 = porSegundo(() => firmar(buildXml(doc10), firmante, { now }), ms);

  const doc1000 = sampleDocumento({ tipo: '01', lineas: 1000, completo: true, fecha: now });
  const built1000 = buildXml(doc1000);
  const ms1000 = Math.max(50, ms / 2);
  const build1000 = 1000 / porSegundo(() => buildXml(doc1000), ms1000);
  const sign1000 = 1000 / porSegundo(() => firmar(built1000, firmante, { now }), ms1000);
  const both1000 = 1000 / porSegundo(() => firmar(buildXml(doc1000), firmante, { now }), ms1000);

  const r = (x: number) => Math.round(x).toLocaleString('es-CR');
  const d = (x: number) => x.toFixed(2);
  log('');
  log(
    `RSA-2048 (SHA-256) en crudo:          ${r(rsa)} firmas/s   ← el límite físico: una firma RSA por documento`,
  );
  log('');
  log('Factura de 10 líneas (con descuentos, exoneraciones, otros cargos y referencias):');
  log(`  construir XML:                      ${r(build10)} docs/s`);
  log(`  firmar XAdES-EPES:                  ${r(sign10)} docs/s`);
  log(
    `  construir + firmar:                 ${r(both10)} docs/s   (${d((both10 / rsa) * 100)} % del límite RSA)`,
  );
  log(
    `  meta: construir + firmar ≥ 2.000 docs/s en un núcleo → ${both10 >= 2000 ? 'CUMPLIDA' : 'no cumplida en esta máquina'}`,
  );
  log('');
  log(`Factura de 1.000 líneas (${r(built1000.xml.length)} bytes):`);
  log(`  construir XML:                      ${d(build1000)} ms`);
  log(`  firmar XAdES-EPES:                  ${d(sign1000)} ms`);
  log(`  construir + firmar:                 ${d(both1000)} ms`);
  log(`  meta: < 20 ms → ${both1000 < 20 ? 'CUMPLIDA' : 'no cumplida en esta máquina'}`);
  return {
    maquina,
    rsaPorSegundo: rsa,
    lineas10: { build: build10, sign: sign10, buildSign: both10 },
    lineas1000: {
      buildMs: build1000,
      signMs: sign1000,
      buildSignMs: both1000,
      bytes: built1000.xml.length,
    },
  };
}
