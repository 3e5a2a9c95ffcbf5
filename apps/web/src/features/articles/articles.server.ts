import 'server-only';
import { type ArticleView, ArticleViewSchema, isArticleId } from '@support/contracts';
import { cache } from 'react';
import { ApiCallError, apiGet } from '../../server/api.server.ts';

/** One article from the API, or undefined when there is no such article. Deduplicated per request. */
export const getArticle = cache(async (articleId: string): Promise<ArticleView | undefined> => {
  if (!isArticleId(articleId)) return undefined;
  try {
    return await apiGet(`/msapi/kb/v1/articles/${articleId}`, ArticleViewSchema, { revalidate: 60 });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return undefined;
    throw error;
  }
});
