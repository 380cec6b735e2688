// What the purchase tests share: a supplier and its signed invoices.
import { buildXml, firmar, generateTestCertificate, loadP12, sampleDocumento, type Comprobante } from '@jit/hacienda';
import type { Harness } from './harness.js';

export const PROVEEDOR = { nombre: 'Importadora Teclados S.A.', identificacion: { tipo: '02', numero: '3101888888' }, ubicacion: { provincia: '1', canton: '01', distrito: '01', otrasSenas: 'Avenida segunda' }, correoElectronico: ['ventas@teclados.cr'] };
export const firmante = (h: Harness) => {
  const cert = generateTestCertificate({ pin: '1234', nombre: PROVEEDOR.nombre, identificacion: PROVEEDOR.identificacion.numero, now: h.clock.now });
  return loadP12(cert.p12, cert.pin, { now: h.clock.now });
};

/** A v4.4 invoice of the supplier, on credit: lines 1 and 3 services, 2 (3 × 1025) and 4 (5 × 1050) goods. */
export function facturaV44(h: Harness, receptorId: string, numero: number): string {
  const doc = sampleDocumento({ tipo: '01', lineas: 4, numero, fecha: h.clock.now, emisor: PROVEEDOR, receptor: { nombre: 'Comprador', identificacion: { tipo: '02', numero: receptorId } } }) as Comprobante;
  doc.condicionVenta = '02';
  doc.plazoCredito = 30;
  return firmar(buildXml(doc), firmante(h), { now: h.clock.now });
}

