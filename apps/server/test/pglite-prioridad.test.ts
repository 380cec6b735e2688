// PGlite's one connection as two lanes (db/pglite-prioridad.ts), on a clock the test moves: a
// request goes before waiting background work; while people are working, background work lets
// as much time pass as it held the database before taking it again; with nobody working, it runs
// back to back; and it is never starved.
import { describe, expect, it } from 'vitest';
import { Compuerta, type Reloj } from '../src/db/pglite-prioridad.js';

function relojFalso() {
  let t = 0;
  let timers: { en: number; fn: () => void }[] = [];
  const reloj: Reloj = {
    ahora: () => t,
    despues: (ms, fn) => void timers.push({ en: t + ms, fn }),
  };
  /** Moves the clock to `hasta`, running the timers due on the way. */
  const hasta = async (en: number) => {
    for (;;) {
      await new Promise((r) => setImmediate(r));
      const due = timers.filter((x) => x.en <= en).sort((a, b) => a.en - b.en)[0];
      if (!due) break;
      timers = timers.filter((x) => x !== due);
      t = Math.max(t, due.en);
      due.fn();
    }
    t = en;
    await new Promise((r) => setImmediate(r));
  };
  return { reloj, hasta };
}

/** A piece of work that holds the gate until `soltar()`; `entro` says when it got in. */
function trabajo(c: Compuerta, lane: 'solicitud' | 'fondo', reloj: Reloj) {
  let soltar!: () => void;
  const hecho = new Promise<void>((r) => (soltar = r));
  const t: { entro: number | null; soltar: () => void; fin: Promise<void> } = {
    entro: null,
    soltar: () => soltar(),
    fin: Promise.resolve(),
  };
  t.fin = c.con(async () => {
    t.entro = reloj.ahora();
    await hecho;
  }, lane);
  return t;
}

describe('PGlite gate', () => {
  it('a request goes before background work that waits', async () => {
    const { reloj, hasta } = relojFalso();
    const c = new Compuerta(reloj);
    const a = trabajo(c, 'fondo', reloj);
    await hasta(1);
    const b = trabajo(c, 'fondo', reloj);
    const r = trabajo(c, 'solicitud', reloj);
    await hasta(5);
    a.soltar();
    await hasta(6);
    expect(r.entro).toBe(5);
    expect(b.entro).toBeNull();
    r.soltar();
    await hasta(2000);
    expect(b.entro).not.toBeNull();
    b.soltar();
    await Promise.all([a.fin, b.fin, r.fin]);
  });

  it('while people work, background work waits as long as it held the database; with nobody, it runs back to back', async () => {
    const { reloj, hasta } = relojFalso();
    const c = new Compuerta(reloj);
    // a person's request at 0..1
    const r = trabajo(c, 'solicitud', reloj);
    await hasta(1);
    r.soltar();
    // background holds 1..11; the next one waits until 21
    const a = trabajo(c, 'fondo', reloj);
    const b = trabajo(c, 'fondo', reloj);
    await hasta(11);
    expect(a.entro).toBe(1);
    a.soltar();
    await hasta(20);
    expect(b.entro).toBeNull();
    // a request arriving meanwhile goes at once
    const r2 = trabajo(c, 'solicitud', reloj);
    await hasta(20);
    expect(r2.entro).toBe(20);
    r2.soltar();
    await hasta(21);
    expect(b.entro).toBe(21);
    await hasta(31);
    b.soltar();
    // nobody has worked for over a second: back to back
    await hasta(2000);
    const x = trabajo(c, 'fondo', reloj);
    const y = trabajo(c, 'fondo', reloj);
    await hasta(2100);
    x.soltar();
    await hasta(2100);
    expect(y.entro).toBe(2100);
    y.soltar();
    await Promise.all([r.fin, a.fin, b.fin, r2.fin, x.fin, y.fin]);
  });

  it('background work that waited 250 ms goes before waiting requests (never starved)', async () => {
    const { reloj, hasta } = relojFalso();
    const c = new Compuerta(reloj);
    const r = trabajo(c, 'solicitud', reloj);
    await hasta(1);
    const f = trabajo(c, 'fondo', reloj);
    await hasta(300);
    const r2 = trabajo(c, 'solicitud', reloj);
    r.soltar();
    await hasta(301);
    expect(f.entro).toBe(300);
    expect(r2.entro).toBeNull();
    f.soltar();
    await hasta(302);
    expect(r2.entro).not.toBeNull();
    r2.soltar();
    await Promise.all([r.fin, f.fin, r2.fin]);
  });
});
