#!/usr/bin/env node
// Builds the API for production: apps/api/src/server.ts bundled by esbuild into apps/api/dist/server.js
// (ESM, Node 20), with the engine's index worker beside it (dist/engine-worker.js). The workspace packages (@support/*, TypeScript sources) are bundled; packages from
// node_modules stay external and load from node_modules at run time (PGlite must: it reads its
// WASM and data files relative to its own package). The migrations are copied next to the bundle.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
export const API_OUTDIR = join(root, 'apps', 'api', 'dist');
const ENTRY = join(root, 'apps', 'api', 'src', 'server.ts');
/** The answer engine's index builder runs in a worker thread from its own file beside server.js. */
const ENGINE_WORKER = join(root, 'packages', 'answer-engine', 'src', 'worker', 'engine-worker.ts');
const MIGRATIONS = join(root, 'packages', 'db', 'migrations');
/** What the bundle was built from, for `apiBundleIsStale`. */
const INPUTS_FILE = 'inputs.json';

/**
 * Keeps packages from node_modules external. A package that Node would not find from the bundle's
 * folder (one installed under a workspace package, like packages/db/node_modules/drizzle-orm) is
 * imported by its path relative to the bundle instead, so it stays the same copy.
 */
function externalPackages(outdir) {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.path.startsWith('@support/')) return undefined;
        if (args.path.startsWith('node:')) return { external: true };
        const opts = { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' };
        const fromImporter = await b.resolve(args.path, opts);
        if (fromImporter.errors.length > 0) return { errors: fromImporter.errors };
        // Node's built-ins without the node: prefix.
        if (fromImporter.external) return { external: true };
        const fromBundle = await b.resolve(args.path, { ...opts, resolveDir: outdir });
        if (fromBundle.errors.length === 0 && fromBundle.path === fromImporter.path)
          return { path: args.path, external: true };
        const path = relative(outdir, fromImporter.path).split(sep).join('/');
        return { path: path.startsWith('.') ? path : `./${path}`, external: true };
      });
    },
  };
}

/**
 * Bundles the API into `outdir` (apps/api/dist by default). Returns the bundle's path. The build
 * goes to a sibling folder renamed into place, so a failed build leaves the previous one working.
 */
export async function buildApi({ outdir = API_OUTDIR, logLevel = 'warning' } = {}) {
  // A sibling: the relative paths of externals computed for `outdir` hold for it too.
  const temp = `${outdir}.building-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    const result = await build({
      entryPoints: { server: ENTRY, 'engine-worker': ENGINE_WORKER },
      // The metafile's input paths are relative to this.
      absWorkingDir: root,
      outdir: temp,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      metafile: true,
      logLevel,
      plugins: [externalPackages(outdir)],
    });
    cpSync(MIGRATIONS, join(temp, 'migrations'), { recursive: true });
    const inputs = [
      ...Object.keys(result.metafile.inputs).map((p) => join(root, p)),
      // The folder itself: a new migration changes its mtime.
      MIGRATIONS,
      ...readdirSync(MIGRATIONS).map((f) => join(MIGRATIONS, f)),
    ];
    writeFileSync(join(temp, INPUTS_FILE), JSON.stringify(inputs.map((p) => relative(root, p))));
    rmSync(outdir, { recursive: true, force: true });
    renameSync(temp, outdir);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  return join(outdir, 'server.js');
}

/**
 * Why the bundle needs building: missing, or older than a file it was built from (the sources it
 * bundled and the migrations). Undefined when it is up to date.
 */
export function apiBundleIsStale(outdir = API_OUTDIR) {
  const bundle = join(outdir, 'server.js');
  if (!existsSync(bundle)) return 'not built yet';
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(join(outdir, INPUTS_FILE), 'utf8'));
  } catch {
    return `${INPUTS_FILE} is missing`;
  }
  const builtAt = statSync(bundle).mtimeMs;
  for (const input of inputs) {
    const file = join(root, input);
    if (!existsSync(file)) return `${input} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${input} changed`;
  }
  return undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  // --outdir DIR builds elsewhere (the server test builds its own bundle).
  const at = process.argv.indexOf('--outdir');
  const outfile = await buildApi(at === -1 ? {} : { outdir: process.argv[at + 1], logLevel: 'error' });
  console.log(`API built: ${relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
}
