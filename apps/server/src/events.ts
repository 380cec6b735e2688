// The in-process event bus behind GraphQL subscriptions. One process: memory. Several processes
// would put PostgreSQL LISTEN/NOTIFY behind the same interface (DESIGN.md "Realtime").
import { createPubSub } from 'graphql-yoga';

export type EventMap = {
  /** serverTime ticks are generated per subscriber; modules add their topics here. */
  'factura:changed': [emisorId: string, payload: Record<string, unknown>];
};

export const createEvents = () => createPubSub<EventMap>();
export type Events = ReturnType<typeof createEvents>;
