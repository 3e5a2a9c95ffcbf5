import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALLOCATIONS_PATH,
  CONTACT_US_FLAGS,
  OUTAGE_PATHS,
  type OutageAlert,
  SupportContentFileSchema,
  type SupportContentService,
  type SupportPageContent,
  supportContentUrl,
} from '@support/contracts';
import { vi } from 'vitest';

// Test helpers of the support pages: the API answered by path prefix, on the real fetch path
// (apiGet, its parsing and its errors), and the analytics reports the pages send.

export type Reply = { status: number; body: unknown } | Error;

/** The API calls made since the last `stubApi` (full URLs). */
export const calls: string[] = [];
/** The analytics signals posted since the last `stubApi` (by fetch or by beacon). */
export const signals: { type: string; payload: Record<string, unknown> }[] = [];

const SIGNALS = '/search/v1/signals/';

async function recordSignals(body: unknown) {
  const text = body instanceof Blob ? await body.text() : String(body);
  for (const s of JSON.parse(text).signals) signals.push({ type: s.type, payload: s.payload });
}

/**
 * Answers the API calls by path prefix; a call nobody expected fails (as a network error, which
 * the page logs). Signals posts (relative URLs, from the browser part) are recorded in `signals`.
 */
export function stubApi(replies: Record<string, Reply>) {
  calls.length = 0;
  signals.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(SIGNALS)) {
        await recordSignals(init?.body);
        return new Response('{}', { status: 202 });
      }
      calls.push(url);
      const path = new URL(url).pathname;
      const key = Object.keys(replies).find((k) => path.startsWith(k));
      if (key === undefined) throw new Error(`unexpected call ${url}`);
      const reply = replies[key]!;
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  // A link that leaves the page reports by beacon (analytics-sender.ts).
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      if (url.startsWith(SIGNALS)) void recordSignals(data);
      return true;
    },
  });
}

export const ok = (body: unknown) => ({ status: 200, body });
export const DOWN = {
  status: 503,
  body: { errorCode: 'SERVICE_UNAVAILABLE', statusCode: 503, message: 'down' },
};

/** The idp-web-support allocations with the genai flag's list. */
export const flags = (pages: string[]) => ({
  [ALLOCATIONS_PATH]: ok({
    allocations: [{ key: CONTACT_US_FLAGS.genAiSearch, team: 'idp-web-support', value: pages }],
  }),
});

export const internetAlert = (over: Partial<OutageAlert> = {}): OutageAlert => ({
  group: 'internet',
  services: ['Internet', 'AT&T Internet'],
  outageCount: 2,
  zipCodeCount: 5,
  headline: 'Service outages in some areas',
  message:
    "We're working to restore Internet and AT&T Internet service in some areas. Check your ZIP code to see if you're affected.",
  expectedRestoreAt: '2026-11-23T06:00:00Z',
  link: '/outages',
  ...over,
});

/** The alerts route answering these banners. */
export const alerts = (list: OutageAlert[]) => ({ [OUTAGE_PATHS.alerts]: ok({ alerts: list }) });

/** A support page's content as content/cms/support-<service>.en-us.json stores it (what the API serves). */
export function storedSupportContent(service: SupportContentService): SupportPageContent {
  const file = join(import.meta.dirname, '../../../../../../content/cms', `support-${service}.en-us.json`);
  return SupportContentFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).payload;
}

/** The support-content route answering one page with this content (by default the stored one). */
export const supportContent = (
  service: SupportContentService,
  content: SupportPageContent = storedSupportContent(service),
) => ({ [supportContentUrl(service)]: ok({ service, content }) });
