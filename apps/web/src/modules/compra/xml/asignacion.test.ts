import { describe, expect, it } from 'vitest';
import { asignacionInput, asignacionVacia, conRecordados, costosPrevios, lineaDelError, problemas } from './asignacion';
import { leerLineas } from './lineas-recibidas';

const XML = `<FacturaElectronica xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica">
<DetalleServicio>
<LineaDetalle><NumeroLinea>1</NumeroLinea><Codigo>4321000000100</Codigo><CodigoComercial><Tipo>04</Tipo><Codigo>SKU-1</Codigo></CodigoComercial><Cantidad>2</Cantidad><UnidadMedida>Unid</UnidadMedida><Detalle>Teclado</Detalle><MontoTotal>2000</MontoTotal><Descuento><MontoDescuento>100</MontoDescuento></Descuento><ImpuestoNeto>247</ImpuestoNeto></LineaDetalle>
<LineaDetalle><NumeroLinea>2</NumeroLinea><CodigoCABYS>8311100000000</CodigoCABYS><Cantidad>1</Cantidad><UnidadMedida>Sp</UnidadMedida><Detalle>Flete   interno</Detalle><MontoTotal>500</MontoTotal><Impuesto><Monto>65</Monto></Impuesto></LineaDetalle>
<LineaDetalle><NumeroLinea>3</NumeroLinea><Cantidad>3</Cantidad><Detalle>Mouse</Detalle><MontoTotal>3000</MontoTotal></LineaDetalle>
</DetalleServicio></FacturaElectronica>`;

describe('received lines and their mapping', () => {
  const lineas = leerLineas(XML);

  it('reads v4.3 and v4.4 line fields whatever the namespace prefixes', () => {
    expect(lineas.map((l) => [l.numeroLinea, l.codigoComercial, l.codigo, l.montoDescuento, l.impuestoNeto])).toEqual([
      [1, 'SKU-1', '4321000000100', '100', '247'],
      [2, null, '8311100000000', '0', '65'],
      [3, null, null, '0', '0'],
    ]);
    expect(leerLineas('<roto')).toEqual([]);
  });

  it('fills what the supplier code went to last time', () => {
    const a = conRecordados(lineas, [
      { clave: 'c:SKU-1', tipo: 'item', id: 'i1', clase: null, conversion: '12' },
      { clave: 'd:8311100000000|flete interno', tipo: 'costo', id: 'g1', clase: 'GastosActivos', conversion: null },
    ]);
    expect(a.destinos).toEqual({ 1: 'item:i1', 2: 'GastosActivos:g1' });
    expect(a.conversion).toEqual({ 1: '12' });
    expect(a.recordados).toEqual({ 1: true, 2: true });
  });

  it('spreads the charges over the item lines and sends the choices', () => {
    const a = { ...asignacionVacia(), destinos: { 1: 'item:i1', 2: 'CostoFijo:c1', 3: 'item:i3' }, costosAdicionales: '490', prorrateo: 'valor' as const };
    // Net of discount, VAT recoverable: 1900 and 3000; 490 by value: 190 and 300.
    expect(costosPrevios(lineas, a, true)).toEqual({ 1: '1045', 3: '1100' });
    // By quantity, 490 over 2 and 3 units: 196 and 294.
    expect(costosPrevios(lineas, { ...a, prorrateo: 'cantidad' }, true)).toEqual({ 1: '1048', 3: '1098' });
    // VAT not creditable joins the cost: 2147 and 3000, 490 by value: 204.40 and 285.60.
    expect(costosPrevios(lineas, a, false)).toEqual({ 1: '1175.7', 3: '1095.2' });
    expect(asignacionInput(a)).toEqual({
      lineas: [
        { numeroLinea: 1, item: 'i1' },
        { numeroLinea: 2, costo: 'c1', clase: 'CostoFijo' },
        { numeroLinea: 3, item: 'i3' },
      ],
      costosAdicionales: '490',
      prorrateo: 'valor',
    });
  });

  it('says in Spanish what is wrong before sending, and which line a refusal names', () => {
    expect(problemas({ ...asignacionVacia(), costosAdicionales: '-5' })[0]).toMatch(/monto positivo/);
    expect(problemas({ ...asignacionVacia(), costosAdicionales: '10' })[0]).toMatch(/al menos una línea/);
    expect(problemas({ ...asignacionVacia(), destinos: { 1: 'item:x' }, conversion: { 1: '0' } })[1]).toMatch(/mayor que cero/);
    expect(lineaDelError('Línea 12: el artículo no existe.')).toBe(12);
    expect(lineaDelError('Otra cosa')).toBe(0);
  });
});
