// The face of the apilogin module (API keys and their sign-in).
import type { ServerModule } from '../../server-module.js';
import { apiLoginResolvers } from './resolvers.js';

export const apilogin: ServerModule = { name: 'apilogin', resolvers: [apiLoginResolvers] };
