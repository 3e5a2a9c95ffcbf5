import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleArticle } from '@support/answer-engine/testing';
import { type Database, feedsRepository, openDatabase } from '@support/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, REPO_ROOT } from '../platform/config.ts';

/** An article as a content file (JSON front matter is valid YAML); `overrides` replace front-matter fields. */
export function articleFile<A extends { body: string }>(
  a: A,
  overrides: Record<string, unknown> = {},
): string {
  const { body, ...front } = a;
  return `---\n${JSON.stringify({ ...front, ...overrides })}\n---\n\n${body}\n`;
}

/** A logger whose calls a test can inspect. */
export function fakeLog() {
  const log = {
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
    silent: vi.fn(),
    level: 'info',
    child: (): unknown => log,
  };
  return log as typeof log & FastifyBaseLogger;
}

/** The one article of the test apps: "How do I pay my bill online?" */
export const PAY_BILL = sampleArticle();

/** A temporary content folder whose knowledge base is PAY_BILL alone; the caller removes it. */
function payBillContent(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'kb'));
  writeFileSync(join(root, 'kb', `${PAY_BILL.id}-${PAY_BILL.topic}.md`), articleFile(PAY_BILL));
  return root;
}

/**
 * Opening the embedded database is most of an app's start-up, so the apps of one test file share
 * one (each file runs in its own module scope); it closes with the last of them.
 */
let shared: { db: Promise<Database>; users: number } | undefined;

function shareDatabase(): Promise<Database> {
  shared ??= { db: openDatabase(), users: 0 };
  shared.users += 1;
  return shared.db;
}

async function releaseDatabase(): Promise<void> {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  const { db } = shared;
  shared = undefined;
  await (await db).close();
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * For tests of the platform (headers, limits, logs, errors): the real app over a one-article
 * knowledge base, so it starts in a fraction of the time the full content takes.
 */
export async function startTestApp({
  logLevel = 'silent',
  ...options
}: Omit<AppOptions, 'config' | 'db'> & { logLevel?: Config['LOG_LEVEL'] } = {}): Promise<TestApp> {
  const root = payBillContent('api-test-');
  const db = await shareDatabase();
  const app = await buildApp({
    logger: false,
    ...options,
    db,
    config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: logLevel },
  });
  return {
    app,
    async close() {
      await app.close();
      await releaseDatabase();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface FeedApp {
  app: FastifyInstance;
  db: Database;
  /** The app's log lines (JSON, info and above), in order. */
  logs: string[];
  /** The last logged entry with this message, parsed. */
  logged(msg: string): Record<string, unknown> | undefined;
  close(): Promise<void>;
}

/**
 * For the services that serve stored feeds and flags: the real app over one article and the
 * repository's own content folders named (`cms`, `flags`, …), seeded into its own database as
 * at start-up, with its log lines kept.
 */
export async function startFeedApp(folders: readonly string[]): Promise<FeedApp> {
  const root = payBillContent('feed-app-');
  for (const folder of folders)
    cpSync(join(REPO_ROOT, 'content', folder), join(root, folder), { recursive: true });
  const db = await openDatabase();
  const logs: string[] = [];
  const app = await buildApp({
    db,
    logStream: { write: (line) => void logs.push(line) },
    config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'info' },
  });
  return {
    app,
    db,
    logs,
    logged: (msg) => logs.map((l) => JSON.parse(l) as Record<string, unknown>).findLast((l) => l.msg === msg),
    async close() {
      await app.close();
      await db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `check` while the stored feed `key` (in `locale`) holds `broken` instead of what it holds
 * now, then puts the stored row back, whatever `check` did. The logs are cleared first, so what
 * `check` reads was logged by its own requests.
 */
export async function withStoredFeed(
  feedApp: FeedApp,
  feed: { key: string; locale?: string },
  broken: (good: unknown) => unknown,
  check: () => Promise<void>,
): Promise<void> {
  const feeds = feedsRepository(feedApp.db);
  const good = await feeds.get(feed.key, feed.locale);
  try {
    await feeds.put(feed.key, broken(structuredClone(good)), feed.locale);
    feedApp.logs.length = 0;
    await check();
  } finally {
    await feeds.put(feed.key, good, feed.locale);
  }
}
