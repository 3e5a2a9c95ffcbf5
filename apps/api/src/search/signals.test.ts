import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleArticle } from '@support/answer-engine/testing';
import {
  ApiErrorSchema,
  SIGNALS_BODY_LIMIT,
  SIGNALS_MAX_BATCH,
  type SignalPayload,
  SignalsResponseSchema,
} from '@support/contracts';
import { type Database, openDatabase, signalsRepository } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { articleFile } from '../testing/app.ts';

const dbs: Database[] = [];
const apps: FastifyInstance[] = [];
const roots: string[] = [];

/** The real app over one article, on its own in-memory database. */
async function start(options: Pick<AppOptions, 'rateLimit'> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'signals-'));
  roots.push(root);
  mkdirSync(join(root, 'kb'));
  const article = sampleArticle();
  writeFileSync(join(root, 'kb', `${article.id}-${article.topic}.md`), articleFile(article));
  const db = await openDatabase();
  dbs.push(db);
  const app = await buildApp({
    db,
    logger: false,
    ...options,
    config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'silent' },
  });
  apps.push(app);
  return { app, db };
}

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const db of dbs) await db.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Every reporting field of seed 000 §3, with a value of its kind. */
const FULL_PAYLOAD: SignalPayload = {
  app_id: 'sitesearch',
  docId: 'KM1000001',
  count_i: 1,
  fusion_query_id: 'q-123',
  query: 'how do I pay my bill',
  query_orig_s: 'how do i pay my bill?',
  filterQueries: ['los:wireless'],
  browser_name: 'Firefox',
  os_name: 'Linux',
  os_device: 'desktop',
  page_title: 'Support search',
  path: '/support/search',
  subtype: 'smart-answer',
  URL: 'https://www.example.com/support/search?q=bill',
  res_pos: 1,
  host: 'www.example.com',
  url_domain: 'example.com',
  referrer_domain: 'example.com',
  user_id: 'anon-42',
  data_source_name: 'esupport',
  isTopMatches: false,
  isVideoCarousel: false,
  isGoogleVaPromo: false,
  isSmartAnswer: true,
  isPAA: 'false',
  isForums: false,
  helpful: true,
  productType: 'wireless',
  accessorySubCategory: 'none',
  title: 'Pay your bill online',
  los: 'wireless',
  errorType: 'none',
  errorMessage: '',
  errorDetails: '',
};

let key = 0;
const newKey = () => `key-${Date.now()}-${++key}`;
const signal = (overrides: Record<string, unknown> = {}) => ({
  type: 'click',
  idempotencyKey: newKey(),
  payload: { docId: 'KM1000001', res_pos: 1 },
  ...overrides,
});
const post = (
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  collection = 'sitesearch',
) =>
  app.inject({
    method: 'POST',
    url: `/search/v1/signals/${collection}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /search/v1/signals/{collection} (seed 000 §7 call 10)', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await start({ rateLimit: false }));
  });

  it('stores a signal with every payload field and answers 202 with the counts, no-store', async () => {
    const k = newKey();
    const res = await post(
      app,
      {
        'app-id': 'sitesearch',
        q: 'pay bill',
        name: 'answer-widget',
        signals: [{ type: 'impression', id: 'sig-1', idempotencyKey: k, payload: FULL_PAYLOAD }],
      },
      {},
      'full-fields',
    );
    expect(res.statusCode).toBe(202);
    expect(SignalsResponseSchema.parse(res.json())).toEqual({ stored: 1, duplicates: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
    const [row, ...rest] = await signalsRepository(db).forCollection('full-fields');
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      collection: 'full-fields',
      type: 'impression',
      appId: 'sitesearch',
      query: 'pay bill',
      name: 'answer-widget',
      docId: 'KM1000001',
      userId: 'anon-42',
      idempotencyKey: k,
      payload: { ...FULL_PAYLOAD, signal_id: 'sig-1' },
    });
  });

  it('stores a key once: a retried batch, the same key twice in a batch, and two racing posts', async () => {
    const batch = { signals: [signal(), signal()] };
    expect((await post(app, batch, {}, 'retries')).json()).toEqual({ stored: 2, duplicates: 0 });
    expect((await post(app, batch, {}, 'retries')).json()).toEqual({ stored: 0, duplicates: 2 });
    const twice = signal();
    expect((await post(app, { signals: [twice, twice] }, {}, 'retries')).json()).toEqual({
      stored: 1,
      duplicates: 1,
    });
    const racing = { signals: [signal()] };
    const results = await Promise.all([post(app, racing, {}, 'retries'), post(app, racing, {}, 'retries')]);
    expect(results.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(results.map((r) => r.json().stored).sort()).toEqual([0, 1]);
    expect(await signalsRepository(db).forCollection('retries')).toHaveLength(4);
  });

  it('keys the signals of a batch from its Idempotency-Key header when they have none of their own', async () => {
    const header = { 'idempotency-key': newKey() };
    const batch = { signals: [signal({ idempotencyKey: undefined }), signal({ idempotencyKey: undefined })] };
    expect((await post(app, batch, header, 'by-header')).json()).toEqual({ stored: 2, duplicates: 0 });
    expect((await post(app, batch, header, 'by-header')).json()).toEqual({ stored: 0, duplicates: 2 });
    const rows = await signalsRepository(db).forCollection('by-header');
    expect(rows.map((r) => r.idempotencyKey)).toEqual([
      `${header['idempotency-key']}#0`,
      `${header['idempotency-key']}#1`,
    ]);
  });

  it('refuses a signal without any idempotency key, storing none of its batch', async () => {
    const res = await post(app, { signals: [signal(), signal({ idempotencyKey: undefined })] }, {}, 'no-key');
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.errorCode).toBe('SPTSEARCH-100');
    expect(body.details?.issues).toEqual([
      { path: 'body.signals.1.idempotencyKey', message: 'is required without an Idempotency-Key header' },
    ]);
    expect(await signalsRepository(db).forCollection('no-key')).toHaveLength(0);
  });

  it.each([
    ['a string over 2000 characters', signal({ payload: { title: 'x'.repeat(2001) } })],
    ['a payload field that is an object', signal({ payload: { URL: { href: 'x' } } })],
    ['a signal without a type', signal({ type: undefined })],
    ['an unknown top-level field', signal({ extra: 1 })],
    ['a malformed idempotency key', signal({ idempotencyKey: 'no spaces allowed' })],
  ])(
    'refuses a batch with one bad signal (%s): 400 SPTSEARCH-100 with issues, nothing stored',
    async (_n, bad) => {
      const res = await post(app, { signals: [signal(), bad, signal()] }, {}, 'bad-batch');
      expect(res.statusCode).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.errorCode).toBe('SPTSEARCH-100');
      expect(body.details?.issues?.[0]?.path).toMatch(/^body\.signals\.1/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await signalsRepository(db).forCollection('bad-batch')).toHaveLength(0);
    },
  );

  it.each([
    ['malformed JSON', '{"signals": [', 'BAD_REQUEST'],
    ['an empty batch', { signals: [] }, 'SPTSEARCH-100'],
    [
      `more than ${SIGNALS_MAX_BATCH} signals`,
      { signals: Array.from({ length: 51 }, () => signal()) },
      'SPTSEARCH-100',
    ],
    ['no signals at all', { q: 'x' }, 'SPTSEARCH-100'],
  ])('refuses %s with 400 in the error contract', async (_n, body, code) => {
    const res = await post(app, body, {}, 'refused');
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe(code);
    expect(await signalsRepository(db).forCollection('refused')).toHaveLength(0);
  });

  it('refuses a collection name that is not a plain word', async () => {
    const res = await post(app, { signals: [signal()] }, {}, 'a.b');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('SPTSEARCH-100');
  });

  it(`answers 413 PAYLOAD_TOO_LARGE above ${SIGNALS_BODY_LIMIT} bytes, storing nothing`, async () => {
    const big = {
      signals: Array.from({ length: 40 }, () => signal({ payload: { title: 'x'.repeat(1900) } })),
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(SIGNALS_BODY_LIMIT);
    const res = await post(app, big, {}, 'too-large');
    expect(res.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      errorCode: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
    });
    expect(await signalsRepository(db).forCollection('too-large')).toHaveLength(0);
  });

  it('counts a signal with a docId as a use of that article for popular answers', async () => {
    const signals = signalsRepository(db);
    const before = (await signals.popularity(new Date(Date.now() - 60_000))).get('KM7777777') ?? 0;
    await post(app, {
      signals: [signal({ payload: { docId: 'KM7777777' } }), signal({ payload: { docId: 'KM7777777' } })],
    });
    expect((await signals.popularity(new Date(Date.now() - 60_000))).get('KM7777777')).toBe(before + 2);
  });
});

describe('signals rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS once a client spends its signals budget', async () => {
    const { app } = await start({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(app, { signals: [signal()] })).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    const res = await post(app, { signals: [signal()] });
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe('TOO_MANY_REQUESTS');
  });
});
