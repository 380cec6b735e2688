// The face of the rol module (roles and the application's menu events).
import type { ServerModule } from '../../server-module.js';
import { rolResolvers } from './resolvers.js';

export const rol: ServerModule = { name: 'rol', resolvers: [rolResolvers] };
