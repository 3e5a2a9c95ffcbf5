import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_DETAILS } from '@support/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { sampleArticle } from '../testing/sample-article.ts';
import { type Article, ArticleFileError, parseArticle } from './article.ts';
import { loadArticlesFromDir } from './load.ts';

const KB_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../content/kb');
const TOPICS_TSV = join(KB_DIR, '../kb-topics.tsv');

const { body: _body, ...SAMPLE_FRONT_MATTER } = sampleArticle({
  related: ['KM1000002'],
  updated: '2026-09-14',
});
const VALID_FRONT_MATTER: Record<string, unknown> = SAMPLE_FRONT_MATTER;
const BODY = 'You want to pay your balance now.\n\n## Steps\n\n1. Sign in.\n2. Select **Pay bill**.\n';

/** An article file with some front-matter fields replaced (undefined removes the field). */
function articleSource(overrides: Record<string, unknown> = {}, body = BODY): string {
  const data: Record<string, unknown> = { ...VALID_FRONT_MATTER };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete data[k];
    else data[k] = v;
  }
  return `---\n${stringify(data)}---\n\n${body}`;
}

const SECOND = articleSource({
  id: 'KM1000002',
  topic: 'set-up-autopay',
  title: 'Turn automatic payments on or off',
  related: ['KM1000001'],
});

let root: string;
let dirCount = 0;

/** A temporary knowledge-base folder holding the given files. */
function kbDir(files: Record<string, string>): string {
  const dir = join(root, `kb-${++dirCount}`);
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function loadError(files: Record<string, string>): ArticleFileError {
  try {
    loadArticlesFromDir(kbDir(files));
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleFileError);
    return error as ArticleFileError;
  }
  throw new Error('expected the folder to fail to load');
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'answer-engine-kb-'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('loadArticlesFromDir: a valid folder', () => {
  it('loads every article but README.md, in file-name order', () => {
    const dir = kbDir({
      'KM1000002-set-up-autopay.md': SECOND,
      'KM1000001-pay-bill-online.md': articleSource(),
      'README.md': '# not an article',
      'notes.txt': 'ignored',
    });
    const articles = loadArticlesFromDir(dir);
    expect(articles.map((a) => a.id)).toEqual(['KM1000001', 'KM1000002']);
    const first = articles[0]!;
    expect(first.topic).toBe('pay-bill-online');
    expect(first.questions).toHaveLength(3);
    expect(first.related).toEqual(['KM1000002']);
    expect(first.updated).toBe('2026-09-14');
    expect(first.body).toContain('## Steps');
  });

  it('accepts updated as a bare or a quoted YAML date and keeps it as YYYY-MM-DD', () => {
    const bare = articleSource();
    expect(bare).toContain('\nupdated: 2026-09-14\n');
    expect(parseArticle('KM1000001-pay-bill-online.md', bare).updated).toBe('2026-09-14');
    const quoted = bare.replace('updated: 2026-09-14', 'updated: "2026-09-14"');
    expect(parseArticle('KM1000001-pay-bill-online.md', quoted).updated).toBe('2026-09-14');
  });
});

describe('loadArticlesFromDir: a malformed article names the file and the field', () => {
  const FILE = 'KM1000001-pay-bill-online.md';

  it('rejects an id that is not KM followed by 7 digits', () => {
    const error = loadError({ [FILE]: articleSource({ id: 'KM12345' }) });
    expect(error.file).toContain(FILE);
    expect(error.field).toBe('id');
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('field "id"');
    expect(error.message).toContain('KM followed by 7 digits');
  });

  it('rejects an article without questions', () => {
    const error = loadError({ [FILE]: articleSource({ questions: undefined }) });
    expect(error.field).toBe('questions');
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('field "questions"');
  });

  it('rejects fewer than 3 questions', () => {
    const error = loadError({ [FILE]: articleSource({ questions: ['pay my bill', 'pay online'] }) });
    expect(error.field).toBe('questions');
    expect(error.message).toContain('at least 3 questions');
  });

  it('rejects a one-sentence answer', () => {
    const error = loadError({
      [FILE]: articleSource({
        answer: 'Sign in to My Account and choose Pay bill to pay what you owe today.',
      }),
    });
    expect(error.field).toBe('answer');
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('field "answer"');
    expect(error.message).toContain('2 to 4 sentences');
  });

  it('rejects an answer of more than 4 sentences', () => {
    const answer = 'Sign in first. Choose Pay bill. Pick the amount. Pick a card. Select Submit.';
    const error = loadError({ [FILE]: articleSource({ answer }) });
    expect(error.field).toBe('answer');
  });

  it('rejects an unknown serviceKey', () => {
    const error = loadError({ [FILE]: articleSource({ serviceKey: 'my-acount' }) });
    expect(error.field).toBe('serviceKey');
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('field "serviceKey"');
  });

  it('rejects an unknown customerType, dataSource or intent', () => {
    expect(loadError({ [FILE]: articleSource({ customerType: 'business' }) }).field).toBe('customerType');
    expect(loadError({ [FILE]: articleSource({ dataSource: 'blog' }) }).field).toBe('dataSource');
    expect(loadError({ [FILE]: articleSource({ intent: 'sales' }) }).field).toBe('intent');
  });

  it('rejects a field the schema does not know', () => {
    const error = loadError({ [FILE]: articleSource({ author: 'someone' }) });
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('author');
  });

  it('rejects an updated value that is not a date', () => {
    const error = loadError({ [FILE]: articleSource({ updated: 'last tuesday' }) });
    expect(error.field).toBe('updated');
    expect(error.message).toContain('YYYY-MM-DD');
  });

  it('rejects an empty body', () => {
    const error = loadError({ [FILE]: articleSource({}, '\n  \n') });
    expect(error.field).toBe('body');
  });

  it('rejects a related id that is not an article', () => {
    const error = loadError({
      [FILE]: articleSource({ related: ['KM1000002', 'KM1999999'] }),
      'KM1000002-set-up-autopay.md': SECOND,
    });
    expect(error.file).toContain(FILE);
    expect(error.field).toBe('related');
    expect(error.message).toContain('field "related"');
    expect(error.message).toContain('KM1999999');
  });

  it('rejects an article that relates to itself', () => {
    const error = loadError({ [FILE]: articleSource({ related: ['KM1000001'] }) });
    expect(error.field).toBe('related');
  });

  it('rejects an id that does not match the file name', () => {
    const error = loadError({ 'KM1000003-pay-bill-online.md': articleSource({ related: [] }) });
    expect(error.file).toContain('KM1000003-pay-bill-online.md');
    expect(error.field).toBe('id');
    expect(error.message).toContain('KM1000001 does not match the file name');
  });

  it('rejects two files with the same id', () => {
    const error = loadError({
      'KM1000001-pay-bill-online.md': articleSource({ related: [] }),
      'KM1000001-pay-bill-online-copy.md': articleSource({ related: [] }),
    });
    expect(error.field).toBe('id');
    expect(error.message).toContain('also used by');
  });

  it('rejects front matter that is not valid YAML', () => {
    const source = articleSource().replace('title: Make', 'title: [Make');
    const error = loadError({ [FILE]: source });
    expect(error.file).toContain(FILE);
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('not valid YAML');
  });

  it('rejects a file without front matter', () => {
    const error = loadError({ [FILE]: '# Just a heading\n\nNo front matter here.\n' });
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('missing front matter');
  });
});

describe('the real knowledge base (content/kb)', () => {
  let articles: Article[];
  const topics = readFileSync(TOPICS_TSV, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id, topic, service, customerType, intent] = line.split('\t');
      return { id: id!, topic: topic!, service: service!, customerType: customerType!, intent: intent! };
    });

  beforeAll(() => {
    articles = loadArticlesFromDir(KB_DIR);
  });

  it('loads cleanly, with distinct ids', () => {
    expect(articles.length).toBe(137);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  it('has the main article of every topic in kb-topics.tsv, with the listed service, customer type and intent', () => {
    expect(topics.length).toBe(117);
    const byId = new Map(articles.map((a) => [a.id, a]));
    for (const t of topics) {
      const a = byId.get(t.id);
      expect(a, `${t.id} ${t.topic}`).toBeDefined();
      expect({
        id: a!.id,
        topic: a!.topic,
        serviceKey: a!.serviceKey,
        customerType: a!.customerType,
        intent: a!.intent,
      }).toEqual({
        id: t.id,
        topic: t.topic,
        serviceKey: t.service,
        customerType: t.customerType,
        intent: t.intent,
      });
      expect(a!.dataSource).not.toBe('forums');
    }
  });

  it('only uses topics from kb-topics.tsv', () => {
    const known = new Set(topics.map((t) => t.topic));
    expect(articles.filter((a) => !known.has(a.topic)).map((a) => a.id)).toEqual([]);
  });

  it('has at least 15 forums articles, all with KM9 ids', () => {
    const forums = articles.filter((a) => a.dataSource === 'forums');
    expect(forums.length).toBeGreaterThanOrEqual(15);
    expect(forums.filter((a) => !a.id.startsWith('KM9')).map((a) => a.id)).toEqual([]);
    expect(
      articles.filter((a) => a.id.startsWith('KM9') && a.dataSource !== 'forums').map((a) => a.id),
    ).toEqual([]);
  });

  it('gives every article the line of service and customer type its service key implies', () => {
    const wrong = articles.filter(
      (a) =>
        SERVICE_DETAILS[a.serviceKey].lineOfService !== a.lineOfService ||
        (a.serviceKey.startsWith('smb-') ? 'smb' : 'consumer') !== a.customerType,
    );
    expect(wrong.map((a) => a.id)).toEqual([]);
  });

  it('gives every article 2 to 4 related ids', () => {
    expect(articles.filter((a) => a.related.length < 2 || a.related.length > 4).map((a) => a.id)).toEqual([]);
  });
});
