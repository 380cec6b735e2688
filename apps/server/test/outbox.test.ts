// The outbox worker on the real database: claims are single statements (no transaction), so
// these pin what the transaction used to guarantee: several workers never run one job twice, and
// work queued while a worker is draining runs without waiting for the poll interval.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { enqueue, OutboxWorker, type WorkerOptions } from '../src/jobs/outbox.js';
import { rowsOf } from '../src/db/types.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const log = createLogger('silent');
const queue = (kind: string, key: string) =>
  h.database.db.transaction((tx) => enqueue(tx, { kind, key, payload: { key } }));

/** Queues `n` jobs of `kind` and lets one worker with `opciones` run them all (`alCorrer` at each). */
async function correrTodas(kind: string, n: number, opciones: Partial<WorkerOptions>, alCorrer: () => void = () => undefined) {
  for (let i = 0; i < n; i++) await queue(kind, `${kind}:${i}`);
  let corridas = 0;
  let fin!: () => void;
  const todas = new Promise<void>((r) => (fin = r));
  const w = new OutboxWorker({ db: h.database.db, log, pollMs: 600_000, ...opciones });
  w.register(kind, () => {
    alCorrer();
    if (++corridas === n) fin();
    return Promise.resolve();
  });
  w.start();
  await todas;
  await w.stop();
}

describe('OutboxWorker', () => {
  it('three workers share 40 jobs and run each exactly once', async () => {
    for (let i = 0; i < 40; i++) await queue('prueba.reparto', `reparto:${i}`);
    const runs: string[] = [];
    let done!: () => void;
    const all = new Promise<void>((r) => (done = r));
    const workers = Array.from({ length: 3 }, () => {
      const w = new OutboxWorker({ db: h.database.db, log, pollMs: 600_000, batch: 4 });
      w.register('prueba.reparto', async (job) => {
        runs.push(job.key);
        // yield so the workers interleave their claims
        await new Promise((r) => setImmediate(r));
        if (runs.length === 40) done();
      });
      return w;
    });
    workers.forEach((w) => w.start());
    await all;
    await Promise.all(workers.map((w) => w.stop()));
    expect(new Set(runs).size).toBe(40);
    expect(runs).toHaveLength(40);
    const pending = await rowsOf<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from outbox where kind = 'prueba.reparto' and status <> 'done'`,
    );
    expect(pending[0]!.n).toBe(0);
  }, 30_000);

  it('claims each batch inside its turn and ends the turn when the batch is done', async () => {
    const log_: string[] = [];
    await correrTodas(
      'prueba.turno',
      5,
      {
        batch: 2,
        turno: () => {
          log_.push('turno');
          return Promise.resolve(() => void log_.push('fin'));
        },
      },
      () => log_.push('trabajo'),
    );
    // batches of 2, 2 and 1, each inside a turn of its own
    expect(log_).toEqual(['turno', 'trabajo', 'trabajo', 'fin', 'turno', 'trabajo', 'trabajo', 'fin', 'turno', 'trabajo', 'fin']);
  }, 30_000);

  it('runs work queued during a drain at once, not at the next poll', async () => {
    // the poll is ten minutes away: only the nudge can bring the second job in time
    const w = new OutboxWorker({ db: h.database.db, log, pollMs: 600_000 });
    let second!: () => void;
    const secondRan = new Promise<void>((r) => (second = r));
    w.register('prueba.primero', async () => {
      await queue('prueba.segundo', 'segundo:1');
      w.nudge();
    });
    w.register('prueba.segundo', () => Promise.resolve(second()));
    await queue('prueba.primero', 'primero:1');
    w.start();
    await secondRan;
    await w.stop();
  }, 15_000);

  it('keeps a failed job pending with its error and a later due time', async () => {
    const w = new OutboxWorker({ db: h.database.db, log });
    w.register('prueba.falla', () => Promise.reject(new Error('sin conexión')));
    await queue('prueba.falla', 'falla:1');
    expect(await w.runOnce()).toBeGreaterThanOrEqual(1);
    const [row] = await rowsOf<{
      status: string;
      last_error: string;
      attempts: number;
      due_later: boolean;
    }>(
      h.database.db,
      sql`select status, last_error, attempts, run_at > now() as due_later from outbox where key = 'falla:1'`,
    );
    expect(row).toMatchObject({
      status: 'pending',
      last_error: 'sin conexión',
      attempts: 1,
      due_later: true,
    });
  });

  it('hands a batch handler all of a claim\'s jobs of its kinds, and retries a failed batch job by job', async () => {
    const w = new OutboxWorker({ db: h.database.db, log, batch: 20 });
    const lotes: string[][] = [];
    const handler = (jobs: { key: string }[]) => {
      lotes.push(jobs.map((j) => j.key).sort());
      return jobs.some((j) => j.key === 'lote-b:malo') ? Promise.reject(new Error('fuente inválida')) : Promise.resolve();
    };
    w.registerBatch('prueba.lote-a', handler);
    w.registerBatch('prueba.lote-b', handler);
    for (const k of ['lote-a:1', 'lote-a:2', 'lote-b:1']) await queue(k.startsWith('lote-a') ? 'prueba.lote-a' : 'prueba.lote-b', k);
    expect(await w.runOnce()).toBe(3);
    // Two kinds, one handler: one batch.
    expect(lotes).toEqual([['lote-a:1', 'lote-a:2', 'lote-b:1']]);
    lotes.length = 0;
    for (const k of ['lote-b:2', 'lote-b:malo']) await queue('prueba.lote-b', k);
    await w.runOnce();
    // The batch failed, then each job ran on its own: only the bad one waits for a retry.
    expect(lotes[0]).toEqual(['lote-b:2', 'lote-b:malo']);
    expect(lotes.slice(1).sort()).toEqual([['lote-b:2'], ['lote-b:malo']]);
    const filas = await rowsOf<{ key: string; status: string; last_error: string | null }>(h.database.db, sql`select key, status, last_error from outbox where kind like 'prueba.lote-%' order by key`);
    expect(filas).toEqual([
      { key: 'lote-a:1', status: 'done', last_error: null },
      { key: 'lote-a:2', status: 'done', last_error: null },
      { key: 'lote-b:1', status: 'done', last_error: null },
      { key: 'lote-b:2', status: 'done', last_error: null },
      { key: 'lote-b:malo', status: 'pending', last_error: 'fuente inválida' },
    ]);
  });
});
