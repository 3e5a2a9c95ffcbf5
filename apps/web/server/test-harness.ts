import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createApiProxy } from './api-proxy.ts';
import { createFront } from './front.ts';
import type { HeaderOptions } from './headers.ts';
import { StaticPagePolicy } from './page-csp.ts';

export const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

export interface Harness {
  url: string;
  close(): Promise<void>;
}

/** Our front over a stand-in framework handler and a stand-in API, on loopback ports. */
export async function startFront(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
  api?: (req: IncomingMessage, res: ServerResponse) => void;
  apiUrl?: string;
  headers?: Partial<HeaderOptions>;
  bodyLimit?: number;
}): Promise<Harness> {
  const api = options.api ? createServer(options.api) : undefined;
  const apiUrl = api ? await listen(api) : (options.apiUrl ?? 'http://127.0.0.1:9');
  const headers: HeaderOptions = { hstsMaxAge: 0, frameAncestors: [], dev: false, ...options.headers };
  const log = pino({ level: 'silent' });
  const front = createFront({
    headers,
    staticPolicy: new StaticPagePolicy(mkdtempSync(join(tmpdir(), 'front-static-')), headers),
    proxy: createApiProxy({ apiUrl, bodyLimit: options.bodyLimit ?? 1024, timeoutMs: 2000, log }),
    handle: async (req, res) => options.handle(req, res),
    log,
  });
  const url = await listen(front);
  return {
    url,
    close: async () => {
      front.closeAllConnections();
      await new Promise((r) => front.close(r));
      if (api) {
        api.closeAllConnections();
        await new Promise((r) => api.close(r));
      }
    },
  };
}

/** Sends raw bytes and returns everything the server wrote back before closing (or a timeout). */
export function rawRequest(url: string, bytes: string | Buffer, timeoutMs = 2000): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    socket.on('data', (c) => {
      chunks.push(c);
      // One complete response with a declared length is all a test needs: stop waiting for keep-alive.
      const text = Buffer.concat(chunks).toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, head))?.[1];
      if (head !== -1 && length !== undefined && Buffer.byteLength(text.slice(head + 4)) >= Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.write(bytes);
  });
}

/** Status and JSON body of the first response in a raw answer. */
export function parseRaw(answer: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  const rest = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  const json = rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1);
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    body = undefined;
  }
  return { status, body };
}
