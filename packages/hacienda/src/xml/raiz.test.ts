// Documents whose root declares xmlns:ds, xmlns:xsd or xmlns:xsi before its own namespace, as
// Hacienda's ATV and many providers write them: the schema is chosen by the root's own namespace
// whatever the attribute order, and such documents are signed and verified like any other.
import { describe, expect, it } from 'vitest';
import {
  conOtrosEspacios,
  conPrefijo,
  facturaV43,
  firmanteDePrueba,
  propioAlFinal,
  xmlsecVerify,
} from '../../test/helpers';
import { sampleDocumento } from '../sample';
import { verificarFirmas } from '../sign/verify';
import { firmar } from '../sign/xades';
import { buildXml } from './build';
import { parseDocumento } from './parse';
import { espacioDeRaiz } from './raiz';
import { validarXsd } from './validate';

const NS_FE44 = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica';
const FECHA = new Date();
const v44 = () =>
  buildXml(sampleDocumento({ tipo: '01', lineas: 3, completo: true, fecha: FECHA }));
const firmada = (built: ReturnType<typeof v44>) =>
  firmar(built, firmanteDePrueba(), { now: FECHA });

/** Valid against its schema, signed so that xmlsec1 and our verifier agree, and readable. */
async function expectAceptada(xml: string, version: '4.3' | '4.4'): Promise<void> {
  expect(await validarXsd(xml)).toMatchObject({
    valido: true,
    esquema: { raiz: 'FacturaElectronica', version },
    errores: [],
  });
  const xmlsec = xmlsecVerify(xml);
  expect(xmlsec.ok, xmlsec.output).toBe(true);
  expect(verificarFirmas(xml).valido).toBe(true);
  expect(parseDocumento(xml)).toMatchObject({
    clase: 'comprobante',
    version,
    raiz: 'FacturaElectronica',
  });
}

describe('a root that declares other namespaces before its own', () => {
  it('v4.4: validated against FacturaElectronica v4.4, with a valid signature', async () => {
    const xml = propioAlFinal(firmada(conOtrosEspacios(v44())));
    expect(xml).toMatch(
      /^<\?xml[^>]*>\n?<FacturaElectronica xmlns:ds="[^"]*" xmlns:xsd="[^"]*" xmlns:xsi="[^"]*" xmlns="https:/,
    );
    await expectAceptada(xml, '4.4');
  }, 60_000);

  it('v4.3: validated against FacturaElectronica v4.3, with a valid signature', async () => {
    const xml = propioAlFinal(firmada(conOtrosEspacios(facturaV43())));
    expect(xml).toMatch(
      /<FacturaElectronica xmlns:ds="[^"]*" xmlns:xsd="[^"]*" xmlns:xsi="[^"]*" xmlns="https:[^"]*v4\.3/,
    );
    await expectAceptada(xml, '4.3');
  }, 60_000);

  it('a prefixed root takes its prefix’s namespace, declared after xmlns:ds', async () => {
    const xml = firmada(conPrefijo(v44()));
    expect(xml).toMatch(/<fe:FacturaElectronica xmlns:ds="[^"]*" xmlns:fe="/);
    await expectAceptada(xml, '4.4');
  }, 60_000);

  it('reads the root’s own namespace whatever the quotes, comments, DOCTYPE or “>” in a value', () => {
    expect(
      espacioDeRaiz(
        `\uFEFF<?xml version="1.0"?><!-- <x xmlns="urn:no"> --><!DOCTYPE F [<!ENTITY e "x">]>\n<F a='1 > 0' xmlns:ds='urn:ds'\n  xmlns='${NS_FE44}'/>`,
      ),
    ).toBe(NS_FE44);
    expect(espacioDeRaiz(`<F xmlns:x="urn:x" xmlns="a&amp;b"></F>`)).toBe('a&b');
    expect(espacioDeRaiz('<F xmlns:ds="urn:ds"><G xmlns="urn:g"/></F>')).toBeNull();
    expect(espacioDeRaiz('<fe:F xmlns="urn:otro" xmlns:fe="urn:fe"/>')).toBe('urn:fe');
    expect(espacioDeRaiz('no es XML')).toBeNull();
  });
});
