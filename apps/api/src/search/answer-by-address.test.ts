import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleArticle } from '@support/answer-engine/testing';
import { BestAnswerResponseSchema, SmartAnswerResponseSchema } from '@support/contracts';
import { articlesRepository, type Database, openDatabase, outagesRepository } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { articleFile } from '../testing/app.ts';
import { MAX_KEPT_ADDRESS } from './answer-by-address.ts';
import { SegmentedLruCache } from './answer-cache.ts';

const PAY = sampleArticle();
const OUTAGE_HELP = sampleArticle({
  id: 'KM1000002',
  topic: 'internet-keeps-dropping',
  title: 'My home internet keeps dropping',
  lineOfService: 'internet',
  serviceKey: 'u-verse-high-speed-internet',
  intent: 'general',
  questions: [
    'Why does my home internet keep dropping?',
    'My wifi keeps cutting out',
    'The internet connection drops every few minutes',
  ],
  answer: 'Restart your gateway. Then check that every cable is firmly in place.',
  body: 'Restart your gateway, then check the cables.',
});

let root: string;
let db: Database;
let app: FastifyInstance;
let lines: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'answer-by-address-'));
  mkdirSync(join(root, 'kb'));
  for (const a of [PAY, OUTAGE_HELP])
    writeFileSync(join(root, 'kb', `${a.id}-${a.topic}.md`), articleFile(a));
  db = await openDatabase();
  app = await buildApp({
    db,
    config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
    rateLimit: false,
  });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const v2 = (question: string, extra = '') =>
  `/search/v2/answerextraction?app-id=sitesearch&searchTerm=${encodeURIComponent(question)}${extra}`;

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
}

const answerLines = () =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'answer');

/** The keys an answer request looks up in the engine's caches. */
function lookups(): string[] {
  const keys: string[] = [];
  const original = SegmentedLruCache.prototype.get;
  vi.spyOn(SegmentedLruCache.prototype, 'get').mockImplementation(function (
    this: SegmentedLruCache<unknown>,
    key,
  ) {
    keys.push(key);
    return original.call(this, key);
  });
  return keys;
}

describe('an answer asked again at the same address', () => {
  it('is the body kept for that address, with a new query id, logged as the first was', async () => {
    const url = v2('how can I pay my bill online please');
    lines = [];
    const first = await get(url);
    const keys = lookups();
    const again = await get(url);
    // Only the address was looked up: no validation, normalising or answer-cache key this time.
    expect(keys).toEqual([url]);
    const a = BestAnswerResponseSchema.parse(first.json());
    const b = BestAnswerResponseSchema.parse(again.json());
    expect(a.bestAnswer?.answer).toContain(PAY.answer.slice(0, 20));
    expect(b.queryId).not.toBe(a.queryId);
    expect({ ...b, queryId: '' }).toEqual({ ...a, queryId: '' });
    const logged = answerLines().map(({ reqId: _r, time: _t, ...rest }) => rest);
    expect(logged).toHaveLength(2);
    expect(logged[1]).toEqual(logged[0]);
    expect(logged[0]).toMatchObject({ answered: true, articleId: PAY.id });
  });

  it('keeps a no-answer body too, and v1 pages each at their own address', async () => {
    const none = v2('what is the capital of france');
    const first = BestAnswerResponseSchema.parse((await get(none)).json());
    const again = BestAnswerResponseSchema.parse((await get(none)).json());
    expect(first.bestAnswer).toBeNull();
    expect({ ...again, queryId: '' }).toEqual({ ...first, queryId: '' });

    const v1 = '/search/v1/answerextraction?app-id=sitesearch&q=pay+my+bill&rows=1';
    const one = SmartAnswerResponseSchema.parse((await get(v1)).json());
    const oneAgain = SmartAnswerResponseSchema.parse((await get(v1)).json());
    expect(one.response.docs).toHaveLength(1);
    expect(oneAgain.response.docs).toEqual(one.response.docs);
    expect(oneAgain.fusion.query_id).not.toBe(one.fusion.query_id);
  });

  it('is answered afresh once the article changes', async () => {
    const url = v2('pay my bill online');
    const before = BestAnswerResponseSchema.parse((await get(url)).json());
    expect(before.bestAnswer?.answer).toContain(PAY.answer.slice(0, 20));
    await articlesRepository(db).upsertFromContent([{ ...PAY, answer: `Changed answer. ${PAY.answer}` }]);
    await vi.waitFor(
      async () =>
        expect(BestAnswerResponseSchema.parse((await get(url)).json()).bestAnswer?.answer).toContain(
          'Changed answer',
        ),
      { timeout: 5000, interval: 50 },
    );
  });

  it('with a ZIP and a troubleshooting answer, is never kept: an outage there can start after it', async () => {
    const url = v2('my home internet keeps dropping', '&zip=30301');
    const before = BestAnswerResponseSchema.parse((await get(url)).json());
    expect(before.bestAnswer?.answer).not.toContain('Known outage');
    await outagesRepository(db).insertMissing([
      {
        id: 'OUT-0042',
        service: 'Internet',
        zipCodes: ['30301'],
        summary: 'A test fault is interrupting Internet.',
        startedAt: new Date(Date.now() - 3600_000),
        expectedRestoreAt: null,
        resolvedAt: null,
      },
    ]);
    const after = BestAnswerResponseSchema.parse((await get(url)).json());
    expect(after.bestAnswer?.answer).toMatch(/^Known outage at 30301: /);
  });

  it('is answered the long way, and not kept, when the address is longer than the limit', async () => {
    // Parameters nobody reads pad the address; the question is the same as a kept one's.
    const padding = Array.from({ length: MAX_KEPT_ADDRESS / 100 }, (_, i) => `&pad${i}=${'x'.repeat(100)}`);
    const url = v2('pay my bill', padding.join(''));
    expect(url.length).toBeGreaterThan(MAX_KEPT_ADDRESS);
    await get(url);
    const keys = lookups();
    await get(url);
    expect(keys).not.toContain(url);
    expect(keys.some((k) => k.startsWith('['))).toBe(true);
  });
});
