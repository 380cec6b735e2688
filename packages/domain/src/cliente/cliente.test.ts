import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDeletion, applySubscriptionDeletion, markDeleted } from '../shared/deletion';
import { fallaProveedor, normalizeCard, pagoExitoso } from './card';
import { CICLO_INICIAL, CICLOS, CICLOS_CRON, normalizeCron, setCiclo } from './ciclo';
import { normalizeCategoriaCliente, normalizeCliente } from './cliente';

describe('customer create (spec 2 §5)', () => {
  it('omits empty parts, coerces numbers, strips read-only fields, starts at Oportunidad', () => {
    const c = normalizeCliente({
      nombre: 'Ana', identificacion: { tipo: { id: '01' }, numero: '' }, ubicacion: { provincia: { id: null } },
      telefono: { numTelefono: '' }, categoria: { _id: '' }, limiteCredito: '', plazoCredito: '',
      createdAt: 'x', updatedAt: 'y', ventas: [], subscriptions: [], balanceTotal: 3, cicloHistorico: [], loaded: true,
    });
    expect(Object.keys(c).sort()).toEqual(['ciclo', 'limiteCredito', 'nombre', 'plazoCredito']);
    expect([c.limiteCredito.toFixed(), c.plazoCredito, c.ciclo]).toEqual(['0', 0, 'Oportunidad']);
    const full = normalizeCliente({ identificacion: { numero: '102340567' }, ubicacion: { provincia: { id: 1 } }, telefono: { numTelefono: '88888888' }, categoria: { _id: 'c1' }, limiteCredito: '1500.123456', plazoCredito: '30', ciclo: 'Retencion' });
    expect(full).toMatchObject({ telefono: { numTelefono: '88888888', codigoPais: 506 }, plazoCredito: 30, ciclo: 'Retencion', categoria: { _id: 'c1' }, identificacion: { numero: '102340567' }, ubicacion: { provincia: { id: 1 } } });
    expect(normalizeCliente({ telefono: { numTelefono: 88888888, codigoPais: 1 } }).telefono).toEqual({ numTelefono: 88888888, codigoPais: 1 });
    expect(normalizeCliente({ telefono: { numTelefono: '   ' }, ubicacion: {}, identificacion: { numero: ' ' } })).not.toHaveProperty('telefono');
    expect(normalizeCliente({ ubicacion: {} })).not.toHaveProperty('ubicacion');
    expect(normalizeCliente({ identificacion: { numero: ' ' } })).not.toHaveProperty('identificacion');
    expect(normalizeCliente({ limiteCredito: null }).limiteCredito.toFixed()).toBe('0');
    expect(full.limiteCredito.toFixed()).toBe('1500.12346');
    expect(normalizeCliente({ plazoCredito: 'abc' }).plazoCredito).toBe(0);
  });
  it('is idempotent', () => {
    const arb = fc.record({ nombre: fc.string(), limiteCredito: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 1e6 }).map(String)), plazoCredito: fc.oneof(fc.constant(''), fc.nat(90)), telefono: fc.record({ numTelefono: fc.oneof(fc.constant(''), fc.constant('88888888')) }) });
    fc.assert(
      fc.property(arb, (input) => {
        const once = normalizeCliente(input);
        expect(JSON.stringify(normalizeCliente(once))).toBe(JSON.stringify(once));
      }),
    );
  });
  it('categories default to percentage, 0 and the default colour', () => {
    expect(normalizeCategoriaCliente({ nombre: 'VIP' })).toMatchObject({ esPorcentual: true, color: 'default' });
    expect(normalizeCategoriaCliente({ nombre: 'VIP', valor: '', esPorcentual: false, color: 'red' })).toMatchObject({ esPorcentual: false, color: 'red' });
    expect(normalizeCategoriaCliente({ nombre: 'VIP', valor: '10.5' }).valor.toFixed()).toBe('10.5');
  });
});

describe('customer cycles (spec 2 §3, §4)', () => {
  it('setCiclo keeps every change in the history; the last entry is the current cycle; Conversion by default', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom(...CICLOS), { nil: undefined }), { maxLength: 10 }), (changes) => {
        let c: { ciclo?: string; cicloHistorico?: { _id: string; ciclo: string; fecha: string }[] } = { ciclo: CICLO_INICIAL };
        changes.forEach((ciclo, i) => (c = setCiclo(c, { _id: `h${i}`, fecha: `2026-01-${i + 1}`, ciclo })));
        expect(c.cicloHistorico?.length ?? 0).toBe(changes.length);
        if (changes.length > 0) {
          expect(c.cicloHistorico?.[changes.length - 1]?.ciclo).toBe(c.ciclo);
          expect(c.ciclo).toBe(changes[changes.length - 1] ?? 'Conversion');
        }
      }),
    );
    expect(setCiclo({}, { _id: '2', fecha: 'f', ciclo: '  ' }).ciclo).toBe('Conversion');
    expect(setCiclo({}, { _id: '2', fecha: 'f', ciclo: 'Retencion' }).cicloHistorico).toStrictEqual([{ _id: '2', ciclo: 'Retencion', fecha: 'f' }]);
    expect(setCiclo({}, { _id: '1', fecha: 'f', ciclo: '', detalle: 'llamó' })).toEqual({ ciclo: 'Conversion', cicloHistorico: [{ _id: '1', ciclo: 'Conversion', fecha: 'f', detalle: 'llamó' }] });
    expect(CICLOS_CRON).toEqual(['En Contacto', 'Fidelizacion', 'Retencion', 'Recuperacion', 'Finalizado']);
  });
  it('cron values become numbers', () => {
    expect(normalizeCron({ emisor: 'e', ciclos: [{ nombre: 'x', valor: 1, meses: null }, { nombre: 'y', valor: 1, meses: 'z' }] }).ciclos).toStrictEqual([{ nombre: 'x', valor: 1 }, { nombre: 'y', valor: 1, meses: 0 }]);
    expect(normalizeCron({ emisor: 'e', ciclos: [{ nombre: 'En Contacto', valor: '7' }, { nombre: 'Fidelizacion', valor: '30', meses: '6' }, { nombre: 'Finalizado', valor: 'x', meses: '' }] })).toStrictEqual({
      emisor: 'e', ciclos: [{ nombre: 'En Contacto', valor: 7 }, { nombre: 'Fidelizacion', valor: 30, meses: 6 }, { nombre: 'Finalizado', valor: 0 }],
    });
  });
});

describe('card data and provider answers (spec 2 §5, §7)', () => {
  it('strips accents from the holder, takes the first e-mail, CVV as text, month/year as numbers', () => {
    expect(normalizeCard({ holderName: ' José Ñúñez ', email: ' a@b.cr , c@d.cr', cvv: 12, expMonth: '07', expYear: '2028', number: '4111 1111-1111 1111' })).toEqual({
      holderName: 'Jose Nunez', email: 'a@b.cr', cvv: '12', expMonth: 7, expYear: 2028, number: '4111111111111111',
    });
  });
  it('the holder never keeps a combining accent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aáeéiíoóuúñüAÁ '.split('')) }), (name) => {
        expect(normalizeCard({ holderName: name, email: '', cvv: '1', expMonth: 1, expYear: 1, number: '' }).holderName).not.toMatch(/[\u0300-\u036f]|[áéíóúñü]/i);
      }),
    );
  });
  it('only "succeeded" is a paid intent; 400 and above is a failure', () => {
    expect([pagoExitoso('succeeded'), pagoExitoso('requires_action'), pagoExitoso(null)]).toEqual([true, false, false]);
    expect([fallaProveedor(399), fallaProveedor(400), fallaProveedor(502)]).toEqual([false, true, true]);
  });
});

describe('deletion results (spec 2 §4, spec 3 §4)', () => {
  const listArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 10 }).map((ids) => ids.map((_id) => ({ _id, state: true })));
  const resultsArb = (ids: string[]) => fc.array(fc.record({ _id: fc.constantFrom(...ids, 'otro'), state: fc.boolean() }), { maxLength: 10 });
  it('only ids answered with state true leave the list; the rest stay in order', () => {
    fc.assert(
      fc.property(listArb.chain((list) => fc.tuple(fc.constant(list), resultsArb(list.map((l) => l._id)))), ([list, results]) => {
        const after = applyDeletion(list, results);
        const gone = new Set(results.filter((r) => r.state).map((r) => r._id));
        expect(after).toEqual(list.filter((l) => !gone.has(l._id)));
        const soft = markDeleted(list, results, 'estado');
        expect(soft).toHaveLength(list.length);
        soft.forEach((s, i) => expect(s.estado === false).toBe(gone.has(list[i]?._id ?? '')));
      }),
    );
  });
  it('subscriptions: removed with the delete option, otherwise kept with state false', () => {
    const list = [{ _id: 'a', state: true }, { _id: 'b', state: true }];
    expect(applySubscriptionDeletion(list, [{ _id: 'a', state: true }], true)).toEqual([{ _id: 'b', state: true }]);
    expect(applySubscriptionDeletion(list, [{ _id: 'a', state: true }], false)).toEqual([{ _id: 'a', state: false }, { _id: 'b', state: true }]);
  });
});
