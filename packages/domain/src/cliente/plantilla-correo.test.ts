import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANTILLA_CORREO_DEFECTO, vestirCorreo } from './plantilla-correo';

describe('e-mail template (ruling B-8)', () => {
  it('dresses a message with the defaults of spec 2 §3', () => {
    const r = vestirCorreo(PLANTILLA_CORREO_DEFECTO, { nombre: 'Ana Mora', cuerpo: 'Tenemos ofertas.', emisor: 'Café La Loma' });
    expect(r.text).toBe(`Estimado(a) Ana Mora:\n\nTenemos ofertas.\n\nGracias por su compra\n\nCafé La Loma\n\n${PLANTILLA_CORREO_DEFECTO.info}`);
    expect(r.html).toContain('background:#007aff');
    // a logo that is not an inline image is never drawn
    expect(vestirCorreo({ ...PLANTILLA_CORREO_DEFECTO, logo: 'https://example.com/x.png' }, { nombre: 'A', cuerpo: 'B', emisor: 'C' }).html).not.toContain('<img');
    expect(vestirCorreo({ ...PLANTILLA_CORREO_DEFECTO, logo: 'data:image/png;base64,iVBORw0KGgo=' }, { nombre: 'A', cuerpo: 'B', emisor: 'C' }).html).toContain('<img src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('a warning goes first, above the greeting, in the text and in the HTML', () => {
    const r = vestirCorreo(PLANTILLA_CORREO_DEFECTO, { nombre: 'Ana', cuerpo: 'Adjuntamos la factura.', emisor: 'Café', aviso: 'DOCUMENTO DE PRUEBA <sin validez>' });
    expect(r.text.startsWith('DOCUMENTO DE PRUEBA <sin validez>.\n\nEstimado(a) Ana:')).toBe(true);
    expect(r.html.indexOf('DOCUMENTO DE PRUEBA &lt;sin validez&gt;')).toBeLessThan(r.html.indexOf('Estimado(a) Ana:'));
    expect(vestirCorreo(PLANTILLA_CORREO_DEFECTO, { nombre: 'Ana', cuerpo: 'x', emisor: 'C', aviso: null }).text.startsWith('Estimado(a) Ana:')).toBe(true);
  });

  it('no text typed by a person becomes markup, and the body always comes through', () => {
    const texto = fc.string({ maxLength: 60 });
    fc.assert(
      fc.property(texto, texto, texto, texto, texto, (nombre, cuerpo, emisor, saludo, signature) => {
        const r = vestirCorreo({ ...PLANTILLA_CORREO_DEFECTO, saludo, signature, mainColor: `${saludo}"><script>` }, { nombre, cuerpo, emisor });
        // the only tags are the template's own
        for (const tag of r.html.match(/<\/?([a-z]+)/g) ?? []) expect(['<div', '</div', '<p', '</p', '<br', '<img']).toContain(tag);
        expect(r.html).not.toContain('<img');
        if (cuerpo.trim()) expect(r.text).toContain(cuerpo.trim());
      }),
    );
  });
});
