// The face of the frontend module (the web app's version and configuration, the live heartbeat).
import type { ServerModule } from '../../server-module.js';
import { realtimeResolvers } from './realtime.js';
import { frontendResolvers } from './resolvers.js';

export const frontend: ServerModule = {
  name: 'frontend',
  resolvers: [frontendResolvers, realtimeResolvers],
};
