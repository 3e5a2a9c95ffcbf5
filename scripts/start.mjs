#!/usr/bin/env node
// Starts the site with embedded defaults: the API (:4000, PGlite in ./data, seeded from content/)
// and the web server (:3000), building the web app first if it has not been built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const WEB_PORT = process.env.WEB_PORT ?? process.env.PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';
const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', API_PORT, API_URL };

if (!existsSync(join(root, 'apps/web/.next/BUILD_ID'))) {
  console.log('Building the web app (first start)…');
  const build = spawnSync(bin('next'), ['build'], { cwd: join(root, 'apps/web'), env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;
function run(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the site.`);
    stop(code || 1);
  });
  children.push(child);
}
function stop(code) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', bin('tsx'), ['src/server.ts'], join(root, 'apps/api'));
await waitFor(`${API_URL}/healthz`, 120_000);
run('web', bin('next'), ['start', '-p', WEB_PORT], join(root, 'apps/web'));
console.log(`Site: http://localhost:${WEB_PORT}  ·  API: ${API_URL} (OpenAPI at ${API_URL}/docs)`);

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!stopping) {
    console.error(`The API did not answer at ${url}`);
    stop(1);
  }
}
