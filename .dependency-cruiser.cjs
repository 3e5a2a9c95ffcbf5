// Import boundaries of the monorepo (docs: /work/shared/ARCHITECTURE.md, "Dependencies point one way").
// `npm run lint` runs it over apps, packages, bench, e2e and scripts; any violation fails the build.
//
//   web → answer-widget → ui          web/api → contracts          api → answer-engine, db
//   safe-html: used by api and web (the server), and by ui for its type only; it takes the site's link rules from contracts.
//
// Paths are the resolved ones: `@support/x` resolves through the workspace link to packages/x or
// apps/x, so one rule covers both a package import and a relative path into another workspace.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

/** Tests and test helpers: they may use dev dependencies and import a package's internals for checks. */
const TEST = '(\\.test\\.tsx?$|/testing/|^e2e/)';

/** Every workspace (folder and package name) and the workspace packages its package.json declares. */
const workspaces = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(__dirname, group))
    .filter((dir) => existsSync(join(__dirname, group, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(__dirname, group, dir, 'package.json'), 'utf8'));
      const declared = Object.keys({
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.peerDependencies,
      });
      return { path: `${group}/${dir}`, name: manifest.name, declared };
    }),
);
const folderOf = new Map(workspaces.map((w) => [w.name, w.path]));
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A workspace may import another workspace only when its package.json declares it (npm links all of them). */
const undeclaredWorkspaceRules = workspaces.map((w) => {
  const allowed = [w.path, ...w.declared.map((name) => folderOf.get(name)).filter(Boolean)];
  return {
    name: 'no-undeclared-workspace-dep',
    comment: `${w.name} imports a workspace package its package.json does not declare.`,
    severity: 'error',
    from: { path: `^${escapeRegExp(w.path)}/` },
    to: {
      path: '^(apps|packages)/[^/]+/',
      pathNot: `^(${allowed.map(escapeRegExp).join('|')})/`,
    },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── General hygiene ──────────────────────────────────────────────────────────────────────────
    {
      name: 'no-circular',
      comment: 'A cycle of imports: split the shared part out or invert one dependency.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve to a file (a missing or misspelt module).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      comment:
        'A third-party package that is not in the package.json of the importing workspace (or the root one, ' +
        'for the root folders and for dev tools): it only works because npm hoisted it.',
      severity: 'error',
      from: { pathNot: '^bench/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-non-package-json',
      comment:
        'bench/ is declared by the root package.json. Known exceptions, to remove by adding them to the root ' +
        'devDependencies: minisearch (the plain BM25 baseline) and fastify (the throughput bench), both hoisted ' +
        'from the workspaces that declare them.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], pathNot: 'node_modules/(minisearch|fastify)/' },
    },
    {
      name: 'not-to-dev-dep',
      comment: 'Code that ships imports a devDependency (test and build tools belong in tests).',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/', pathNot: TEST },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    ...undeclaredWorkspaceRules,
    {
      name: 'no-relative-import-across-workspaces',
      comment: 'A relative path into another workspace: import it by its package name (and declare it).',
      severity: 'error',
      from: { path: '^(apps|packages)/([^/]+)/' },
      // A workspace import is also `local` (it resolves to a file in the repository), but `aliased-workspace` too.
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'], pathNot: '^$1/$2/' },
    },
    {
      name: 'no-relative-import-into-workspaces',
      comment: 'bench, e2e and scripts reach a workspace by its package name, never by a relative path.',
      severity: 'error',
      from: { path: '^(bench|e2e|scripts)/' },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased-workspace'],
        path: '^(apps|packages)/',
      },
    },
    {
      name: 'not-outside-the-repository',
      comment: 'An import resolving outside the repository (for example ../shared).',
      severity: 'error',
      from: {},
      to: { path: '^\\.\\./' },
    },

    // ── Direction: apps on top, packages below ───────────────────────────────────────────────────
    {
      name: 'packages-not-to-apps',
      comment: 'A package imports an app; apps depend on packages, never the other way.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-not-to-each-other',
      comment: 'One app imports another; web talks to api over HTTP, sharing only packages (contracts).',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-not-to-server-packages',
      comment: 'The web app reads knowledge and data through the API, not the engine or the database.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^packages/(answer-engine|db)/' },
    },
    {
      name: 'api-not-to-browser-packages',
      comment: 'The API does not render React components.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^packages/(ui|answer-widget)/' },
    },

    // ── Packages ────────────────────────────────────────────────────────────────────────────────
    {
      name: 'ui-knows-only-itself',
      comment: 'ui knows nothing of the widget, the engine, the database or the contracts.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(answer-widget|answer-engine|db|contracts)/' },
    },
    {
      name: 'ui-server-blocks-without-react-aria',
      comment:
        'These blocks render as Server Components (ADR 005): they load no React Aria and no client ' +
        'block directly. An interactive variant goes through its `#ui/...` import (package.json), ' +
        'which a server component gets as a lazy client island; take React Aria types with `import type`.',
      severity: 'error',
      from: {
        path:
          '^packages/ui/src/(' +
          '(text|link-list|breadcrumbs|pagination|search-form|rich-text|app-badges|visually-hidden)/[^/]+|' +
          'link/(link|link-parts|link-constants|link-analytics)|button/(button|button-parts)|' +
          'card-shell/(card-shell|card-shell-parts)|modal/modal-sizes' +
          ')\\.tsx?$',
        pathNot: TEST,
      },
      to: {
        path: '(node_modules/(react-aria|react-aria-components|@react-aria|@react-stately)/|^packages/ui/src/(modal|popover|tooltip|select|carousel|dialog-frame)/)',
        pathNot: '^packages/ui/src/modal/modal-sizes\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'browser-packages-take-safe-html-as-a-type',
      comment:
        'ui and the widget run in the browser: they take SafeHtml as a type and never load the sanitiser ' +
        '(it runs on the server). Use `import type`.',
      severity: 'error',
      from: { path: '^packages/(ui|answer-widget)/', pathNot: TEST },
      to: { path: '^packages/safe-html/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-sanitiser-or-markdown-in-the-browser',
      comment:
        'HTML is sanitised and markdown rendered on the server (@support/safe-html), not in the browser.',
      severity: 'error',
      from: { path: '^packages/(ui|answer-widget)/', pathNot: TEST },
      to: { path: 'node_modules/(sanitize-html|marked|htmlparser2|dompurify)/' },
    },
    {
      name: 'widget-not-to-server-packages',
      comment:
        'The answer widget talks to the API over HTTP; the engine and the database stay on the server.',
      severity: 'error',
      from: { path: '^packages/answer-widget/' },
      to: { path: '^packages/(answer-engine|db)/' },
    },
    {
      name: 'engine-knows-no-http-db-or-react',
      comment: 'answer-engine is pure TypeScript: no HTTP server or client, no database, no React, no Next.',
      severity: 'error',
      from: { path: '^packages/answer-engine/' },
      to: {
        path: [
          '^packages/(db|ui|answer-widget|safe-html)/',
          'node_modules/(fastify|@fastify/|fastify-[^/]+|next|react|react-dom|pg|pg-[^/]+|@electric-sql/|drizzle-orm|openai|undici|axios)/',
          '^(node:)?(http|https|http2|net|tls)$',
        ],
      },
    },
    {
      name: 'contracts-import-no-storage-or-workspace',
      comment: 'contracts are the shared schemas: zod only, no storage types, no other workspace.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: {
        path: ['^packages/(?!contracts/)', 'node_modules/(pg|pg-[^/]+|@electric-sql/|drizzle-orm)/'],
      },
    },
    {
      name: 'safe-html-is-a-leaf',
      comment:
        'safe-html depends on no other workspace but contracts (itself a leaf: the site’s link rules), so any of them can use it.',
      severity: 'error',
      from: { path: '^packages/safe-html/' },
      to: { path: '^(apps|packages)/', pathNot: '^packages/(safe-html|contracts)/' },
    },
    {
      name: 'db-below-the-api',
      comment: 'db is storage: it imports no engine, no HTML, no React.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: '^packages/(answer-engine|safe-html|ui|answer-widget)/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Build output of our own apps (not dist/ folders inside node_modules, which packages resolve to).
    exclude: { path: ['^(apps|packages)/[^/]+/(\\.next|dist)/', '^data/', 'next-env\\.d\\.ts$'] },
    // Type-only imports count (and are labelled `type-only`, which the SafeHtml rule relies on).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // A workspace's own package.json plus the root one (dev tools such as vitest live at the root).
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
