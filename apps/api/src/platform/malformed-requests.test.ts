import { connect } from 'node:net';
import { ApiErrorSchema } from '@support/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.ts';

/**
 * Every request here is the client's fault. Each must get a 4xx in the error contract, never
 * a 500, never its own input back, and never an error-level log line. Each carries the word
 * CANARY (in its URL, a header or its body) so an echo is easy to see.
 */
const CANARY = 'CANARY';
const ARTICLE = '/msapi/kb/v1/articles';
/** A route with a JSON body, as the signals and sign-in routes will have; the API has none yet. */
const BODY_ROUTE = '/test/body';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

let test: TestApp;
let app: FastifyInstance;
let port: number;
const logs: string[] = [];

beforeAll(async () => {
  test = await startTestApp({
    logger: true,
    logLevel: 'debug',
    logStream: { write: (line) => void logs.push(line) },
  });
  app = test.app;
  app.post(BODY_ROUTE, async (request) => ({ received: typeof request.body }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

afterAll(async () => {
  await test.close();
});

/** Sends bytes on a fresh connection and reads until the server closes it. */
function rawRequest(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no close within 5 s; received: ${Buffer.concat(chunks).toString('latin1').slice(0, 200)}`),
      );
    }, 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
  });
}

function parseRaw(text: string): Answer {
  const end = text.indexOf('\r\n\r\n');
  expect(end, `no header end in ${JSON.stringify(text.slice(0, 200))}`).toBeGreaterThan(0);
  const [statusLine, ...headerLines] = text.slice(0, end).split('\r\n');
  const match = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine ?? '');
  expect(match, statusLine).not.toBeNull();
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  expect(Buffer.byteLength(body, 'latin1'), 'content-length').toBe(Number(headers['content-length']));
  return { status: Number(match![1]), headers, body };
}

/** The checks every answer to a malformed request must pass. */
function expectClientError(answer: Answer, status: number, errorCode: string, where: string) {
  expect(answer.status, `${where}: ${answer.body}`).toBe(status);
  expect(answer.headers['content-type'], where).toMatch(/^application\/json/);
  const body = ApiErrorSchema.parse(JSON.parse(answer.body));
  expect(body, where).toMatchObject({ errorCode, statusCode: status, details: { statusCode: status } });
  expect(answer.body, where).not.toMatch(/stack|node_modules|\.ts:\d|FST_/);
  expect(JSON.stringify(answer).toUpperCase(), `${where} echoes its input`).not.toContain(CANARY);
  expect(answer.headers['cache-control'], where).toBe('no-store');
  expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
}

function expectNoErrorLogs() {
  const parsed = logs.map((l) => JSON.parse(l) as LogLine);
  const loud = parsed.filter((l) => l.level >= 50);
  expect(loud, JSON.stringify(loud)).toEqual([]);
  for (const line of logs) {
    const level = (JSON.parse(line) as LogLine).level;
    if (level >= 30) expect(line.toUpperCase()).not.toContain(CANARY);
    expect(line).not.toContain('"stack"');
  }
}

describe('malformed requests through app.inject', () => {
  const big = JSON.stringify({ [CANARY]: 'x'.repeat(1_100_000) });
  const cases: [string, InjectOptions, number, string][] = [
    ['bad percent-encoding in the path', { url: `${ARTICLE}/KM%zz${CANARY}` }, 400, 'BAD_REQUEST'],
    ['a lone surrogate in the path', { url: `${ARTICLE}/%ED%A0%80${CANARY}` }, 400, 'BAD_REQUEST'],
    ['a lone % in the path', { url: `${ARTICLE}/${CANARY}%` }, 400, 'BAD_REQUEST'],
    ['a cut-off UTF-8 sequence', { url: `${ARTICLE}/${CANARY}%E0%A4%A` }, 400, 'BAD_REQUEST'],
    [
      'a parameter over maxParamLength',
      { url: `${ARTICLE}/${CANARY}${'x'.repeat(600)}` },
      414,
      'URI_TOO_LONG',
    ],
    ['an article id of the wrong shape', { url: `${ARTICLE}/KM12${CANARY}` }, 400, 'SPTSEARCH-100'],
    ['an unknown path', { url: `/no/${CANARY}?q=${CANARY}` }, 404, 'NOT_FOUND'],
    ['TRACE', { method: 'TRACE', url: `/healthz?${CANARY}` }, 405, 'METHOD_NOT_ALLOWED'],
    ['OPTIONS *', { method: 'OPTIONS', url: '*' }, 405, 'METHOD_NOT_ALLOWED'],
    ['PROPFIND', { method: 'PROPFIND', url: `/${CANARY}` }, 405, 'METHOD_NOT_ALLOWED'],
    ['DELETE on a read-only path', { method: 'DELETE', url: '/healthz' }, 405, 'METHOD_NOT_ALLOWED'],
    [
      'invalid JSON',
      {
        method: 'POST',
        url: BODY_ROUTE,
        headers: { 'content-type': 'application/json' },
        payload: `{${CANARY}`,
      },
      400,
      'BAD_REQUEST',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: BODY_ROUTE, headers: { 'content-type': 'application/json' }, payload: '' },
      400,
      'BAD_REQUEST',
    ],
    [
      'a prototype-poisoning JSON body',
      {
        method: 'POST',
        url: BODY_ROUTE,
        headers: { 'content-type': 'application/json' },
        payload: `{"__proto__":{"${CANARY}":1}}`,
      },
      400,
      'BAD_REQUEST',
    ],
    [
      'an unsupported media type',
      { method: 'POST', url: BODY_ROUTE, headers: { 'content-type': `text/${CANARY}` }, payload: '<a/>' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      { method: 'POST', url: BODY_ROUTE, headers: { 'content-type': 'application/json' }, payload: big },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a content-length that does not match the body',
      {
        method: 'POST',
        url: BODY_ROUTE,
        headers: { 'content-type': 'application/json', 'content-length': '2' },
        payload: `{"${CANARY}":1}`,
      },
      400,
      'BAD_REQUEST',
    ],
  ];

  it.each(cases)('%s', async (label, request, status, errorCode) => {
    const res = await app.inject(request);
    expectClientError(
      { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body },
      status,
      errorCode,
      label,
    );
  });

  it('a 405 lists the methods the API does take', async () => {
    const res = await app.inject({ method: 'TRACE', url: '/healthz' });
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('logs none of them at error level, nor the input at info', () => {
    expect(logs.length).toBeGreaterThan(0);
    expectNoErrorLogs();
  });
});

describe('malformed requests over a real socket', () => {
  const host = 'Host: api.test\r\n';
  const cases: [string, string | Buffer, number, string][] = [
    ['a request line of garbage', `${CANARY} GARBAGE\r\n\r\n`, 400, 'BAD_REQUEST'],
    ['a TLS hello on the plain port', Buffer.from('16030100a5010000a10303', 'hex'), 400, 'BAD_REQUEST'],
    ['a lower-case method', `get /healthz?${CANARY} HTTP/1.1\r\n${host}\r\n`, 400, 'BAD_REQUEST'],
    ['an unknown method', `BREW /${CANARY} HTTP/1.1\r\n${host}\r\n`, 400, 'BAD_REQUEST'],
    ['HTTP/9.9', `GET /healthz?${CANARY} HTTP/9.9\r\n${host}\r\n`, 400, 'BAD_REQUEST'],
    ['a version of letters', `GET /healthz HTTP/x.y\r\n${host}\r\n`, 400, 'BAD_REQUEST'],
    [
      'HTTP/1.1 without Host',
      `GET /healthz?${CANARY} HTTP/1.1\r\nConnection: close\r\n\r\n`,
      400,
      'BAD_REQUEST',
    ],
    ['a NUL in the target', `GET /heal\0thz${CANARY} HTTP/1.1\r\n${host}\r\n`, 400, 'BAD_REQUEST'],
    [
      'a space in a header name',
      `GET /healthz HTTP/1.1\r\n${host}Bad ${CANARY}: 1\r\n\r\n`,
      400,
      'BAD_REQUEST',
    ],
    ['a folded header', `GET /healthz HTTP/1.1\r\n${host}X-A: 1\r\n ${CANARY}\r\n\r\n`, 400, 'BAD_REQUEST'],
    [
      'a content-length of letters',
      `POST ${BODY_ROUTE} HTTP/1.1\r\n${host}Content-Length: ${CANARY}\r\n\r\n`,
      400,
      'BAD_REQUEST',
    ],
    [
      'content-length and chunked together',
      `POST ${BODY_ROUTE} HTTP/1.1\r\n${host}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      400,
      'BAD_REQUEST',
    ],
    [
      'a chunk size that is not hex',
      `POST ${BODY_ROUTE} HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${CANARY}\r\n{}\r\n0\r\n\r\n`,
      400,
      'BAD_REQUEST',
    ],
    [
      'bad percent-encoding',
      `GET ${ARTICLE}/KM%zz${CANARY} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      400,
      'BAD_REQUEST',
    ],
    [
      'a lone surrogate',
      `GET ${ARTICLE}/%ED%A0%80${CANARY} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      400,
      'BAD_REQUEST',
    ],
    [
      'a parameter over maxParamLength',
      `GET ${ARTICLE}/${CANARY}${'x'.repeat(600)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      414,
      'URI_TOO_LONG',
    ],
    ['a 20 KB URL', `GET /${CANARY}${'a'.repeat(20_000)} HTTP/1.1\r\n${host}\r\n`, 431, 'HEADERS_TOO_LARGE'],
    [
      '20 KB of headers',
      `GET /healthz HTTP/1.1\r\n${host}X-Big: ${CANARY}${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'TRACE',
      `TRACE /healthz?${CANARY} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      405,
      'METHOD_NOT_ALLOWED',
    ],
    ['OPTIONS *', `OPTIONS * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 405, 'METHOD_NOT_ALLOWED'],
    [
      'CONNECT',
      `CONNECT ${CANARY}.test:443 HTTP/1.1\r\nHost: ${CANARY}.test:443\r\n\r\n`,
      405,
      'METHOD_NOT_ALLOWED',
    ],
    [
      'an unknown path',
      `GET /${CANARY}?${CANARY}=1 HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      404,
      'NOT_FOUND',
    ],
  ];

  it.each(cases)('%s', async (label, bytes, status, errorCode) => {
    const answer = parseRaw(await rawRequest(bytes));
    expectClientError(answer, status, errorCode, label);
    expect(answer.headers['x-request-id'], label).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers written before routing carry the security headers of every other answer', async () => {
    const routed = await app.inject({ method: 'GET', url: '/healthz' });
    const garbage = parseRaw(await rawRequest(`${CANARY}\r\n\r\n`));
    const badUrl = parseRaw(
      await rawRequest(`GET ${ARTICLE}/%zz HTTP/1.1\r\n${host}Connection: close\r\n\r\n`),
    );
    const security = Object.keys(routed.headers).filter((h) =>
      /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/.test(
        h,
      ),
    );
    expect(security.length).toBeGreaterThanOrEqual(10);
    for (const name of security) {
      expect(garbage.headers[name], name).toBe(routed.headers[name]);
      expect(badUrl.headers[name], name).toBe(routed.headers[name]);
    }
  });

  it('keeps serving after all of them', async () => {
    const answer = parseRaw(await rawRequest(`GET /healthz HTTP/1.1\r\n${host}Connection: close\r\n\r\n`));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, articles: 1 });
  });

  it('logs none of them at error level, nor the input at info', () => {
    expectNoErrorLogs();
  });
});
