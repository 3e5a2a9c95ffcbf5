#!/usr/bin/env node
// Type-checks every workspace, the benchmarks and the end-to-end tests (TypeScript strict).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const projects = [
  'packages/contracts',
  'packages/answer-engine',
  'packages/db',
  'packages/safe-html',
  'packages/ui',
  'packages/answer-widget',
  'apps/api',
  'apps/web',
  'bench',
  'e2e',
];
let failed = false;
const hasSources = (dir) =>
  readdirSync(join(root, dir), { recursive: true }).some(
    (f) => /\.tsx?$/.test(String(f)) && !String(f).includes('node_modules'),
  );
for (const p of projects) {
  // A package created for a later issue has no sources yet: nothing to check.
  if (!hasSources(p)) continue;
  const r = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', p, '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'} tsc -p ${p}`);
  failed ||= r.status !== 0;
}
process.exit(failed ? 1 : 0);
