import { type Article, SEMANTIC_WEIGHT } from '@support/answer-engine';
import { sampleArticle } from '@support/answer-engine/testing';
import { type Database, embeddingsRepository, migrate, openDatabase } from '@support/db';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EmbeddingsServer, startEmbeddingsServer } from '../testing/embeddings-server.ts';
import { type Config, loadConfig } from './config.ts';
import { contentHash, embeddingPrefixes, SemanticSearch, type SemanticSearchOptions } from './embeddings.ts';

const PAY = sampleArticle();
const ROUTER = sampleArticle({
  id: 'KM1000002',
  topic: 'restart-gateway',
  title: 'Restart your Wi-Fi gateway',
  questions: ['How do I restart my router?', 'reboot gateway', 'internet box not working'],
  answer: 'Unplug the gateway for 15 seconds. Plug it back in and wait until the light turns white.',
});
const PASSWORD = sampleArticle({
  id: 'KM1000003',
  topic: 'wifi-password',
  title: 'Change your Wi-Fi password',
  questions: ['How do I change my wifi password?', 'network key', 'forgot wireless password'],
  answer: 'Open the Smart Home Manager app and choose Wi-Fi. Select Edit and type the new password.',
});
const ARTICLES = [PAY, ROUTER, PASSWORD];
const texts = (a: Article) => a.questions.length + 2;

function recordingLog() {
  const calls: unknown[][] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      calls.push([level, ...args]);
  const log = {
    info: vi.fn(record('info')),
    warn: vi.fn(record('warn')),
    error: vi.fn(record('error')),
    debug: vi.fn(record('debug')),
    trace: vi.fn(),
    fatal: vi.fn(),
    silent: vi.fn(),
    level: 'info',
    child: (): unknown => log,
  };
  return Object.assign(log as typeof log & FastifyBaseLogger, {
    /** Everything logged, as text (to prove what is not in it). */
    text: () => JSON.stringify(calls, (_, v) => (v instanceof Error ? { ...v, message: v.message } : v)),
  });
}

const embeddingsConfig = (url: string | undefined, env: Record<string, string> = {}): Config =>
  loadConfig({ ...(url ? { EMBEDDINGS_BASE_URL: url } : {}), ...env });

let server: EmbeddingsServer;
let db: Database;
beforeAll(async () => {
  [server, db] = await Promise.all([startEmbeddingsServer(), openDatabase()]);
  await migrate(db);
});
afterAll(async () => {
  await server.close();
  await db.close();
});

describe('EMBEDDINGS_* settings', () => {
  it('are off without a base URL, with nomic-embed-text, 1.5 s and its prefixes by default', () => {
    const c = loadConfig({});
    expect(c.EMBEDDINGS_BASE_URL).toBeUndefined();
    expect(c.EMBEDDINGS_MODEL).toBe('nomic-embed-text');
    expect(c.EMBEDDINGS_TIMEOUT_MS).toBe(1500);
    expect(loadConfig({ EMBEDDINGS_BASE_URL: '' }).EMBEDDINGS_BASE_URL).toBeUndefined();
    expect(embeddingPrefixes(c)).toEqual({ query: 'search_query: ', document: 'search_document: ' });
    expect(embeddingPrefixes(loadConfig({ EMBEDDINGS_MODEL: 'nomic-embed-text:latest' })).query).toBe(
      'search_query: ',
    );
    expect(embeddingPrefixes(loadConfig({ EMBEDDINGS_MODEL: 'all-minilm' }))).toEqual({
      query: '',
      document: '',
    });
    expect(
      embeddingPrefixes(loadConfig({ EMBEDDINGS_QUERY_PREFIX: 'q: ', EMBEDDINGS_DOCUMENT_PREFIX: '' })),
    ).toEqual({ query: 'q: ', document: '' });
  });

  it('refuse a base URL that is not http(s) and a time-out that is not a positive integer', () => {
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'localhost:11434' })).toThrow(/EMBEDDINGS_BASE_URL/);
    expect(() => loadConfig({ EMBEDDINGS_TIMEOUT_MS: '0' })).toThrow(/EMBEDDINGS_TIMEOUT_MS/);
  });

  it('weigh the semantic hits at SEMANTIC_WEIGHT unless EMBEDDINGS_WEIGHT says otherwise, from 0 to 1', () => {
    expect(loadConfig({}).EMBEDDINGS_WEIGHT).toBe(SEMANTIC_WEIGHT);
    expect(loadConfig({ EMBEDDINGS_WEIGHT: '' }).EMBEDDINGS_WEIGHT).toBe(SEMANTIC_WEIGHT);
    expect(loadConfig({ EMBEDDINGS_WEIGHT: '0.5' }).EMBEDDINGS_WEIGHT).toBe(0.5);
    expect(loadConfig({ EMBEDDINGS_WEIGHT: '0' }).EMBEDDINGS_WEIGHT).toBe(0);
    for (const bad of ['-0.1', '1.5', 'high']) {
      expect(() => loadConfig({ EMBEDDINGS_WEIGHT: bad })).toThrow(/EMBEDDINGS_WEIGHT/);
    }
  });
});

describe('contentHash', () => {
  it('is the SHA-256 of what is embedded and the model, and changes with either', () => {
    const h = contentHash(PAY, 'nomic-embed-text', 'search_document: ');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    // The body and the other fields are not embedded: editing them embeds nothing again.
    const bodyEdited: Article = { ...PAY, body: 'another body', updated: '2027-01-01' };
    expect(contentHash(bodyEdited, 'nomic-embed-text', 'search_document: ')).toBe(h);
    expect(
      contentHash({ ...PAY, answer: `${PAY.answer} Now.` }, 'nomic-embed-text', 'search_document: '),
    ).not.toBe(h);
    expect(
      contentHash({ ...PAY, questions: [...PAY.questions, 'more'] }, 'nomic-embed-text', 'search_document: '),
    ).not.toBe(h);
    expect(contentHash(PAY, 'all-minilm', 'search_document: ')).not.toBe(h);
    expect(contentHash(PAY, 'nomic-embed-text', '')).not.toBe(h);
  });
});

describe('SemanticSearch', () => {
  const model = () => `test-model-${crypto.randomUUID()}`;
  const open = async (
    log = recordingLog(),
    env: Record<string, string> = {},
    options: SemanticSearchOptions = {},
  ) => {
    const search = await SemanticSearch.open(
      db,
      log,
      embeddingsConfig(server.url, {
        EMBEDDINGS_MODEL: model(),
        EMBEDDINGS_QUERY_PREFIX: 'search_query: ',
        EMBEDDINGS_DOCUMENT_PREFIX: 'search_document: ',
        ...env,
      }),
      { retryMs: 0, ...options },
    );
    if (!search) throw new Error('expected semantic search');
    return search;
  };
  let opened: SemanticSearch[] = [];
  const track = (s: SemanticSearch) => {
    opened.push(s);
    return s;
  };
  beforeEach(() => server.reset());
  afterEach(async () => {
    await Promise.all(opened.map((s) => s.close()));
    opened = [];
  });

  it('is off, and contacts nothing, without EMBEDDINGS_BASE_URL', async () => {
    expect(await SemanticSearch.open(db, recordingLog(), embeddingsConfig(undefined))).toBeUndefined();
    expect(server.calls).toBe(0);
  });

  it('carries the weight its hits are fused with (EMBEDDINGS_WEIGHT)', async () => {
    expect(track(await open()).weight).toBe(SEMANTIC_WEIGHT);
    expect(track(await open(recordingLog(), { EMBEDDINGS_WEIGHT: '0.4' })).weight).toBe(0.4);
  });

  it('answers undefined (lexical only) until a sync has put vectors in the index', async () => {
    const search = track(await open());
    expect(await search.hits('pay my bill')).toBeUndefined();
    expect(server.calls).toBe(0);
  });

  it('embeds every text of every article once, stores them, and finds articles by meaning', async () => {
    const search = track(await open());
    const report = await search.sync(ARTICLES);
    expect(report).toEqual({ articles: 3, reused: 0, embedded: 3, failed: 0, removed: 0 });
    expect(server.inputs).toHaveLength(ARTICLES.reduce((n, a) => n + texts(a), 0));
    expect(server.inputs[0]).toBe(`search_document: ${PAY.title}`);
    expect(search.stats).toEqual({ articles: 3, vectors: 15, dimensions: 256 });
    const stored = await embeddingsRepository(db).load(search.model);
    expect(stored.map((s) => [s.articleId, s.contentHash, s.vectors.length])).toEqual(
      ARTICLES.map((a) => [a.id, contentHash(a, search.model, 'search_document: '), texts(a)]),
    );

    const hits = await search.hits('my wireless network password was forgotten');
    expect(hits?.[0]?.id).toBe(PASSWORD.id);
    expect(hits?.[0]?.similarity).toBeGreaterThan(hits?.[1]?.similarity ?? 1);
    expect(server.inputs.at(-1)).toBe('search_query: my wireless network password was forgotten');
    expect(
      (await search.hits('reboot the router', (id) => id !== ROUTER.id, 1))?.map((h) => h.id),
    ).not.toContain(ROUTER.id);
    expect(await search.hits('reboot the router', undefined, 2)).toHaveLength(2);
  });

  it('embeds nothing again for unchanged articles, in this instance or a new one on the same database', async () => {
    const env = { EMBEDDINGS_MODEL: model() };
    const first = track(await open(recordingLog(), env));
    await first.sync(ARTICLES);
    const callsAfterFirst = server.calls;
    expect(await first.sync(ARTICLES)).toMatchObject({ reused: 3, embedded: 0 });
    const restarted = track(await open(recordingLog(), env));
    expect(await restarted.sync(ARTICLES)).toEqual({
      articles: 3,
      reused: 3,
      embedded: 0,
      failed: 0,
      removed: 0,
    });
    expect(server.calls).toBe(callsAfterFirst);
    expect((await restarted.hits('reboot the gateway'))?.[0]?.id).toBe(ROUTER.id);
  });

  it('embeds a changed article again, alone, and forgets a deleted one (memory and database)', async () => {
    const search = track(await open());
    await search.sync(ARTICLES);
    server.reset();
    const changed = { ...ROUTER, questions: [...ROUTER.questions, 'modem keeps dropping the connection'] };
    expect(await search.sync([PAY, changed])).toEqual({
      articles: 2,
      reused: 1,
      embedded: 1,
      failed: 0,
      removed: 1,
    });
    expect(server.inputs).toHaveLength(texts(changed));
    expect(server.inputs).toContain('search_document: modem keeps dropping the connection');
    const stored = await embeddingsRepository(db).load(search.model);
    expect(stored.map((s) => [s.articleId, s.vectors.length])).toEqual([
      [PAY.id, texts(PAY)],
      [ROUTER.id, texts(changed)],
    ]);
    expect(stored[1]?.contentHash).toBe(contentHash(changed, search.model, 'search_document: '));
    expect((await search.hits('change the wifi password'))?.map((h) => h.id)).not.toContain(PASSWORD.id);
  });

  it('merges syncs asked while one runs: the latest articles win', async () => {
    const search = track(await open());
    server.delayMs = 100;
    const first = search.sync(ARTICLES);
    const second = search.sync([PAY]);
    expect(second).toBe(first);
    expect(await second).toMatchObject({ articles: 1, removed: 2 });
    expect(search.stats.articles).toBe(1);
  });

  it('answers undefined when the question times out, warns without the question, and asks again later', async () => {
    const log = recordingLog();
    const search = track(await open(log, { EMBEDDINGS_TIMEOUT_MS: '100' }));
    await search.sync(ARTICLES);
    server.delayMs = 1_000;
    expect(await search.hits('my account 555-0100 bill is too high')).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'TIMEOUT_ERROR' }),
      'question not embedded; answered lexically',
    );
    expect(log.text()).not.toContain('555-0100');
    expect(log.text()).not.toContain('too high');
    // A failure is not cached: the same question is asked again once the server is back.
    server.delayMs = 0;
    expect((await search.hits('my account 555-0100 bill is too high'))?.[0]?.id).toBe(PAY.id);
  });

  it('answers undefined for a bad response and for an error status, never throwing', async () => {
    const log = recordingLog();
    const search = track(await open(log));
    await search.sync(ARTICLES);
    server.mode = 'wrong-shape';
    expect(await search.hits('pay bill')).toBeUndefined();
    server.mode = 'http-error';
    expect(await search.hits('secret question text')).toBeUndefined();
    expect(log.text()).not.toContain('secret question text');
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ code: 'EMBEDDINGS_BAD_RESPONSE' });
  });

  it('after repeated failures stops asking the server for a while', async () => {
    const log = recordingLog();
    const search = track(await open(log, {}, { breakerFailures: 2, breakerMs: 60_000 }));
    await search.sync(ARTICLES);
    server.mode = 'http-error';
    await search.hits('one');
    await search.hits('two');
    const calls = server.calls;
    expect(await search.hits('three')).toBeUndefined();
    expect(server.calls).toBe(calls);
    expect(log.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ skippingMs: 60_000 }),
      'question not embedded; answered lexically',
    );
  });

  it('embeds a question once while it is asked again (cache, shared request)', async () => {
    const search = track(await open());
    await search.sync(ARTICLES);
    server.reset();
    const [a, b] = await Promise.all([search.hits('reboot gateway'), search.hits('  reboot   gateway ')]);
    await search.hits('reboot gateway');
    expect(a).toEqual(b);
    expect(server.calls).toBe(1);
  });

  it('reports articles it could not embed, keeps the others searchable, and catches up on the next sync', async () => {
    const log = recordingLog();
    const search = track(await open(log, {}, { batchSize: 5 }));
    await search.sync([PAY]);
    server.mode = 'http-error';
    expect(await search.sync(ARTICLES)).toMatchObject({ reused: 1, embedded: 0, failed: 2 });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'EMBEDDINGS_HTTP_ERROR', status: 500, articles: 2 }),
      expect.any(String),
    );
    expect(log.text()).not.toContain(ROUTER.questions[0]);
    server.mode = 'ok';
    expect((await search.hits('pay my bill'))?.map((h) => h.id)).toEqual([PAY.id]);
    expect(await search.sync(ARTICLES)).toMatchObject({ reused: 1, embedded: 2, failed: 0 });
  });

  it('retries a failed sync by itself', async () => {
    const search = track(await open(recordingLog(), {}, { retryMs: 50 }));
    server.mode = 'http-error';
    expect(await search.sync(ARTICLES)).toMatchObject({ failed: 3 });
    server.mode = 'ok';
    await vi.waitFor(() => expect(search.stats.articles).toBe(3), { timeout: 5_000 });
  });
});
