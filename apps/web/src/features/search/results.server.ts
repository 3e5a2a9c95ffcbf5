import 'server-only';
import {
  type CustomerType,
  SEARCH_RESULTS_PATH,
  type SearchResultsResponse,
  SearchResultsResponseSchema,
} from '@support/contracts';
import { apiGet } from '../../server/api.server.ts';
import { SEARCH_APP_ID, visitorAddress } from './search.server.ts';

/**
 * One page of ranked articles for a question (GET /search/v1/results). Never cached here: it
 * carries the visitor's question, and the API answers it no-store. A failure throws ApiCallError
 * with the API's status and code.
 */
export async function fetchSearchResults(
  question: string,
  page: number,
  customerType: CustomerType,
): Promise<SearchResultsResponse> {
  const params = new URLSearchParams({
    'app-id': SEARCH_APP_ID,
    q: question,
    page: String(page),
    customerType,
  });
  return apiGet(`${SEARCH_RESULTS_PATH}?${params}`, SearchResultsResponseSchema, {
    forwardedFor: await visitorAddress(),
  });
}
