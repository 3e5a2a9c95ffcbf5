import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleArticle } from '@support/answer-engine/testing';
import { type ArticleRecord, articlesRepository, type Database, migrate, openDatabase } from '@support/db';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { articleFile, fakeLog } from '../testing/app.ts';
import { KnowledgeBase } from './knowledge.ts';
import { seedContent } from './seed.ts';

const PAY_BILL: ArticleRecord = sampleArticle();
const WIFI_CALLING: ArticleRecord = sampleArticle({
  id: 'KM1000020',
  topic: 'wifi-calling',
  title: 'Turn on Wi-Fi calling on your phone',
  serviceKey: 'wireless',
  lineOfService: 'wireless',
  intent: 'general',
  questions: ['How do I turn on Wi-Fi calling on my phone?', 'wifi calling', 'wi-fi calling greyed out'],
  answer:
    'Open Settings and turn on Wi-Fi Calling. Calls and texts then use Wi-Fi when the mobile signal is weak.',
  body: 'Wi-Fi calling lets your phone make calls over Wi-Fi.\n\n## Steps\n\n1. Open Settings.',
});

let root: string;
let db: Database;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'api-seed-'));
  db = await openDatabase();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

it('a start after an article file was deleted removes the article, keeps console articles, and running instances drop it', async () => {
  const kbDir = join(root, 'kb');
  mkdirSync(kbDir, { recursive: true });
  const wifiFile = join(kbDir, `${WIFI_CALLING.id}-${WIFI_CALLING.topic}.md`);
  writeFileSync(join(kbDir, `${PAY_BILL.id}-${PAY_BILL.topic}.md`), articleFile(PAY_BILL));
  writeFileSync(wifiFile, articleFile(WIFI_CALLING));
  const log = fakeLog();
  await seedContent(db, root, log);
  // An article written in the console has no file, and must survive.
  await articlesRepository(db).upsertFromContent([
    { ...WIFI_CALLING, id: 'KM1000099', topic: 'console-note' },
  ]);
  await db.query("UPDATE kb_articles SET origin = 'console' WHERE id = 'KM1000099'");
  const running = await KnowledgeBase.open(db, log);
  try {
    expect(running.engine.size).toBe(3);

    unlinkSync(wifiFile);
    await seedContent(db, root, log);

    expect((await articlesRepository(db).list()).map((a) => a.id)).toEqual([PAY_BILL.id, 'KM1000099']);
    expect(log.info).toHaveBeenLastCalledWith(
      { articles: 1, removed: 1 },
      'knowledge base loaded from content/kb',
    );
    await vi.waitFor(() => expect(running.engine.size).toBe(2), { timeout: 5000, interval: 50 });
    expect(running.engine.article(WIFI_CALLING.id)).toBeUndefined();
  } finally {
    await running.close();
  }
});
