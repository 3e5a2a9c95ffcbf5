import 'server-only';
import {
  type CustomerType,
  SupportContentResponseSchema,
  type SupportPageContent,
  supportContentService,
  supportContentUrl,
} from '@support/contracts';
import { ApiCallError, apiGet } from '../../server/api.server.ts';
import { TOPIC_PAGES, type TopicService, topicPageFallback } from './topic-pages.ts';

/** The API answers the content with max-age=60: Next's data cache keeps it as long (seconds). */
export const SUPPORT_CONTENT_REVALIDATE_SECONDS = 60;

/**
 * A topic page's words (heading, intro, search label, popular tasks, topic headings) from
 * `idpcms/support/{service}/index`. When the call fails or the answer does not fit the contract,
 * the failure is logged (status and code, or the error's name) and the page shows its own text
 * (topic-pages.ts), with no error for the visitor (seed 001 §8).
 */
export async function fetchSupportContent(
  customerType: CustomerType,
  service: TopicService,
): Promise<SupportPageContent> {
  const page = supportContentService(customerType, service);
  try {
    const res = await apiGet(supportContentUrl(page), SupportContentResponseSchema, {
      revalidate: SUPPORT_CONTENT_REVALIDATE_SECONDS,
    });
    return res.content;
  } catch (error) {
    console.warn(
      'support page content did not load; the page shows its own text',
      error instanceof ApiCallError
        ? { page, status: error.status, errorCode: error.errorCode }
        : { page, error: error instanceof Error ? error.name : String(error) },
    );
    return topicPageFallback(TOPIC_PAGES[customerType][service]);
  }
}
