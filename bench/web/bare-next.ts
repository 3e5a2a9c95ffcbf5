/**
 * The baseline: a bare Next.js app (App Router, no CSS, no client components) built in a temp
 * directory with the repository's own `next`, `react` and `react-dom` (its node_modules is a
 * symlink to ours), served by `next start`. Two pages:
 *   /         prerendered at build time, a body about the size of our article page;
 *   /dynamic  `force-dynamic`, rendered per request, echoing ?q= like /search does, a body about
 *             the size of our /search page.
 * The build is kept in the temp directory and reused while the generated sources are the same.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { type Started, startGroup } from './processes.ts';

export const BARE_STATIC_PATH = '/';
export const BARE_DYNAMIC_PATH = '/dynamic';

/**
 * Bytes of HTML a bare page has around its body, and how many HTML bytes each filler character
 * costs: the text appears once as HTML and once in the inline RSC payload, plus the markup of the
 * paragraphs. Measured on Next 16.4; the bench prints the sizes it got, so drift shows.
 */
const EMPTY_PAGE_BYTES = 4_500;
const BYTES_PER_FILLER_CHAR = 2.09;
const PARAGRAPH_CHARS = 600;

const WORDS =
  'account bill payment router signal outage modem wireless plan device restart network service support answer question reset password voicemail channel remote'.split(
    ' ',
  );

/** Deterministic paragraphs of plain words (nothing that HTML or JSON would escape) totalling `chars`. */
export function filler(chars: number): string[] {
  const paragraphs: string[] = [];
  let total = 0;
  let i = 0;
  while (total < chars) {
    const words: string[] = [];
    let length = 0;
    const target = Math.min(PARAGRAPH_CHARS, chars - total);
    while (length < target) {
      const w = WORDS[(i * 7 + (i >> 3)) % WORDS.length]!;
      i++;
      words.push(w);
      length += w.length + 1;
    }
    const p = words.join(' ');
    paragraphs.push(p);
    total += p.length;
  }
  return paragraphs;
}

const fillerFor = (htmlBytes: number) =>
  filler(Math.max(0, Math.round((htmlBytes - EMPTY_PAGE_BYTES) / BYTES_PER_FILLER_CHAR / 1000) * 1000));

function sources(root: string, staticBytes: number, dynamicBytes: number): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'bare-next-baseline', private: true }, null, 2)}\n`,
    'next.config.mjs': `export default ${JSON.stringify({
      poweredByHeader: false,
      reactStrictMode: true,
      // node_modules is a symlink into the repository: Turbopack only compiles files under its root.
      turbopack: { root },
      outputFileTracingRoot: root,
    })};\n`,
    'app/filler.js': `export const STATIC_FILLER = ${JSON.stringify(fillerFor(staticBytes))};\nexport const DYNAMIC_FILLER = ${JSON.stringify(fillerFor(dynamicBytes))};\n`,
    'app/layout.jsx': `export const metadata = { title: 'Bare Next.js page', description: 'Baseline for the web bench' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    'app/page.jsx': `import { STATIC_FILLER } from './filler.js';

export default function StaticPage() {
  return (
    <main>
      <h1>Bare static page</h1>
      {STATIC_FILLER.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </main>
  );
}
`,
    'app/dynamic/page.jsx': `import { DYNAMIC_FILLER } from '../filler.js';

export const dynamic = 'force-dynamic';

export default async function DynamicPage({ searchParams }) {
  const q = (await searchParams).q ?? '';
  return (
    <main>
      <h1>Answers for {q}</h1>
      {DYNAMIC_FILLER.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </main>
  );
}
`,
  };
}

/** The longest directory both paths are under. */
function commonRoot(a: string, b: string): string {
  const pa = a.split(sep);
  const pb = b.split(sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(sep) || sep;
}

export interface BareApp {
  dir: string;
  built: 'reused' | 'built';
  buildSeconds: number;
}

/** Writes the app (sized to the given HTML byte counts) and builds it unless an identical build is there. */
export function prepareBareApp(repoRoot: string, staticBytes: number, dynamicBytes: number): BareApp {
  const nextVersion = (
    JSON.parse(readFileSync(join(repoRoot, 'node_modules/next/package.json'), 'utf8')) as { version: string }
  ).version;
  const base = join(tmpdir(), 'support-web-bench');
  const files = sources(commonRoot(base, repoRoot), staticBytes, dynamicBytes);
  const hash = createHash('sha256')
    .update(nextVersion)
    .update(JSON.stringify(files))
    .digest('hex')
    .slice(0, 12);
  const dir = join(base, `bare-next-${hash}`);
  if (existsSync(join(dir, '.next', 'BUILD_ID'))) return { dir, built: 'reused', buildSeconds: 0 };

  // Builds for other page sizes or Next versions are not coming back: one build is kept at a time.
  if (existsSync(base))
    for (const old of readdirSync(base))
      if (old.startsWith('bare-next-')) rmSync(join(base, old), { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const started = Date.now();
  const build = spawnSync(process.execPath, [join(repoRoot, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    rmSync(join(dir, '.next'), { recursive: true, force: true });
    throw new Error(`next build of the bare app failed in ${dir}:\n${build.stdout}\n${build.stderr}`);
  }
  return { dir, built: 'built', buildSeconds: (Date.now() - started) / 1000 };
}

export function startBareApp(repoRoot: string, dir: string, port: number): Started {
  return startGroup(
    process.execPath,
    [join(repoRoot, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
}
