#!/usr/bin/env node
// Every test, in order: lint, types, unit and integration (both databases), build, end-to-end.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['types', 'npm', ['run', 'typecheck']],
  ['unit and integration', 'npm', ['run', 'test:unit']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end', 'npm', ['run', 'test:e2e']],
];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${name} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
  console.log(`=== ${name}: passed in ${Math.round((Date.now() - started) / 1000)} s ===`);
}
console.log('\nAll tests passed.');
