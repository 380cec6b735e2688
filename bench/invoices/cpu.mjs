// CPU time spent by the processes of a phase, from Linux's /proc (NaN elsewhere): the server
// processes, the database backends of the bench's database and the Hacienda simulator's process.
// Divided by the documents of the phase it gives the cost of a document on this machine, which a
// loaded machine disturbs far less than throughput or latency.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** User + system CPU of a process so far, in ms (NaN when it cannot be read). */
export function cpuMs(pid) {
  try {
    const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(campos[11]) + Number(campos[12])) * 1000) / TICKS;
  } catch {
    return NaN;
  }
}

const suma = (pids) => pids.reduce((s, p) => s + (cpuMs(p) || 0), 0);

/** The backends of `db`'s database (but its own), which a phase's statements run on. */
async function backends(db) {
  if (!db) return [];
  const r = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return r.rows.map((x) => x.pid);
}

/**
 * Starts measuring; `fin()` answers the CPU ms each part spent since: the servers, the database
 * (backends alive at the start or the end; a connection opened and closed in between is missed)
 * and the simulator process (0 when it runs inside the server, whose CPU then includes it).
 */
export async function medirCpu({ servidores, db = null, sim = null }) {
  const pidsServ = servidores.map((s) => s.child.pid);
  const pidsBase0 = await backends(db);
  const base0 = new Map(pidsBase0.map((p) => [p, cpuMs(p)]));
  const serv0 = suma(pidsServ);
  const sim0 = sim?.pid ? cpuMs(sim.pid) : 0;
  return {
    async fin() {
      const pidsBase1 = await backends(db);
      let base = 0;
      for (const p of new Set([...pidsBase0, ...pidsBase1])) {
        const ahora = cpuMs(p);
        if (Number.isFinite(ahora)) base += ahora - (base0.get(p) ?? 0);
      }
      return {
        servidor: suma(pidsServ) - serv0,
        base: db ? base : NaN,
        simulador: sim?.pid ? cpuMs(sim.pid) - sim0 : 0,
      };
    },
  };
}
