import 'server-only';
import {
  ALLOCATIONS_PATH,
  AllocationsResponseSchema,
  type ExperimentFlags,
  experimentFlags,
  WIDGET_CONTENT_PATH,
  type WidgetContent,
  WidgetContentResponseSchema,
} from '@support/contracts';
import { ApiCallError, apiGet } from '../../server/api.server.ts';

/** The widget's text and flags change with a console edit, not per visitor: cached this long (seconds). */
export const WIDGET_PRELOAD_REVALIDATE_SECONDS = 300;
/** Data-cache tag of both calls, to expire them on demand (revalidateTag). */
export const WIDGET_CACHE_TAG = 'widget';
/** Seed 000 §7 call 7 names the calling app in `client-id`; the support pages are the idpSupport app (§1). */
export const WIDGET_CLIENT_ID = 'idpSupport';
/** The flags' team (seed 000 §7 call 6). */
export const WIDGET_FLAGS_TEAM = 'search';

export interface WidgetPreload {
  content: WidgetContent;
  flags: ExperimentFlags;
}

/**
 * The widget's content feed (call 7) and flags (call 6) fetched on the server, in parallel, with
 * Next's data cache, so the page can hand them to the widget and it skips its spinner. Undefined
 * when either fails (logged with the API's status and code): the widget then fetches both in the
 * browser as it would without a preload, so a failure here costs a spinner, never the page.
 */
export async function fetchWidgetPreload(): Promise<WidgetPreload | undefined> {
  // `next build` prerenders /support with no API running: the page goes out without a preload
  // and the API's start-up revalidation notice (ADR 003) renders it again with one.
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  const cache = { revalidate: WIDGET_PRELOAD_REVALIDATE_SECONDS, tags: [WIDGET_CACHE_TAG] };
  try {
    const [feed, allocations] = await Promise.all([
      apiGet(WIDGET_CONTENT_PATH, WidgetContentResponseSchema, {
        ...cache,
        headers: { 'client-id': WIDGET_CLIENT_ID },
      }),
      apiGet(
        `${ALLOCATIONS_PATH}?${new URLSearchParams({ teams: WIDGET_FLAGS_TEAM })}`,
        AllocationsResponseSchema,
        cache,
      ),
    ]);
    return {
      content: feed['cms-feed'].components.default.hubAnswer.content,
      flags: experimentFlags(allocations.allocations),
    };
  } catch (error) {
    const detail =
      error instanceof ApiCallError
        ? { status: error.status, errorCode: error.errorCode }
        : { error: error instanceof Error ? error.name : String(error) };
    console.warn('widget preload failed; the widget will load its content in the browser', detail);
    return undefined;
  }
}
