import type { IncomingMessage } from 'node:http';

/** The chain of client addresses (x-forwarded-for) with this connection's peer appended. */
export function forwardedFor(req: IncomingMessage): string {
  return [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
}
