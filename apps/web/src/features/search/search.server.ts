import 'server-only';
import { type BestAnswerResponse, BestAnswerResponseSchema } from '@support/contracts';
import { headers } from 'next/headers';
import { apiGet } from '../../server/api.server.ts';

export const SEARCH_APP_ID = 'sitesearch';

/** The best answer for a question, from the answer API (seed 000 call 3, not streamed). */
export async function fetchBestAnswer(question: string): Promise<BestAnswerResponse> {
  const params = new URLSearchParams({
    'app-id': SEARCH_APP_ID,
    searchTerm: question,
    isRelatedQnAEnabled: 'true',
    includeDatasources: 'search',
    sourcePage: '/search',
  });
  // The visitor's address (set by the web front), so the API's per-client limit counts the visitor.
  const forwardedFor = (await headers()).get('x-forwarded-for') ?? undefined;
  return apiGet(`/search/v2/answerextraction?${params}`, BestAnswerResponseSchema, { forwardedFor });
}
