// The face of the otros module (other-content templates of the XML's Otros element).
import type { ServerModule } from '../../server-module.js';
import { otrosResolvers } from './resolvers.js';

export const otros: ServerModule = { name: 'otros', resolvers: [otrosResolvers] };
