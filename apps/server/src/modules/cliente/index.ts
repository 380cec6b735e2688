// The face of the customer module (spec 2 §1–§8, MODULES.md §B): customers on the receptor's own
// record (ruling B-1), their categories, cycles and balance in favour.
import type { ServerModule } from '../../server-module.js';
import { KIND_CICLOS, cicloHandler } from './ciclo-job.js';
import { clienteResolvers } from './resolvers.js';

export const cliente: ServerModule = {
  name: 'cliente',
  resolvers: [clienteResolvers],
  jobs: (d) => d.services.outbox.register(KIND_CICLOS, cicloHandler(d)),
};
/** For the payments module: the customer's balance in favour, read and written in the caller's transaction. */
export { asentarBalance, balanceActual } from './asiento.js';
