import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeMemoryTemplate } from '@support/db';

/**
 * Once per run, before the test files: a fresh embedded-database cluster that every in-memory
 * database of the run loads instead of running initdb itself (about 2 s a test file saved).
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'support-db-template-'));
  Object.assign(process.env, await writeMemoryTemplate(join(dir, 'cluster.tar')));
  return () => rmSync(dir, { recursive: true, force: true });
}
