import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemasEmisorFec } from './fec';

describe('the supplier as a FEC’s Emisor (v4.4 EmisorType)', () => {
  it('a name of 5 to 100 characters with an identification is accepted, any other length refused on the name', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 140 }), (n) => {
        const p = problemasEmisorFec({ nombre: 'x'.repeat(n), identificacion: { tipo: '01', numero: '112345678' } });
        expect(p.map((x) => x.campo)).toEqual(n >= 5 && n <= 100 ? [] : ['nombre']);
      }),
    );
  });

  it('says in Spanish what is missing: the identification, a short commercial name, too many e-mails', () => {
    expect(problemasEmisorFec({ nombre: 'Ana', identificacion: null, nombreComercial: 'AB', correoElectronico: ['a@b.cr', 'c@d.cr', 'e@f.cr', 'g@h.cr', 'i@j.cr'] })).toEqual([
      { campo: 'nombre', mensaje: 'En la factura de compra el proveedor es el emisor: su nombre debe tener de 5 a 100 caracteres (v4.4).' },
      { campo: 'identificacion', mensaje: 'En la factura de compra el proveedor es el emisor: necesita su identificación.' },
      { campo: 'nombreComercial', mensaje: 'El nombre comercial del proveedor debe tener de 3 a 80 caracteres (v4.4).' },
      { campo: 'correoElectronico', mensaje: 'El emisor de una factura de compra lleva a lo sumo 4 correos (v4.4).' },
    ]);
  });
});
