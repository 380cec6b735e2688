#!/usr/bin/env node
// Generates src/catalogos/code-tables.generated.ts from Hacienda's v4.4 code tables.
// Base: shared/data/hacienda/catalogs/code-tables-v4.4-from-xsd.json (derived from the 2024 schema).
// Overlay: the April-2026 revision (rev-2026 XSDs), which adds TipoDocReferencia 19–20,
// CodigoReferencia 13–16 (17 only on the Recibo Electrónico de Pago) and drops metal/fund currencies.
// Spelling overlay: Hacienda's texts with their Spanish spelling corrected (accents, typos such as
// «contigencia» or «ocumento»); the codes never change, only what a person reads.
// Run once after the tables change: node packages/domain/scripts/generate-code-tables.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// The shared material sits beside the repository's root (../shared), or where JIT_SHARED says.
const shared = process.env.JIT_SHARED ?? resolve(here, '../../../../shared');
const json = JSON.parse(readFileSync(`${shared}/data/hacienda/catalogs/code-tables-v4.4-from-xsd.json`, 'utf8'));
const fe2026 = readFileSync(`${shared}/data/hacienda/xsd-4.4/rev-2026/FacturaElectronica_V4.4.xsd`, 'utf8');
const rep2026 = readFileSync(`${shared}/data/hacienda/xsd-4.4/rev-2026/ReciboElectronicoPago_V4.4.xsd`, 'utf8');

const clean = (s) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Enumerations (value + documentation) inside one chunk of XSD text. */
function enumerations(chunk) {
  const out = [];
  const re = /<xs:enumeration value="([^"]*)"\s*(\/>|>([\s\S]*?)<\/xs:enumeration>)/g;
  for (let m = re.exec(chunk); m; m = re.exec(chunk)) {
    const doc = /<xs:documentation>([\s\S]*?)<\/xs:documentation>/.exec(m[3] ?? '');
    out.push({ code: m[1], description: doc ? clean(doc[1]) : null });
  }
  return out;
}
function simpleType(xsd, name) {
  const m = new RegExp(`<xs:simpleType name="${name}">([\\s\\S]*?)</xs:simpleType>`).exec(xsd);
  return m ? enumerations(m[1]) : null;
}
function inlineElement(xsd, name) {
  const m = new RegExp(`<xs:element name="${name}"[^>]*>([\\s\\S]*?)</xs:element>`).exec(xsd);
  return m ? enumerations(m[1]) : null;
}

/** The JSON table reconciled with the 2026 schema: 2026 codes win, JSON descriptions are kept. */
function reconcile(jsonName, rev) {
  const base = json.tables[jsonName].values;
  if (!rev) return base.map((v) => ({ ...v }));
  const byCode = new Map(base.map((v) => [v.code, v.description]));
  return rev.map((v) => ({ code: v.code, description: byCode.get(v.code) ?? v.description }));
}

const tarifaOf = (description) => {
  const m = /(\d+(?:\.\d+)?)\s*%/.exec(description);
  return m ? m[1] : '0';
};

const tables = [
  ['UNIDADES_MEDIDA', 'UnidadMedida', reconcile('UnidadMedidaType', simpleType(fe2026, 'UnidadMedidaType')), 'Unidades de medida (RTC 443:2010), nota 15.'],
  ['TIPOS_TRANSACCION', 'TipoTransaccion', reconcile('TipoTransaccionType', simpleType(fe2026, 'TipoTransaccionType')), 'Tipos de transacción de la línea.'],
  ['CODIGOS_DESCUENTO', 'CodigoDescuento', reconcile('CodigoDescuentoType', simpleType(fe2026, 'CodigoDescuentoType')), 'Códigos de descuento (nota 20).'],
  ['CODIGOS_IMPUESTO', 'CodigoImpuesto', reconcile('CodigoImpuestoType', simpleType(fe2026, 'CodigoImpuestoType')), 'Códigos de impuesto (nota 8).'],
  ['CODIGOS_TARIFA_IVA', 'CodigoTarifaIVA', reconcile('CodigoTarifaIVAType', simpleType(fe2026, 'CodigoTarifaIVAType')), 'Códigos de tarifa del IVA con su tarifa en por ciento (nota 8.1).'],
  ['TIPOS_EXONERACION', 'TipoDocumentoExoneracion', reconcile('TipoExoneracionType', simpleType(fe2026, 'TipoExoneracionType')), 'Tipos de documento de exoneración o autorización (TipoDocumentoEX1, nota 10.1).'],
  ['TIPOS_OTROS_CARGOS', 'TipoDocumentoOC', reconcile('TipoDocOtrosCargosType', simpleType(fe2026, 'TipoDocOtrosCargosType')), 'Tipos de otros cargos (nota 16).'],
  ['TIPOS_DOC_REFERENCIA', 'TipoDocReferencia', reconcile('TipoDocReferenciaType', simpleType(fe2026, 'TipoDocReferenciaType')), 'Tipos de documento de referencia (nota 10), revisión 2026.'],
  ['CODIGOS_REFERENCIA', 'CodigoReferencia', reconcile('CodigoReferenciaType', simpleType(rep2026, 'CodigoReferenciaType')), 'Códigos de referencia (nota 9), revisión 2026; el 17 solo vale en el Recibo Electrónico de Pago.'],
  ['CONDICIONES_VENTA', 'CondicionVenta', reconcile('CondicionVenta', inlineElement(fe2026, 'CondicionVenta')), 'Condiciones de la venta (nota 5).'],
  ['TIPOS_CODIGO_COMERCIAL', 'TipoCodigoComercial', reconcile('CodigoType/Tipo', null), 'Tipos de código comercial.'],
  ['IVA_COBRADO_FABRICA', 'IVACobradoFabrica', reconcile('IVACobradoFabrica', null), 'IVA cobrado a nivel de fábrica.'],
  ['MEDIOS_PAGO', 'TipoMedioPago', reconcile('TipoMedioPago', null), 'Medios de pago (nota 6).'],
  ['TIPOS_IDENTIFICACION', 'TipoIdentificacion', reconcile('Tipo', null), 'Tipos de identificación.'],
  ['INSTITUCIONES_EXONERACION', 'NombreInstitucion', reconcile('NombreInstitucion', null), 'Instituciones que emiten exoneraciones (NombreInstitucion).'],
  ['CODIGOS_MONEDA', 'CodigoMoneda', reconcile('CodigoMoneda', inlineElement(fe2026, 'CodigoMoneda')), 'Códigos de moneda ISO 4217 aceptados por la revisión 2026.'],
];

/** Corrected texts by table and code: what the screens, PDFs and mails show (XML carries codes only). */
const ORTOGRAFIA = {
  CODIGOS_IMPUESTO: {
    '03': 'Impuesto único a los combustibles',
    '04': 'Impuesto específico de bebidas alcohólicas',
    '05': 'Impuesto específico sobre las bebidas envasadas sin contenido alcohólico y jabones de tocador',
    '06': 'Impuesto a los productos de tabaco',
    '12': 'Impuesto específico al cemento',
  },
  TIPOS_EXONERACION: { '09': 'Exoneración de servicios complementarios para la exportación artículo 11 RLIVA' },
  TIPOS_DOC_REFERENCIA: {
    '02': 'Nota de débito electrónica',
    '03': 'Nota de crédito electrónica',
    '08': 'Comprobante emitido en contingencia',
  },
  CODIGOS_REFERENCIA: {
    '02': 'Corrige texto de documento de referencia',
    '05': 'Sustituye comprobante provisional por contingencia',
  },
  TIPOS_CODIGO_COMERCIAL: { '03': 'Código del producto asignado por la industria', '04': 'Código de uso interno' },
  IVA_COBRADO_FABRICA: {
    '01': 'Venta de bienes con IVA según el sistema especial de determinación de IVA a nivel de fábrica (se utiliza cuando se está cobrando el IVA a nivel de fábrica)',
    '02': 'Ventas exentas según el sistema especial de determinación de IVA a nivel de fábrica, mayorista y aduanas (se utiliza cuando el producto se encuentra exento ya que el bien soportó el cobro de impuestos a nivel de fábrica)',
  },
  MEDIOS_PAGO: { '06': 'SINPE Móvil' },
  TIPOS_IDENTIFICACION: { '01': 'Cédula física', '02': 'Cédula jurídica' },
};
for (const [constName, , rows] of tables) {
  const fixes = ORTOGRAFIA[constName] ?? {};
  for (const [code, text] of Object.entries(fixes)) {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`${constName} no tiene el código ${code}: revise la corrección ortográfica`);
    row.description = text;
  }
}

const q = (s) => JSON.stringify(s);
let out = `// GENERATED by scripts/generate-code-tables.mjs from Hacienda's v4.4 code tables
// (catalogs/code-tables-v4.4-from-xsd.json reconciled with the rev-2026 XSDs). Do not edit by hand.

`;
for (const [constName, typeName, rows, doc] of tables) {
  out += `/** ${doc} */\nexport const ${constName} = [\n`;
  for (const r of rows) {
    const extra = constName === 'CODIGOS_TARIFA_IVA' ? `, tarifa: ${q(tarifaOf(r.description ?? ''))}` : '';
    out += `  { codigo: ${q(r.code)}, descripcion: ${q(r.description ?? r.code)}${extra} },\n`;
  }
  out += `] as const;\n/** A code of ${constName}. */\nexport type ${typeName} = (typeof ${constName})[number]['codigo'];\n\n`;
}
const target = resolve(here, '../src/catalogos/code-tables.generated.ts');
writeFileSync(target, out);
console.log(`wrote ${target}: ${tables.map(([n, , r]) => `${n} ${r.length}`).join(', ')}`);
