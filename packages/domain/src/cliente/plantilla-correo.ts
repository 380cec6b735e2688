// The e-mail template (EmailData, ruling B-8, DECISIONS #113): the issuer's logo, main colour,
// greeting, farewell, signature and legal notice dress every e-mail JIT sends to customers. Pure:
// the server sends what this returns and the template editor previews the same thing.

/** Spec 2 §3 defaults (c115–c119); the legal notice's text is not shown in the spec (DECISIONS #113). */
export const PLANTILLA_CORREO_DEFECTO = {
  logo: null as string | null,
  mainColor: '#007aff',
  template: 1,
  saludo: 'Estimado(a)',
  byeMessage: 'Gracias por su compra',
  info: 'Comprobante electrónico emitido conforme a la resolución de facturación electrónica MH-DGT-RES-0027-2024 de la Dirección General de Tributación.',
  signature: '',
};

export type PlantillaCorreo = typeof PLANTILLA_CORREO_DEFECTO;

export const COLOR_HEX = /^#[0-9a-fA-F]{6}$/;

const escapar = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const parrafos = (t: string) =>
  t
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 12px">${escapar(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Only an inline PNG or JPEG data URL is drawn as the logo (nothing fetched from elsewhere). */
const logoSeguro = (logo: string | null) => (logo && /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(logo) ? logo : null);

/**
 * A message dressed with the template: the greeting with the customer's name, the body, the
 * farewell, the signature and the legal notice, as text and as HTML (every text escaped). An
 * `aviso` (a trial document's warning) goes first, above everything, in both.
 */
export function vestirCorreo(p: PlantillaCorreo, m: { nombre: string; cuerpo: string; emisor: string; aviso?: string | null }): { text: string; html: string } {
  const color = COLOR_HEX.test(p.mainColor) ? p.mainColor : PLANTILLA_CORREO_DEFECTO.mainColor;
  const saludo = `${p.saludo.trim() || PLANTILLA_CORREO_DEFECTO.saludo} ${m.nombre.trim()}:`;
  const firma = p.signature.trim() || m.emisor.trim();
  const aviso = m.aviso?.trim() ?? '';
  const text = [aviso ? `${aviso}.` : '', saludo, m.cuerpo.trim(), p.byeMessage.trim(), firma, p.info.trim()].filter(Boolean).join('\n\n');
  const logo = logoSeguro(p.logo);
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;max-width:640px;margin:0 auto;color:#222">` +
    (aviso ? `<div style="background:#fff3bf;color:#5c3c00;padding:8px 16px;font-weight:bold">${escapar(aviso)}</div>` : '') +
    `<div style="background:${color};padding:16px;color:#fff;font-size:18px;font-weight:bold">` +
    (logo ? `<img src="${logo}" alt="" style="max-height:48px;vertical-align:middle;margin-right:12px">` : '') +
    `${escapar(m.emisor.trim())}</div>` +
    `<div style="padding:16px">${parrafos(saludo)}${parrafos(m.cuerpo)}${parrafos(p.byeMessage)}${parrafos(firma)}</div>` +
    (p.info.trim() ? `<div style="padding:8px 16px;font-size:11px;color:#777;border-top:1px solid #eee">${parrafos(p.info)}</div>` : '') +
    `</div>`;
  return { text, html };
}
