import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** What a server's graceful shutdown calls once it has stopped listening. */
export interface Drain {
  /**
   * Closes every connection with no request in flight now, and each other one as soon as its
   * requests end; connections opened from now on are refused. A connection whose next request has
   * started to arrive is left to get its answer.
   */
  start(): void;
}

/**
 * Tracks a Node HTTP server's connections so that a graceful shutdown ends when its last request
 * does. Node's `closeIdleConnections` closes only connections that have finished a request: one
 * that has not sent its first (a browser's preconnect, a client that aborted and reconnected)
 * stays open until `headersTimeout`, 60 s by default, and the shutdown waits for it or times out.
 */
export function trackConnections(server: Server): Drain {
  /** Requests in flight per connection; a connection with none is not in the map. */
  const inFlight = new Map<Socket, number>();
  /** Open connections, each with the bytes it had read when its last request ended (0 before one). */
  const open = new Map<Socket, number>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    if (draining) {
      socket.destroy();
      return;
    }
    open.set(socket, 0);
    socket.once('close', () => {
      open.delete(socket);
      inFlight.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else {
        inFlight.delete(socket);
        if (draining) socket.destroy();
        else if (open.has(socket)) open.set(socket, socket.bytesRead);
      }
    });
  });
  return {
    start() {
      draining = true;
      for (const [socket, readBefore] of open)
        if (!inFlight.has(socket) && socket.bytesRead === readBefore) socket.destroy();
    },
  };
}
