import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ArticleSchema, SEMANTIC_WEIGHT } from '@support/answer-engine';
import { sampleArticle } from '@support/answer-engine/testing';
import {
  type ArticleRecord,
  articlesRepository,
  type Database,
  feedsRepository,
  flagsRepository,
  KB_CHANGED_CHANNEL,
  metaRepository,
  migrate,
  openDatabase,
} from '@support/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { articleFile, fakeLog } from '../testing/app.ts';
import { loadConfig, policiesFromConfig, REPO_ROOT } from './config.ts';
import { KnowledgeBase } from './knowledge.ts';

const KB_HASH_KEY = 'content.kb.sha256';

/** Two small, valid articles that relate to each other. */
const PAY_BILL: ArticleRecord = sampleArticle({ related: ['KM1000051'], updated: '2026-09-14' });
const RESTART_GATEWAY: ArticleRecord = {
  id: 'KM1000051',
  topic: 'restart-gateway',
  title: 'Restart your Wi-Fi gateway',
  serviceKey: 'u-verse-high-speed-internet',
  customerType: 'consumer',
  lineOfService: 'internet',
  dataSource: 'esupport',
  intent: 'general',
  questions: ['How do I restart my Wi-Fi gateway?', 'reboot router', 'restart wifi box'],
  answer:
    'Unplug the gateway power cord for 15 seconds. Plug it back in and wait until the light turns solid white.',
  body: 'Restarting fixes most connection problems.\n\n## Steps\n\n1. Unplug it.\n2. Plug it back in.',
  related: ['KM1000001'],
  updated: '2026-09-20',
};
/** An article the temporary knowledge base does not have, added while the app runs. */
const WIFI_CALLING: ArticleRecord = {
  id: 'KM1000020',
  topic: 'wifi-calling',
  title: 'Turn on Wi-Fi calling on your phone',
  serviceKey: 'wireless',
  customerType: 'consumer',
  lineOfService: 'wireless',
  dataSource: 'esupport',
  intent: 'general',
  questions: ['How do I turn on Wi-Fi calling on my phone?', 'wifi calling', 'wi-fi calling greyed out'],
  answer:
    'Open Settings and turn on Wi-Fi Calling. Calls and texts then use Wi-Fi when the mobile signal is weak.',
  body: 'Wi-Fi calling lets your phone make calls over Wi-Fi.\n\n## Steps\n\n1. Open Settings.',
  related: [],
  updated: '2026-10-01',
};
const WIFI_QUESTION = 'How do I turn on Wi-Fi calling on my phone?';

const fileName = (a: ArticleRecord) => `${a.id}-${a.topic}.md`;

let root: string;
let dirs = 0;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

/** A temporary content folder: kb/ with the given article files, plus any other files. */
function contentDir(kb: Record<string, string>, other: Record<string, string> = {}): string {
  const dir = join(root, `content-${++dirs}`);
  mkdirSync(join(dir, 'kb'), { recursive: true });
  for (const [name, text] of Object.entries(kb)) writeFileSync(join(dir, 'kb', name), text);
  for (const [name, text] of Object.entries(other)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const validKb = () => ({
  [fileName(PAY_BILL)]: articleFile(PAY_BILL),
  [fileName(RESTART_GATEWAY)]: articleFile(RESTART_GATEWAY),
  'README.md': '# Not an article\n',
});

async function newDatabase(): Promise<Database> {
  const db = await openDatabase();
  databases.push(db);
  return db;
}

async function start(db: Database, CONTENT_DIR: string): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    config: { CONTENT_DIR, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'silent' },
    logger: false,
  });
  apps.push(app);
  return app;
}

async function askFor(app: FastifyInstance, question: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/search/v2/answerextraction?app-id=sitesearch&searchTerm=${encodeURIComponent(question)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { articleId?: string; errorCode?: string; isShowBestAnswer: boolean };
}

async function articleCount(app: FastifyInstance): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { articles: number }).articles;
}

/** Counts kb_changed notifications while `fn` runs. */
async function notificationsDuring(db: Database, fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const stop = await db.listen(KB_CHANGED_CHANNEL, () => {
    n += 1;
  });
  try {
    await fn();
    // Notifications are delivered asynchronously; give them a moment.
    await new Promise((r) => setTimeout(r, 100));
  } finally {
    await stop();
  }
  return n;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'api-platform-'));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const db of databases) await db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults for every variable, rooted at the repository', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      API_PORT: 4000,
      API_HOST: '127.0.0.1',
      DATA_DIR: join(REPO_ROOT, 'data'),
      CONTENT_DIR: join(REPO_ROOT, 'content'),
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      HSTS_MAX_AGE: 0,
      RATE_LIMIT_MAX: 120,
      RATE_LIMIT_WINDOW_MS: 60_000,
      TRUST_PROXY: 'loopback',
      SITE_ENV: 'local',
      EMBEDDINGS_MODEL: 'nomic-embed-text',
      EMBEDDINGS_TIMEOUT_MS: 1500,
      EMBEDDINGS_WEIGHT: SEMANTIC_WEIGHT,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(existsSync(join(config.CONTENT_DIR, 'kb-topics.tsv'))).toBe(true);
    expect(existsSync(join(REPO_ROOT, 'package.json'))).toBe(true);
  });

  it('reads and converts the values it is given, and ignores other variables', () => {
    const config = loadConfig({
      API_PORT: '8080',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://support:secret@db.internal:5432/support',
      DATA_DIR: '/var/lib/support',
      CONTENT_DIR: '/srv/content',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '2500',
      WEB_URL: 'http://127.0.0.1:3000',
      REVALIDATE_SECRET: 's3cret',
      HSTS_MAX_AGE: '63072000',
      RATE_LIMIT_MAX: '30',
      RATE_LIMIT_WINDOW_MS: '1000',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SITE_ENV: 'stage',
      HOME: '/root',
      PATH: '/usr/bin',
    });
    expect(config).toEqual({
      API_PORT: 8080,
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://support:secret@db.internal:5432/support',
      DATA_DIR: '/var/lib/support',
      CONTENT_DIR: '/srv/content',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: 2500,
      WEB_URL: 'http://127.0.0.1:3000',
      REVALIDATE_SECRET: 's3cret',
      HSTS_MAX_AGE: 63072000,
      RATE_LIMIT_MAX: 30,
      RATE_LIMIT_WINDOW_MS: 1000,
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SITE_ENV: 'stage',
      EMBEDDINGS_MODEL: 'nomic-embed-text',
      EMBEDDINGS_TIMEOUT_MS: 1500,
      EMBEDDINGS_WEIGHT: SEMANTIC_WEIGHT,
    });
    expect(policiesFromConfig(config)).toEqual({
      security: { hsts: { maxAge: 63072000 } },
      rateLimit: { max: 30, timeWindowMs: 1000 },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(policiesFromConfig(loadConfig({ RATE_LIMIT_MAX: '0', TRUST_PROXY: 'false' }))).toMatchObject({
      security: { hsts: false },
      rateLimit: false,
      trustProxy: false,
    });
    expect(loadConfig({ WEB_URL: 'http://10.0.0.5:3000, http://10.0.0.6:3000' }).WEB_URL).toContain(',');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/db' }).DATABASE_URL).toBe(
      'postgres://localhost/db',
    );
  });

  it('treats an empty DATABASE_URL as none (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ API_PORT: 'abc' }, 'Invalid environment variable API_PORT'],
    [{ API_PORT: '0' }, 'Invalid environment variable API_PORT'],
    [{ API_PORT: '70000' }, 'Invalid environment variable API_PORT'],
    [{ API_PORT: '80.5' }, 'Invalid environment variable API_PORT'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'Invalid environment variable DATABASE_URL: must be a postgres:// URL',
    ],
    [{ LOG_LEVEL: 'loud' }, 'Invalid environment variable LOG_LEVEL'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'Invalid environment variable SHUTDOWN_TIMEOUT_MS'],
    [{ WEB_URL: 'localhost:3000' }, 'Invalid environment variable WEB_URL'],
    [{ WEB_URL: 'http://a.example.com, ftp://b' }, 'Invalid environment variable WEB_URL'],
    [{ RATE_LIMIT_MAX: '-5' }, 'Invalid environment variable RATE_LIMIT_MAX'],
  ])('stops on %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('seeding content/ into the database', () => {
  it('loads the real knowledge base on first start', async () => {
    const db = await newDatabase();
    const app = await start(db, join(REPO_ROOT, 'content'));
    expect(await articlesRepository(db).count()).toBe(137);
    expect(await articleCount(app)).toBe(137);
    expect(await metaRepository(db).get(KB_HASH_KEY)).toMatch(/^[0-9a-f]{64}$/);
    const stored = await articlesRepository(db).get('KM1000020');
    expect(stored).toMatchObject({ id: 'KM1000020', topic: 'wifi-calling', serviceKey: 'wireless' });
  });

  it('does not reload unchanged articles on a second start, and reloads them when the files change', async () => {
    const db = await newDatabase();
    const dir = contentDir(validKb());

    let first!: FastifyInstance;
    expect(await notificationsDuring(db, async () => (first = await start(db, dir)))).toBe(1);
    expect(await articlesRepository(db).count()).toBe(2);
    expect(await articleCount(first)).toBe(2);
    const hash = await metaRepository(db).get(KB_HASH_KEY);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await first.close();

    // A change made in the database (as the console would) survives a restart with the same files.
    await db.query('UPDATE kb_articles SET title = $1 WHERE id = $2', [
      'Edited in the database',
      PAY_BILL.id,
    ]);
    const [before] = await db.query<{ modified_at: Date }>(
      'SELECT modified_at FROM kb_articles WHERE id = $1',
      [RESTART_GATEWAY.id],
    );
    let second!: FastifyInstance;
    expect(await notificationsDuring(db, async () => (second = await start(db, dir)))).toBe(0);
    expect((await articlesRepository(db).get(PAY_BILL.id))?.title).toBe('Edited in the database');
    const [after] = await db.query<{ modified_at: Date }>(
      'SELECT modified_at FROM kb_articles WHERE id = $1',
      [RESTART_GATEWAY.id],
    );
    expect(after!.modified_at).toEqual(before!.modified_at);
    expect(await metaRepository(db).get(KB_HASH_KEY)).toBe(hash);
    await second.close();

    // Changed files are loaded again.
    const newTitle = 'Pay your bill online in a few steps';
    writeFileSync(join(dir, 'kb', fileName(PAY_BILL)), articleFile(PAY_BILL, { title: newTitle }));
    let third!: FastifyInstance;
    expect(await notificationsDuring(db, async () => (third = await start(db, dir)))).toBe(1);
    expect((await articlesRepository(db).get(PAY_BILL.id))?.title).toBe(newTitle);
    const newHash = await metaRepository(db).get(KB_HASH_KEY);
    expect(newHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newHash).not.toBe(hash);
    expect(await askFor(third, 'How do I pay my bill online?')).toMatchObject({ articleId: PAY_BILL.id });
  });

  /**
   * Start-ups that fail share a database (PGlite takes a while to open): `scratch` for bad
   * articles, which never get written, `seeded` for bad flag and feed files, read after the articles.
   */
  let scratch: Database;
  let seeded: Database;
  beforeAll(async () => {
    scratch = await newDatabase();
    seeded = await newDatabase();
  });

  it.each([
    [
      'an answer of one sentence',
      { answer: 'Sign in to My Account and choose Pay bill to pay today.' },
      'answer',
    ],
    ['an unknown serviceKey', { serviceKey: 'my-acount' }, 'serviceKey'],
    ['fewer than 3 questions', { questions: ['pay my bill', 'pay online'] }, 'questions'],
    ['a related id that is not an article', { related: ['KM1999999'] }, 'related'],
    ['a bad date', { updated: 'last tuesday' }, 'updated'],
    ['a malformed id', { id: 'KM12' }, 'id'],
  ])(
    'a malformed article (%s) stops start-up naming the file and the field',
    async (_label, overrides, field) => {
      const db = scratch;
      const dir = contentDir({ ...validKb(), [fileName(PAY_BILL)]: articleFile(PAY_BILL, overrides) });
      const started = start(db, dir);
      await expect(started).rejects.toThrow(fileName(PAY_BILL));
      await expect(started).rejects.toThrow(`field "${field}"`);
      // Nothing was loaded: the whole folder is checked before anything is written.
      expect(await articlesRepository(db).count()).toBe(0);
    },
  );

  it('a file without front matter stops start-up naming the file', async () => {
    const dir = contentDir({
      ...validKb(),
      'KM1000002-set-up-autopay.md': '# Autopay\n\nNo front matter.\n',
    });
    await expect(start(scratch, dir)).rejects.toThrow(/KM1000002-set-up-autopay\.md: missing front matter/);
  });

  it('seeds flag allocations and content feeds once, keeping later changes', async () => {
    const db = await newDatabase();
    const dir = contentDir(validKb(), {
      'flags/search.json': JSON.stringify({
        team: 'search',
        allocations: {
          'answers.stream': { value: true, description: 'Stream answers' },
          'answers.related': { value: 3 },
        },
      }),
      'cms/home.json': JSON.stringify({ feedKey: 'home.hero', payload: { title: 'How can we help?' } }),
      'cms/notes.txt': 'not a feed',
    });
    const first = await start(db, dir);
    expect(await flagsRepository(db).forTeams(['search'])).toEqual([
      { team: 'search', flag: 'answers.related', value: 3 },
      { team: 'search', flag: 'answers.stream', value: true },
    ]);
    expect(await feedsRepository(db).get('home.hero')).toEqual({ title: 'How can we help?' });
    expect(await feedsRepository(db).get('home.hero', 'en-us')).toEqual({ title: 'How can we help?' });
    await first.close();

    await flagsRepository(db).put('search', 'answers.stream', false);
    await feedsRepository(db).put('home.hero', { title: 'Edited' });
    await start(db, dir);
    expect(await flagsRepository(db).forTeams(['search'])).toContainEqual({
      team: 'search',
      flag: 'answers.stream',
      value: false,
    });
    expect(await feedsRepository(db).get('home.hero')).toEqual({ title: 'Edited' });
  });

  it('updates a feed from its changed file while nobody edited it in the database, and never one that was', async () => {
    const db = await newDatabase();
    const feed = (payload: unknown) => JSON.stringify({ feedKey: 'home.hero', payload });
    const dir = contentDir(validKb(), { 'cms/home.json': feed({ title: 'Old', links: ['a', 'b'] }) });
    await (await start(db, dir)).close();
    expect(await feedsRepository(db).get('home.hero')).toEqual({ title: 'Old', links: ['a', 'b'] });

    // The file changes (a fix in a release): the untouched feed follows it.
    writeFileSync(join(dir, 'cms/home.json'), feed({ title: 'Fixed', links: ['a', 'b'] }));
    await (await start(db, dir)).close();
    expect(await feedsRepository(db).get('home.hero')).toEqual({ title: 'Fixed', links: ['a', 'b'] });

    // Edited in the database, then the file changes again: the edit stays.
    await feedsRepository(db).put('home.hero', { title: 'Edited by the team', links: ['a', 'b'] });
    writeFileSync(join(dir, 'cms/home.json'), feed({ title: 'Fixed again', links: ['a', 'b'] }));
    await (await start(db, dir)).close();
    expect(await feedsRepository(db).get('home.hero')).toEqual({
      title: 'Edited by the team',
      links: ['a', 'b'],
    });
  });

  it.each([
    ['flags/search.json', JSON.stringify({ allocations: {} }), 'flags/search.json: field "team"'],
    ['flags/broken.json', '{"team": "search",', 'flags/broken.json: not valid JSON'],
    ['cms/home.json', JSON.stringify({ payload: {} }), 'cms/home.json: field "feedKey"'],
  ])('a malformed %s stops start-up naming the file', async (name, text, message) => {
    // The articles are valid and load; the flag or feed file then stops start-up.
    const dir = contentDir(validKb(), { [name]: text });
    await expect(start(seeded, dir)).rejects.toThrow(message);
  });
});

describe('KnowledgeBase: refresh when articles change', () => {
  /** For the KnowledgeBase tests below: the two articles only, reset before each test. */
  let db: Database;
  beforeAll(async () => {
    db = await newDatabase();
    await migrate(db);
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM kb_articles');
    await articlesRepository(db).upsertFromContent([PAY_BILL, RESTART_GATEWAY]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a running app picks up an upserted article (kb_changed notify)', async () => {
    const own = await newDatabase();
    const app = await start(own, contentDir(validKb()));
    expect(await articleCount(app)).toBe(2);
    // With two articles idf cannot tell words apart, so whether the engine declines here depends on
    // the decision model (fitted on the full knowledge base); what matters is that the article is not there yet.
    expect((await askFor(app, WIFI_QUESTION)).articleId).not.toBe(WIFI_CALLING.id);

    await articlesRepository(own).upsertFromContent([WIFI_CALLING]);

    await vi.waitFor(
      async () => {
        expect(await articleCount(app)).toBe(3);
      },
      { timeout: 5000, interval: 50 },
    );
    const answered = await askFor(app, WIFI_QUESTION);
    expect(answered).toMatchObject({ isShowBestAnswer: true, articleId: WIFI_CALLING.id });
    expect(answered.errorCode).toBeUndefined();
  });

  it('builds in a worker thread above the inline limit, on this thread below it, and says where', async () => {
    for (const [inlineBuildMax, where] of [
      [0, 'worker thread'],
      [1000, 'main thread'],
    ] as const) {
      const log = fakeLog();
      const kb = await KnowledgeBase.open(db, log as unknown as FastifyBaseLogger, { inlineBuildMax });
      try {
        expect(kb.engine.size).toBe(2);
        expect(log.info).toHaveBeenCalledWith(
          expect.objectContaining({ articles: 2, where }),
          'answer engine index built',
        );
      } finally {
        await kb.close();
      }
    }
  });

  it('builds in the worker while it reads: each page goes to the worker before the next is read', async () => {
    await articlesRepository(db).upsertFromContent([WIFI_CALLING]);
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const parsed = vi.spyOn(ArticleSchema, 'safeParse');
    try {
      const log = fakeLog();
      const kb = await KnowledgeBase.open(db, log as unknown as FastifyBaseLogger, {
        inlineBuildMax: 0,
        loadPageRows: 1,
      });
      try {
        expect(kb.engine.size).toBe(3);
        // In call order: each article read (checked), then posted, before the next is read; then the end.
        const events = [
          ...parsed.mock.calls.map(([row], i) => ({
            at: parsed.mock.invocationCallOrder[i]!,
            what: `read ${(row as { id: string }).id}`,
          })),
          ...posted.mock.calls.map(([m], i) => ({
            at: posted.mock.invocationCallOrder[i]!,
            what: Array.isArray(m) ? `posted ${m.map((a: { id: string }) => a.id).join()}` : 'posted the end',
          })),
        ]
          .sort((a, b) => a.at - b.at)
          .map((e) => e.what);
        const ids = [PAY_BILL.id, RESTART_GATEWAY.id, WIFI_CALLING.id].sort();
        expect(events).toEqual([...ids.flatMap((id) => [`read ${id}`, `posted ${id}`]), 'posted the end']);
        expect(log.info).toHaveBeenCalledWith(
          expect.objectContaining({ articles: 3, where: 'worker thread' }),
          'answer engine index built',
        );
        const asked = kb.engine.retrieve({ question: WIFI_CALLING.questions[0]!, customerType: 'consumer' });
        expect(asked.best?.article.id).toBe(WIFI_CALLING.id);
      } finally {
        await kb.close();
      }
    } finally {
      posted.mockRestore();
      parsed.mockRestore();
    }
  });

  it('a full read rebuilds in the worker only if enough changed, and stops the worker if not', async () => {
    const log = fakeLog();
    const kb = await KnowledgeBase.open(db, log as unknown as FastifyBaseLogger, {
      inlineBuildMax: 0,
      incrementalLimit: 0,
    });
    const terminated = vi.spyOn(Worker.prototype, 'terminate');
    try {
      const before = kb.engine;
      log.info.mockClear();
      // Written again as it was: read in full (past the limit of 0), nothing differs, no rebuild.
      await db.exec(`UPDATE kb_articles SET title = title WHERE id = '${PAY_BILL.id}'`);
      await kb.refresh();
      expect(kb.engine).toBe(before);
      expect(terminated).toHaveBeenCalled();
      expect(log.info).not.toHaveBeenCalledWith(expect.anything(), 'answer engine index built');
      // Changed: rebuilt in the worker, while read.
      await db.exec(`UPDATE kb_articles SET title = 'Pay your bill, revised' WHERE id = '${PAY_BILL.id}'`);
      await kb.refresh();
      expect(kb.engine).not.toBe(before);
      expect(kb.engine.article(PAY_BILL.id)?.title).toBe('Pay your bill, revised');
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ articles: 2, where: 'worker thread' }),
        'answer engine index built',
      );
    } finally {
      terminated.mockRestore();
      await kb.close();
    }
  });

  it('starts the worker from the code it is given, and builds here when that cannot start', async () => {
    const log = fakeLog();
    const missing = new URL('./no-such-engine-worker.js', import.meta.url);
    const kb = await KnowledgeBase.open(db, log as unknown as FastifyBaseLogger, {
      inlineBuildMax: 0,
      workerUrl: missing,
    });
    try {
      expect(kb.engine.size).toBe(2);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({
          err: expect.objectContaining({ message: expect.stringContaining('no-such-engine-worker') }),
        }),
        'answer engine worker failed; building on the main thread',
      );
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ articles: 2, where: 'main thread' }),
        'answer engine index built',
      );
    } finally {
      await kb.close();
    }
  });

  it('refresh() brings the engine up to date with the database, leaving invalid rows out', async () => {
    const log = fakeLog();
    const kb = await KnowledgeBase.open(db, log as unknown as FastifyBaseLogger);
    try {
      expect(kb.engine.size).toBe(2);
      const version = kb.engine.version;

      await articlesRepository(db).upsertFromContent([WIFI_CALLING]);
      await kb.refresh();
      // One new article: applied to the running index in place.
      expect(kb.engine.version).toBeGreaterThan(version);
      expect(kb.engine.size).toBe(3);
      expect(kb.engine.article(WIFI_CALLING.id)?.title).toBe(WIFI_CALLING.title);

      // A row the schema rejects (no questions) is logged and left out; the rest still serve.
      await db.query(
        `INSERT INTO kb_articles (id, topic, title, service_key, customer_type, line_of_service, data_source, intent,
           questions, answer, body, related, updated)
         VALUES ('KM1000077', 'call-forwarding', 'Forward your calls', 'u-verse-voice', 'consumer', 'homephone',
           'esupport', 'general', '[]'::jsonb, 'Dial star 72. Then dial the number.', 'Body.', '[]'::jsonb, '2026-10-01')`,
      );
      await kb.refresh();
      expect(kb.engine.size).toBe(3);
      expect(kb.engine.article('KM1000077')).toBeUndefined();
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'KM1000077' }),
        'stored article is invalid; left out of the index',
      );
    } finally {
      await kb.close();
    }
  });

  it('reads the articles a page at a time, letting other work run between pages', async () => {
    await articlesRepository(db).upsertFromContent([WIFI_CALLING]);
    const kb = await KnowledgeBase.open(db, fakeLog() as unknown as FastifyBaseLogger, {
      loadPageRows: 1,
      // Any change is read in full.
      incrementalLimit: 0,
    });
    try {
      expect(kb.engine.size).toBe(3);
      await articlesRepository(db).upsertFromContent([{ ...WIFI_CALLING, title: 'Wi-Fi calling, revised' }]);
      // Another macrotask, queued before the refresh starts, runs before it ends: between pages.
      const order: string[] = [];
      setImmediate(() => order.push('other work'));
      await kb.refresh();
      expect(kb.engine.article(WIFI_CALLING.id)?.title).toBe('Wi-Fi calling, revised');
      order.push('refreshed');
      expect(order).toEqual(['other work', 'refreshed']);
    } finally {
      await kb.close();
    }
  });

  it('reads the revisions a page at a time, letting other work run between pages', async () => {
    await articlesRepository(db).upsertFromContent([WIFI_CALLING]);
    /** Macrotasks that ran while a refresh read the revisions of three articles and one changed. */
    const turnsDuringRefresh = async (revisionPageRows: number) => {
      const kb = await KnowledgeBase.open(db, fakeLog() as unknown as FastifyBaseLogger, {
        revisionPageRows,
      });
      try {
        await db.exec(
          `UPDATE kb_articles SET title = title || ' (${revisionPageRows})' WHERE id = '${PAY_BILL.id}'`,
        );
        let turns = 0;
        let done = false;
        const tick = () => {
          if (done) return;
          turns++;
          setImmediate(tick);
        };
        setImmediate(tick);
        await kb.refresh();
        done = true;
        expect(kb.engine.article(PAY_BILL.id)?.title).toMatch(new RegExp(`\\(${revisionPageRows}\\)$`));
        return turns;
      } finally {
        await kb.close();
      }
    };
    // Three pages of one id each against one page: two more turns at least.
    expect((await turnsDuringRefresh(1)) - (await turnsDuringRefresh(1000))).toBeGreaterThanOrEqual(2);
  });

  it('reads again only the articles written since, however they were written', async () => {
    const log = fakeLog();
    const kb = await KnowledgeBase.open(db, log as unknown as FastifyBaseLogger);
    try {
      const parsed = vi.spyOn(ArticleSchema, 'safeParse');
      // Nothing written: nothing read.
      await kb.refresh();
      expect(parsed).not.toHaveBeenCalled();
      // An operator's own SQL counts as a write too.
      await db.exec(
        `UPDATE kb_articles SET title = 'Restart the gateway, revised' WHERE id = '${RESTART_GATEWAY.id}'`,
      );
      await kb.refresh();
      expect(parsed).toHaveBeenCalledTimes(1);
      expect(kb.engine.article(RESTART_GATEWAY.id)?.title).toBe('Restart the gateway, revised');
      // A stored article that no longer passes the schema leaves the index; a deleted one too.
      parsed.mockClear();
      await db.exec(`UPDATE kb_articles SET questions = '[]'::jsonb WHERE id = '${RESTART_GATEWAY.id}'`);
      await db.exec(`DELETE FROM kb_articles WHERE id = '${PAY_BILL.id}'`);
      await kb.refresh();
      expect(parsed).toHaveBeenCalledTimes(1);
      expect(kb.engine.size).toBe(0);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ id: RESTART_GATEWAY.id }),
        'stored article is invalid; left out of the index',
      );
    } finally {
      await kb.close();
    }
  });

  it('a refresh that fails reads the same articles again next time', async () => {
    const kb = await KnowledgeBase.open(db, fakeLog() as unknown as FastifyBaseLogger);
    try {
      await articlesRepository(db).upsertFromContent([WIFI_CALLING]);
      vi.spyOn(kb.engine, 'upsert').mockImplementationOnce(() => {
        throw new Error('index full');
      });
      await expect(kb.refresh()).rejects.toThrow('index full');
      expect(kb.engine.article(WIFI_CALLING.id)).toBeUndefined();
      await kb.refresh();
      expect(kb.engine.article(WIFI_CALLING.id)?.title).toBe(WIFI_CALLING.title);
    } finally {
      await kb.close();
    }
  });

  it('runs one refresh at a time; those asked meanwhile share one more, which reads the changes', async () => {
    const kb = await KnowledgeBase.open(db, fakeLog() as unknown as FastifyBaseLogger, {
      inlineBuildMax: 0,
      incrementalLimit: 0,
    });
    try {
      const runs: { from: number; to: number }[] = [];
      const target = kb as unknown as { refreshOnce: () => Promise<void> };
      const once = target.refreshOnce.bind(kb);
      vi.spyOn(target, 'refreshOnce').mockImplementation(async () => {
        const from = performance.now();
        await once();
        runs.push({ from, to: performance.now() });
      });
      const first = kb.refresh();
      // Written while the first refresh may already have read the articles.
      await articlesRepository(db).upsertFromContent([WIFI_CALLING]);
      const second = kb.refresh();
      const third = kb.refresh();
      expect(third).toBe(second);
      await Promise.all([first, second, third]);
      expect(runs).toHaveLength(2);
      expect(runs[1]!.from).toBeGreaterThanOrEqual(runs[0]!.to);
      expect(kb.engine.article(WIFI_CALLING.id)?.title).toBe(WIFI_CALLING.title);
    } finally {
      await kb.close();
    }
  });

  it('several notifications in a row cause one refresh', async () => {
    const kb = await KnowledgeBase.open(db, fakeLog() as unknown as FastifyBaseLogger);
    try {
      const refresh = vi.spyOn(kb, 'refresh');
      for (let i = 0; i < 5; i++) await db.notify(KB_CHANGED_CHANNEL, String(i));
      await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1), { timeout: 3000, interval: 20 });
      await new Promise((r) => setTimeout(r, 400));
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      await kb.close();
    }
  });

  it('a failed refresh keeps the previous index and logs the error', async () => {
    const log = fakeLog();
    const kb = await KnowledgeBase.open(db, log as unknown as FastifyBaseLogger);
    try {
      const engine = kb.engine;
      vi.spyOn(kb, 'refresh').mockRejectedValueOnce(new Error('database went away'));
      await db.notify(KB_CHANGED_CHANNEL, '1');
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1), { timeout: 3000, interval: 20 });
      expect(log.error).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'database went away' }) },
        'knowledge base refresh failed; keeping the previous index',
      );
      expect(kb.engine).toBe(engine);
      expect(kb.engine.size).toBe(2);
    } finally {
      await kb.close();
    }
  });

  it('stops listening when closed', async () => {
    const kb = await KnowledgeBase.open(db, fakeLog() as unknown as FastifyBaseLogger);
    const refresh = vi.spyOn(kb, 'refresh');
    await kb.close();
    await articlesRepository(db).upsertFromContent([WIFI_CALLING]);
    await new Promise((r) => setTimeout(r, 400));
    expect(refresh).not.toHaveBeenCalled();
    expect(kb.engine.size).toBe(2);
  });
});
