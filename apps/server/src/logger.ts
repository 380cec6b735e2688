import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** JSON logs in production; the same logs, one line each, are readable enough in development. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'jit' },
    redact: {
      paths: ['*.password', '*.pwd', '*.token', 'req.headers.authorization', '*.passwordATV', '*.pin'],
      censor: '[oculto]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
