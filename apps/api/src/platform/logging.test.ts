import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.ts';
import { loggerOptions, questionHash } from './logging.ts';

const QUESTION = 'How do I pay my bill online?';
const ACCOUNT = '4417123456789012';
const COOKIE = 'orcSession=c00kie-s3cret-value';
const TOKEN = 'Bearer t0ken-s3cret-value';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

const INFO = 30;
let test: TestApp;
let app: FastifyInstance;
let lines: string[] = [];
const parsed = () => lines.map((l) => JSON.parse(l) as LogLine);
const atInfoOrAbove = () => lines.filter((l) => (JSON.parse(l) as LogLine).level >= INFO);

beforeAll(async () => {
  test = await startTestApp({
    logger: true,
    logLevel: 'debug',
    rateLimit: false,
    logStream: { write: (line) => void lines.push(line) },
  });
  app = test.app;
});

afterAll(async () => {
  await test.close();
});

beforeEach(() => {
  lines = [];
});

/** The forms a question takes in a URL or a log. */
const questionForms = [
  'pay my bill',
  encodeURIComponent('pay my bill'),
  'pay+my+bill',
  'pay%20my%20bill',
].map((f) => f.toLowerCase());

function expectNothingPersonal(text: string, where: string) {
  const lower = text.toLowerCase();
  for (const form of questionForms) expect(lower, `${where}: the question`).not.toContain(form);
  expect(text, `${where}: the account number`).not.toContain(ACCOUNT);
  expect(text, `${where}: the cookie`).not.toContain('c00kie-s3cret');
  expect(text, `${where}: the token`).not.toContain('t0ken-s3cret');
}

describe('nothing personal at info', () => {
  const personal = (path: string, param: string) => ({
    method: 'GET' as const,
    url: `${path}?app-id=sitesearch&${param}=${encodeURIComponent(QUESTION)}&accountNumber=${ACCOUNT}`,
    headers: { cookie: COOKIE, authorization: TOKEN },
  });

  it.each([
    ['v2', personal('/search/v2/answerextraction', 'searchTerm')],
    ['v1', personal('/search/v1/answerextraction', 'q')],
    [
      'the stream',
      {
        ...personal('/search/v2/answerextraction', 'searchTerm'),
        url: `${personal('/search/v2/answerextraction', 'searchTerm').url}&stream=true`,
      },
    ],
  ])('%s: the question only as a hash at info, in full only at debug', async (_label, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(200);

    const info = atInfoOrAbove();
    for (const line of info) expectNothingPersonal(line, line);
    const answer = parsed().find((l) => l.msg === 'answer');
    expect(answer).toMatchObject({
      level: INFO,
      questionHash: questionHash(QUESTION),
      answered: true,
      articleId: 'KM1000001',
    });
    expect(questionHash(QUESTION)).toMatch(/^[0-9a-f]{12}$/);

    // The question is in the debug lines, so the capture does see it when it is there.
    const debug = parsed().filter((l) => l.level < INFO);
    expect(debug.some((l) => l.question === QUESTION)).toBe(true);
    // Cookies, tokens and the query string are nowhere, at any level.
    for (const line of lines) {
      expect(line).not.toContain('c00kie-s3cret');
      expect(line).not.toContain('t0ken-s3cret');
      expect(line).not.toContain(ACCOUNT);
    }
  });

  it('the same question with other punctuation has the same hash', () => {
    expect(questionHash('how do i pay my bill online')).toBe(questionHash(QUESTION));
    expect(questionHash('How do I pay my bill online!!')).toBe(questionHash(QUESTION));
    expect(questionHash('How do I restart my router?')).not.toBe(questionHash(QUESTION));
  });

  it('errors about a question keep it out of info too', async () => {
    const res = await app.inject({
      ...personal('/search/v2/answerextraction', 'searchTerm'),
      url: `/search/v2/answerextraction?app-id=nobody&searchTerm=${encodeURIComponent(QUESTION)}&accountNumber=${ACCOUNT}`,
    });
    expect(res.statusCode).toBe(400);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of atInfoOrAbove()) expectNothingPersonal(line, line);
  });

  it('access lines are debug, with the path and without the query', async () => {
    await app.inject(personal('/search/v2/answerextraction', 'searchTerm'));
    const access = parsed().filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(access.map((l) => l.msg).sort()).toEqual(['incoming request', 'request completed']);
    for (const l of access) expect(l.level).toBeLessThan(INFO);
    const incoming = access.find((l) => l.msg === 'incoming request');
    expect(incoming?.req).toEqual({
      method: 'GET',
      url: '/search/v2/answerextraction',
      route: '/search/v2/answerextraction',
    });
    expect(access.find((l) => l.msg === 'request completed')?.res).toEqual({ statusCode: 200 });
  });

  it('whatever a log call is given, query strings, cookies and authorization are redacted', () => {
    app.log.info(
      {
        url: `/search/v2/answerextraction?searchTerm=${encodeURIComponent(QUESTION)}`,
        headers: { cookie: COOKIE, authorization: TOKEN, accept: 'application/json' },
        req: { url: `/x?account=${ACCOUNT}`, headers: { cookie: COOKIE } },
        query: { searchTerm: QUESTION },
      },
      'a careless log call',
    );
    const [line] = parsed();
    expectNothingPersonal(lines[0]!, 'careless');
    expect(line).toMatchObject({
      url: '/search/v2/answerextraction',
      headers: { cookie: '[redacted]', authorization: '[redacted]', accept: 'application/json' },
      // A req goes through the req serializer, which keeps method, path and route only.
      req: { url: '/x' },
      query: '[redacted]',
    });
  });

  it('goes to stdout unless a stream is given', () => {
    const options = loggerOptions('info') as Record<string, unknown>;
    expect(options).not.toHaveProperty('stream');
    expect(options).not.toHaveProperty('file');
    expect(options).not.toHaveProperty('transport');
  });
});

describe('request ids', () => {
  it('reuses a safe x-request-id from the caller, returns it, and logs under it', async () => {
    const id = 'web-3f2a9c1d-0001';
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    expect(parsed().some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
  });

  it.each([
    ['none', undefined],
    ['markup', '<script>alert(1)</script>'],
    ['a log-forging newline', 'abc12345\n{"level":60}'],
    ['too long', 'a'.repeat(65)],
    ['too short', 'abc'],
    ['spaces', 'id with spaces'],
  ])('makes its own UUID when the caller sends %s', async (_label, given) => {
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: given === undefined ? {} : { 'x-request-id': given },
    });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parsed().some((l) => l.reqId === id)).toBe(true);
  });

  it('gives every request its own id, errors included', async () => {
    const ids = new Set<string>();
    for (const url of ['/healthz', '/healthz', '/nothing-here', '/msapi/kb/v1/articles/%zz']) {
      ids.add(String((await app.inject({ method: 'GET', url })).headers['x-request-id']));
    }
    expect(ids.size).toBe(4);
  });
});
