// The face of the receptor module (the issuer's customers and suppliers, with exonerations).
import type { ServerModule } from '../../server-module.js';
import { seedReceptoresDemo } from './demo.js';
import { receptorResolvers } from './resolvers.js';

export const receptor: ServerModule = {
  name: 'receptor',
  resolvers: [receptorResolvers],
  seed: seedReceptoresDemo,
};
