// The durable outbox: work that leaves the process is first written, in the caller's own
// transaction, as a row here; a worker claims due rows with FOR UPDATE SKIP LOCKED (so several
// processes share the queue), runs the handler and marks the row done. A failure is retried
// later with exponential back-off and jitter; a crash mid-run only delays the row until its
// claim lapses. The key makes enqueuing idempotent: the same work is never queued twice.
//
// The outbox is not tenant data (no emisor_id, no row-level security), and each claim or
// settlement is one statement, atomic on its own: they run without an explicit transaction, one
// round trip each instead of four (begin, set_config, statement, commit). Every worker of a
// process is nudged after each commit that queues work, so this is most of the database traffic
// of issuing a document.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Logger } from '../logger.js';
import { enFondo, turnoConPersonas } from '../db/carril.js';
import { outbox } from '../db/schema/index.js';
import { rowsOf, type Db, type Tx } from '../db/types.js';

export type Job = { id: string; kind: string; key: string; emisorRef: string | null; payload: Record<string, unknown>; attempts: number };
export type JobHandler = (job: Job) => Promise<void>;
/** Runs several claimed jobs of one kind together (one transaction, one multi-row write). */
export type BatchHandler = (jobs: Job[]) => Promise<void>;

export type EnqueueInput = {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  emisorRef?: string | null;
  runAt?: Date;
};

/** Queues work inside the caller's transaction; a second call with the same key does nothing. */
export async function enqueue(tx: Tx, job: EnqueueInput): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      id: uuidv7(),
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      emisorRef: job.emisorRef ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: outbox.key });
}

/** Delay before attempt n+1: 2^n seconds capped at an hour, ±20 % jitter so retries spread. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(2 ** attempts * 1000, 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type WorkerOptions = {
  db: Db;
  log: Logger;
  now?: () => Date;
  pollMs?: number;
  batch?: number;
  claimSeconds?: number;
  maxAttempts?: number;
  /** Waits for this worker's turn to claim and run a batch; what it returns ends the turn (by default, db/carril.ts's). */
  turno?: () => Promise<() => void>;
};

export class OutboxWorker {
  private handlers = new Map<string, JobHandler>();
  private lotes = new Map<string, BatchHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** A nudge arrived while a drain was running. */
  private nudged = false;
  private readonly now: () => Date;

  constructor(private readonly opts: WorkerOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * A kind whose claimed jobs run together: the handler gets all of a claim's jobs of the kinds it
   * was registered for (one handler may take several kinds) and they are settled with one statement. A batch that fails is run again job by job, so one bad
   * job is retried on its own and does not hold the others back.
   */
  registerBatch(kind: string, handler: BatchHandler): void {
    this.lotes.set(kind, handler);
    this.handlers.set(kind, (job) => handler([job]));
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Run soon: called after a transaction that queued work commits. */
  nudge(): void {
    if (this.stopped) return;
    // While draining, remember it: the drain may have claimed before this work was committed.
    if (this.running) this.nudged = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) {
        this.nudged = true;
        return;
      }
      this.nudged = false;
      // Background lane: on PGlite a person's request goes before it (db/pglite-prioridad.ts).
      this.running = enFondo(() => this.drain())
        .catch((e: unknown) => this.opts.log.error({ err: e }, 'outbox: fallo al procesar'))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.schedule(this.nudged ? 0 : (this.opts.pollMs ?? 1000));
        });
    }, ms);
    this.timer.unref?.();
  }

  /** Jobs per claim; a claim that comes back short ends a drain. */
  private get batch(): number {
    return this.opts.batch ?? 10;
  }

  private async drain(): Promise<void> {
    // Keep going while a claim comes back full, so a burst does not wait for the poll interval;
    // a short claim means the due work is taken (work queued meanwhile nudges again).
    for (;;) {
      // Every worker of the process takes turns with people's requests (DECISIONS #254).
      const soltar = await (this.opts.turno ?? turnoConPersonas)();
      let n: number;
      try {
        n = await this.runOnce();
      } finally {
        soltar();
      }
      if (this.stopped || n < this.batch) return;
    }
  }

  /** Claims and runs one batch of due jobs; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const now = this.now();
    const claimUntil = new Date(now.getTime() + (this.opts.claimSeconds ?? 120) * 1000);
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 0;
    const claimed = await rowsOf<{ id: string; kind: string; key: string; emisor_ref: string | null; payload: Record<string, unknown>; attempts: number }>(this.opts.db, sql`
        update outbox set locked_until = ${claimUntil.toISOString()}, attempts = attempts + 1
        where id in (
          select id from outbox
          where status = 'pending' and (run_at is null or run_at <= ${now.toISOString()})
            and (locked_until is null or locked_until < ${now.toISOString()})
            and kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
          order by coalesce(run_at, created_at)
          limit ${this.batch}
          for update skip locked)
        returning id, kind, key, emisor_ref, payload, attempts`);
    const lotes = new Map<BatchHandler, Job[]>();
    for (const row of claimed) {
      const job: Job = { id: row.id, kind: row.kind, key: row.key, emisorRef: row.emisor_ref, payload: row.payload, attempts: Number(row.attempts) };
      const lote = this.lotes.get(job.kind);
      if (!lote) await this.run(job);
      else if (lotes.has(lote)) lotes.get(lote)!.push(job);
      else lotes.set(lote, [job]);
    }
    for (const [handler, jobs] of lotes) await this.runBatch(handler, jobs);
    return claimed.length;
  }

  private async runBatch(handler: BatchHandler, jobs: Job[]): Promise<void> {
    if (jobs.length === 1) return this.run(jobs[0]!);
    try {
      await handler(jobs);
    } catch (e) {
      this.opts.log.warn({ job: jobs[0]!.kind, jobs: jobs.length, err: e instanceof Error ? e.message : String(e) }, 'outbox: el lote falló; se procesa trabajo por trabajo');
      for (const job of jobs) await this.run(job);
      return;
    }
    await this.opts.db.execute(
      sql`update outbox set status = 'done', done_at = ${this.now().toISOString()}, locked_until = null, last_error = null
          where id in (${sql.join(jobs.map((j) => sql`${j.id}::uuid`), sql`, `)})`,
    );
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      await handler(job);
      await this.opts.db.execute(
        sql`update outbox set status = 'done', done_at = ${this.now().toISOString()}, locked_until = null, last_error = null where id = ${job.id}`,
      );
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const dead = job.attempts >= (this.opts.maxAttempts ?? 15);
      const runAt = new Date(this.now().getTime() + backoffMs(job.attempts));
      this.opts.log.warn({ job: job.kind, key: job.key, attempts: job.attempts, err: message, dead }, 'outbox: reintento');
      await this.opts.db.execute(
        sql`update outbox set status = ${dead ? 'dead' : 'pending'}, run_at = ${runAt.toISOString()},
          locked_until = null, last_error = ${message.slice(0, 2000)} where id = ${job.id}`,
      );
    }
  }
}
