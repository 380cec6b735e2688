// Counters of one server process, for profiling issuing at scale (bench/invoices.mjs divides
// them by the documents issued): round trips to the database per lane, and the group commit's
// batches. Served as Prometheus text on GET /metrics when METRICAS=true.
import { carril, type Carril } from './carril.js';

const idas: Record<Carril, number> = { solicitud: 0, fondo: 0 };
const emision = { documentos: 0, lotes: 0 };

/** One round trip to the database (a query message and its answer) from the running lane. */
export const contarIda = (): void => {
  idas[carril()] += 1;
};

/** A batch of issued documents committed together. */
export const contarLote = (documentos: number): void => {
  emision.lotes += 1;
  emision.documentos += documentos;
};

/** The counters in Prometheus' text format. */
export const metricasTexto = (): string =>
  [
    '# HELP jit_db_idas_total Round trips to the database, by lane.',
    '# TYPE jit_db_idas_total counter',
    `jit_db_idas_total{carril="solicitud"} ${idas.solicitud}`,
    `jit_db_idas_total{carril="fondo"} ${idas.fondo}`,
    '# HELP jit_emision_documentos_total Documents issued through the group commit.',
    '# TYPE jit_emision_documentos_total counter',
    `jit_emision_documentos_total ${emision.documentos}`,
    '# HELP jit_emision_lotes_total Group-commit batches (transactions) that issued documents.',
    '# TYPE jit_emision_lotes_total counter',
    `jit_emision_lotes_total ${emision.lotes}`,
    '',
  ].join('\n');
