// @totalesResumen: the v4.4 totals of a GraphQL type come from the domain's one list, in place,
// and a mistake in the marker fails loudly instead of serving a type without its totals.
import { TOTALES_RESUMEN } from '@jit/domain';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.js';
import { expandirTotales } from '../src/graphql/sdl.js';

const campos = (tipo: string) => {
  const t = buildSchema().getType(tipo);
  if (!isObjectType(t)) throw new Error(tipo);
  return Object.values(t.getFields()).map((f) => `${f.name}: ${f.type.toString()}`);
};
const montos = (sin: string[] = []) =>
  TOTALES_RESUMEN.filter((k) => !sin.includes(k)).map((k) => `${k}: Decimal!`);

describe('@totalesResumen', () => {
  it('gives ResumenFactura the 20 amounts in v4.4 order, totalDesgloseImpuesto in its place', () => {
    const r = campos('ResumenFactura');
    expect(r.slice(0, 2)).toEqual([
      'codigoTipoMoneda: CodigoTipoMoneda!',
      'medioPago: [FacturaMedioPago!]!',
    ]);
    const todos = montos();
    const i = todos.indexOf('totalImpuesto: Decimal!');
    expect(r.slice(2)).toEqual([
      ...todos.slice(0, i),
      'totalDesgloseImpuesto: [DesgloseImpuesto!]!',
      ...todos.slice(i),
    ]);
  });

  it('gives the report types their 19 (no totalImpAsumEmisorFabrica), after the anchor, before the rest', () => {
    expect(campos('ReporteMontos')).toEqual([
      'documentos: Int!',
      ...montos(['totalImpAsumEmisorFabrica']),
    ]);
    const d = campos('ReporteDocumento');
    const i = d.indexOf('tipoCambio: Decimal!');
    expect(d.slice(i + 1, i + 20)).toEqual(montos(['totalImpAsumEmisorFabrica']));
    expect(d[i + 20]).toBe('totalComprobanteCRC: Decimal!');
  });

  it('leaves no trace of the marker, and refuses a marker it cannot apply', () => {
    expect(buildSchema().getDirective('totalesResumen')).toBeUndefined();
    expect(expandirTotales('type A { x: Int }')).toBe('type A { x: Int }');
    expect(() => expandirTotales('type A @totalesResumen(despues: "y") { x: Int }')).toThrow(
      /no tiene el campo y/,
    );
    expect(() => expandirTotales('type A @totalesResumen(sin: ["totalX"]) { x: Int }')).toThrow(
      /no es un total/,
    );
    expect(() => expandirTotales('type A @totalesResumen { totalVenta: Decimal! }')).toThrow(
      /ya lo pone/,
    );
  });
});
