import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './eval-set.ts';

/**
 * The answer engine's index worker as the API runs it: bundled by esbuild into one plain
 * JavaScript file (scripts/build-api.mjs emits the same entry beside the API's bundle), not started
 * from the TypeScript sources through tsx, whose loader and transpiling added 0.3 to 0.5 s to every
 * worker build the benches timed. Pass `url` to buildEngineInWorker (or the knowledge base's
 * `workerUrl`); `dispose` removes the file.
 */
export async function bundledEngineWorker(): Promise<{ url: URL; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'engine-worker-'));
  await build({
    entryPoints: { 'engine-worker': join(ROOT, 'packages/answer-engine/src/worker/engine-worker.ts') },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return {
    url: pathToFileURL(join(dir, 'engine-worker.js')),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
