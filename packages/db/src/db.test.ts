import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { feedbackSignalsRepository, gapSignalsRepository } from './feedback-signals.ts';
import { migrate, readMigrations } from './migrate.ts';
import {
  type ArticleRecord,
  articlesRepository,
  feedbackRepository,
  feedsRepository,
  flagsRepository,
  KB_CHANGED_CHANNEL,
  metaRepository,
  signalsRepository,
} from './repositories.ts';
import { testEngines } from './testing/engines.ts';

const article = (id: string, title = `Title of ${id}`): ArticleRecord => ({
  id,
  topic: 'restart-gateway',
  title,
  serviceKey: 'u-verse-high-speed-internet',
  customerType: 'consumer',
  lineOfService: 'internet',
  dataSource: 'esupport',
  intent: 'general',
  questions: ['how do I restart my router', 'reboot gateway', 'wifi box restart'],
  answer: 'Unplug the gateway for 15 seconds. Plug it back in and wait for the light.',
  body: '1. Unplug it.\n2. Wait.',
  related: [],
  updated: '2026-10-01',
});

const engines = testEngines();

describe.each(engines)('database on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  describe('migrations', () => {
    it('applies every migration once and records it', async () => {
      const rows = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
    });

    it('rolls a failing migration back and leaves the database usable', async () => {
      const bad = [
        {
          version: 9999,
          name: '9999_broken',
          sql: 'CREATE TABLE broken_one (x int); SELECT * FROM missing_table;',
        },
      ];
      await expect(migrate(db, bad)).rejects.toThrow(/missing_table/);
      const tables = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'broken_one'",
      );
      expect(tables).toHaveLength(0);
      const versions = await db.query('SELECT 1 FROM schema_migrations WHERE version = 9999');
      expect(versions).toHaveLength(0);
      expect(await db.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    });
  });

  describe('articles', () => {
    it('stores, lists and replaces content articles', async () => {
      const repo = articlesRepository(db);
      await repo.upsertFromContent([article('KM0000001'), article('KM0000002')]);
      expect(await repo.count()).toBe(2);
      await repo.upsertFromContent([article('KM0000001', 'Restart your gateway')]);
      const got = await repo.get('KM0000001');
      expect(got?.title).toBe('Restart your gateway');
      expect(got?.questions).toEqual(article('KM0000001').questions);
      expect(got?.updated).toBe('2026-10-01');
      expect((await repo.list()).map((a) => a.id)).toEqual(['KM0000001', 'KM0000002']);
    });

    it('reads every article once, in id order, a page at a time', async () => {
      const repo = articlesRepository(db);
      await db.exec('DELETE FROM kb_articles');
      const ids = ['KM0000105', 'KM0000101', 'KM0000104', 'KM0000102', 'KM0000103'];
      await repo.upsertFromContent(ids.map((id) => article(id)));
      const sorted = [...ids].sort();
      for (const [rows, sizes] of [
        [1, [1, 1, 1, 1, 1]],
        [2, [2, 2, 1]],
        [5, [5]],
        [500, [5]],
      ] as const) {
        const pages: string[][] = [];
        for await (const page of repo.pages(rows)) pages.push(page.map((a) => a.id));
        expect(pages.map((p) => p.length)).toEqual(sizes);
        expect(pages.flat()).toEqual(sorted);
      }
      expect((await repo.pages(2).next()).value?.[0]).toEqual(await repo.get(sorted[0]!));
      await expect(repo.pages(0).next()).rejects.toThrow(RangeError);
      await db.exec('DELETE FROM kb_articles');
      expect((await repo.pages(10).next()).done).toBe(true);
    });

    it('gives every write of an article a new revision, and reads articles by id', async () => {
      const repo = articlesRepository(db);
      const revisions = async () => {
        const all = new Map<string, number>();
        for await (const page of repo.revisionPages(1)) for (const r of page) all.set(r.id, r.revision);
        return all;
      };
      await db.exec('DELETE FROM kb_articles');
      await repo.upsertFromContent([article('KM0000201'), article('KM0000202')]);
      const first = await revisions();
      expect([...first.keys()].sort()).toEqual(['KM0000201', 'KM0000202']);
      await repo.upsertFromContent([article('KM0000201', 'Another title')]);
      await db.exec(`UPDATE kb_articles SET answer = 'Changed by hand.' WHERE id = 'KM0000202'`);
      const second = await revisions();
      for (const id of ['KM0000201', 'KM0000202']) expect(second.get(id)).not.toBe(first.get(id));
      const third = await revisions();
      expect(third).toEqual(second);
      // Written again as it is, an article keeps its revision; changed, it gets a new one.
      await repo.upsertFromContent([article('KM0000201', 'Another title')]);
      expect(await revisions()).toEqual(second);
      await repo.upsertFromContent([
        { ...article('KM0000201', 'Another title'), questions: ['a new question'] },
      ]);
      expect((await revisions()).get('KM0000201')).not.toBe(second.get('KM0000201'));
      const read = await repo.getMany(['KM0000202', 'KM9999999', 'KM0000201']);
      expect(read.map((a) => [a.id, a.title, a.answer])).toEqual([
        ['KM0000201', 'Another title', article('KM0000201').answer],
        ['KM0000202', 'Title of KM0000202', 'Changed by hand.'],
      ]);
      expect(await repo.getMany([])).toEqual([]);
    });

    it('rejects an id that is not KM followed by 7 digits', async () => {
      await expect(articlesRepository(db).upsertFromContent([article('KB123')])).rejects.toThrow();
      expect(await articlesRepository(db).get('KB123')).toBeUndefined();
    });

    it('notifies listeners when articles change', async () => {
      const heard: string[] = [];
      const stop = await db.listen(KB_CHANGED_CHANNEL, (p) => heard.push(p));
      await articlesRepository(db).upsertFromContent([article('KM0000003')]);
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(['1']);
      await stop();
    });

    it('replacing the content deletes articles whose files are gone, keeps console edits, and notifies once', async () => {
      const repo = articlesRepository(db);
      await db.exec('DELETE FROM kb_articles');
      await repo.upsertFromContent(
        ['KM0000011', 'KM0000012', 'KM0000013', 'KM0000014'].map((id) => article(id)),
      );
      await db.query("UPDATE kb_articles SET origin = 'console' WHERE id = 'KM0000014'");
      const heard: string[] = [];
      const stop = await db.listen(KB_CHANGED_CHANNEL, (p) => heard.push(p));

      const result = await repo.replaceContent([article('KM0000011', 'Renamed'), article('KM0000015')]);

      expect(result).toEqual({ upserted: 2, deleted: 2 });
      expect((await repo.list()).map((a) => a.id)).toEqual(['KM0000011', 'KM0000014', 'KM0000015']);
      expect((await repo.get('KM0000011'))?.title).toBe('Renamed');
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(['4']);
      await stop();
    });

    it('a replacement that fails deletes nothing and notifies no one', async () => {
      const repo = articlesRepository(db);
      const before = (await repo.list()).map((a) => a.id);
      const heard: string[] = [];
      const stop = await db.listen(KB_CHANGED_CHANNEL, (p) => heard.push(p));
      await expect(repo.replaceContent([article('KM0000016'), article('KB123')])).rejects.toThrow();
      expect((await repo.list()).map((a) => a.id)).toEqual(before);
      // A notification would arrive within milliseconds; wait well beyond that.
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);
      await stop();
    });

    it('replacing with no files deletes every content article', async () => {
      const repo = articlesRepository(db);
      expect(await repo.replaceContent([])).toEqual({ upserted: 0, deleted: 2 });
      expect((await repo.list()).map((a) => a.id)).toEqual(['KM0000014']);
    });
  });

  describe('feeds, flags and meta', () => {
    it('keeps one payload per feed and locale', async () => {
      const feeds = feedsRepository(db);
      await feeds.put('hubanswer', { a: 1 });
      await feeds.put('hubanswer', { a: 2 });
      await feeds.put('hubanswer', { a: 3 }, 'es-us');
      expect(await feeds.get('hubanswer')).toEqual({ a: 2 });
      expect(await feeds.get('hubanswer', 'es-us')).toEqual({ a: 3 });
      expect(await feeds.get('missing')).toBeUndefined();
    });

    it('returns the allocations of the teams asked for', async () => {
      const flags = flagsRepository(db);
      await flags.put('search', 'svc-search-ixp-smart-answer', ['true']);
      await flags.put('idp-web-support', 'cfg-ixp-support-genai-search', ['contactUs']);
      expect(await flags.forTeams(['search'])).toEqual([
        { team: 'search', flag: 'svc-search-ixp-smart-answer', value: ['true'] },
      ]);
      expect(await flags.forTeams([])).toEqual([]);
    });

    it('stores meta values by key', async () => {
      const meta = metaRepository(db);
      await meta.set('content_hash', 'abc');
      await meta.set('content_hash', 'def');
      expect(await meta.get('content_hash')).toBe('def');
    });
  });

  describe('json values', () => {
    it('reads back a flag or feed stored as a string that looks like JSON as that string', async () => {
      const flags = flagsRepository(db);
      const values: unknown[] = ['true', '12', 'null', 'yes', true, 0, { on: true }];
      for (const [i, value] of values.entries()) await flags.put('json-team', `flag-${i}`, value);
      const read = await flags.forTeams(['json-team']);
      expect(read.map((r) => r.value)).toEqual(values);
      const feeds = feedsRepository(db);
      await feeds.put('json-feed', '"quoted"');
      expect(await feeds.get('json-feed')).toBe('"quoted"');
      await feeds.put('json-feed', 'false');
      expect(await feeds.get('json-feed')).toBe('false');
      expect(await feeds.get('no-such-feed')).toBeUndefined();
    });
  });

  describe('signals and feedback', () => {
    it('counts uses per article for popularity', async () => {
      const repo = signalsRepository(db);
      await repo.insert([
        { collection: 'sitesearch', type: 'click', docId: 'KM0000002', payload: { res_pos: 1 } },
        { collection: 'sitesearch', type: 'click', docId: 'KM0000002', payload: {} },
        { collection: 'sitesearch', type: 'impression', docId: 'KM0000001', payload: {} },
        { collection: 'sitesearch', type: 'submit', payload: { query: 'wifi' } },
      ]);
      const pop = await repo.popularity(new Date(Date.now() - 60_000));
      expect([...pop.entries()]).toEqual([
        ['KM0000002', 2],
        ['KM0000001', 1],
      ]);
      expect(await repo.count()).toBe(4);
    });

    it('stores a signal once per idempotency key, within a batch, across batches and concurrently', async () => {
      const repo = signalsRepository(db);
      const signal = (key: string | null, docId = 'KM0000009') => ({
        collection: 'idem-test',
        type: 'click',
        docId,
        payload: { res_pos: 2 },
        idempotencyKey: key,
      });
      expect(await repo.insert([signal('k-1'), signal('k-2'), signal('k-1')])).toBe(2);
      expect(await repo.insert([signal('k-2'), signal('k-3')])).toBe(1);
      const racing = await Promise.all([repo.insert([signal('k-4')]), repo.insert([signal('k-4')])]);
      expect(racing.sort()).toEqual([0, 1]);
      // Signals without a key (older senders) are never deduplicated.
      expect(await repo.insert([signal(null), signal(null)])).toBe(2);
      const stored = await repo.forCollection('idem-test');
      expect(stored.map((s) => s.idempotencyKey)).toEqual(['k-1', 'k-2', 'k-3', 'k-4', null, null]);
      expect(stored[0]).toMatchObject({ type: 'click', docId: 'KM0000009', payload: { res_pos: 2 } });
    });

    it('reads recent signals of some types, newest first, with their payload fields as text', async () => {
      await signalsRepository(db).insert([
        {
          collection: 'recent-test',
          type: 'feedback',
          query: 'pay my bill',
          docId: 'KM0000003',
          userId: 'u-1',
          payload: { subtype: 'thumbsDown', helpful: 'no', isYes: false, feedbackArr: ['Too long'] },
        },
        { collection: 'recent-test', type: 'submit', query: 'wifi', payload: { isSmartAnswer: false } },
        { collection: 'recent-test', type: 'impression', payload: {} },
      ]);
      const since = new Date(Date.now() - 60_000);
      const fb = await feedbackSignalsRepository(db).recent(['feedback'], since, 10);
      expect(fb.find((r) => r.docId === 'KM0000003')).toMatchObject({
        type: 'feedback',
        query: 'pay my bill',
        userId: 'u-1',
        subtype: 'thumbsDown',
        helpful: 'no',
        isYes: 'false',
        queryId: null,
      });
      const gaps = await gapSignalsRepository(db).recent(['submit', 'feedback'], since, 10);
      expect(gaps.filter((r) => r.query === 'wifi' || r.query === 'pay my bill').map((r) => r.type)).toEqual([
        // Newest first: the batch's rows share a time, so the later id comes first.
        'submit',
        'feedback',
      ]);
      expect(gaps.find((r) => r.query === 'wifi')).toMatchObject({ isSmartAnswer: 'false', said: null });
      expect(JSON.parse(gaps.find((r) => r.query === 'pay my bill')!.said!)).toEqual(['Too long']);
      expect(await gapSignalsRepository(db).recent([], since, 10)).toEqual([]);
    });

    it('keeps feedback with its reasons and refuses comments over 250 characters', async () => {
      const repo = feedbackRepository(db);
      const id = await repo.insert({
        answerId: 'KM0000001',
        helpful: false,
        reasons: ['Not relevant'],
        comment: 'x'.repeat(250),
      });
      expect(id).toBeGreaterThan(0);
      await expect(
        repo.insert({ answerId: 'KM0000001', helpful: false, reasons: [], comment: 'x'.repeat(251) }),
      ).rejects.toThrow();
      const rows = await repo.forAnswer('KM0000001');
      expect(rows.map((r) => [r.helpful, r.reasons])).toEqual([[false, ['Not relevant']]]);
    });
  });
});

describe('LISTEN on a PostgreSQL server', () => {
  let db: Database;
  beforeAll(async () => {
    db = await engines.find((e) => e.name === 'PostgreSQL server')!.open();
  });
  afterAll(async () => {
    await db.close();
  });

  const terminateListeners = async () =>
    db.query<{ done: boolean }>(
      "SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE query LIKE 'LISTEN%'",
    );

  it('listens again after its connection is terminated, and calls back once for what it missed', async () => {
    const heard: string[] = [];
    const errors: Error[] = [];
    const stop = await db.listen('reconnect_test', (p) => heard.push(p), { onError: (e) => errors.push(e) });
    await db.notify('reconnect_test', 'before');
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(['before']);

    expect(await terminateListeners()).toEqual([{ done: true }]);

    // The empty payload is the call made after reconnecting, for notifications lost meanwhile.
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['before', '']);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/terminat/);
    await db.notify('reconnect_test', 'after');
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(['before', '', 'after']);
    await stop();
  });

  it('stays stopped once unsubscribed, even if its connection had dropped', async () => {
    const heard: string[] = [];
    const stop = await db.listen('reconnect_test', (p) => heard.push(p));
    expect(await terminateListeners()).toEqual([{ done: true }]);
    await stop();
    // Longer than the first reconnect delay (100 ms): no listener comes back.
    await new Promise((r) => setTimeout(r, 500));
    expect(
      await db.query("SELECT 1 FROM pg_stat_activity WHERE query LIKE '%LISTEN reconnect_test'"),
    ).toEqual([]);
    await db.notify('reconnect_test', 'ignored');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
  });
});
