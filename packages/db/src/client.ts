import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema.ts';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * One PostgreSQL-dialect database: PGlite in-process (a folder, or memory) by default, a
 * PostgreSQL server when a connection URL is given. Same schema, same SQL, same queries.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** Runs SQL that may hold several statements and no parameters (migrations). */
  exec(sqlText: string): Promise<void>;
  /** One parameterised statement. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` while holding a database-wide lock, so concurrent instances take turns. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; returns the unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… : use a PostgreSQL server. */
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory. */
  dataDir?: string;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  return {
    kind: 'pglite',
    orm,
    exec: async (text) => {
      try {
        await client.exec(text);
      } catch (error) {
        // A failed statement inside BEGIN … COMMIT leaves the transaction open: close it.
        if (client.isInTransaction()) await client.exec('ROLLBACK');
        throw error;
      }
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    // PGlite is one connection in one process: its own queue already serialises callers.
    withLock: (_key, fn) => fn(),
    listen: async (channel, onNotify) => {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
      const stop = await client.listen(channel, onNotify);
      return async () => stop();
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail fast, with the server's own message, when the URL is wrong.
  await pool.query('SELECT 1');
  const orm = drizzleNodePg(pool, { schema }) as unknown as Orm;
  const listeners: pg.PoolClient[] = [];
  return {
    kind: 'postgres',
    orm,
    exec: async (text) => {
      const conn = await pool.connect();
      try {
        await conn.query(text);
      } catch (error) {
        // A failed statement inside BEGIN … COMMIT leaves the transaction open on this connection.
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params as unknown[])).rows as T[],
    withLock: async (key, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    listen: async (channel, onNotify) => {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
      const conn = await pool.connect();
      listeners.push(conn);
      conn.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      await conn.query(`LISTEN ${channel}`);
      return async () => {
        await conn.query(`UNLISTEN ${channel}`);
        listeners.splice(listeners.indexOf(conn), 1);
        conn.release();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      for (const conn of listeners.splice(0)) conn.release();
      await pool.end();
    },
  };
}
