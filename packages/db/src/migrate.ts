import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * packages/db/migrations from the sources; bundled into apps/api/dist/server.js, this module's
 * URL is the bundle's, and the build copies the migrations next to it.
 */
const MIGRATIONS_DIR = existsSync(join(here, 'migrations'))
  ? join(here, 'migrations')
  : join(here, '..', 'migrations');
/** Advisory-lock key: instances starting together apply migrations one at a time. */
const MIGRATION_LOCK = 4_020_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 4)),
      name: f.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, f), 'utf8'),
    }));
}

/** Applies every migration not yet applied, each in its own transaction. Returns the names applied. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return db.withLock(MIGRATION_LOCK, async () => {
    await db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await db.exec(
        `BEGIN;\n${m.sql}\nINSERT INTO schema_migrations (version, name) VALUES (${m.version}, '${m.name.replace(/'/g, "''")}');\nCOMMIT;`,
      );
      applied.push(m.name);
    }
    return applied;
  });
}
