// Shared by the documents tests: inputs, queries, running the outbox until Hacienda (the
// in-process simulator) has answered, and xmlsec1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import type { Harness } from './harness.js';

export const CABYS_SERVICIO = '8313100000200';
export const CABYS_BIEN = '4526100000100';

export const linea = (over: Record<string, unknown> = {}) => ({
  cantidad: '2',
  detalle: 'Servicio de consultoría',
  precioUnitario: '1000',
  codigoCABYS: CABYS_SERVICIO,
  ...over,
});

export const receptor = (over: Record<string, unknown> = {}) => ({
  nombre: 'Cliente Prueba S.A.',
  identificacion: { tipo: '02', numero: '3101999999' },
  correoElectronico: 'cliente@prueba.cr',
  ...over,
});

export const factura = (over: Record<string, unknown> = {}) => ({
  documento: '01',
  receptor: receptor(),
  detalleServicio: { lineaDetalle: [linea()] },
  ...over,
});

export const CREATE = `mutation($i: FacturaInput!, $k: String, $inv: Boolean, $bulk: Boolean, $acc: Boolean, $po: Boolean, $cc: Boolean) {
  Factura { create(input: $i, idempotencyKey: $k, inventario: $inv, bulkMode: $bulk, accounting: $acc, productionOrder: $po, creaClave: $cc) {
    id consecutivo clave fechaEmision repetido totalComprobante codigoMoneda
    documento { id value annotation } estadoDocumento { id value annotation } situacionComprobante { value }
    factura { id saldo condicionVenta plazoCredito resumenFactura { totalComprobante totalImpuesto totalVentaNeta } }
  } } }`;

export const READ = `query($id: ID!) { Factura { readById(id: $id) {
  id consecutivo clave claveFE documento { id } estadoDocumento { value annotation } situacionComprobante { value }
  saldo estadoProforma referenciaId original next notaCredito { id } bulk state mail createdAt fechaEmision
  receptor { nombre identificacion { tipo numero } correoElectronico }
  emisor { nombre identificacion { tipo numero } }
  detalleServicio { lineaDetalle { numeroLinea detalle cantidad precioUnitario montoTotal subTotal subtotal impuestoNeto montoTotalLinea
    impuesto { codigo codigoTarifaIVA tarifa monto exoneracion { tarifaExonerada porcentajeExoneracion montoExoneracion } } descuento { montoDescuento } } }
  resumenFactura { totalVenta totalDescuentos totalVentaNeta totalImpuesto totalComprobante totalGravado totalExento
    codigoTipoMoneda { codigoMoneda { value simbolo } tipoCambio } medioPago { tipoMedioPago totalMedioPago annotation } }
  informacionReferencia { tipoDoc numero codigo razon }
  contingencia { enContingencia situacion segundosRestantes texto intentos ultimoError }
  respuestaHacienda { estado detalle motivos { codigo titulo explicacion sugerencia detalle } }
  adjuntos { _id name }
} } }`;

export type Creada = {
  id: string;
  consecutivo: string;
  clave: string | null;
  fechaEmision: string;
  repetido: boolean;
  totalComprobante: string;
  documento: { id: string };
  estadoDocumento: { value: string; annotation: string };
  situacionComprobante: { value: string };
  factura: { saldo: string; resumenFactura: { totalComprobante: string; totalImpuesto: string } };
};

export async function crear(
  h: Harness,
  token: string,
  input: Record<string, unknown>,
  vars: Record<string, unknown> = {},
) {
  const r = await h.gql<{ Factura: { create: Creada } }>(CREATE, { i: input, ...vars }, token);
  if (!r.data) throw new Error(`create falló: ${JSON.stringify(r.errors)}`);
  return r.data.Factura.create;
}

// A document as the tests read it: deep, loosely typed on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = any;

export async function leer(h: Harness, token: string, id: string): Promise<Doc> {
  const r = await h.gql<{ Factura: { readById: Doc } }>(READ, { id }, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.Factura.readById;
}

/**
 * Runs the outbox until nothing is due, letting the simulator answer and moving the clock past
 * the back-off, `rounds` times (each round: +stepMs on the clock).
 */
export async function drenar(h: Harness, rounds = 6, stepMs = 70_000): Promise<void> {
  const sim = await h.app.services.hacienda.simulador();
  for (let i = 0; i < rounds; i++) {
    while ((await h.app.services.outbox.runOnce()) > 0) await sim?.procesados();
    await sim?.procesados();
    h.clock.now = new Date(h.clock.now.getTime() + stepMs);
  }
}

/** Outbox rows of a kind (any issuer), for side-effect assertions. */
export async function outboxDe(h: Harness, kind: string, facturaId?: string) {
  return withoutTenant(h.database.db, (tx) =>
    rowsOf<{ key: string; payload: Record<string, unknown>; status: string }>(
      tx,
      sql`select key, payload, status from outbox where kind = ${kind} ${facturaId ? sql`and payload->>'facturaId' = ${facturaId}` : sql``} order by created_at`,
    ),
  );
}

/** Mail written by the sandbox transport to an address. */
export async function correosA(h: Harness, to: string) {
  return withoutTenant(h.database.db, (tx) =>
    rowsOf<{ to: string; subject: string; text: string }>(
      tx,
      sql`select "to", subject, text from correo_enviado where "to" like ${`%${to}%`} order by created_at`,
    ),
  );
}

/** xmlsec1's verdict on a signed document, trusting the sandbox CA. */
export function xmlsec(xml: string, caPem: string): { ok: boolean; output: string } {
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
    if (r.error)
      throw new Error(`xmlsec1 no está instalado (apt-get install -y xmlsec1): ${r.error.message}`);
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const XML = `query($id: ID!) { Bitacora { downloadXML(id: $id) { id clave nombre xml respuestaXml xmlRecibido } } }`;
export const BITACORA = `query($id: ID!) { Bitacora { readByIdFactura(idFactura: $id) { _id createdAt estadoDocumento { value } mensaje } } }`;
