// The face of the receptor module (the issuer's customers and suppliers, with exonerations).
import type { ServerModule } from '../../server-module.js';
import { seedReceptoresDemo } from './demo.js';
import { receptorResolvers } from './resolvers.js';

export const receptor: ServerModule = {
  name: 'receptor',
  resolvers: [receptorResolvers],
  seed: seedReceptoresDemo,
};

/** The receptor's field rules, which a customer (the same record, ruling B-1) goes through too. */
export { receptorDatos } from './inputs.js';
