// Retry with exponential back-off and full jitter, and a token-bucket rate limiter. Time is
// injected (now, sleep, random) so tests run instantly and never depend on real timers.

export type Reloj = {
  /** Milliseconds since the epoch. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Uniform in [0, 1). */
  random: () => number;
};

export const RELOJ_REAL: Reloj = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
};

export type PoliticaReintentos = {
  /** Attempts in total, the first included (default 5). */
  intentos: number;
  /** Base delay of the first retry, ms (default 500). */
  baseMs: number;
  /** Upper bound of one delay, ms (default 30 s). */
  maxMs: number;
};

export const REINTENTOS_POR_DEFECTO: PoliticaReintentos = {
  intentos: 5,
  baseMs: 500,
  maxMs: 30_000,
};

/** Delay before retry number `n` (0-based): full jitter over an exponential ceiling, or Retry-After. */
export function retraso(
  n: number,
  p: PoliticaReintentos,
  random: () => number,
  retryAfterMs?: number,
): number {
  if (retryAfterMs !== undefined && retryAfterMs >= 0) return Math.min(retryAfterMs, p.maxMs);
  const ceiling = Math.min(p.maxMs, p.baseMs * 2 ** n);
  return Math.floor(random() * ceiling);
}

/** Retry-After as milliseconds (seconds or an HTTP date), if present and readable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Token bucket: `porSegundo` requests per second on average, bursts up to `rafaga`. */
export class LimitadorTasa {
  private tokens: number;
  private last: number;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly porSegundo: number,
    private readonly rafaga: number,
    private readonly reloj: Pick<Reloj, 'now' | 'sleep'>,
  ) {
    this.tokens = rafaga;
    this.last = reloj.now();
  }

  /** Waits (through the injected sleep) until a request may go out. Callers are served in order. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.take());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async take(): Promise<void> {
    for (;;) {
      const now = this.reloj.now();
      this.tokens = Math.min(
        this.rafaga,
        this.tokens + ((now - this.last) / 1000) * this.porSegundo,
      );
      this.last = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await this.reloj.sleep(Math.ceil(((1 - this.tokens) / this.porSegundo) * 1000));
    }
  }
}
