import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../platform/config.ts';

export interface SupportApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The real app over the real knowledge base and device catalogue (content/kb, content/devices), for
 * the support-area services. Outages are the test's own (`outages`: content/outages file bodies by
 * name), or the real content/outages when not given.
 */
export async function startSupportApp(
  options: { outages?: Record<string, unknown>; devices?: boolean } = {},
): Promise<SupportApp> {
  const root = mkdtempSync(join(tmpdir(), 'support-app-'));
  cpSync(join(REPO_ROOT, 'content', 'kb'), join(root, 'kb'), { recursive: true });
  if (options.devices !== false)
    cpSync(join(REPO_ROOT, 'content', 'devices'), join(root, 'devices'), { recursive: true });
  if (options.outages === undefined) {
    cpSync(join(REPO_ROOT, 'content', 'outages'), join(root, 'outages'), { recursive: true });
  } else {
    mkdirSync(join(root, 'outages'));
    for (const [name, body] of Object.entries(options.outages))
      writeFileSync(join(root, 'outages', name), JSON.stringify(body));
  }
  const db = await openDatabase();
  const app = await buildApp({
    db,
    logger: false,
    config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'silent' },
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
