#!/usr/bin/env node
// Benchmarks (not tests): they print figures next to their goals and never fail on a timing.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
for (const script of [
  'engine-latency.ts',
  'kb-refresh.ts',
  'api-throughput.ts',
  'relevance.ts',
  'web/web-bench.ts',
]) {
  console.log(`\n--- bench/${script} ---`);
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), [join('bench', script)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
