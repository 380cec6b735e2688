// The smaller input defects (defect 11): values that were accepted and must be refused — a
// negative pagaCon, a discount larger than its line, a huge or deep registroContable, thousands of
// WhatsApp numbers, unlimited anonymous error reports, an attachment that is a web page, another
// issuer's ids inside an invoice or a role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, factura, linea } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { crearItem, cuentaConInventario } from './item-helpers.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;
beforeAll(async () => {
  h = await startHarness();
  a = await signup(h);
  b = await signup(h);
});
afterAll(async () => h?.close());

const crear = (input: Record<string, unknown>, token = a.token) => h.gql(CREATE, { i: input }, token);
const profundo = (n: number) => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
};

describe('limits on invoice input (defect 11)', () => {
  it('pagaCon cannot be negative', async () => {
    expect(errorOf(await crear(factura({ pagaCon: '-10' })))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.pagaCon' });
  });

  it('a discount cannot exceed its line', async () => {
    const r = await crear(factura({ detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '100', descuento: [{ montoDescuento: '100.000001' }] })] } }));
    expect(errorOf(r)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/descuento/i) });
  });

  it('registroContable of 1 MB or 2 000 levels, and 10 000 WhatsApp numbers, are refused', async () => {
    expect(errorOf(await crear(factura({ registroContable: { texto: 'x'.repeat(1_000_000) } })))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.registroContable' });
    expect(errorOf(await crear(factura({ registroContable: profundo(2_000) })))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.registroContable' });
    expect(errorOf(await crear(factura({ waTelefonos: Array.from({ length: 10_000 }, () => '88887777') })))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.waTelefonos' });
  });
});

describe('references inside an invoice belong to the caller’s issuer (defect 11)', () => {
  it('another issuer’s customer, or one that does not exist, is refused in Spanish', async () => {
    const r = await h.gql<{ Receptor: { create: { id: string } } }>(`mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: { nombre: 'Cliente de B' } }, b.token);
    const ajeno = r.data!.Receptor.create.id;
    for (const id of [ajeno, '0190e7a1-0000-7000-8000-000000000000'])
      expect(errorOf(await crear(factura({ receptor: { id, nombre: 'Cliente X', identificacion: { tipo: '02', numero: '3101999999' } } })))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'input.receptor.id',
        message: 'El cliente indicado no existe en este emisor.',
      });
  });

  it('a cash session or an item that does not exist here is refused', async () => {
    expect(errorOf(await crear(factura({ cajaSesion: '0190e7a1-0000-7000-8000-000000000001' })))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.cajaSesion' });
    const r = await crear(factura({ detalleServicio: { lineaDetalle: [linea({ item: { _id: '0190e7a1-0000-7000-8000-000000000002', nombre: 'Café' } })] } }));
    expect(errorOf(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.detalleServicio.lineaDetalle.0.item._id', message: 'Línea 1: el artículo indicado no existe en este emisor.' });
  });

  it('a line may name an item of the issuer’s catalogue, never another issuer’s', async () => {
    const c = await cuentaConInventario(h);
    const d = await cuentaConInventario(h);
    const propio = await crearItem(h, c.token, { nombre: 'Café molido' });
    const ajeno = await crearItem(h, d.token, { nombre: 'Café de otro' });
    const ok = await crear(factura({ detalleServicio: { lineaDetalle: [linea({ item: { _id: propio._id, nombre: 'Café molido' } })] } }), c.token);
    expect(ok.errors).toBeUndefined();
    const r = await crear(factura({ detalleServicio: { lineaDetalle: [linea(), linea({ item: { _id: ajeno._id, nombre: 'Café' } })] } }), c.token);
    expect(errorOf(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.detalleServicio.lineaDetalle.1.item._id' });
  });

  it('Role.create naming another issuer is refused, not ignored', async () => {
    const r = await h.gql(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, { i: { name: 'Intruso', events: [], emisor: b.emisor } }, a.token);
    expect(errorOf(r)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('attachments are files, not web pages (defect 11)', () => {
  it('refuses data:text/html and javascript:, accepts a PDF', async () => {
    const f = await crear(factura());
    const id = (f.data as { Factura: { create: { id: string } } }).Factura.create.id;
    const ADD = `mutation($f: ID!, $s: String!) { Factura { addAttachment(_idFactura: $f, src: $s, name: "a") { _id } } }`;
    for (const src of ['data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml,<svg onload=alert(1)>', 'javascript:alert(1)', 'data:application/xhtml+xml,x'])
      expect(errorOf(await h.gql(ADD, { f: id, s: src }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'src' });
    expect((await h.gql(ADD, { f: id, s: 'data:application/pdf;base64,JVBERi0xLjQ=' }, a.token)).errors).toBeUndefined();
  });
});

describe('client error reports (defect 11)', () => {
  const REPORT = `mutation($i: ClientErrorInput!) { reportClientError(input: $i) }`;
  it('caps the size and limits the reports per address', async () => {
    expect(errorOf(await h.gql(REPORT, { i: { message: 'x'.repeat(2_001) } }, null, '10.77.0.1'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.message' });
    for (let i = 0; i < 30; i++) expect((await h.gql(REPORT, { i: { message: `fallo ${i}` } }, null, '10.77.0.2')).errors).toBeUndefined();
    expect(errorOf(await h.gql(REPORT, { i: { message: 'uno más' } }, null, '10.77.0.2')).code).toBe('TOO_MANY_REQUESTS');
    // another address is not affected
    expect((await h.gql(REPORT, { i: { message: 'otro' } }, null, '10.77.0.3')).errors).toBeUndefined();
  });
});
