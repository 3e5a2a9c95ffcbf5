import type { AnswerEngine, Article } from '@support/answer-engine';
import {
  ApiErrorSchema,
  articleUrl,
  type CustomerType,
  CustomerTypeSchema,
  MAX_SEARCH_RESULTS,
  SUGGESTIONS_MIN_CHARS,
  SUPPORT_SEARCH_SUGGESTIONS_PATH,
  SupportSearchSuggestionsQuerySchema,
  SupportSearchSuggestionsResponseSchema,
} from '@support/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessRule } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';

/**
 * Seed 001 §2 "Support search widget", §5 and §9: up to maxSearchResults (5) article suggestions
 * (title and url) for the typed text, once it is more than 2 characters, for consumer (default) or
 * smb help articles. The engine's ranking comes first; while the last word is still being typed
 * ("wif"), articles whose title or questions have a word starting with it fill the rest.
 *
 * The answer is the same for everyone but carries what the visitor typed, so shared caches do not
 * keep it: `private, max-age=60` (the browser may reuse it while the visitor types again).
 */
export const supportSearchRoutes: FastifyPluginAsyncZod<{ kb: KnowledgeBase }> = async (app, { kb }) => {
  app.get(
    SUPPORT_SEARCH_SUGGESTIONS_PATH,
    {
      schema: {
        tags: ['content'],
        summary:
          'Support search widget suggestions: at most 5 articles (title, url) for text over 2 characters',
        description:
          'q: the typed text (at most 100 characters; 2 or fewer gives no suggestions). customerType: consumer ' +
          '(default) or smb; another value is 400 SPTSEARCH-101.',
        querystring: SupportSearchSuggestionsQuerySchema,
        response: { 200: SupportSearchSuggestionsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, customerType: asked } = request.query;
      const customerType = parseCustomerType(asked);
      reply.header('cache-control', 'private, max-age=60');
      const articles = q.length < SUGGESTIONS_MIN_CHARS ? [] : suggest(kb.engine, q, customerType);
      return {
        query: q,
        customerType,
        suggestions: articles.map((a) => ({ title: a.title, url: articleUrl(a) })),
      };
    },
  );
};

function parseCustomerType(value: string | undefined): CustomerType {
  if (value === undefined) return 'consumer';
  const parsed = CustomerTypeSchema.safeParse(value.toLowerCase());
  if (!parsed.success) throw businessRule('Unknown customerType; expected consumer or smb');
  return parsed.data;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** How many endings of a last word still being typed are asked (the most used words first). */
const COMPLETIONS = 2;

/** The engine's ranked articles, then articles with a word starting as the typed text's last word does. */
export function suggest(engine: AnswerEngine, q: string, customerType: CustomerType): Article[] {
  const out = new Map<string, Article>();
  const add = (question: string) => {
    for (const hit of engine.retrieve({ question, customerType, limit: MAX_SEARCH_RESULTS }).hits) {
      if (out.size >= MAX_SEARCH_RESULTS) break;
      if (hit.anchored) out.set(hit.article.id, hit.article);
    }
  };
  const typed = words(q);
  const last = typed.at(-1);
  // A last word still being typed ("wif", "voicem"): the question as it may end ("wifi",
  // "voicemail"), ranked, before the text as typed (whose last word the spelling correction would
  // read as some other word); a word the articles use as typed ("router") keeps its own first.
  const endings = last !== undefined && /[\p{L}\p{N}]$/u.test(q) ? engine.completions(last, COMPLETIONS) : [];
  const asTyped = endings.length === 0 || engine.usesWord(last!);
  if (asTyped) add(q);
  for (const word of endings)
    if (out.size < MAX_SEARCH_RESULTS) add(`${q.slice(0, q.length - last!.length)}${word}`);
  if (!asTyped && out.size < MAX_SEARCH_RESULTS) add(q);
  if (out.size < MAX_SEARCH_RESULTS && last !== undefined) {
    const whole = typed.slice(0, -1);
    for (const a of engine.articles()) {
      if (out.size >= MAX_SEARCH_RESULTS) break;
      if (a.customerType !== customerType || a.dataSource === 'forums' || out.has(a.id)) continue;
      const own = new Set(words([a.title, ...a.questions].join(' ')));
      if (whole.every((w) => own.has(w)) && [...own].some((w) => w.startsWith(last))) out.set(a.id, a);
    }
  }
  return [...out.values()];
}
