import 'server-only';
import {
  ALLOCATIONS_PATH,
  type Allocation,
  AllocationsResponseSchema,
  WEB_SUPPORT_TEAM,
} from '@support/contracts';
import { ApiCallError, apiGet } from '../../server/api.server.ts';
import { contactUsHeaders, contactUsUpstream } from '../contact-us/contact-us.server.ts';

/** The flags change from the console; the API answers max-age=60, and the data cache keeps them as long. */
export const SUPPORT_FLAGS_REVALIDATE_SECONDS = 60;

/**
 * The idp-web-support allocations (seed 001 §7 contact-us call 2, the same call and upstream as
 * the contact-us page) for the support pages' search slot. Undefined when the call fails, which
 * is logged (status and code only): the page then uses ANSWER_WIDGET_PAGES_WITHOUT_FLAGS.
 */
export async function loadSupportFlags(): Promise<Allocation[] | undefined> {
  try {
    const res = await apiGet(
      `${ALLOCATIONS_PATH}?${new URLSearchParams({ teams: WEB_SUPPORT_TEAM })}`,
      AllocationsResponseSchema,
      {
        baseUrl: contactUsUpstream().msapi,
        headers: contactUsHeaders(undefined),
        revalidate: SUPPORT_FLAGS_REVALIDATE_SECONDS,
      },
    );
    return res.allocations;
  } catch (error) {
    console.warn(
      'support flags did not load; the pages show their default search widgets',
      error instanceof ApiCallError
        ? { status: error.status, errorCode: error.errorCode }
        : { error: error instanceof Error ? error.name : String(error) },
    );
    return undefined;
  }
}
