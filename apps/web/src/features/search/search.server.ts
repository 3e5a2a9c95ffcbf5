import 'server-only';
import { type BestAnswerResponse, BestAnswerResponseSchema, type CustomerType } from '@support/contracts';
import { headers } from 'next/headers';
import { apiGet } from '../../server/api.server.ts';
import { SEARCH_PAGE_PATH } from './search-params.ts';

export const SEARCH_APP_ID = 'sitesearch';

/** The answer path of each audience (seed 000 §7 call 3: /smb answers for small business). */
const ANSWER_PATH: Record<CustomerType, string> = {
  consumer: '/search/v2/answerextraction',
  smb: '/search/v2/answerextraction/smb',
};

/** The visitor's address (set by the web front), so the API's per-client limit counts the visitor. */
export async function visitorAddress(): Promise<string | undefined> {
  return (await headers()).get('x-forwarded-for') ?? undefined;
}

/** The best answer for a question, from the answer API (seed 000 call 3, not streamed). */
export async function fetchBestAnswer(
  question: string,
  customerType: CustomerType = 'consumer',
): Promise<BestAnswerResponse> {
  const params = new URLSearchParams({
    'app-id': SEARCH_APP_ID,
    searchTerm: question,
    isRelatedQnAEnabled: 'true',
    includeDatasources: 'search',
    sourcePage: SEARCH_PAGE_PATH[customerType],
  });
  return apiGet(`${ANSWER_PATH[customerType]}?${params}`, BestAnswerResponseSchema, {
    forwardedFor: await visitorAddress(),
  });
}
