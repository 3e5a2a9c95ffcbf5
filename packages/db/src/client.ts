import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ensureDatabaseDir, lockDataDir } from './data-dir.ts';
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
  /**
   * Subscribes to NOTIFY on a channel; returns the unsubscribe function. On a server, a dropped
   * listening connection is re-established with backoff, and `onNotify` is then called once with
   * an empty payload, since notifications sent while it was down are lost.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Told about each drop of the listening connection and each failed attempt to reconnect. */
  onError?: (error: Error) => void;
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

/**
 * PGlite's default shared_buffers (128 MB) is allocated in its WASM heap and touched at start,
 * which made it most of the API's resident memory; our data (articles, flags, signals) is a few
 * MB, so 16 MB keeps it cached at about 150 MB less RSS.
 */
const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * A fresh cluster, as PGlite's data-folder tar, that databases in memory start from instead of
 * running initdb each (2-4 s, most of an in-memory start): the test suite writes one per run with
 * `writeMemoryTemplate` and names it in MEMORY_DATABASE_TEMPLATE. Read once per process.
 */
const MEMORY_TEMPLATE_ENV = 'MEMORY_DATABASE_TEMPLATE';
let memoryTemplate: Promise<Blob | undefined> | undefined;

function memoryTemplateBlob(): Promise<Blob | undefined> {
  const path = process.env[MEMORY_TEMPLATE_ENV];
  memoryTemplate ??= path ? readFile(path).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return memoryTemplate;
}

/** Writes a fresh cluster's tar to `path` and returns the variable that makes memory databases use it. */
export async function writeMemoryTemplate(path: string): Promise<Record<string, string>> {
  const client = await PGlite.create(PGLITE_OPTIONS);
  try {
    const tar = await client.dumpDataDir('none');
    await writeFile(path, Buffer.from(await tar.arrayBuffer()));
  } finally {
    await client.close();
  }
  return { [MEMORY_TEMPLATE_ENV]: path };
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (!dataDir) {
    const template = await memoryTemplateBlob();
    return wrapPglite(await PGlite.create({ ...PGLITE_OPTIONS, ...(template && { loadDataDir: template }) }));
  }
  await ensureDatabaseDir(dataDir, initialiseInChild);
  const release = await lockDataDir(dataDir);
  try {
    return wrapPglite(await PGlite.create(dataDir, PGLITE_OPTIONS), release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Runs initdb (PGlite.create, then close) in a child process: the WASM heaps and compiled code of
 * initdb stay in the parent's resident memory long after (measured: a first start idled at 660 MB
 * instead of 210 MB). The child ends with us: it exits when its stdin, our pipe, closes.
 */
async function initialiseInChild(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `
    process.stdin.on('end', () => process.exit(2)).resume();
    const { PGlite } = require(${JSON.stringify(entry)});
    PGlite.create(${JSON.stringify(dir)}, ${JSON.stringify(PGLITE_OPTIONS)})
      .then((db) => db.close())
      .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
  // Liftoff only: TurboFan compiling PGlite's 9 MB of WASM takes longer than initdb itself.
  const child = spawn(process.execPath, ['--liftoff-only', '-e', script], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0)
    throw new Error(`Creating the embedded database in ${dir} failed (exit code ${code}): ${stderr.trim()}`);
}

function wrapPglite(client: PGlite, release?: () => void): Database {
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
      try {
        if (!client.closed) await client.close();
      } finally {
        release?.();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail fast, with the server's own message, when the URL is wrong.
  await pool.query('SELECT 1');
  // An idle pooled connection the server drops (restart, pg_terminate_backend) emits 'error' on
  // the pool, which would crash the process without a listener; the pool replaces it on demand.
  pool.on('error', () => undefined);
  const orm = drizzleNodePg(pool, { schema }) as unknown as Orm;
  const listeners = new Set<() => Promise<void>>();
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
    listen: async (channel, onNotify, options) => {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
      const stop = await listenPostgres(url, channel, onNotify, options?.onError);
      const unsubscribe = async () => {
        listeners.delete(unsubscribe);
        await stop();
      };
      listeners.add(unsubscribe);
      return unsubscribe;
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await Promise.all([...listeners].map((unsubscribe) => unsubscribe()));
      await pool.end();
    },
  };
}

/** Reconnect delays of a dropped listening connection: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_LAST_MS = 5_000;

/**
 * LISTEN on a connection of its own (not the pool's: a pooled connection is handed to other
 * queries once released). When the connection drops, it reconnects with backoff and listens
 * again, then calls `onNotify('')` once so the caller refreshes what it may have missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void = () => undefined,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const conn = new pg.Client({ connectionString: url });
    let listening = false;
    conn.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would crash the process; 'end' follows.
    conn.on('error', (error) => onError(error));
    conn.on('end', () => {
      if (!listening || conn !== current) return;
      current = undefined;
      if (!stopped) reconnectLater();
    });
    try {
      await conn.connect();
      await conn.query(`LISTEN ${channel}`);
    } catch (error) {
      await conn.end().catch(() => undefined);
      throw error;
    }
    listening = true;
    return conn;
  };

  const reconnectLater = () => {
    const delay = Math.min(RECONNECT_LAST_MS, RECONNECT_FIRST_MS * 2 ** failures);
    timer = setTimeout(async () => {
      try {
        const conn = await connect();
        if (stopped) {
          await conn.end().catch(() => undefined);
          return;
        }
        current = conn;
        failures = 0;
        onNotify('');
      } catch (error) {
        failures += 1;
        onError(error as Error);
        if (!stopped) reconnectLater();
      }
    }, delay);
  };

  current = await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const conn = current;
    current = undefined;
    if (!conn) return;
    await conn.query(`UNLISTEN ${channel}`).catch(() => undefined);
    await conn.end().catch(() => undefined);
  };
}
