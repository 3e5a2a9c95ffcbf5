/**
 * Throughput of GET /search/v2/answerextraction next to a bare Fastify route, measured in the
 * same run on this machine (autocannon in a separate process, 10 connections). Goal: at least 0.5× the bare route.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@support/api';
import { openDatabase } from '@support/db';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { answerable, ROOT } from './lib/eval-set.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function measure(url: string, paths: string[]) {
  const child = fork(fileURLToPath(import.meta.url), ['--load', url, JSON.stringify(paths)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--import', 'tsx'],
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    child.once('message', (m) => resolve(m as autocannon.Result));
    child.once('error', reject);
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (process.argv[2] === '--load') {
  const [, , , url, paths] = process.argv;
  const result = await autocannon({
    url: url!,
    connections: 10,
    duration: DURATION_S,
    requests: (JSON.parse(paths!) as string[]).map((path) => ({ method: 'GET' as const, path })),
  });
  process.send!(result);
  process.exit(0);
}

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const db = await openDatabase();
const app = await buildApp({
  db,
  config: { CONTENT_DIR: join(ROOT, 'content'), DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'silent' },
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });

const addr = (s: { server: { address(): ReturnType<typeof bare.server.address> } }) => {
  const a = s.server.address();
  return typeof a === 'object' && a ? `http://127.0.0.1:${a.port}` : '';
};
const questions = answerable
  .slice(0, 100)
  .map(
    ({ question }) =>
      `/search/v2/answerextraction?app-id=sitesearch&searchTerm=${encodeURIComponent(question)}`,
  );

const base = await measure(addr(bare), ['/bare']);
const v2 = await measure(addr(app), questions);
const f = (x: number) => x.toFixed(0).padStart(7);
console.log(`api throughput (${DURATION_S} s each, 10 connections)`);
console.log(
  `  bare Fastify route       ${f(base.rps)} req/s   p50 ${base.p50} ms  p99 ${base.p99} ms  errors ${base.errors}`,
);
console.log(
  `  /search/v2/answerextraction ${f(v2.rps)} req/s   p50 ${v2.p50} ms  p99 ${v2.p99} ms  errors ${v2.errors}`,
);
console.log(`  ratio ${(v2.rps / base.rps).toFixed(2)}× of the bare route (goal >= 0.5×)`);
await app.close();
await bare.close();
await db.close();
