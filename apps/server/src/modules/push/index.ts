// The face of the push module (browser notifications).
import type { ServerModule } from '../../server-module.js';
import { pushJob } from './job.js';
import { pushResolvers } from './resolvers.js';

export const push: ServerModule = {
  name: 'push',
  resolvers: [pushResolvers],
  jobs: (d) => d.services.outbox.register('push.send', pushJob(d.db, d.services.push)),
};

/** Queues a notification to the browsers of a user (tag = e-mail), in the caller's transaction. */
export { queuePush, type PushPayload } from './service.js';
