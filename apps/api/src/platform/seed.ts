import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadArticlesFromDir } from '@support/answer-engine';
import {
  AllocationValueSchema,
  type OutageFileRecord,
  OutageFileSchema,
  resolveOutageFileTime,
} from '@support/contracts';
import {
  articlesRepository,
  type Database,
  feedsRepository,
  flagsRepository,
  metaRepository,
  outagesRepository,
} from '@support/db';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

const KB_HASH_KEY = 'content.kb.sha256';

const FlagFileSchema = z.object({
  team: z.string().min(1),
  allocations: z.record(
    z.string(),
    z.object({ value: AllocationValueSchema, description: z.string().optional() }),
  ),
});
const FeedFileSchema = z.object({
  feedKey: z.string().min(1),
  locale: z.string().default('en-us'),
  payload: z.unknown(),
});

/**
 * Loads `content/` into the database: knowledge-base articles (validated; a malformed file stops
 * start-up naming the file and the field) whenever the files changed since the last load, deleting
 * the articles whose files are gone (articles edited in the console stay), the content feeds (see
 * seedFeed: a changed file replaces a feed nobody edited), and the default flag allocations and
 * outages (content/outages) when they are not there yet.
 */
export async function seedContent(db: Database, contentDir: string, log: FastifyBaseLogger): Promise<void> {
  const kbDir = join(contentDir, 'kb');
  const articles = loadArticlesFromDir(kbDir);
  const hash = createHash('sha256').update(JSON.stringify(articles)).digest('hex');
  const meta = metaRepository(db);
  if ((await meta.get(KB_HASH_KEY)) !== hash) {
    const { upserted, deleted } = await articlesRepository(db).replaceContent(articles);
    await meta.set(KB_HASH_KEY, hash);
    log.info({ articles: upserted, removed: deleted }, 'knowledge base loaded from content/kb');
  }

  for (const file of jsonFiles(join(contentDir, 'flags'))) {
    const spec = readJsonFile(file, FlagFileSchema);
    const flags = flagsRepository(db);
    const existing = new Set((await flags.forTeams([spec.team])).map((f) => f.flag));
    for (const [flag, a] of Object.entries(spec.allocations)) {
      if (!existing.has(flag)) await flags.put(spec.team, flag, a.value, a.description);
    }
  }
  for (const file of jsonFiles(join(contentDir, 'cms'))) {
    const spec = readJsonFile(file, FeedFileSchema);
    await seedFeed(db, spec, log);
  }
  await seedOutages(db, join(contentDir, 'outages'), log);
}

/**
 * One content feed from its file. A feed not there yet is written. One there is replaced by a
 * changed file only while it is still what the seeder last wrote (its hash is kept in meta): a
 * feed edited in the database stays, and a fix to the file reaches a database seeded before it.
 * A feed written before these hashes were kept counts as edited (nothing is lost on a guess).
 */
async function seedFeed(db: Database, spec: z.infer<typeof FeedFileSchema>, log: FastifyBaseLogger) {
  const feeds = feedsRepository(db);
  const meta = metaRepository(db);
  const key = `${FEED_HASH_PREFIX}${spec.feedKey}|${spec.locale}`;
  const bundled = contentHash(spec.payload);
  const stored = await feeds.get(spec.feedKey, spec.locale);
  if (stored === undefined) {
    await feeds.put(spec.feedKey, spec.payload, spec.locale);
    await meta.set(key, bundled);
    return;
  }
  const seeded = await meta.get(key);
  const current = contentHash(stored);
  if (seeded === undefined) {
    await meta.set(key, current);
    return;
  }
  if (seeded === bundled) return;
  if (current !== seeded) {
    log.info(
      { feed: spec.feedKey, locale: spec.locale },
      'content feed edited in the database; file change not applied',
    );
    return;
  }
  await feeds.put(spec.feedKey, spec.payload, spec.locale);
  await meta.set(key, bundled);
  log.info({ feed: spec.feedKey, locale: spec.locale }, 'content feed updated from its file');
}

const FEED_HASH_PREFIX = 'content.feed.sha256:';

/** sha256 of a JSON value with its object keys sorted (the database may not keep their order). */
function contentHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/**
 * content/outages/*.json into the outages table: each outage once, by id (a row already there,
 * restored or edited in the database, stays as it is). An id in two files stops start-up.
 */
async function seedOutages(db: Database, dir: string, log: FastifyBaseLogger): Promise<void> {
  const seen = new Map<string, string>();
  const records: OutageFileRecord[] = [];
  for (const file of jsonFiles(dir)) {
    for (const outage of readJsonFile(file, OutageFileSchema).outages) {
      const other = seen.get(outage.id);
      if (other !== undefined) throw new Error(`${file}: outage ${outage.id} is also in ${other}`);
      seen.set(outage.id, file);
      records.push(outage);
    }
  }
  // Offsets ("-3h") count from now: the moment an outage is first stored.
  const now = new Date();
  const time = (value: string | null) => (value === null ? null : resolveOutageFileTime(value, now));
  const added = await outagesRepository(db).insertMissing(
    records.map((o) => ({
      id: o.id,
      service: o.service,
      zipCodes: o.zipCodes,
      summary: o.summary,
      startedAt: resolveOutageFileTime(o.startedAt, now),
      expectedRestoreAt: time(o.expectedRestoreAt),
      resolvedAt: time(o.resolvedAt),
    })),
  );
  if (added > 0) log.info({ outages: added }, 'outages loaded from content/outages');
}

export function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

/** Reads one JSON content file; a malformed one stops start-up naming the file and the field. */
export function readJsonFile<T>(file: string, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: field "${issue.path.join('.')}": ${issue.message}`);
  }
  return parsed.data;
}
