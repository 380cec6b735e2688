import type { Resolvers } from '../../generated/graphql.js';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

export const realtimeResolvers: Resolvers = {
  Subscription: {
    serverTime: {
      // A heartbeat the web uses to show that the live channel works.
      subscribe: async function* (_, __, ctx) {
        const signal = ctx.request?.signal;
        while (!signal?.aborted) {
          yield { serverTime: ctx.now() };
          await sleep(1000, signal);
        }
      },
    },
  },
};
