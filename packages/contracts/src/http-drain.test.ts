import { createServer, get, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trackConnections } from './http-drain.ts';

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const port = (server: Server) => (server.address() as AddressInfo).port;

/**
 * A raw connection, written to by hand so that nothing closes it for us; until it is written to,
 * it is like a browser's preconnect.
 */
async function rawConnection(server: Server) {
  const socket = connect(port(server), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let reply = '';
  socket.setEncoding('utf8').on('data', (c) => (reply += c));
  return { socket, ended, reply: () => reply };
}

const ANSWERED_OK = /^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nok$/;

function fetchText(server: Server, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: port(server), path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('trackConnections', () => {
  it('a shutdown closes connections that never sent a request, and lets requests in flight finish', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = createServer(async (req, res) => {
      if (req.url === '/slow') await held;
      res.end(`done ${req.url}`);
    });
    // Long enough that the test would time out if the shutdown waited for it.
    server.headersTimeout = 120_000;
    server.requestTimeout = 0;
    const drain = trackConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

    const idle = await rawConnection(server);
    const slow = fetchText(server, '/slow');
    await expect.poll(() => new Promise((r) => server.getConnections((_e, n) => r(n)))).toBe(2);

    const stopped = closed(server);
    drain.start();
    await idle.ended;
    release();
    expect(await slow).toEqual({ status: 200, body: 'done /slow' });
    await stopped;
  });

  it('closes a kept-alive connection once its request ends, and refuses new ones while draining', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    const server = createServer(async (_req, res) => {
      arrived++;
      await held;
      res.end('ok');
    });
    server.keepAliveTimeout = 120_000;
    server.headersTimeout = 120_000;
    const drain = trackConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

    // One keep-alive connection with a request in flight.
    const kept = await rawConnection(server);
    kept.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await expect.poll(() => arrived).toBe(1);

    drain.start();
    // Accepted by the kernel, then closed by the server without an answer.
    const late = await rawConnection(server);
    await late.ended;

    const stopped = closed(server);
    release();
    await kept.ended;
    expect(kept.reply()).toMatch(ANSWERED_OK);
    await stopped;
  });

  it('answers a request whose headers had started to arrive when the drain began', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    const drain = trackConnections(server);
    let accepted: Socket | undefined;
    server.on('connection', (s: Socket) => (accepted = s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = await rawConnection(server);
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    // The server has read the first part of the request.
    await expect.poll(() => accepted?.bytesRead ?? 0).toBeGreaterThan(0);
    const stopped = closed(server);
    drain.start();
    client.socket.write('\r\n');
    await client.ended;
    expect(client.reply()).toMatch(ANSWERED_OK);
    await stopped;
  });
});
