import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Article } from '@support/answer-engine';
import { sampleArticle } from '@support/answer-engine/testing';
import { ArticleViewSchema } from '@support/contracts';
import { articlesRepository, type Database, openDatabase } from '@support/db';
import { renderMarkdown } from '@support/safe-html';
import { HOSTILE_HTML, HOSTILE_MARKDOWN, inertnessProblems } from '@support/safe-html/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { articleFile } from '../testing/app.ts';

const ARTICLES = '/msapi/kb/v1/articles';

const PLAIN: Article = sampleArticle({ id: 'KM1000001', related: ['KM9990001'] });
/**
 * A community answer whose body is the whole hostile corpus, in markdown and raw HTML; less the
 * payloads with a NUL byte, which PostgreSQL cannot store in text (sanitizeHtml's own tests cover them).
 */
const HOSTILE: Article = sampleArticle({
  id: 'KM9990001',
  topic: 'hostile-html-forum',
  title: 'A forum answer full of hostile HTML',
  dataSource: 'forums',
  related: ['KM1000001'],
  body: [
    'A member pasted this.',
    '## Steps',
    '1. First step.\n2. Second step.',
    ...Object.values(HOSTILE_MARKDOWN),
    ...Object.values(HOSTILE_HTML),
  ]
    .filter((payload) => !payload.includes('\u0000'))
    .join('\n\n'),
});

let root: string;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'msapi-articles-'));
  mkdirSync(join(root, 'kb'));
  for (const a of [PLAIN, HOSTILE]) writeFileSync(join(root, 'kb', `${a.id}-${a.topic}.md`), articleFile(a));
  db = await openDatabase();
  app = await buildApp({
    db,
    config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'silent' },
    logger: false,
  });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(root, { recursive: true, force: true });
});

async function getArticle(id: string) {
  const res = await app.inject({ method: 'GET', url: `${ARTICLES}/${id}` });
  expect(res.statusCode).toBe(200);
  return ArticleViewSchema.parse(res.json());
}

describe('GET /msapi/kb/v1/articles/:articleId: html', () => {
  it('serves the body as sanitised HTML next to the markdown', async () => {
    const article = await getArticle(PLAIN.id);
    expect(article.body).toBe(PLAIN.body);
    expect(article.html).toBe(
      '<p>You want to pay your balance now.</p>\n<h2>Steps</h2>\n<ol>\n<li>Sign in.</li>\n<li>Select <strong>Pay bill</strong>.</li>\n</ol>\n',
    );
  });

  it('leaves nothing executable in the HTML of a hostile article, and keeps its text', async () => {
    const article = await getArticle(HOSTILE.id);
    expect(inertnessProblems(article.html)).toEqual([]);
    expect(article.html).not.toMatch(
      /<(script|img|svg|math|iframe|object|embed|form|style|base|meta|link)\b/i,
    );
    expect(article.html).toContain('<h2>Steps</h2>');
    expect(article.html).toContain('<p>A member pasted this.</p>');
    // The raw markdown is still served as it is stored (for the editor and the engine), never as HTML.
    expect(article.body).toContain('<script>window.__pwned=1</script>');
  });

  it('renders the HTML with the one sanitiser', async () => {
    expect((await getArticle(HOSTILE.id)).html).toBe(renderMarkdown(HOSTILE.body));
  });

  it('serves the HTML of the new body once the article changes', async () => {
    expect((await getArticle(PLAIN.id)).html).toContain('Sign in.');
    await articlesRepository(db).upsertFromContent([
      { ...PLAIN, body: 'Changed.\n\n<a href="javascript:alert(1)" onclick="x()">Changed link</a>' },
    ]);
    // The engine is rebuilt on the kb_changed notification; the cached HTML goes with the old engine.
    await vi.waitFor(
      async () =>
        expect((await getArticle(PLAIN.id)).html).toBe('<p>Changed.</p>\n<p><a>Changed link</a></p>\n'),
      { timeout: 5000, interval: 50 },
    );
  });

  it('answers 404 for an article that does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: `${ARTICLES}/KM1234567` });
    expect(res.statusCode).toBe(404);
  });
});
