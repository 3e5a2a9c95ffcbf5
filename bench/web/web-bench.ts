/**
 * Web-side benchmarks; they print figures next to their goals and never fail on a figure.
 *   1. rendering throughput of our article page and /search next to a bare Next.js app (same run,
 *      same machine, same autocannon settings, same warm-up);
 *   2. idle resident memory of the API and web server processes (goal ≤ 200 MB each);
 *   3. header score per route type by the HTTP Observatory's rules (goal ≥ 100);
 *   4. page weight: gzip bytes of the JavaScript and CSS each page loads, render-blocking stylesheets;
 *   5. JavaScript per route (/, /search, /support, an article) beside the bare app's pages.
 * Runs the site as `node scripts/start.mjs` does (free ports, a temp DATA_DIR, LOG_LEVEL=warn).
 * BENCH_SECONDS sets the seconds per load target (default 10).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerable, ROOT } from '../lib/eval-set.ts';
import { BARE_DYNAMIC_PATH, BARE_STATIC_PATH, prepareBareApp, startBareApp } from './bare-next.ts';
import { get, type LoadResult, runLoad, warmUp } from './load.ts';
import { failingRules, scoreResponse } from './observatory.ts';
import { type PageWeight, pageWeight } from './page-weight.ts';
import {
  commandLine,
  freePort,
  listenerPid,
  processTree,
  rssBytes,
  type Started,
  startGroup,
  stopGroup,
  waitForHttp,
} from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const IDLE_SECONDS = 5;
/**
 * The web server's setting that turns Strict-Transport-Security on (apps/web/server/config.ts;
 * 0, the default, sends none over plain http). The site is started with it set to two years, so
 * the header is scored as a deployment behind TLS would send it.
 */
const HSTS_ENV = { name: 'HSTS_MAX_AGE', value: String(2 * 365 * 24 * 3600) };

const GOALS = { articleRatio: 0.7, searchRatio: 0.5, rssMb: 200, headerScore: 100 };

/** The popular-help articles linked from the home page. */
const ARTICLE_PATHS = [
  '/support/article/my-account/KM1000001',
  '/support/article/u-verse-high-speed-internet/KM1000051',
  '/support/article/wireless/KM1000020',
  '/support/article/support/KM1000054',
  '/support/article/u-verse-tv/KM1000070',
];
const QUESTIONS = answerable
  .filter((_, i) => i % 40 === 0)
  .slice(0, 5)
  .map((a) => a.question);
const SEARCH_PATHS = QUESTIONS.map((q) => `/search?q=${encodeURIComponent(q)}`);
const BARE_DYNAMIC_PATHS = QUESTIONS.map((q) => `${BARE_DYNAMIC_PATH}?q=${encodeURIComponent(q)}`);
const POPULAR_ANSWERS = '/search/v3/sitesearchapi/popularAnswers?app-id=sitesearch&q=support';
const CORS_PROBE_ORIGIN = 'https://http-observatory.security.mozilla.org';

type Server = 'web' | 'api' | 'bare';
/**
 * `https`: scored as if served over https. Not the API's own port: browsers reach the API only
 * through the web server's proxy, and it has no HSTS setting (plain http from the web server).
 */
const ROUTES: { label: string; server: Server; path: string; html: boolean; https: boolean }[] = [
  { label: 'home /', server: 'web', path: '/', html: true, https: true },
  { label: 'article', server: 'web', path: ARTICLE_PATHS[0]!, html: true, https: true },
  { label: '/search?q=…', server: 'web', path: SEARCH_PATHS[0]!, html: true, https: true },
  { label: '/support', server: 'web', path: '/support', html: true, https: true },
  { label: '/ui', server: 'web', path: '/ui', html: true, https: true },
  { label: '404', server: 'web', path: '/no-such-page', html: true, https: true },
  { label: 'API JSON via web proxy', server: 'web', path: POPULAR_ANSWERS, html: false, https: true },
  { label: 'API JSON direct (http)', server: 'api', path: POPULAR_ANSWERS, html: false, https: false },
  { label: 'bare Next static (ref)', server: 'bare', path: BARE_STATIC_PATH, html: true, https: true },
];

// --- output helpers ----------------------------------------------------------------------------

const mb = (bytes: number | undefined) =>
  bytes === undefined ? '?' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function table(rows: string[][], right: number[] = []): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows
    .map((r) =>
      `  ${r.map((cell, c) => (right.includes(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ')}`.trimEnd(),
    )
    .join('\n');
}

// --- the run -----------------------------------------------------------------------------------

const started: Started[] = [];
let dataDir: string | undefined;
async function cleanUp() {
  for (const s of started.splice(0)) await stopGroup(s);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });

try {
  await main();
} finally {
  await cleanUp();
}

async function main() {
  if (!existsSync(join(ROOT, 'apps/web/.next/BUILD_ID'))) {
    console.log('apps/web/.next is missing: building the web app once (npm run build -w @support/web)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@support/web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }

  // Our site, exactly as `npm start` runs it, on free ports with a throw-away database.
  const [webPort, apiPort, barePort] = [await freePort(), await freePort(), await freePort()];
  dataDir = mkdtempSync(join(tmpdir(), 'support-web-bench-data-'));
  const site = startGroup(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_PORT: String(webPort),
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      [HSTS_ENV.name]: HSTS_ENV.value,
      // One load generator is one client: the per-client answer limit would measure itself.
      RATE_LIMIT_MAX: '0',
    },
  });
  started.push(site);
  const web = `http://127.0.0.1:${webPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${api}/healthz`, site, 180_000);
  // start.mjs may build what is missing or stale before the web server listens.
  await waitForHttp(`${web}/`, site, 300_000);
  const buildId = () => readFileSync(join(ROOT, 'apps/web/.next/BUILD_ID'), 'utf8').trim();
  const buildAtStart = buildId();

  const ours = await warmUp(web, [
    ...ARTICLE_PATHS,
    ...SEARCH_PATHS,
    ...ROUTES.filter((r) => r.server === 'web').map((r) => r.path),
  ]);
  await warmUp(api, [POPULAR_ANSWERS]);
  for (const [path, res] of ours)
    if (res.status !== 200 && path !== '/no-such-page')
      console.log(`  warning: ${path} answered ${res.status}`);
  const articleBytes = Math.round(mean(ARTICLE_PATHS.map((p) => ours.get(p)!.bytes)));
  const searchBytes = Math.round(mean(SEARCH_PATHS.map((p) => ours.get(p)!.bytes)));

  // The baseline, sized to our pages.
  const bareApp = prepareBareApp(ROOT, articleBytes, searchBytes);
  const bare = startBareApp(ROOT, bareApp.dir, barePort);
  started.push(bare);
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  await waitForHttp(`${bareOrigin}${BARE_STATIC_PATH}`, bare, 60_000);
  const bareWarm = await warmUp(bareOrigin, [BARE_STATIC_PATH, ...BARE_DYNAMIC_PATHS]);
  const bareStaticBytes = bareWarm.get(BARE_STATIC_PATH)!.bytes;
  const bareDynamicBytes = Math.round(mean(BARE_DYNAMIC_PATHS.map((p) => bareWarm.get(p)!.bytes)));

  // 2. Memory, read first: every server has started and served its warm-up, and is idle.
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const pids = {
    api: listenerPid(site.child.pid!, apiPort),
    web: listenerPid(site.child.pid!, webPort),
    bare: listenerPid(bare.child.pid!, barePort),
  };
  const idle = { api: rssOf(pids.api), web: rssOf(pids.web), bare: rssOf(pids.bare) };
  const launchers = {
    api: launcherRss(site.child.pid!, pids.api),
    web: launcherRss(site.child.pid!, pids.web),
  };

  // 3 and 4. Headers and page weight (before the load runs, which do not change either).
  const origins: Record<Server, string> = { web, api, bare: bareOrigin };
  const headerRows: string[][] = [['route', 'status', 'score', 'grade', 'goal', 'failing rules and notes']];
  const weightRows: string[][] = [
    ['page', 'HTML gz', 'JS gz', 'JS files', 'CSS gz', 'CSS files', 'inline CSS gz', 'blocking CSS'],
  ];
  const assetCache = new Map<string, number | null>();
  const weights: { label: string; w: PageWeight }[] = [];
  for (const route of ROUTES) {
    const url = `${origins[route.server]}${route.path}`;
    const res = await get(url);
    const cors = await get(url, { origin: CORS_PROBE_ORIGIN });
    const s = scoreResponse({
      url,
      headers: res.headers,
      body: route.html ? res.body : undefined,
      cors: { origin: CORS_PROBE_ORIGIN, headers: cors.headers },
      assumeHttps: route.https,
    });
    const rules = failingRules(s);
    headerRows.push([
      route.label,
      String(res.status),
      String(s.score),
      s.grade,
      route.server === 'bare' ? '' : verdict(s.score >= GOALS.headerScore),
      rules[0] ?? '',
    ]);
    for (const r of rules.slice(1)) headerRows.push(['', '', '', '', '', r]);
    if (route.html) {
      const w = await pageWeight(origins[route.server], res.body, assetCache);
      weights.push({ label: route.label, w });
    }
  }
  const bareDynamicWeight = await pageWeight(
    bareOrigin,
    bareWarm.get(BARE_DYNAMIC_PATHS[0]!)!.body,
    assetCache,
  );
  weights.push({ label: 'bare Next dynamic (ref)', w: bareDynamicWeight });
  for (const { label, w } of weights)
    weightRows.push([
      label,
      kb(w.htmlGz),
      kb(w.jsGz),
      String(w.jsFiles),
      kb(w.cssGz),
      String(w.cssFiles),
      kb(w.inlineCssGz),
      String(w.blockingCss),
      w.missing.length ? `missing: ${w.missing.join(' ')}` : '',
    ]);

  // 1. Throughput: each target on its own, in the same order every run.
  const load = { seconds: SECONDS, connections: CONNECTIONS };
  const loadBefore = loadavg()[0]!;
  const article = await runLoad(web, ARTICLE_PATHS, load);
  const bareStatic = await runLoad(bareOrigin, [BARE_STATIC_PATH], load);
  const search = await runLoad(web, SEARCH_PATHS, load);
  const bareDynamic = await runLoad(bareOrigin, BARE_DYNAMIC_PATHS, load);
  const afterLoad = { api: rssOf(pids.api), web: rssOf(pids.web), bare: rssOf(pids.bare) };
  const loadAfter = loadavg()[0]!;
  const rebuilt = existsSync(join(ROOT, 'apps/web/.next/BUILD_ID')) ? buildId() !== buildAtStart : true;

  // --- report ----------------------------------------------------------------------------------
  const nextVersion = (
    JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }
  ).version;
  console.log(
    `web bench: ${SECONDS} s per target, ${CONNECTIONS} connections (autocannon, no Accept-Encoding), one warm-up request per URL`,
  );
  console.log(
    `  site: node scripts/start.mjs (web :${webPort}, API :${apiPort}, ${HSTS_ENV.name}=${HSTS_ENV.value})`,
  );
  console.log(
    `  baseline: bare Next ${nextVersion} app, next start (:${barePort}), ${bareApp.built === 'built' ? `built in ${bareApp.buildSeconds.toFixed(0)} s` : 'build reused'}: ${bareApp.dir}`,
  );
  console.log(
    `  HTML bytes: article ${articleBytes} (mean of ${ARTICLE_PATHS.length}) vs bare static ${bareStaticBytes}; /search ${searchBytes} (mean of ${SEARCH_PATHS.length}) vs bare dynamic ${bareDynamicBytes}`,
  );

  console.log(
    `  machine: ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before the load runs, ${loadAfter.toFixed(1)} after (other work on the machine skews every figure)`,
  );
  if (rebuilt)
    console.log(
      '  WARNING: apps/web/.next was rebuilt during the run: the site served a changing build; run again.',
    );

  console.log('\n1. Rendering throughput');
  const row = (label: string, r: LoadResult) => [
    label,
    r.rps.toFixed(0),
    `${r.p50} ms`,
    `${r.p975} ms`,
    `${r.p99} ms`,
    String(r.errors),
    String(r.non2xx),
  ];
  console.log(
    table(
      [
        ['target', 'req/s', 'p50', 'p97.5', 'p99', 'errors', 'non-2xx'],
        row(`article (${ARTICLE_PATHS.length} pages rotating)`, article),
        row('bare Next static page', bareStatic),
        row(`/search?q= (${SEARCH_PATHS.length} questions rotating)`, search),
        row('bare Next force-dynamic page', bareDynamic),
      ],
      [1, 2, 3, 4, 5, 6],
    ),
  );
  const ratio = (a: LoadResult, b: LoadResult) => a.rps / b.rps;
  const ra = ratio(article, bareStatic);
  const rs = ratio(search, bareDynamic);
  console.log(
    `  article / bare static:   ${ra.toFixed(2)}× (goal ≥ ${GOALS.articleRatio}×) ${verdict(ra >= GOALS.articleRatio)}`,
  );
  console.log(
    `  /search / bare dynamic:  ${rs.toFixed(2)}× (goal ≥ ${GOALS.searchRatio}×) ${verdict(rs >= GOALS.searchRatio)}`,
  );

  console.log(
    `\n2. Idle resident memory (VmRSS after warm-up and ${IDLE_SECONDS} s idle; goal ≤ ${GOALS.rssMb} MB each)`,
  );
  const memRow = (
    label: string,
    pid: number | undefined,
    rss: number | undefined,
    goal: boolean,
    extra = '',
  ) => [
    label,
    pid === undefined ? 'not found' : `pid ${pid}`,
    mb(rss),
    goal ? verdict(rss !== undefined && rss <= GOALS.rssMb * 1024 * 1024) : '(reference)',
    extra,
  ];
  console.log(
    table([
      memRow('API server', pids.api, idle.api, true, launchers.api),
      memRow('web server', pids.web, idle.web, true, launchers.web),
      memRow('bare Next server', pids.bare, idle.bare, false),
    ]),
  );
  for (const [name, pid] of Object.entries(pids))
    if (pid !== undefined) console.log(`  ${name}: ${commandLine(pid).slice(0, 140)}`);
  console.log(
    `  after the load runs: API ${mb(afterLoad.api)}, web ${mb(afterLoad.web)}, bare ${mb(afterLoad.bare)}`,
  );

  console.log(
    `\n3. Header score (HTTP Observatory rules; web routes scored as if served over https, with ${HSTS_ENV.name} set; redirection not tested on plain-http localhost; goal ≥ ${GOALS.headerScore})`,
  );
  console.log(table(headerRows, [2]));

  console.log(
    '\n4. Page weight (gzip level 6; JS = <script src> under /_next/static, nomodule skipped; CSS = <link rel=stylesheet>; inline CSS = <style>, already inside the HTML figure)',
  );
  console.log(table(weightRows, [1, 2, 3, 4, 5, 6, 7]));

  console.log(
    '\n5. JavaScript per route: the scripts its HTML loads, fetched and gzipped (level 6), next to a bare Next page',
  );
  console.log(table(jsRows(weights), [1, 2, 3, 4]));
}

/** Our routes' JavaScript beside the bare app's: static routes against its static page, /search against its dynamic one. */
function jsRows(weights: readonly { label: string; w: PageWeight }[]): string[][] {
  const find = (label: string) => weights.find((x) => x.label === label)?.w;
  const bareStatic = find('bare Next static (ref)');
  const bareDynamic = find('bare Next dynamic (ref)');
  const rows = [['route', 'JS gz', 'files', 'vs bare', 'extra']];
  for (const { label, reference } of [
    { label: 'home /', reference: bareStatic },
    { label: '/search?q=…', reference: bareDynamic },
    { label: '/support', reference: bareStatic },
    { label: 'article', reference: bareStatic },
    { label: 'bare Next static (ref)', reference: undefined },
    { label: 'bare Next dynamic (ref)', reference: undefined },
  ]) {
    const w = find(label);
    if (!w) continue;
    rows.push([
      label,
      kb(w.jsGz),
      String(w.jsFiles),
      reference ? `${(w.jsGz / Math.max(1, reference.jsGz)).toFixed(2)}×` : '',
      reference ? `+${kb(w.jsGz - reference.jsGz)}` : '',
    ]);
  }
  return rows;
}

function rssOf(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : rssBytes(pid);
}

/** When the listening process was started through a launcher (tsx, a shell), the launcher's own RSS. */
function launcherRss(root: number, pid: number | undefined): string {
  if (pid === undefined) return '';
  const launcher = processTree(root).find((p) => p !== root && p !== pid && processTree(p).includes(pid));
  if (launcher === undefined) return '';
  return `+ ${mb(rssBytes(launcher))} in its launcher (pid ${launcher}: ${commandLine(launcher).slice(0, 60)})`;
}
