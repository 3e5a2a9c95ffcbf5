import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { appMeta, contentFeeds, feedback, flagAllocations, kbArticles, outages, signals } from './schema.ts';

/** A knowledge-base article as stored (the answer engine's Article, without storage columns). */
export interface ArticleRecord {
  id: string;
  topic: string;
  title: string;
  serviceKey: string;
  customerType: string;
  lineOfService: string;
  dataSource: string;
  intent: string;
  questions: string[];
  answer: string;
  body: string;
  related: string[];
  updated: string;
}

/** NOTIFY channel raised when articles change, so every API instance rebuilds its index. */
export const KB_CHANGED_CHANNEL = 'kb_changed';

export function articlesRepository(db: Database) {
  const columns = {
    id: kbArticles.id,
    topic: kbArticles.topic,
    title: kbArticles.title,
    serviceKey: kbArticles.serviceKey,
    customerType: kbArticles.customerType,
    lineOfService: kbArticles.lineOfService,
    dataSource: kbArticles.dataSource,
    intent: kbArticles.intent,
    questions: kbArticles.questions,
    answer: kbArticles.answer,
    body: kbArticles.body,
    related: kbArticles.related,
    updated: kbArticles.updated,
  };
  return {
    async count(): Promise<number> {
      const [row] = await db.orm.select({ n: count() }).from(kbArticles);
      return Number(row?.n ?? 0);
    },
    async list(): Promise<ArticleRecord[]> {
      return db.orm.select(columns).from(kbArticles).orderBy(kbArticles.id);
    },
    /**
     * Every article, in id order, `rows` at a time (keyset pages: each query starts after the last
     * id read), so that a large knowledge base is read in pieces with the caller's work between
     * them. Pages are separate queries: an article changed while they are read may be seen in
     * either state, and its change notification follows.
     */
    pages(rows: number): AsyncGenerator<ArticleRecord[]> {
      return keysetPages(rows, (after, limit) =>
        db.orm
          .select(columns)
          .from(kbArticles)
          .where(after === undefined ? undefined : gt(kbArticles.id, after))
          .orderBy(kbArticles.id)
          .limit(limit),
      );
    },
    /**
     * Every article's id and revision (a number every write of it changes: migration 0006), in id
     * order, `rows` at a time like pages: to tell which articles to read again after a change.
     */
    async *revisionPages(rows: number): AsyncGenerator<{ id: string; revision: number }[]> {
      for await (const page of keysetPages(rows, (after, limit) =>
        db.orm
          .select({ id: kbArticles.id, revision: kbArticles.revision })
          .from(kbArticles)
          .where(after === undefined ? undefined : gt(kbArticles.id, after))
          .orderBy(kbArticles.id)
          .limit(limit),
      ))
        yield page.map((r) => ({ id: r.id, revision: Number(r.revision) }));
    },
    /** The articles of these ids that exist, in id order. */
    async getMany(ids: readonly string[]): Promise<ArticleRecord[]> {
      const out: ArticleRecord[] = [];
      // One array parameter per query, and a bounded number of rows per result.
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        out.push(
          ...(await db.orm
            .select(columns)
            .from(kbArticles)
            .where(sql`${kbArticles.id} = ANY(${sql.param(chunk)}::text[])`)
            .orderBy(kbArticles.id)),
        );
      }
      return out;
    },
    async get(id: string): Promise<ArticleRecord | undefined> {
      const [row] = await db.orm.select(columns).from(kbArticles).where(eq(kbArticles.id, id));
      return row;
    },
    /** Inserts or replaces articles that come from content files, in one transaction; console-edited rows are kept. */
    async upsertFromContent(records: readonly ArticleRecord[]): Promise<number> {
      if (records.length === 0) return 0;
      await db.orm.transaction(async (tx) => {
        await upsertContent(tx, records);
        await notifyOnCommit(tx, String(records.length));
      });
      return records.length;
    },
    /**
     * Makes the content articles those of the content files: upserts `records` and deletes the
     * content articles whose files are gone, in one transaction, then notifies every instance.
     * Console-edited rows are neither replaced nor deleted.
     */
    async replaceContent(records: readonly ArticleRecord[]): Promise<{ upserted: number; deleted: number }> {
      return db.orm.transaction(async (tx) => {
        await upsertContent(tx, records);
        // One array parameter, not one per id: a large knowledge base would pass the 65,535 limit.
        const ids = records.map((r) => r.id);
        const deleted = await tx
          .delete(kbArticles)
          .where(
            and(eq(kbArticles.origin, 'content'), sql`${kbArticles.id} <> ALL(${sql.param(ids)}::text[])`),
          )
          .returning({ id: kbArticles.id });
        await notifyOnCommit(tx, String(records.length + deleted.length));
        return { upserted: records.length, deleted: deleted.length };
      });
    },
  };
}

type Transaction = Parameters<Parameters<Database['orm']['transaction']>[0]>[0];

async function upsertContent(tx: Transaction, records: readonly ArticleRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += 200) {
    await tx
      .insert(kbArticles)
      .values(records.slice(i, i + 200).map((r) => ({ ...r, origin: 'content' as const })))
      .onConflictDoUpdate({
        target: kbArticles.id,
        set: {
          topic: sql`excluded.topic`,
          title: sql`excluded.title`,
          serviceKey: sql`excluded.service_key`,
          customerType: sql`excluded.customer_type`,
          lineOfService: sql`excluded.line_of_service`,
          dataSource: sql`excluded.data_source`,
          intent: sql`excluded.intent`,
          questions: sql`excluded.questions`,
          answer: sql`excluded.answer`,
          body: sql`excluded.body`,
          related: sql`excluded.related`,
          updated: sql`excluded.updated`,
          modifiedAt: sql`now()`,
        },
        // Only an article whose content differs is written: one written as it was would get a new
        // revision (migration 0006), and every API instance would read it again for nothing.
        setWhere: and(
          eq(kbArticles.origin, 'content'),
          sql`(${kbArticles.topic}, ${kbArticles.title}, ${kbArticles.serviceKey}, ${kbArticles.customerType},
               ${kbArticles.lineOfService}, ${kbArticles.dataSource}, ${kbArticles.intent}, ${kbArticles.questions},
               ${kbArticles.answer}, ${kbArticles.body}, ${kbArticles.related}, ${kbArticles.updated})
            IS DISTINCT FROM
              (excluded.topic, excluded.title, excluded.service_key, excluded.customer_type,
               excluded.line_of_service, excluded.data_source, excluded.intent, excluded.questions,
               excluded.answer, excluded.body, excluded.related, excluded.updated)`,
        ),
      });
  }
}

/**
 * Rows in id order, `rows` at a time: each query (`read`) starts after the last id of the page
 * before, so a page costs the same wherever it is, and no page is ever read twice or skipped.
 */
async function* keysetPages<T extends { id: string }>(
  rows: number,
  read: (after: string | undefined, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  if (!Number.isInteger(rows) || rows < 1)
    throw new RangeError(`rows must be a positive integer, not ${rows}`);
  let after: string | undefined;
  for (;;) {
    const page = await read(after, rows);
    if (page.length > 0) yield page;
    if (page.length < rows) return;
    after = page[page.length - 1]!.id;
  }
}

/** PostgreSQL delivers a NOTIFY made in a transaction at commit, and never if it rolls back. */
async function notifyOnCommit(tx: Transaction, payload: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${KB_CHANGED_CHANNEL}, ${payload})`);
}

export function metaRepository(db: Database) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.orm.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
      return row?.value;
    },
    async set(key: string, value: string): Promise<void> {
      await db.orm
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}

/**
 * A jsonb column read as its JSON text. The drivers already decode jsonb and Drizzle decodes the
 * result again, so a stored string that reads as JSON ("true", "12") came back as a boolean or a
 * number; the text is decoded exactly once.
 */
const jsonText = (column: AnyPgColumn) => sql<string>`${column}::text`;

export function feedsRepository(db: Database) {
  return {
    async get(feedKey: string, locale = 'en-us'): Promise<unknown | undefined> {
      const [row] = await db.orm
        .select({ payload: jsonText(contentFeeds.payload) })
        .from(contentFeeds)
        .where(and(eq(contentFeeds.feedKey, feedKey), eq(contentFeeds.locale, locale)));
      return row === undefined ? undefined : (JSON.parse(row.payload) as unknown);
    },
    async put(feedKey: string, payload: unknown, locale = 'en-us'): Promise<void> {
      await db.orm
        .insert(contentFeeds)
        .values({ feedKey, locale, payload })
        .onConflictDoUpdate({
          target: [contentFeeds.feedKey, contentFeeds.locale],
          set: { payload, updatedAt: sql`now()` },
        });
    },
  };
}

export function flagsRepository(db: Database) {
  return {
    async forTeams(teams: readonly string[]): Promise<{ team: string; flag: string; value: unknown }[]> {
      if (teams.length === 0) return [];
      const rows = await db.orm
        .select({
          team: flagAllocations.team,
          flag: flagAllocations.flag,
          value: jsonText(flagAllocations.value),
        })
        .from(flagAllocations)
        .where(inArray(flagAllocations.team, [...teams]))
        .orderBy(flagAllocations.team, flagAllocations.flag);
      return rows.map((r) => ({ ...r, value: JSON.parse(r.value) as unknown }));
    },
    async put(team: string, flag: string, value: unknown, description?: string): Promise<void> {
      await db.orm
        .insert(flagAllocations)
        .values({ team, flag, value, description })
        .onConflictDoUpdate({
          target: [flagAllocations.team, flagAllocations.flag],
          set: { value, description, updatedAt: sql`now()` },
        });
    },
  };
}

export interface SignalRecord {
  collection: string;
  type: string;
  appId?: string | null;
  query?: string | null;
  name?: string | null;
  docId?: string | null;
  userId?: string | null;
  payload: Record<string, unknown>;
  /** Stored once: a record whose key is already there (or earlier in the batch) is skipped. */
  idempotencyKey?: string | null;
}

/** What "suggested for you" reads of a visitor's signal. */
export interface UserSignal {
  query: string | null;
  docId: string | null;
  createdAt: Date;
}

export function signalsRepository(db: Database) {
  return {
    /**
     * Stores a batch in one statement (all of it or, on an error, none of it) and returns how many
     * rows were new: records whose idempotency key is already stored are skipped, not errors.
     */
    async insert(records: readonly SignalRecord[]): Promise<number> {
      if (records.length === 0) return 0;
      const rows = await db.orm
        .insert(signals)
        .values([...records])
        .onConflictDoNothing({ target: signals.idempotencyKey })
        .returning({ id: signals.id });
      return rows.length;
    },
    /** Uses per article since a date: what popular answers are ordered by. */
    async popularity(since: Date): Promise<Map<string, number>> {
      const rows = await db.orm
        .select({ docId: signals.docId, n: count() })
        .from(signals)
        .where(and(isNotNull(signals.docId), gte(signals.createdAt, since)))
        .groupBy(signals.docId)
        .orderBy(desc(count()));
      return new Map(rows.map((r) => [r.docId!, Number(r.n)]));
    },
    /**
     * One visitor's signals since a date, newest first: what they asked (`query`) and which
     * articles they used (`docId`). For "suggested for you".
     */
    async forUser(userId: string, since: Date, limit = 100): Promise<UserSignal[]> {
      return db.orm
        .select({ query: signals.query, docId: signals.docId, createdAt: signals.createdAt })
        .from(signals)
        .where(and(eq(signals.userId, userId), gte(signals.createdAt, since)))
        .orderBy(desc(signals.createdAt), desc(signals.id))
        .limit(limit);
    },
    /** A collection's signals, oldest first (for reports and tests). */
    /**
     * A collection's signals, oldest first by default (`newest`: newest first), optionally of one
     * type, and only those after (or before) a row id: the id of a page's last row asks for the next.
     */
    async forCollection(
      collection: string,
      limit = 1000,
      options: { type?: string; newest?: boolean; after?: number; before?: number } = {},
    ) {
      const { type, newest = false, after, before } = options;
      return db.orm
        .select()
        .from(signals)
        .where(
          and(
            eq(signals.collection, collection),
            type === undefined ? undefined : eq(signals.type, type),
            after === undefined ? undefined : gt(signals.id, after),
            before === undefined ? undefined : lt(signals.id, before),
          ),
        )
        .orderBy(newest ? desc(signals.id) : signals.id)
        .limit(limit);
    },
    async count(): Promise<number> {
      const [row] = await db.orm.select({ n: count() }).from(signals);
      return Number(row?.n ?? 0);
    },
  };
}

export interface FeedbackRecord {
  appId?: string | null;
  query?: string | null;
  answerId?: string | null;
  helpful: boolean;
  reasons: string[];
  comment?: string | null;
}

export function feedbackRepository(db: Database) {
  return {
    async insert(record: FeedbackRecord): Promise<number> {
      const [row] = await db.orm.insert(feedback).values(record).returning({ id: feedback.id });
      return row!.id;
    },
    async forAnswer(answerId: string) {
      return db.orm.select().from(feedback).where(eq(feedback.answerId, answerId)).orderBy(feedback.id);
    },
  };
}

/** An outage as stored (content/outages/*.json or the console). */
export interface StoredOutage {
  id: string;
  service: string;
  zipCodes: string[];
  summary: string;
  startedAt: Date;
  expectedRestoreAt: Date | null;
  resolvedAt: Date | null;
}

export function outagesRepository(db: Database) {
  const columns = {
    id: outages.id,
    service: outages.service,
    zipCodes: outages.zipCodes,
    summary: outages.summary,
    startedAt: outages.startedAt,
    expectedRestoreAt: outages.expectedRestoreAt,
    resolvedAt: outages.resolvedAt,
  };
  return {
    /**
     * Stores content outages whose id is not there yet, in one statement; rows already stored
     * (edited or resolved in the database) are kept. Returns how many were new.
     */
    async insertMissing(records: readonly StoredOutage[]): Promise<number> {
      if (records.length === 0) return 0;
      const rows = await db.orm
        .insert(outages)
        .values(records.map((r) => ({ ...r, origin: 'content' as const })))
        .onConflictDoNothing({ target: outages.id })
        .returning({ id: outages.id });
      return rows.length;
    },
    /**
     * Outages active at `now` (started, not resolved), optionally only those affecting one ZIP
     * code, oldest first.
     */
    async active(options: { now: Date; zip?: string }): Promise<StoredOutage[]> {
      return db.orm
        .select(columns)
        .from(outages)
        .where(
          and(
            isNull(outages.resolvedAt),
            lte(outages.startedAt, options.now),
            options.zip === undefined ? undefined : sql`${options.zip} = ANY(${outages.zipCodes})`,
          ),
        )
        .orderBy(outages.startedAt, outages.id);
    },
    async get(id: string): Promise<StoredOutage | undefined> {
      const [row] = await db.orm.select(columns).from(outages).where(eq(outages.id, id));
      return row;
    },
    /** Marks an outage restored (console or tests). */
    async resolve(id: string, at: Date): Promise<boolean> {
      const rows = await db.orm
        .update(outages)
        .set({ resolvedAt: at, modifiedAt: sql`now()` })
        .where(and(eq(outages.id, id), isNull(outages.resolvedAt)))
        .returning({ id: outages.id });
      return rows.length > 0;
    },
  };
}
