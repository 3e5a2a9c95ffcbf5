import { join } from 'node:path';
import { type Database, openDatabase } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { REPO_ROOT } from './platform/config.ts';

/**
 * Every documented route, asked thousands of mutated copies of a valid request (values swapped for
 * hostile ones, parameters dropped, repeated or added, path segments replaced, bodies broken or of
 * another type): nothing answers 500 or worse, and every error leaves in the error contract. The
 * mutations come from a seeded generator, so a failure names a request that fails again.
 */

/**
 * One valid request per documented route (GET unless a body is given), and what it is answered
 * when not 2xx: the account's details are 401 until the site has sign-in.
 */
interface Valid {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  status?: number;
}
const CLIENT = { 'client-id': 'support-web' };
const VALID: Record<string, Valid> = {
  '/search/v2/answerextraction': {
    url: '/search/v2/answerextraction?app-id=sitesearch&searchTerm=pay%20my%20bill&stream=true&customerType=consumer&lineOfService=wireless&navigationTree=Support%3EWireless&isForums=true&ban=123456789&intent=billing&includeDatasources=esupport,gvp&isCallLLM=true&genAIclick=true&responseSignal=true&sourcePage=home',
  },
  '/search/v2/answerextraction/smb': {
    url: '/search/v2/answerextraction/smb?app-id=sitesearch&searchTerm=my%20business%20internet%20is%20down&customerType=smb',
  },
  '/search/v1/answerextraction': {
    url: '/search/v1/answerextraction?app-id=sitesearch&q=pay%20my%20bill&rows=1',
  },
  '/search/v1/results': { url: '/search/v1/results?app-id=sitesearch&q=wifi&page=2&customerType=consumer' },
  '/search/v3/sitesearchapi/popularAnswers': {
    url: '/search/v3/sitesearchapi/popularAnswers?app-id=sitesearch&q=wireless&los=wireless&customerType=smb',
  },
  '/search/v1/signals/{collection}': {
    url: '/search/v1/signals/sitesearch',
    body: {
      signals: [
        { type: 'click', idempotencyKey: 'valid-signal-1', payload: { docId: 'KM1000001', res_pos: 1 } },
      ],
    },
  },
  '/msapi/supportsearch/v1/suggestions': {
    url: '/msapi/supportsearch/v1/suggestions?q=wif&customerType=consumer',
  },
  '/msapi/kb/v1/service-articles': {
    url: '/msapi/kb/v1/service-articles?lineOfService=internet&customerType=consumer',
  },
  '/msapi/kb/v1/articles/{articleId}': { url: '/msapi/kb/v1/articles/KM1000001' },
  '/msapi/outage/v1/zip/{zip}': { url: '/msapi/outage/v1/zip/75201?service=Internet' },
  '/msapi/outage/v1/workflows/na/BAN': { url: '/msapi/outage/v1/workflows/na/BAN?executecache=true' },
  '/msapi/outage/v1/linkedAcctInfo': { url: '/msapi/outage/v1/linkedAcctInfo' },
  '/msapi/resolve/v1/alert/support/na/service': {
    url: '/msapi/resolve/v1/alert/support/na/service?service=wireless',
  },
  '/msapi/devicesupportcatalog/v1/devices': { url: '/msapi/devicesupportcatalog/v1/devices?appId=ecare' },
  '/msapi/devicesupportcatalog/v1/device/make/{make}/model/{model}': {
    url: '/msapi/devicesupportcatalog/v1/device/make/apple/model/iphone-15?appId=ecare',
  },
  '/msapi/tdice/v1/recommendations': { url: '/msapi/tdice/v1/recommendations?pageId=contactus-prepaid' },
  '/msapi/ixp-allocation-manager-service/v1/allocations': {
    url: '/msapi/ixp-allocation-manager-service/v1/allocations?teams=idp-web-support',
  },
  '/msapi/idp-content-orchestration/v1/idpcms/support/{service}/index': {
    url: '/msapi/idp-content-orchestration/v1/idpcms/support/wireless/index',
  },
  '/msapi/idp-content-orchestration/v1/scms/support/web-support/contact-us': {
    url: '/msapi/idp-content-orchestration/v1/scms/support/web-support/contact-us?raw-mode=true',
    headers: CLIENT,
  },
  '/msapi/idp-content-orchestration/v1/scms/support/web-support/contact-us-smb': {
    url: '/msapi/idp-content-orchestration/v1/scms/support/web-support/contact-us-smb',
    headers: CLIENT,
  },
  '/msapi/idp-content-orchestration/v1/scms/shared/search-common/hubanswer/global-search/consumer': {
    url: '/msapi/idp-content-orchestration/v1/scms/shared/search-common/hubanswer/global-search/consumer',
    headers: CLIENT,
  },
  '/msapi/accountservices/v1/profile/info': { url: '/msapi/accountservices/v1/profile/info' },
  '/msapi/accountservices/v1/common/accountDetails': {
    url: '/msapi/accountservices/v1/common/accountDetails',
    body: {},
    status: 401,
  },
  '/kmservices/v2/topsolutions': { url: '/kmservices/v2/topsolutions?tags=wireless&app-id=idpui' },
};

const HOSTILE = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '\u0000',
  'a'.repeat(5000),
  '😀'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '\ud800',
  'é',
  'consumer',
  'smb',
  'Support>Wireless',
  '99999',
  '100000000000',
  'how do i pay my bill',
  '\r\nX-Injected: 1',
];
const BROKEN_BODIES = ['{', 'null', '[]', '"x"', '', '{"a":'.repeat(2000)];
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  undefined,
];
const ACCEPTS = ['text/event-stream', 'text/html', '*/*', 'application/xml'];

/** A small seeded generator (a linear congruential one): the same seed, the same requests. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** encodeURIComponent, with a lone surrogate sent as its raw UTF-8 bytes (which a client can do). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

type Random = ReturnType<typeof generator>;

function mutateValue(random: Random, value: unknown, depth = 0): unknown {
  const { next, pick } = random;
  if (depth > 3 || next() < 0.4)
    return pick<unknown>([pick(HOSTILE), 1, -1, 0.5, null, true, [], {}, 1e308, 'x'.repeat(100_000)]);
  if (Array.isArray(value)) return value.map((v) => (next() < 0.5 ? mutateValue(random, v, depth + 1) : v));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...value };
    for (const key of Object.keys(copy)) {
      const r = next();
      if (r < 0.2) delete copy[key];
      else if (r < 0.6) copy[key] = mutateValue(random, copy[key], depth + 1);
    }
    if (next() < 0.2) copy[pick(HOSTILE) || 'extra'] = pick(HOSTILE);
    return copy;
  }
  return pick(HOSTILE);
}

interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** The valid request itself, as sent. */
function asSent(valid: Valid): Request {
  const request: Request = {
    method: valid.body === undefined ? 'GET' : 'POST',
    url: valid.url,
    headers: { ...valid.headers },
  };
  if (valid.body !== undefined) {
    request.payload = JSON.stringify(valid.body);
    request.headers['content-type'] = 'application/json';
  }
  return request;
}

function mutated(random: Random, valid: Valid): Request {
  const { next, pick } = random;
  const [path = '', query = ''] = valid.url.split('?');
  const segments = path.split('/');
  if (next() < 0.2) segments[1 + Math.floor(next() * (segments.length - 1))] = encode(pick(HOSTILE));
  const params = new URLSearchParams(query);
  const names = [...params.keys()];
  const changes = 1 + Math.floor(next() * 3);
  for (let i = 0; i < changes; i++) {
    const r = next();
    const name = names.length > 0 ? pick(names) : 'q';
    if (r < 0.5) params.set(name, pick(HOSTILE));
    else if (r < 0.65) params.delete(name);
    else if (r < 0.8) params.append(name, pick(HOSTILE));
    else params.append(pick(HOSTILE) || 'extra', pick(HOSTILE));
  }
  const search = params.toString();
  const headers: Record<string, string> = { ...valid.headers };
  if (next() < 0.1) headers.accept = pick(ACCEPTS);
  if (valid.headers && next() < 0.1)
    for (const name of Object.keys(valid.headers)) headers[name] = pick(HOSTILE);
  const request: Request = {
    method: valid.body === undefined ? 'GET' : 'POST',
    url: `${segments.join('/')}${search ? `?${search}` : ''}`,
    headers,
  };
  if (valid.body !== undefined) {
    request.payload = next() < 0.15 ? pick(BROKEN_BODIES) : JSON.stringify(mutateValue(random, valid.body));
    const type = pick(CONTENT_TYPES);
    if (type) headers['content-type'] = type;
  }
  return request;
}

const REQUESTS = 5000;

describe('mutated requests', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openDatabase();
    app = await buildApp({
      db,
      logger: false,
      rateLimit: false,
      config: {
        CONTENT_DIR: join(REPO_ROOT, 'content'),
        DATA_DIR: '',
        DATABASE_URL: undefined,
        LOG_LEVEL: 'silent',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('has a valid request for every documented route, each answered as it should be', async () => {
    const documented = Object.keys((await app.inject('/docs/json')).json().paths as object);
    expect(Object.keys(VALID).sort()).toEqual(documented.sort());
    const refused: string[] = [];
    for (const valid of Object.values(VALID)) {
      const res = await app.inject(asSent(valid));
      if (valid.status === undefined ? res.statusCode >= 300 : res.statusCode !== valid.status)
        refused.push(`${valid.url} ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers every mutation below 500, each error in the error contract', async () => {
    const random = generator(20261129);
    const routes = Object.values(VALID);
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (let n = 0; n < REQUESTS; n++) {
      const request = mutated(random, random.pick(routes));
      const res = await app.inject(request);
      statuses.add(res.statusCode);
      let ok = res.statusCode < 500;
      if (res.statusCode >= 400) {
        try {
          const body = res.json();
          ok &&=
            typeof body.errorCode === 'string' && body.statusCode === res.statusCode && body.message !== '';
        } catch {
          ok = false;
        }
      }
      if (!ok)
        failures.push(
          `${res.statusCode} ${request.method} ${request.url.slice(0, 200)} ${String(request.payload).slice(0, 80)} -> ${res.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
    // The mutations reach both the handlers and the validation.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 404]));
  }, 120_000);
});
