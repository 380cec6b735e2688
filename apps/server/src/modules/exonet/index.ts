// The face of the exonet module (Hacienda's exoneration lookup).
import type { ServerModule } from '../../server-module.js';
import { exonetResolvers } from './resolvers.js';

export const exonet: ServerModule = { name: 'exonet', resolvers: [exonetResolvers] };
