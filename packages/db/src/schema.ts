import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Drizzle's view of the tables that migrations/*.sql create. */
export const kbArticles = pgTable('kb_articles', {
  id: text('id').primaryKey(),
  topic: text('topic').notNull(),
  title: text('title').notNull(),
  serviceKey: text('service_key').notNull(),
  customerType: text('customer_type').notNull(),
  lineOfService: text('line_of_service').notNull(),
  dataSource: text('data_source').notNull(),
  intent: text('intent').notNull(),
  questions: jsonb('questions').$type<string[]>().notNull(),
  answer: text('answer').notNull(),
  body: text('body').notNull(),
  related: jsonb('related').$type<string[]>().notNull(),
  updated: date('updated', { mode: 'string' }).notNull(),
  origin: text('origin').$type<'content' | 'console'>().notNull().default('content'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set from a sequence on every insert and update (migration 0006). */
  revision: bigint('revision', { mode: 'number' }).notNull().default(sql`nextval('kb_article_revisions')`),
});

export const contentFeeds = pgTable(
  'content_feeds',
  {
    feedKey: text('feed_key').notNull(),
    locale: text('locale').notNull().default('en-us'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feedKey, t.locale] })],
);

export const flagAllocations = pgTable(
  'flag_allocations',
  {
    team: text('team').notNull(),
    flag: text('flag').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    description: text('description'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.team, t.flag] })],
);

export const signals = pgTable('signals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  collection: text('collection').notNull(),
  type: text('type').notNull(),
  appId: text('app_id'),
  query: text('query'),
  name: text('name'),
  docId: text('doc_id'),
  userId: text('user_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The sender's key for this signal (migration 0002): unique, so a retry stores nothing new. */
  idempotencyKey: text('idempotency_key').unique('signals_idempotency_key'),
});

export const feedback = pgTable('feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  appId: text('app_id'),
  query: text('query'),
  answerId: text('answer_id'),
  helpful: boolean('helpful').notNull(),
  reasons: jsonb('reasons').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Service outages (migration 0003): active until resolvedAt is set. */
export const outages = pgTable('outages', {
  id: text('id').primaryKey(),
  service: text('service').notNull(),
  zipCodes: text('zip_codes').array().notNull(),
  summary: text('summary').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  expectedRestoreAt: timestamp('expected_restore_at', { withTimezone: true }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  origin: text('origin').$type<'content' | 'console'>().notNull().default('content'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = { kbArticles, contentFeeds, flagAllocations, signals, feedback, appMeta, outages };
