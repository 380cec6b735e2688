import fc from 'fast-check';

// Sensible defaults so the whole suite stays well under a minute on 2 cores;
// FC_NUM_RUNS raises or lowers every property at once (e.g. FC_NUM_RUNS=1000 for a soak).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
fc.configureGlobal({ numRuns: Number(env.FC_NUM_RUNS ?? 100) });
