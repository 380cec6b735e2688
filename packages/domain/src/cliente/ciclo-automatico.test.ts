import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CICLOS } from './ciclo';
import { cicloAutomatico, type CronCiclos } from './ciclo-automatico';

const CRON: CronCiclos = [
  { nombre: 'En Contacto', valor: 0 },
  { nombre: 'Fidelizacion', valor: 3, meses: 6 },
  { nombre: 'Retencion', valor: 60 },
  { nombre: 'Recuperacion', valor: 120 },
  { nombre: 'Finalizado', valor: 365 },
];

describe('daily cycle pass (ruling B-2)', () => {
  it('converts a first purchase, rewards loyalty and follows inactivity', () => {
    expect(cicloAutomatico({ ciclo: 'Oportunidad', diasSinComprar: null, comprasEnVentana: 0 }, CRON)).toBeNull();
    expect(cicloAutomatico({ ciclo: 'Oportunidad', diasSinComprar: 2, comprasEnVentana: 1 }, CRON)).toBe('Conversion');
    expect(cicloAutomatico({ ciclo: 'Conversion', diasSinComprar: 2, comprasEnVentana: 3 }, CRON)).toBe('Fidelizacion');
    expect(cicloAutomatico({ ciclo: 'Fidelizacion', diasSinComprar: 70, comprasEnVentana: 3 }, CRON)).toBe('Retencion');
    expect(cicloAutomatico({ ciclo: 'Retencion', diasSinComprar: 130, comprasEnVentana: 0 }, CRON)).toBe('Recuperacion');
    expect(cicloAutomatico({ ciclo: 'Conversion', diasSinComprar: 400, comprasEnVentana: 0 }, CRON)).toBe('Finalizado');
    expect(cicloAutomatico({ ciclo: 'Recuperacion', diasSinComprar: 1, comprasEnVentana: 1 }, CRON)).toBe('Conversion');
    expect(cicloAutomatico({ ciclo: 'Fidelizacion', diasSinComprar: 10, comprasEnVentana: 1 }, CRON)).toBeNull();
    // a cycle set by hand after the last purchase stands
    expect(cicloAutomatico({ ciclo: 'Retencion', diasSinComprar: 5, comprasEnVentana: 1, cambioManual: true }, CRON)).toBeNull();
    // rules with 0 are off
    expect(cicloAutomatico({ ciclo: 'Conversion', diasSinComprar: 400, comprasEnVentana: 0 }, [])).toBeNull();
  });

  it('lands only on cycles of the spec, and a second pass moves nothing', () => {
    const cron = fc.array(
      fc.record({ nombre: fc.constantFrom('En Contacto', 'Fidelizacion', 'Retencion', 'Recuperacion', 'Finalizado'), valor: fc.integer({ min: 0, max: 400 }), meses: fc.integer({ min: 0, max: 24 }) }),
      { maxLength: 5 },
    );
    const hechos = fc.record({ ciclo: fc.constantFrom(...CICLOS), diasSinComprar: fc.option(fc.integer({ min: 0, max: 1000 })), comprasEnVentana: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(hechos, cron, (h, c) => {
        const nuevo = cicloAutomatico(h, c);
        if (nuevo === null) return;
        expect(CICLOS).toContain(nuevo);
        expect(nuevo).not.toBe(h.ciclo);
        expect(cicloAutomatico({ ...h, ciclo: nuevo }, c)).toBeNull();
      }),
    );
  });
});
