// The day sums the trial balance reads (asiento_saldo_dia, kept by triggers) against a full
// recount of the lines. For any entries — dated on and around day and month bounds, posted by
// concurrent transactions through the posting's own batch write while people reassign lines of
// earlier entries to other accounts — the sums equal the lines per day and account, and the trial
// balance and the ledger of any period, aligned to days or not, equal what the lines add up to.
import { D } from '@jit/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { asentarVarios, planDe, type NuevoAsiento } from '../src/modules/contabilidad/asentar.js';
import { planPeriodo } from '../src/modules/contabilidad/saldos.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

async function ok<T>(query: string, vars: Record<string, unknown>, token: string): Promise<T> {
  const r = await h.gql<T>(query, vars, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

const DIA = 86_400_000;
// 1 March 2026, 00:00 in Costa Rica: days around the start and the end of March.
const BASE = Date.UTC(2026, 2, 1, 6);
const instante = fc
  .tuple(fc.integer({ min: -2, max: 33 }), fc.oneof(fc.constantFrom(0, 1, DIA - 1, DIA / 2), fc.integer({ min: 0, max: DIA - 1 })))
  .map(([d, ms]) => new Date(BASE + d * DIA + ms));
const centimos = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new D(n).div(100));
/** An entry: debits to some accounts, one credit that balances them (indexes into the accounts). */
const entrada = fc.record({ fecha: instante, debitos: fc.array(fc.tuple(fc.nat(5), centimos), { minLength: 1, maxLength: 3 }), credito: fc.nat(5) });
const lote = fc.array(entrada, { maxLength: 8 });

type Entrada = { fecha: Date; debitos: [number, D][]; credito: number };
type Suma = { cuenta_id: string; debe: string; haber: string };
const porCuenta = (xs: readonly Suma[]) => new Map(xs.map((x) => [x.cuenta_id, [new D(x.debe).toFixed(), new D(x.haber).toFixed()]]));

describe('the day sums equal a recount of the lines (trial balance over the sums)', () => {
  it('a period is read as whole days plus or minus stretches of lines that count every instant inside it once and none outside', () => {
    const dentro = (t: number, desde: Date, hasta: Date, di: boolean, hi: boolean) => (di ? t >= desde.getTime() : t > desde.getTime()) && (hi ? t <= hasta.getTime() : t < hasta.getTime());
    const diaDe = (t: number) => new Date(t - 6 * 3_600_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(instante, instante, fc.array(fc.oneof(instante, fc.integer({ min: -3 * DIA, max: 36 * DIA }).map((n) => new Date(BASE + n))), { maxLength: 40 }), (x, y, ts) => {
        const [i, f] = x <= y ? [x, y] : [y, x];
        const p = planPeriodo(i, f);
        for (const t of [...ts, i, f].map((d) => d.getTime()).flatMap((t) => [t - 1, t, t + 1])) {
          const dias = p.dias && diaDe(t) >= p.dias[0] && diaDe(t) <= p.dias[1] ? 1 : 0;
          const tramos = p.tramos.reduce((n, r) => n + (dentro(t, r.desde, r.hasta, r.desdeIncluido, r.hastaIncluido) ? r.signo : 0), 0);
          expect(dias + tramos, new Date(t).toISOString()).toBe(t >= i.getTime() && t <= f.getTime() ? 1 : 0);
        }
        // Never more than half a day of lines at either end.
        for (const r of p.tramos) expect(r.hasta.getTime() - r.desde.getTime()).toBeLessThanOrEqual(DIA / 2);
      }),
      { numRuns: 2000 },
    );
  });

  it('after concurrent batches of postings and reassignments, for periods on and off day bounds', async () => {
    const a = await signup(h);
    await ok(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`, {}, a.token);
    const cuentas = (await ok<{ Account: { readAll: { _id: string }[] } }>(`query { Account { readAll { _id } } }`, {}, a.token)).Account.readAll.slice(0, 6).map((c) => c._id);
    const aAsiento = (e: Entrada): NuevoAsiento => ({
      fuente: 'caja',
      fuenteId: uuidv7(),
      fecha: e.fecha,
      descripcion: 'Prueba de sumas',
      lineas: [...e.debitos.map(([c, m]) => ({ cuentaContable: cuentas[c]!, debe: m, haber: new D(0) })), { cuentaContable: cuentas[e.credito]!, debe: new D(0), haber: e.debitos.reduce((x, [, m]) => x.plus(m), new D(0)) }],
    });
    // Each batch in its own transaction, all at once, as several posting workers would.
    const postear = (lotes: Entrada[][]) =>
      Promise.all(lotes.map((l) => withTenant(h.database.db, a.emisor, async (tx) => asentarVarios(tx, a.emisor, await planDe(tx, a.emisor, h.clock.now), l.map(aAsiento), h.clock.now))));
    const UPDATE = `mutation($r: ID!, $i: ID!, $c: ID!) { Record { update(_idRecord: $r, _idItem: $i, cuentaContable: $c, razon: "Reclasificación de prueba") { _id } } }`;
    const BALANZA = `query($i: DateTime!, $f: DateTime!) { Record { balanza(inicio: $i, final: $f) { cuentas { _id debe haber } } } }`;
    const MAYOR = `query($c: ID!, $i: DateTime!, $f: DateTime!) { Record { mayor(cuenta: $c, inicio: $i, final: $f) { saldoInicial saldoFinal } } }`;

    await fc.assert(
      fc.asyncProperty(fc.array(lote, { minLength: 1, maxLength: 3 }), fc.array(lote, { maxLength: 3 }), fc.array(fc.tuple(fc.nat(), fc.nat(5)), { maxLength: 4 }), fc.array(fc.tuple(instante, instante), { minLength: 1, maxLength: 4 }), async (primeros, segundos, cambios, periodos) => {
        await postear(primeros);
        // Lines already posted, moved to another account while more entries go in.
        const lineas = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ id: string; asiento_id: string; cuenta_id: string }>(tx, sql`select id, asiento_id, cuenta_id from asiento_linea order by id desc limit 50`));
        const mover = cambios.flatMap(([i, c]) => {
          const l = lineas[i % Math.max(lineas.length, 1)];
          return l && l.cuenta_id !== cuentas[c] ? [{ r: l.asiento_id, i: l.id, c: cuentas[c]! }] : [];
        });
        const unicas = [...new Map(mover.map((m) => [m.i, m])).values()];
        await Promise.all([postear(segundos), ...unicas.map((m) => ok(UPDATE, m, a.token))]);

        const [sumas, recuento] = await withTenant(h.database.db, a.emisor, async (tx) => [
          await rowsOf<{ dia: string; cuenta_id: string; debe: string; haber: string; lineas: number }>(tx, sql`select dia::text, cuenta_id, debe::text, haber::text, lineas from asiento_saldo_dia where lineas <> 0 or debe <> 0 or haber <> 0 order by 1, 2`),
          await rowsOf<{ dia: string; cuenta_id: string; debe: string; haber: string; lineas: number }>(tx, sql`select jit_dia_cr(fecha)::text as dia, cuenta_id, sum(debe)::text as debe, sum(haber)::text as haber, count(*)::int as lineas from asiento_linea group by 1, 2 order by 1, 2`),
        ]);
        const norma = (xs: typeof sumas) => xs.map((x) => [x.dia, x.cuenta_id, new D(x.debe).toFixed(), new D(x.haber).toFixed(), x.lineas]);
        expect(norma(sumas)).toEqual(norma(recuento));

        for (const [x, y] of periodos) {
          const [i, f] = x <= y ? [x, y] : [y, x];
          const b = (await ok<{ Record: { balanza: { cuentas: { _id: string; debe: string; haber: string }[] } } }>(BALANZA, { i: i.toISOString(), f: f.toISOString() }, a.token)).Record.balanza;
          const lineasDelPeriodo = await withTenant(h.database.db, a.emisor, (tx) =>
            rowsOf<Suma>(tx, sql`select cuenta_id, sum(debe)::text as debe, sum(haber)::text as haber from asiento_linea where fecha >= ${i.toISOString()}::timestamptz and fecha <= ${f.toISOString()}::timestamptz group by cuenta_id`),
          );
          expect(porCuenta(b.cuentas.map((c) => ({ cuenta_id: c._id, debe: c.debe, haber: c.haber })))).toEqual(porCuenta(lineasDelPeriodo));
          const c = cuentas[i.getTime() % 6]!;
          const m = (await ok<{ Record: { mayor: { saldoInicial: string; saldoFinal: string } } }>(MAYOR, { c, i: i.toISOString(), f: f.toISOString() }, a.token)).Record.mayor;
          const [antes] = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ s: string | null }>(tx, sql`select sum(debe - haber)::text as s from asiento_linea where cuenta_id = ${c}::uuid and fecha < ${i.toISOString()}::timestamptz`));
          expect(new D(m.saldoInicial).eq(antes?.s ?? 0)).toBe(true);
        }
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
