import { describe, expect, it } from 'vitest';
import { leerDocumentoRecibido } from './xml-recibido';

const FACTURA = `<?xml version="1.0" encoding="utf-8"?>
<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica">
  <Clave>50601012600310199999900100001010000000001100000001</Clave>
  <NumeroConsecutivo>00100001010000000001</NumeroConsecutivo>
  <FechaEmision>2026-01-01T10:00:00-06:00</FechaEmision>
  <Emisor><Nombre>Proveedora S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101999999</Numero></Identificacion></Emisor>
  <Receptor><Nombre>Comercial Demo S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101123456</Numero></Identificacion></Receptor>
  <ResumenFactura>
    <CodigoTipoMoneda><CodigoMoneda>USD</CodigoMoneda><TipoCambio>505.5</TipoCambio></CodigoTipoMoneda>
    <TotalDesgloseImpuesto><Codigo>01</Codigo><CodigoTarifaIVA>08</CodigoTarifaIVA><TotalMontoImpuesto>13.00</TotalMontoImpuesto></TotalDesgloseImpuesto>
    <TotalDesgloseImpuesto><Codigo>01</Codigo><CodigoTarifaIVA>04</CodigoTarifaIVA><TotalMontoImpuesto>4.00</TotalMontoImpuesto></TotalDesgloseImpuesto>
    <TotalVentaNeta>200.00</TotalVentaNeta><TotalImpuesto>17.00</TotalImpuesto><TotalComprobante>217.00</TotalComprobante>
  </ResumenFactura>
  <ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo/></ds:Signature>
</FacturaElectronica>`;

describe('reading a received document in the browser', () => {
  it('reads issuer and receiver apart, the totals as written and each tax of the breakdown', () => {
    const r = leerDocumentoRecibido(FACTURA);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.doc.tipo).toBe('01');
    expect(r.doc.emisor).toEqual({ nombre: 'Proveedora S.A.', tipo: '02', numero: '3101999999' });
    expect(r.doc.receptor).toEqual({ nombre: 'Comercial Demo S.A.', numero: '3101123456' });
    expect(r.doc.codigoMoneda).toBe('USD');
    expect(r.doc.totalComprobante).toBe('217.00');
    expect(r.doc.impuestos.map((t) => t.codigoTarifaIVA)).toEqual(['08', '04']);
    expect(r.doc.firmado).toBe(true);
  });
  it('tells when the document carries no signature', () => {
    const r = leerDocumentoRecibido(FACTURA.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ''));
    expect(r.ok && r.doc.firmado).toBe(false);
  });
  it("refuses Hacienda's answers and other files, and what is not XML", () => {
    expect(leerDocumentoRecibido('<MensajeHacienda><Clave>1</Clave></MensajeHacienda>')).toMatchObject({ ok: false, error: 'no-comprobante', detalle: 'MensajeHacienda' });
    expect(leerDocumentoRecibido('no es xml <')).toMatchObject({ ok: false, error: 'ilegible' });
  });
});
