// validarXsd keeps each schema parsed between calls: each caller must still get the verdict of its
// own document, including when documents validated just before or beside it are invalid.
import { describe, expect, it } from 'vitest';
import { firmanteDePrueba } from '../../test/helpers';
import { sampleDocumento } from '../sample';
import { firmar } from '../sign/xades';
import { buildXml } from './build';
import { validarXsd } from './validate';

// the run's certificate is valid from yesterday: documents are dated now
const FECHA = new Date();
const firmante = firmanteDePrueba();
const xml = (numero: number) =>
  firmar(buildXml(sampleDocumento({ tipo: '01', numero, fecha: FECHA })), firmante, { now: FECHA });

describe('validarXsd in a burst', () => {
  it('answers each document on its own: valid, bad content, malformed, unknown namespace', async () => {
    const bueno = xml(1);
    const malCodigo = xml(2).replace(/<CodigoActividadEmisor>[^<]*</, '<CodigoActividadEmisor>12<');
    const sinCierre = xml(3).slice(0, -20);
    const otroEsquema = '<Factura xmlns="urn:otro"><a/></Factura>';
    const [a, b, c, d, e] = await Promise.all([
      validarXsd(bueno),
      validarXsd(malCodigo),
      validarXsd(sinCierre),
      validarXsd(otroEsquema),
      validarXsd(xml(4)),
    ]);
    expect(a.valido).toBe(true);
    expect(a.errores).toEqual([]);
    expect(b.valido).toBe(false);
    expect(b.errores.map((x) => x.elemento)).toContain('CodigoActividadEmisor');
    expect(c.valido).toBe(false);
    expect(c.errores.length).toBeGreaterThan(0);
    expect(d.valido).toBe(false);
    expect(d.esquema).toBeNull();
    expect(e.valido).toBe(true);
  }, 60_000);

  it('a lone invalid document is invalid, and a valid one after it is valid', async () => {
    const r = await validarXsd(
      xml(5).replace(/<CodigoActividadEmisor>[^<]*</, '<CodigoActividadEmisor>12<'),
    );
    expect(r.valido).toBe(false);
    expect(r.errores.length).toBeGreaterThan(0);
    expect((await validarXsd(xml(6))).valido).toBe(true);
  }, 60_000);
});
