// jit-hacienda: the package's tools for developers' scripts and our checks.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runBench } from './bench';
import { sampleDocumento } from './sample';
import { loadP12 } from './sign/p12';
import { generateTestCertificate } from './sign/test-cert';
import { verificarFirmas } from './sign/verify';
import { firmar, POLITICA_V44 } from './sign/xades';
import { startSimulator } from './simulator/server';
import { buildXml, toXmlString } from './xml/build';
import { parseDocumento } from './xml/parse';
import { TIPOS_DOCUMENTO } from './xml/tipos';
import type { TipoDocumento } from './xml/types';
import { validarXsd } from './xml/validate';

const AYUDA = `jit-hacienda — comprobantes electrónicos v4.4 de Hacienda (revisión de abril de 2026)

Uso:
  jit-hacienda test-cert --out DIR --pin PIN [--identificacion N] [--nombre TEXTO]
      Crea una CA de prueba y la llave .p12 de un emisor de prueba (¡nunca las suba al repositorio!).
  jit-hacienda sample --tipo 01..10 [--lineas N] [--completo] --p12 ARCHIVO --pin PIN
      Imprime un documento de muestra válido y firmado (--sin-firma: sin firmar).
  jit-hacienda validate ARCHIVO        Valida contra el XSD (v4.4 o v4.3).
  jit-hacienda verify ARCHIVO [--ca PEM] [--politica]
      Verifica las firmas (--politica: exige la política de firma v4.4).
  jit-hacienda parse ARCHIVO           Imprime el documento como JSON.
  jit-hacienda simulator [--port N] [--plazo-horas H] [--sin-xsd]
      Levanta el simulador de Hacienda (token y recepción) hasta Ctrl+C.
  jit-hacienda bench [--ms N]          Documentos por segundo y límite RSA de esta máquina.
`;

type Out = { out: (s: string) => void; err: (s: string) => void };

const leer = (archivo: string | undefined): string => {
  if (!archivo) throw new Error('Falta el ARCHIVO.');
  return readFileSync(archivo, 'utf8');
};

/** Runs one command; returns the exit code. */
export async function main(
  argv: string[],
  io: Out = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) },
): Promise<number> {
  const [cmd, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      pin: { type: 'string' },
      identificacion: { type: 'string' },
      nombre: { type: 'string' },
      tipo: { type: 'string' },
      lineas: { type: 'string' },
      completo: { type: 'boolean' },
      p12: { type: 'string' },
      'sin-firma': { type: 'boolean' },
      ca: { type: 'string' },
      politica: { type: 'boolean' },
      port: { type: 'string' },
      'plazo-horas': { type: 'string' },
      'sin-xsd': { type: 'boolean' },
      ms: { type: 'string' },
    },
  });
  switch (cmd) {
    case 'test-cert': {
      if (!values.out || !values.pin) throw new Error('Uso: test-cert --out DIR --pin PIN');
      const dir = resolve(values.out);
      mkdirSync(dir, { recursive: true });
      const c = generateTestCertificate({
        pin: values.pin,
        identificacion: values.identificacion,
        nombre: values.nombre,
      });
      writeFileSync(join(dir, 'emisor.p12'), c.p12, { mode: 0o600 });
      writeFileSync(join(dir, 'emisor.pem'), c.certPem);
      writeFileSync(join(dir, 'ca.pem'), c.caCertPem);
      writeFileSync(join(dir, 'ca-key.pem'), c.caKeyPem, { mode: 0o600 });
      io.out(
        `Certificados de prueba en ${dir}:\n  emisor.p12 (PIN ${values.pin}), emisor.pem, ca.pem, ca-key.pem\nNo los suba al repositorio.\n`,
      );
      return 0;
    }
    case 'sample': {
      const tipo = (values.tipo ?? '01').padStart(2, '0') as TipoDocumento;
      if (!TIPOS_DOCUMENTO.includes(tipo))
        throw new Error(`--tipo debe ser uno de ${TIPOS_DOCUMENTO.join(', ')}`);
      const lineas = Number(values.lineas ?? '1');
      if (!Number.isInteger(lineas) || lineas < 1 || lineas > 1000)
        throw new Error('--lineas debe estar entre 1 y 1000');
      const built = buildXml(sampleDocumento({ tipo, lineas, completo: values.completo }));
      if (values['sin-firma']) io.out(toXmlString(built) + '\n');
      else {
        if (!values.p12 || values.pin === undefined)
          throw new Error('Indique --p12 ARCHIVO --pin PIN (o --sin-firma).');
        io.out(firmar(built, loadP12(readFileSync(values.p12), values.pin)) + '\n');
      }
      return 0;
    }
    case 'validate': {
      const r = await validarXsd(leer(positionals[0]));
      if (r.valido) io.out(`Válido contra ${r.esquema?.archivo ?? '?'}\n`);
      else
        io.err(
          `No válido${r.esquema ? ` contra ${r.esquema.archivo}` : ''}:\n${r.errores.map((e) => `  ${e.linea ?? '-'}: ${e.mensaje}`).join('\n')}\n`,
        );
      return r.valido ? 0 : 1;
    }
    case 'verify': {
      const r = verificarFirmas(leer(positionals[0]), {
        confianza: values.ca ? [readFileSync(values.ca, 'utf8')] : undefined,
        politica: values.politica ? POLITICA_V44 : undefined,
      });
      r.firmas.forEach((f, i) =>
        io.out(
          `Firma ${i + 1}: ${f.valida ? 'válida' : 'NO válida'} — ${f.certificado?.sujeto ?? 'sin certificado'}${f.signingTime ? `, firmada ${f.signingTime}` : ''}\n`,
        ),
      );
      if (!r.valido) io.err(r.errores.map((e) => `  ${e}`).join('\n') + '\n');
      return r.valido ? 0 : 1;
    }
    case 'parse': {
      io.out(JSON.stringify(parseDocumento(leer(positionals[0])), null, 2) + '\n');
      return 0;
    }
    case 'simulator': {
      const sim = await startSimulator({
        port: Number(values.port ?? '0'),
        plazoEnvioHoras: values['plazo-horas'] ? Number(values['plazo-horas']) : undefined,
        sinXsd: values['sin-xsd'],
      });
      io.out(
        `Simulador de Hacienda en ${sim.url}\n  token:     ${sim.tokenUrl} (client_id ${sim.clientId})\n  recepción: ${sim.recepcionUrl}/recepcion\nCtrl+C para terminar.\n`,
      );
      await new Promise<void>((r) => {
        process.once('SIGINT', r);
        process.once('SIGTERM', r);
      });
      await sim.close();
      return 0;
    }
    case 'bench': {
      runBench({ ms: values.ms ? Number(values.ms) : undefined, log: (l) => io.out(l + '\n') });
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      io.out(AYUDA);
      return 0;
    default:
      io.err(`Comando desconocido: ${cmd}\n\n${AYUDA}`);
      return 2;
  }
}

// run when executed (dist/cli.js through the bin shim, or tsx src/cli.ts)
const entry = process.argv[1];
if (
  entry &&
  (import.meta.url === pathToFileURL(entry).href || /jit-hacienda(\.mjs)?$/.test(entry))
) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`Error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
