import { connect } from 'node:net';
import { ApiErrorSchema } from '@support/contracts';
import { afterAll, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.ts';

let test: TestApp | undefined;
afterAll(async () => {
  await test?.close();
});

it('a request arriving while the server closes gets a 503 in the error contract, and the connection closes', async () => {
  const logs: string[] = [];
  test = await startTestApp({
    rateLimit: false,
    logger: true,
    logLevel: 'info',
    logStream: { write: (l) => void logs.push(l) },
  });
  const { app } = test;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => {
    started = resolve;
  });
  // A request still being answered keeps its connection open through the close.
  app.get('/test/slow', async () => {
    started();
    await released;
    return { slow: 'done' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };

  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write('GET /test/slow HTTP/1.1\r\nHost: api.test\r\n\r\n');
  await inFlight;

  const closed = app.close();
  // Pipelined behind the slow one, on the connection the close cannot drop yet.
  socket.write('GET /healthz HTTP/1.1\r\nHost: api.test\r\n\r\n');
  await vi.waitFor(() => expect(logs.join('')).toContain('refused: the server is closing'));
  release();
  await ended;
  await closed;

  const answers = received.split(/(?=HTTP\/1\.1 )/);
  expect(answers).toHaveLength(2);
  expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
  expect(answers[0]).toContain('{"slow":"done"}');
  const refused = answers[1]!;
  expect(refused).toMatch(/^HTTP\/1\.1 503 /);
  expect(refused).toMatch(/\r\nconnection: close\r\n/i);
  expect(refused).toMatch(/\r\ncache-control: no-store\r\n/i);
  expect(refused).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  const body = ApiErrorSchema.parse(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4)));
  expect(body).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', statusCode: 503 });
});
