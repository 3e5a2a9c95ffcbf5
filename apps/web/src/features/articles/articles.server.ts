import 'server-only';
import { type ArticleView, ArticleViewSchema, isArticleId } from '@support/contracts';
import { cache } from 'react';
import { ApiCallError, apiGet } from '../../server/api.server.ts';

/** Data-cache tag of every knowledge-base fetch: the API's change notice expires it (app/internal/revalidate). */
export const KB_CACHE_TAG = 'kb';
/** A safety net if a change notice is lost: article pages are re-rendered at most this often (seconds). */
export const ARTICLE_REVALIDATE_SECONDS = 3600;

/** One article from the API, or undefined when there is no such article. Deduplicated per request. */
export const getArticle = cache(async (articleId: string): Promise<ArticleView | undefined> => {
  if (!isArticleId(articleId)) return undefined;
  try {
    return await apiGet(`/msapi/kb/v1/articles/${articleId}`, ArticleViewSchema, {
      revalidate: ARTICLE_REVALIDATE_SECONDS,
      tags: [KB_CACHE_TAG],
    });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return undefined;
    throw error;
  }
});
