import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildEngineInWorker, loadArticlesFromDir, loadLexiconFromDir } from '@support/answer-engine';
import { articlesRepository, openDatabase } from '@support/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './platform/config.ts';

/**
 * The production server as it runs: server.ts bundled by esbuild (unit tests run before the build
 * step, so the test builds its own bundle), started with node, stopped with a signal.
 */

let bundleDir: string;
let bundle: string;
let dataRoot: string;
const processes: ChildProcess[] = [];

interface Api {
  proc: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the bundle; resolves once /healthz answers (or the process has exited). */
async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--liftoff-only', bundle], {
    // CONTENT_DIR is left to its default: REPO_ROOT/content, found from the bundle's location.
    env: { PATH: process.env.PATH, API_PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(proc);
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const api = { proc, port, output: () => out, exited };
  for (const until = Date.now() + 90_000; Date.now() < until && proc.exitCode === null; ) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return api;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return api;
}

/**
 * An HTTP request whose body is held back: in flight until `finish` sends the rest. It resolves
 * once the server has read the headers (its 100 Continue says so), so a signal sent next finds
 * the request under way and not an idle connection that closing may drop.
 */
async function slowUpload(port: number) {
  const body = JSON.stringify({ note: 'sent in two parts' });
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (d) => (received += d));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /shutdown-test/slow-upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
  for (const until = Date.now() + 10_000; !received.startsWith(CONTINUE); ) {
    if (Date.now() > until) throw new Error(`no 100 Continue; received: ${received}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  socket.write(body.slice(0, 10));
  const response = () => received.slice(CONTINUE.length);
  return {
    response,
    finish: async () => {
      socket.end(body.slice(10));
      await closed;
      return response();
    },
  };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

const isRunning = (proc: ChildProcess) => proc.exitCode === null && proc.signalCode === null;

beforeAll(async () => {
  // Inside the checkout, so that the bundle finds node_modules and the repository root.
  const cache = join(REPO_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  bundleDir = mkdtempSync(join(cache, 'api-bundle-test-'));
  // The build script as a command, not an import: the API workspace does not import root scripts.
  const built = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'build-api.mjs'), '--outdir', join(bundleDir, 'dist')],
    { encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`API build failed: ${built.stderr}`);
  bundle = join(bundleDir, 'dist', 'server.js');
  dataRoot = mkdtempSync(join(tmpdir(), 'api-server-'));
});

afterAll(() => {
  for (const proc of processes) if (isRunning(proc)) proc.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataRoot, { recursive: true, force: true });
});

describe('the compiled API (apps/api/dist/server.js)', () => {
  // One server for the two tests below, in order: starting one takes seconds.
  const dataDir = () => join(dataRoot, 'data');
  let api: Api;
  beforeAll(async () => {
    api = await startApi({ DATA_DIR: dataDir() });
    expect(isRunning(api.proc), api.output()).toBe(true);
  });

  it('listens on 127.0.0.1 with the knowledge base from the repository content', async () => {
    const health = await (await fetch(`http://127.0.0.1:${api.port}/healthz`)).json();
    expect(health).toMatchObject({ ok: true });
    expect(health.articles).toBeGreaterThan(100);
    expect(api.output()).toContain(`Server listening at http://127.0.0.1:${api.port}`);
  });

  it('refuses to start a second API on the same data folder, naming the running one', async () => {
    const second = await startApi({ DATA_DIR: dataDir() });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${dataDir()} is in use by another process (pid ${api.proc.pid}). Stop it, or set DATA_DIR to another folder.`,
    );
    expect(isRunning(api.proc)).toBe(true);
  });

  it('on SIGTERM finishes the request in flight, accepts no new ones, closes the database and exits 0', async () => {
    // A connection that never sends a request (a browser's preconnect) must not hold the shutdown:
    // Node would keep it for 60 s, past SHUTDOWN_TIMEOUT_MS (10 s), and the API would exit 1.
    const preconnect: Socket = connect(api.port, '127.0.0.1');
    await new Promise((resolve, reject) => preconnect.once('connect', resolve).once('error', reject));
    const preconnectClosed = new Promise<void>((resolve) => preconnect.once('close', () => resolve()));
    const request = await slowUpload(api.port);
    api.proc.kill('SIGTERM');
    await preconnectClosed;
    // Still running, and still waiting for the rest of the request, well after the signal.
    await new Promise((r) => setTimeout(r, 700));
    expect(isRunning(api.proc)).toBe(true);
    expect(request.response()).toBe('');
    expect(await refusesConnections(api.port)).toBe(true);

    const response = await request.finish();
    // No such route: the app's own 4xx answer, not a closing server's 503 or a dropped connection.
    expect(response).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(response).not.toMatch(/^HTTP\/1\.1 503 /);
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('"msg":"stopped"');

    // Closed cleanly: the lock is released and the data are all there.
    const db = await openDatabase({ dataDir: dataDir() });
    try {
      expect(await articlesRepository(db).count()).toBeGreaterThan(100);
    } finally {
      await db.close();
    }
  });
});

it("builds the engine with the bundle's own index worker (dist/engine-worker.js)", async () => {
  // The API builds in this worker once a knowledge base passes INLINE_BUILD_MAX articles; ours has
  // fewer, so the server above never starts it.
  const articles = loadArticlesFromDir(join(REPO_ROOT, 'content', 'kb'));
  const engine = await buildEngineInWorker(articles, {
    lexicon: loadLexiconFromDir(join(REPO_ROOT, 'content', 'lexicon')),
    url: pathToFileURL(join(bundleDir, 'dist', 'engine-worker.js')),
  });
  expect(engine.size).toBe(articles.length);
  const asked = engine.retrieve({ question: 'how do I pay my bill online', customerType: 'consumer' });
  expect(asked.best?.article.topic).toBe('pay-bill-online');
});

it('exits 1 with a warning when a request outlasts SHUTDOWN_TIMEOUT_MS', async () => {
  const api = await startApi({ DATA_DIR: join(dataRoot, 'data'), SHUTDOWN_TIMEOUT_MS: '1000' });
  expect(isRunning(api.proc), api.output()).toBe(true);
  await slowUpload(api.port);
  api.proc.kill('SIGTERM');
  expect(await api.exited).toBe(1);
  expect(api.output()).toContain('requests still running at SHUTDOWN_TIMEOUT_MS');
});
