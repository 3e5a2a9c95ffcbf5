#!/usr/bin/env node
// Starts the site with embedded defaults: the API (:4000, PGlite in ./data, seeded from content/)
// and the web server (:3000), as compiled JavaScript, building whatever is missing or out of date.
// SIGINT/SIGTERM stop both gracefully: each gets SIGTERM and SHUTDOWN_TIMEOUT_MS to finish its
// requests; the exit code is 0 only if both stopped cleanly.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stop as stopEsbuild } from 'esbuild';
import { apiBundleIsStale, buildApi } from './build-api.mjs';

const root = join(import.meta.dirname, '..');
const webDir = join(root, 'apps', 'web');
const API_BUNDLE = join(root, 'apps', 'api', 'dist', 'server.js');
const WEB_SERVER = join(webDir, 'dist', 'server.js');
const WEB_BUILD_ID = join(webDir, '.next', 'BUILD_ID');

const WEB_PORT = process.env.WEB_PORT ?? process.env.PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';
const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;
/** Beyond the children's own timeout: time to close the database and flush logs before we kill them. */
const STOP_MARGIN_MS = 5_000;

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  API_PORT,
  API_URL,
  WEB_PORT,
  PORT: WEB_PORT,
  // The API asks the web app to revalidate article pages; both must hold the same secret.
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex'),
  WEB_URL: process.env.WEB_URL || `http://127.0.0.1:${WEB_PORT}`,
};

/** Running children by name (builds included), so a signal reaches whatever is under way. */
const running = new Map();
let stopping = false;
let exitCode = 0;

function stop(code) {
  exitCode = Math.max(exitCode, code);
  if (stopping) return;
  stopping = true;
  // SIGTERM whatever we received: a terminal's Ctrl-C has already sent SIGINT to the whole group,
  // and a second SIGINT would end a child that handles SIGINT only once.
  for (const child of running.values()) child.kill('SIGTERM');
  if (running.size === 0) process.exit(exitCode);
  setTimeout(() => {
    for (const [name, child] of running) {
      console.error(`${name} did not stop within ${SHUTDOWN_TIMEOUT_MS + STOP_MARGIN_MS} ms; killing it.`);
      child.kill('SIGKILL');
    }
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS + STOP_MARGIN_MS);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

/** Starts a child; `onExit` runs when it ends, after the bookkeeping. Returns its exit promise. */
function run(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  running.set(name, child);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${name} could not start: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      running.delete(name);
      resolve(code ?? 1);
      if (stopping) {
        if (code !== 0) {
          console.error(`${name} stopped with ${signal ?? `exit code ${code}`}.`);
          exitCode = 1;
        }
        if (running.size === 0) process.exit(exitCode);
      }
    });
  });
}

/** A server: its end, unless we asked for it, stops the site. */
function serve(name, cmd, args, cwd) {
  run(name, cmd, args, cwd).then((code) => {
    if (stopping) return;
    console.error(`${name} stopped (exit code ${code}); stopping the site.`);
    stop(1);
  });
}

async function build(name, cmd, args, cwd) {
  const code = await run(name, cmd, args, cwd);
  if (stopping) return;
  if (code !== 0) {
    console.error(`${name} failed (exit code ${code}).`);
    process.exit(code);
  }
}

const apiStale = apiBundleIsStale();
if (apiStale) {
  console.log(`Building the API (${apiStale})…`);
  await buildApi();
  // esbuild keeps a service process for further builds: there will be none.
  await stopEsbuild();
}

// The web build makes .next and, once the web app has its own server, dist/server.js.
const webHasServer = existsSync(WEB_SERVER) || /dist\/server\.js/.test(webStartScript());
if (!existsSync(WEB_BUILD_ID) || (webHasServer && !existsSync(WEB_SERVER))) {
  console.log('Building the web app…');
  await build('web build', 'npm', ['run', 'build', '-w', '@support/web'], root);
}

if (!stopping) {
  // --liftoff-only: V8's TurboFan would compile PGlite's 9 MB of WASM at start, for about 40 MB
  // more resident memory and a slower start; the baseline code runs our few queries as fast.
  serve(
    'api',
    process.execPath,
    ['--enable-source-maps', '--liftoff-only', API_BUNDLE],
    join(root, 'apps', 'api'),
  );
  await waitFor(`${API_URL}/healthz`, 120_000);
}
if (!stopping) {
  if (existsSync(WEB_SERVER)) serve('web', process.execPath, [WEB_SERVER], webDir);
  else serve('web', join(root, 'node_modules', '.bin', 'next'), ['start', '-p', WEB_PORT], webDir);
  console.log(`Site: http://localhost:${WEB_PORT}  ·  API: ${API_URL} (OpenAPI at ${API_URL}/docs)`);
}

function webStartScript() {
  try {
    return JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')).scripts?.start ?? '';
  } catch {
    return '';
  }
}

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
