// The import boundaries of .dependency-cruiser.cjs (run by `npm run lint`) bite: the real config,
// run over a small monorepo laid out like ours, flags each kind of import it forbids, and only those.
// (It lives here because contracts is the package every app shares; it tests the repository's lint.)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '..', '..', '..');

/** package name → folder and the dependencies its package.json declares. */
const WORKSPACES: Record<string, { dir: string; deps: string[] }> = {
  // Some declare what the architecture still forbids, so that only the architecture rule speaks.
  '@support/web': {
    dir: 'apps/web',
    deps: ['@support/ui', '@support/contracts', '@support/answer-engine', '@support/api'],
  },
  '@support/api': { dir: 'apps/api', deps: ['@support/contracts', '@support/answer-engine', 'fastify'] },
  '@support/ui': {
    dir: 'packages/ui',
    deps: ['@support/safe-html', '@support/answer-widget', '@support/web', 'sanitize-html'],
  },
  '@support/answer-widget': { dir: 'packages/answer-widget', deps: ['@support/ui'] },
  '@support/answer-engine': { dir: 'packages/answer-engine', deps: ['@support/db', 'fastify'] },
  '@support/contracts': { dir: 'packages/contracts', deps: ['@support/db'] },
  '@support/db': { dir: 'packages/db', deps: [] },
  '@support/safe-html': { dir: 'packages/safe-html', deps: ['@support/contracts'] },
};
/** What each fixture package's index.ts exports, so every import below binds to something. */
const EXPORTS: Record<string, string> = {
  '@support/web': 'Web',
  '@support/api': 'Api',
  '@support/ui': 'Ui',
  '@support/answer-widget': 'W',
  '@support/answer-engine': 'E',
  '@support/contracts': 'C',
  '@support/db': 'Db',
  '@support/safe-html': 'sanitizeHtml',
};
/** Third-party packages in node_modules; left-pad is declared nowhere. */
const NPM = ['fastify', 'sanitize-html', 'vitest', 'left-pad'];

/** Source files of the fixture: each violating file breaks one rule, the `ok` files none. */
const FILES: Record<string, string> = {
  'apps/web/src/ok.ts':
    "import { Ui } from '@support/ui';\nimport { C } from '@support/contracts';\nexport const x = [Ui, C];",
  'packages/ui/src/ok.ts': "import type { SafeHtml } from '@support/safe-html';\nexport type T = SafeHtml;",
  'apps/api/src/ok.test.ts': "import { it } from 'vitest';\nexport const t = it;",
  'packages/ui/src/sideways.ts': "import { W } from '@support/answer-widget';\nexport const x = W;",
  'packages/ui/src/up.ts': "import { Web } from '@support/web';\nexport const x = Web;",
  'apps/web/src/to-api.ts': "import { Api } from '@support/api';\nexport const x = Api;",
  'apps/web/src/to-engine.ts': "import { E } from '@support/answer-engine';\nexport const x = E;",
  'apps/web/src/relative.ts':
    "import { C } from '../../../packages/contracts/src/index.ts';\nexport const x = C;",
  'bench/relative.ts': "import { C } from '../packages/contracts/src/index.ts';\nexport const x = C;",
  'packages/answer-engine/src/http-server.ts': "import fastify from 'fastify';\nexport const x = fastify;",
  'packages/answer-engine/src/http-core.ts':
    "import { createServer } from 'node:http';\nexport const x = createServer;",
  'packages/answer-engine/src/db.ts': "import { Db } from '@support/db';\nexport const x = Db;",
  'packages/contracts/src/storage.ts': "import type { Db } from '@support/db';\nexport type T = Db;",
  'packages/ui/src/sanitise.ts':
    "import { sanitizeHtml } from '@support/safe-html';\nexport const x = sanitizeHtml;",
  'packages/ui/src/sanitize-html.ts': "import sanitize from 'sanitize-html';\nexport const x = sanitize;",
  'packages/safe-html/src/leaf.ts': "import { Button } from '@support/ui';\nexport const x = Button;",
  'packages/safe-html/src/site-links.ts':
    "import { siteLinkParts } from '@support/contracts';\nexport const x = siteLinkParts;",
  'packages/safe-html/src/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;",
  'packages/safe-html/src/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;",
  'apps/api/src/undeclared-npm.ts': "import leftPad from 'left-pad';\nexport const x = leftPad;",
  'apps/api/src/undeclared-workspace.ts': "import { Db } from '@support/db';\nexport const x = Db;",
  'apps/api/src/dev-dep.ts': "import { it } from 'vitest';\nexport const x = it;",
  'apps/web/src/unresolvable.ts': "import { m } from './missing.ts';\nexport const x = m;",
};

interface Violation {
  rule: string;
  from: string;
}

let fixture: string;
let violations: Violation[];
let exitCode: number | null;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), text);
}

beforeAll(() => {
  fixture = mkdtempSync(join(tmpdir(), 'depcruise-fixture-'));
  write(
    'package.json',
    JSON.stringify({
      name: 'fixture',
      private: true,
      workspaces: ['apps/*', 'packages/*'],
      devDependencies: { vitest: '*' },
    }),
  );
  copyFileSync(join(REPO, 'tsconfig.base.json'), join(fixture, 'tsconfig.base.json'));
  copyFileSync(join(REPO, '.dependency-cruiser.cjs'), join(fixture, '.dependency-cruiser.cjs'));
  for (const [name, { dir, deps }] of Object.entries(WORKSPACES)) {
    const dependencies = Object.fromEntries(deps.map((d) => [d, '*']));
    write(
      `${dir}/package.json`,
      JSON.stringify({ name, type: 'module', exports: { '.': './src/index.ts' }, dependencies }),
    );
    write(`${dir}/src/index.ts`, `export const ${EXPORTS[name]} = 1;\n`);
    mkdirSync(join(fixture, 'node_modules/@support'), { recursive: true });
    symlinkSync(join(fixture, dir), join(fixture, 'node_modules', name));
  }
  for (const name of NPM) {
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0', main: 'index.js' }));
    write(`node_modules/${name}/index.js`, 'module.exports = {};\n');
  }
  for (const [path, text] of Object.entries(FILES)) write(path, `${text}\n`);

  // The `err` reporter, as `npm run lint` uses it: one line per violation, exit status = errors.
  const run = spawnSync(
    join(REPO, 'node_modules/.bin/depcruise'),
    ['apps', 'packages', 'bench', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: fixture, encoding: 'utf8' },
  );
  exitCode = run.status;
  violations = [...run.stdout.matchAll(/^\s*error (\S+): (\S+) → /gm)].map(([, rule = '', from = '']) => ({
    rule,
    from,
  }));
});

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

const rulesFor = (from: string) =>
  [...new Set(violations.filter((v) => v.from === from).map((v) => v.rule))].sort();

describe('dependency-cruiser boundaries (.dependency-cruiser.cjs)', () => {
  it('fails the lint run when any rule is broken', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each([
    ['packages/ui/src/sideways.ts', 'ui-knows-only-itself'],
    ['packages/ui/src/up.ts', 'packages-not-to-apps'],
    ['apps/web/src/to-api.ts', 'apps-not-to-each-other'],
    ['apps/web/src/to-engine.ts', 'web-not-to-server-packages'],
    ['apps/web/src/relative.ts', 'no-relative-import-across-workspaces'],
    ['bench/relative.ts', 'no-relative-import-into-workspaces'],
    ['packages/answer-engine/src/http-server.ts', 'engine-knows-no-http-db-or-react'],
    ['packages/answer-engine/src/http-core.ts', 'engine-knows-no-http-db-or-react'],
    ['packages/answer-engine/src/db.ts', 'engine-knows-no-http-db-or-react'],
    ['packages/contracts/src/storage.ts', 'contracts-import-no-storage-or-workspace'],
    ['packages/ui/src/sanitise.ts', 'browser-packages-take-safe-html-as-a-type'],
    ['packages/ui/src/sanitize-html.ts', 'no-sanitiser-or-markdown-in-the-browser'],
    ['packages/safe-html/src/cycle-a.ts', 'no-circular'],
    ['apps/api/src/undeclared-npm.ts', 'no-non-package-json'],
    ['apps/api/src/undeclared-workspace.ts', 'no-undeclared-workspace-dep'],
    ['apps/api/src/dev-dep.ts', 'not-to-dev-dep'],
    ['apps/web/src/unresolvable.ts', 'not-to-unresolvable'],
  ])('flags %s with %s, and nothing else', (from, rule) => {
    expect(rulesFor(from)).toEqual([rule]);
  });

  it('flags safe-html importing a workspace other than contracts (the site’s link rules) as no leaf', () => {
    // Undeclared as well: a leaf's package.json lists no such workspace.
    expect(rulesFor('packages/safe-html/src/leaf.ts')).toEqual([
      'no-undeclared-workspace-dep',
      'safe-html-is-a-leaf',
    ]);
    expect(rulesFor('packages/safe-html/src/site-links.ts')).toEqual([]);
  });

  it('passes allowed imports: declared packages down the layers, SafeHtml as a type, dev tools in tests', () => {
    for (const from of ['apps/web/src/ok.ts', 'packages/ui/src/ok.ts', 'apps/api/src/ok.test.ts']) {
      expect(rulesFor(from)).toEqual([]);
    }
  });
});
