import { describe, expect, it } from 'vitest';
import { firmanteDePrueba } from '../../test/helpers';
import { claveMuestra, sampleDocumento } from '../sample';
import { firmar } from '../sign/xades';
import { buildXml } from '../xml/build';
import type { Comprobante } from '../xml/types';
import { revisarDocumento, type ContextoRevision } from './checks';
import type { Referido } from './recibo';

// Payment receipts (REP, type 10): the schema holds their CondicionVenta to 09 or 11; the simulator
// also wants the paid comprobante named with code 17 and, when it received that comprobante,
// checks the condition's pairing, the customer, its state and what its receipts add up to.
const AHORA = new Date();
const rep = (extra: Partial<Comprobante> = {}) => ({ ...(sampleDocumento({ tipo: '10', numero: 5, lineas: 2, fecha: AHORA }) as Comprobante), ...extra });
/** The invoice the sample REP pays (its clave is the REP's reference), on condition `condicion`. */
const pagada = (condicion: string, total = '1000000.00000'): Comprobante => {
  const fe = sampleDocumento({ tipo: '01', numero: 4, lineas: 2, fecha: new Date(AHORA.getTime() - 86_400_000) }) as Comprobante;
  return { ...fe, condicionVenta: condicion, resumenFactura: { ...fe.resumenFactura, totalComprobante: total } };
};
const ctx = (referido?: Referido): ContextoRevision => ({ now: AHORA, plazoEnvioHoras: 72, toleranciaFuturoMin: 10, tolerancia: '0.01', sinXsd: true, ...(referido ? { referido: () => referido } : {}) });
const hallazgos = async (doc: Comprobante, c = ctx()) => (await revisarDocumento(firmar(buildXml(doc), firmanteDePrueba()), c)).hallazgos;
const motivos = async (doc: Comprobante, c = ctx()) => (await hallazgos(doc, c)).map((x) => x.motivo);

describe('a payment receipt (REP) the simulator accepts', () => {
  it('pays a sale on condition 10 with condition 11, to its customer, within its total', async () => {
    expect(await hallazgos(rep({ condicionVenta: '11' }), ctx({ documento: pagada('10'), rechazado: false, pagadoConRecibos: '0' }))).toEqual([]);
    expect(await hallazgos(rep({ condicionVenta: '09' }), ctx({ documento: pagada('08'), rechazado: false, pagadoConRecibos: '0' }))).toEqual([]);
  });
  it('is refused by the schema on a condition other than 09 or 11', async () => {
    const r = await revisarDocumento(firmar(buildXml(rep({ condicionVenta: '02' })), firmanteDePrueba()), { ...ctx(), sinXsd: false });
    expect(r.hallazgos.map((x) => [x.motivo, x.mensaje])).toContainEqual(['ESQUEMA_INVALIDO', 'CondicionVenta: «02» no es un código válido.']);
  });
});

describe('what the simulator refuses in a payment receipt', () => {
  it('REFERENCIA_PAGO without the code 17, or naming a credit note, or another issuer’s clave', async () => {
    const sin = rep();
    sin.informacionReferencia = sin.informacionReferencia!.map((r) => ({ ...r, codigo: '04' }));
    expect(await motivos(sin)).toContain('REFERENCIA_PAGO');
    const nc = rep();
    nc.informacionReferencia = nc.informacionReferencia!.map((r) => ({ ...r, tipoDocIR: '03' }));
    expect(await motivos(nc)).toContain('REFERENCIA_PAGO');
    const ajena = rep();
    ajena.informacionReferencia = [{ ...ajena.informacionReferencia![0]!, numero: claveMuestra('01', 9, AHORA, '3101999777').clave }];
    const [h] = (await hallazgos(ajena)).filter((x) => x.motivo === 'REFERENCIA_PAGO');
    expect(h!.mensaje).toMatch(/del mismo emisor/);
  });
  it('TOTALES_NO_CUADRAN when TotalVenta is not the sum of the lines', async () => {
    const r = rep();
    r.resumenFactura = { ...r.resumenFactura, totalVenta: '1.00000' };
    expect(await motivos(r)).toContain('TOTALES_NO_CUADRAN');
  });
  it('CONDICION_VENTA for a sale that asks for no receipt (02), or the wrong pairing', async () => {
    const [h] = (await hallazgos(rep(), ctx({ documento: pagada('02'), rechazado: false, pagadoConRecibos: '0' }))).filter((x) => x.motivo === 'CONDICION_VENTA');
    expect(h!.mensaje).toMatch(/condición de venta 02: solo las ventas con condición 08 .* o 10/);
    const [p] = (await hallazgos(rep({ condicionVenta: '09' }), ctx({ documento: pagada('10'), rechazado: false, pagadoConRecibos: '0' }))).filter((x) => x.motivo === 'CONDICION_VENTA');
    expect(p!.mensaje).toBe('El pago de una venta con condición 10 lleva la condición 11, no 09.');
  });
  it('REFERENCIA_PAGO for a rejected comprobante, another customer, or receipts beyond its total', async () => {
    const base = { documento: pagada('10'), rechazado: false, pagadoConRecibos: '0' };
    expect(await motivos(rep({ condicionVenta: '11' }), ctx({ ...base, rechazado: true }))).toContain('REFERENCIA_PAGO');
    const otro = pagada('10');
    otro.receptor = { ...otro.receptor!, identificacion: { tipo: '01', numero: '199999999' } };
    expect(await motivos(rep({ condicionVenta: '11' }), ctx({ ...base, documento: otro }))).toContain('REFERENCIA_PAGO');
    const [m] = (await hallazgos(rep({ condicionVenta: '11' }), ctx({ ...base, documento: pagada('10', '100.00000'), pagadoConRecibos: '50' }))).filter((x) => x.motivo === 'REFERENCIA_PAGO');
    expect(m!.mensaje).toMatch(/sumarían .* y el comprobante es de 100\.00000/);
  });
});
