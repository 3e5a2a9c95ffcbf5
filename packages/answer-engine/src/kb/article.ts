import {
  ARTICLE_ID_PATTERN,
  CustomerTypeSchema,
  DataSourceSchema,
  IntentSchema,
  LineOfServiceSchema,
  ServiceKeySchema,
} from '@support/contracts';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

const sentenceCount = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/).filter((x) => x.trim()).length;

/** The front matter of a knowledge-base article (content/kb/README.md). */
export const ArticleFrontMatterSchema = z
  .object({
    id: z.string().regex(ARTICLE_ID_PATTERN, 'must be KM followed by 7 digits'),
    topic: z.string().regex(/^[a-z0-9-]+$/, 'must be a kebab-case topic key'),
    title: z.string().trim().min(5).max(120),
    serviceKey: ServiceKeySchema,
    customerType: CustomerTypeSchema,
    lineOfService: LineOfServiceSchema,
    dataSource: DataSourceSchema,
    intent: IntentSchema,
    questions: z.array(z.string().trim().min(3).max(300)).min(3, 'needs at least 3 questions'),
    answer: z
      .string()
      .trim()
      .min(40)
      .max(1200)
      .refine((a) => sentenceCount(a) >= 2 && sentenceCount(a) <= 4, 'must be 2 to 4 sentences'),
    related: z
      .array(z.string().regex(ARTICLE_ID_PATTERN, 'related ids must be KM followed by 7 digits'))
      .max(6),
    updated: z.union([z.string(), z.date()]).transform((v, ctx) => {
      const iso = v instanceof Date ? v.toISOString().slice(0, 10) : v;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(iso))) {
        ctx.addIssue({ code: 'custom', message: 'must be a YYYY-MM-DD date' });
        return z.NEVER;
      }
      return iso;
    }),
  })
  .strict();

export const ArticleSchema = ArticleFrontMatterSchema.extend({
  body: z.string().trim().min(1, 'the article body is empty'),
});
export type Article = z.infer<typeof ArticleSchema>;

export class ArticleFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${field === '' ? '' : `field "${field}": `}${detail}`);
    this.name = 'ArticleFileError';
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Parses one article file; throws ArticleFileError naming the file and the field. */
export function parseArticle(file: string, source: string): Article {
  const m = FRONT_MATTER.exec(source);
  if (!m) throw new ArticleFileError(file, '', 'missing front matter (--- ... ---)');
  let data: unknown;
  try {
    data = parseYaml(m[1] ?? '');
  } catch (error) {
    throw new ArticleFileError(file, '', `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = ArticleSchema.safeParse({ ...(data as object), body: m[2] ?? '' });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ArticleFileError(file, issue.path.join('.'), issue.message);
  }
  return result.data;
}

/** Cross-article rules: unique ids, related ids that exist, ids matching their file names. */
export function checkKnowledgeBase(articles: readonly { article: Article; file: string }[]): void {
  const byId = new Map<string, string>();
  for (const { article, file } of articles) {
    const base = file.split('/').pop() ?? file;
    if (!base.startsWith(`${article.id}-`)) {
      throw new ArticleFileError(file, 'id', `${article.id} does not match the file name`);
    }
    const other = byId.get(article.id);
    if (other) throw new ArticleFileError(file, 'id', `${article.id} is also used by ${other}`);
    byId.set(article.id, file);
  }
  for (const { article, file } of articles) {
    for (const rel of article.related) {
      if (!byId.has(rel)) throw new ArticleFileError(file, 'related', `${rel} is not an article`);
      if (rel === article.id)
        throw new ArticleFileError(file, 'related', 'an article cannot relate to itself');
    }
  }
}
