/**
 * Throughput of the answer API next to a bare route, measured in the same run on this machine
 * (autocannon in a separate process, 10 connections), and the time to the first byte of a
 * streamed answer. Goals ("Speed at any size"): repeated questions at least 0.8× the bare route,
 * distinct questions at least 0.5×, first streamed byte p95 at most 20 ms. Figures only: it never
 * fails on a timing.
 *
 * Like with like: the bare route lives in the same app (buildApp), so it has the same logger
 * (pino at info, written to /dev/null the way pino's default destination writes stdout), the same
 * hooks (request id, helmet's security headers, no-store, the per-client rate limiter, the
 * closing and Host checks) and answers a precomputed JSON body as long as a typical answer.
 * The limiter's budget is raised so that no request is refused.
 */
import { fork } from 'node:child_process';
import { openSync, write } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { normalizeText } from '@support/answer-engine';
import { buildApp } from '@support/api';
import type { CustomerType } from '@support/contracts';
import { openDatabase } from '@support/db';
import autocannon from 'autocannon';
import { answerable, ROOT } from './lib/eval-set.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const FIRST_BYTE_REQUESTS = 500;
const GOALS = { repeated: 0.8, distinct: 0.5, firstByteP95Ms: 20 } as const;
const BARE = '/bench/bare';

// ── Workload ─────────────────────────────────────────────────────────────────────────────────────

/** The dev questions, each once, on the path of its customer type. */
const seen = new Set<string>();
const devQuestions = answerable
  .map(({ question, topic }) => ({ question, customerType: topic.customerType }))
  .filter(({ question }) => {
    const k = question.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });

/** Words visitors put around a question; every combination is a new question to the cache. */
const OPENINGS = ['', 'hi ', 'hello ', 'please ', 'hey ', 'quick question ', 'so ', 'ok ', 'good morning '];
const CLOSINGS = ['', ' thanks', ' please', ' asap', ' today', ' thank you', ' pls', ' right now', ' again'];

/** The i-th distinct question: a dev question with an opening and a closing no earlier i had. */
function distinctQuestion(i: number) {
  const { question, customerType } = devQuestions[i % devQuestions.length]!;
  const round = Math.floor(i / devQuestions.length);
  const opening = OPENINGS[round % OPENINGS.length]!;
  const closing = CLOSINGS[Math.floor(round / OPENINGS.length) % CLOSINGS.length]!;
  const extra = Math.floor(round / (OPENINGS.length * CLOSINGS.length));
  return { question: `${opening}${question}${closing}${extra ? ` ${extra}` : ''}`, customerType };
}

function answerPath(question: string, customerType: CustomerType, stream = false) {
  const path = customerType === 'smb' ? '/search/v2/answerextraction/smb' : '/search/v2/answerextraction';
  return `${path}?app-id=sitesearch&searchTerm=${encodeURIComponent(question)}${stream ? '&stream=true' : ''}`;
}

const repeatedPaths = devQuestions.slice(0, 100).map((q) => answerPath(q.question, q.customerType));

// ── Load generator (child process) ───────────────────────────────────────────────────────────────

type LoadPlan = { url: string } & ({ mode: 'paths'; paths: string[] } | { mode: 'distinct'; from: number });
interface LoadResult {
  result: autocannon.Result;
  /** How many distinct questions were used (mode distinct). */
  used: number;
}

if (process.argv[2] === '--load') {
  process.once('message', async (plan: LoadPlan) => {
    let next = plan.mode === 'distinct' ? plan.from : 0;
    const pick =
      plan.mode === 'paths'
        ? () => plan.paths[next++ % plan.paths.length]!
        : () => {
            const { question, customerType } = distinctQuestion(next++);
            return answerPath(question, customerType);
          };
    const result = await autocannon({
      url: plan.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      // One counter for all connections, so no question repeats across them either.
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick() }) }],
    });
    process.send!({ result, used: plan.mode === 'distinct' ? next - plan.from : 0 } satisfies LoadResult);
    process.exit(0);
  });
} else {
  await main();
}

interface Load {
  rps: number;
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
  used: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function measure(plan: LoadPlan): Promise<Load> {
  const child = fork(fileURLToPath(import.meta.url), ['--load'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--import', 'tsx'],
  });
  const cpu = process.cpuUsage();
  child.send(plan);
  const { result, used } = await new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('error', reject);
  });
  const spent = process.cpuUsage(cpu);
  return {
    rps: result.requests.average,
    // The server's CPU time per answered request: steadier than req/s when neighbours share the cores.
    cpuUs: (spent.user + spent.system) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    used,
  };
}

/**
 * Production's log destination, pointed at /dev/null: pino's default stdout (sonic-boom, async)
 * gathers the lines logged while a write is under way and writes them together.
 */
function devNullDestination() {
  const fd = openSync('/dev/null', 'w');
  let pending = '';
  let writing = false;
  const flush = () => {
    writing = pending !== '';
    if (!writing) return;
    const chunk = pending;
    pending = '';
    write(fd, chunk, flush);
  };
  return {
    write(line: string) {
      pending += line;
      if (!writing) flush();
    },
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Milliseconds from sending each request to the first byte of its body, one request at a time. */
async function firstByte(origin: string, paths: readonly string[]) {
  const times: number[] = [];
  let malformed = 0;
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(origin + path);
    const reader = res.body!.getReader();
    const first = await reader.read();
    times.push(performance.now() - t0);
    let body = first.value ? Buffer.from(first.value).toString() : '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      body += Buffer.from(r.value).toString();
    if (res.status !== 200 || !body.startsWith('event: init\n') || !body.endsWith('data: [END]\n\n'))
      malformed++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, malformed };
}

async function main() {
  const db = await openDatabase();
  const app = await buildApp({
    db,
    config: { CONTENT_DIR: join(ROOT, 'content'), DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'info' },
    logStream: devNullDestination(),
    // The limiter runs on every request, but with a budget no run reaches.
    rateLimit: { max: 1_000_000_000 },
  });
  // The baseline: a route of the same app (same hooks and logger), same answer options, a fixed body.
  let bareBody = '';
  app.get(BARE, { config: { personal: true, perClientLimit: 'answers' } }, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bareBody),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

  // A typical answer: the median body of the repeated questions (asked once here, so cached).
  const bodies: string[] = [];
  for (const path of repeatedPaths) bodies.push(await (await fetch(origin + path)).text());
  bodies.sort((a, b) => a.length - b.length);
  bareBody = bodies[Math.floor(bodies.length / 2)]!;

  // Rounds of the three loads in turn, so a neighbour's burst on a shared machine hits one round
  // of each rather than one load; every figure is the median of the rounds.
  const rounds: { bare: Load; repeated: Load; distinct: Load }[] = [];
  // Distinct questions start after the plain dev questions: the repeated load asks those.
  let used = devQuestions.length;
  for (let r = 0; r < ROUNDS; r++) {
    const bare = await measure({ url: origin, mode: 'paths', paths: [BARE] });
    const repeated = await measure({ url: origin, mode: 'paths', paths: repeatedPaths });
    const distinct = await measure({ url: origin, mode: 'distinct', from: used });
    used += distinct.used;
    rounds.push({ bare, repeated, distinct });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const summary = (pick: (round: (typeof rounds)[number]) => Load): Load => ({
    rps: median(rounds.map((round) => pick(round).rps)),
    cpuUs: median(rounds.map((round) => pick(round).cpuUs)),
    p50: median(rounds.map((round) => pick(round).p50)),
    p99: median(rounds.map((round) => pick(round).p99)),
    errors: rounds.reduce((n, round) => n + pick(round).errors, 0),
    used: rounds.reduce((n, round) => n + pick(round).used, 0),
  });
  const bare = summary((round) => round.bare);
  const repeated = summary((round) => round.repeated);
  const distinct = summary((round) => round.distinct);
  const repeatedRatio = median(rounds.map((round) => round.repeated.rps / round.bare.rps));
  const distinctRatio = median(rounds.map((round) => round.distinct.rps / round.bare.rps));
  // Checked afterwards, as the answer cache keys them: a question that normalises like an earlier one is a repeat.
  const asked = new Set<string>();
  let repeats = 0;
  for (let i = 0; i < used; i++) {
    const { question, customerType } = distinctQuestion(i);
    const key = `${customerType} ${normalizeText(question)}`;
    if (asked.has(key)) repeats += i >= devQuestions.length ? 1 : 0;
    else asked.add(key);
  }

  const streamPaths = (from: number, n: number) =>
    Array.from({ length: n }, (_, k) => {
      const { question, customerType } = distinctQuestion(from + k);
      return answerPath(question, customerType, true);
    });
  const fresh = streamPaths(used + 1000, FIRST_BYTE_REQUESTS);
  await firstByte(origin, streamPaths(used, 50)); // warm-up: connections, JIT
  const streamDistinct = await firstByte(origin, fresh);
  const streamRepeated = await firstByte(origin, fresh);

  const f = (x: number) => x.toFixed(0).padStart(7);
  const ok = (met: boolean) => (met ? 'ok' : 'MISSED');
  const line = (name: string, r: Load) =>
    `  ${name.padEnd(34)}${f(r.rps)} req/s  ${f(r.cpuUs)} µs server CPU/req   p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`;
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(
    `api throughput (${ROUNDS} rounds of ${DURATION_S} s each, medians; ${CONNECTIONS} connections, autocannon in its own process)`,
  );
  console.log(
    `  baseline: GET ${BARE} in the same app: same pino logger (info, async to /dev/null), request-id, helmet security headers,`,
  );
  console.log(
    `  no-store, rate limiter (budget raised), closing/Host checks; a precomputed ${bareBody.length}-byte JSON body (median answer)`,
  );
  console.log(line('bare route', bare));
  console.log(line('v2 answers, repeated questions', repeated));
  console.log(line(`v2 answers, distinct questions`, distinct));
  console.log(
    `  repeated: ${repeatedRatio.toFixed(2)}× the bare route (goal >= ${GOALS.repeated}×) ${ok(repeatedRatio >= GOALS.repeated)}`,
  );
  console.log(
    `  distinct: ${distinctRatio.toFixed(2)}× the bare route (goal >= ${GOALS.distinct}×) ${ok(distinctRatio >= GOALS.distinct)}` +
      ` (${distinct.used} questions, ${repeats} of them asked before)`,
  );
  console.log(
    `  by server CPU per request: repeated ${(bare.cpuUs / repeated.cpuUs).toFixed(2)}×, distinct ${(bare.cpuUs / distinct.cpuUs).toFixed(2)}× the bare route`,
  );
  console.log(
    `first streamed byte (stream=true, extractive composer, ${FIRST_BYTE_REQUESTS} requests one at a time)`,
  );
  for (const [name, r] of [
    ['new questions', streamDistinct],
    ['the same questions again', streamRepeated],
  ] as const) {
    console.log(
      `  ${name.padEnd(26)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  max ${ms(r.max)}  malformed ${r.malformed}` +
        `  (goal p95 <= ${GOALS.firstByteP95Ms} ms) ${ok(r.p95 <= GOALS.firstByteP95Ms)}`,
    );
  }
  await app.close();
  await db.close();
}
