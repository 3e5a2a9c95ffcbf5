import pino, { type Logger } from 'pino';

/**
 * The web server's log: JSON lines on stdout (the platform keeps or ships them; nothing grows on
 * disk). No query strings, cookies or authorization at info: access lines are at debug and carry
 * the path only.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'web' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization'],
      remove: true,
    },
  });
}
