/**
 * The API's knowledge base at 10,000 generated articles in the embedded database (PGlite): how
 * long opening it and refreshing it after a change take, and the longest the event loop went
 * without a turn meanwhile (what an answer asked then would wait). A refresh reads every stored
 * article's revision (in pages) and then the articles written since; one article changed is
 * applied in place, more than INCREMENTAL_LIMIT are read in full and rebuild the index in a worker
 * thread. Figures only.
 *
 * `npx tsx bench/kb-refresh.ts` (BENCH_KB_SIZE for another size).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { KnowledgeBase } from '@support/api';
import { articlesRepository, migrate, openDatabase } from '@support/db';
import { bundledEngineWorker } from './lib/bundled-worker.ts';
import { generateKnowledgeBase } from './lib/generate-kb.ts';
import { stallWatch } from './lib/stall-watch.ts';

const SIZE = Number(process.env.BENCH_KB_SIZE ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'kb-refresh-'));
const db = await openDatabase({ dataDir: dir });
// The index worker as the API runs it (bundled).
const worker = await bundledEngineWorker();
/** Warnings and errors to stderr, the rest dropped (the knowledge base logs each build at info). */
const log = {
  warn: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  info: () => undefined,
  debug: () => undefined,
} as unknown as Parameters<typeof KnowledgeBase.open>[1];
try {
  await migrate(db);
  const articles = generateKnowledgeBase({ count: SIZE, seed: 11 });
  await articlesRepository(db).upsertFromContent(articles);

  const timed = async (what: string, run: () => Promise<unknown>) => {
    const stalls = stallWatch();
    const start = performance.now();
    await run();
    const ms = performance.now() - start;
    const longest = await stalls.stop();
    console.log(
      `  ${what.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms; event loop held up at most ${longest.toFixed(0)} ms`,
    );
  };

  console.log(`knowledge base refresh, ${SIZE.toLocaleString('en-US')} generated articles in PGlite`);
  let kb: KnowledgeBase | undefined;
  await timed('open (read, check, build in a worker)', async () => {
    kb = await KnowledgeBase.open(db, log, { workerUrl: worker.url });
  });
  const revise = (n: number, round: number) =>
    articles.slice(0, n).map((a) => ({ ...a, title: `${a.title} (revised ${round})` }));
  for (let round = 1; round <= 3; round++) {
    await articlesRepository(db).upsertFromContent(revise(1, round));
    await timed(`refresh after 1 article changed (${round})`, () => kb!.refresh());
  }
  await articlesRepository(db).upsertFromContent(revise(500, 4));
  await timed('refresh after 500 articles changed', () => kb!.refresh());
  await kb!.close();
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  worker.dispose();
}
