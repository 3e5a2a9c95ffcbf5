import 'server-only';
import { headers } from 'next/headers';

export const SEARCH_APP_ID = 'sitesearch';

/** The visitor's address (set by the web front), so the API's per-client limit counts the visitor. */
export async function visitorAddress(): Promise<string | undefined> {
  return (await headers()).get('x-forwarded-for') ?? undefined;
}
