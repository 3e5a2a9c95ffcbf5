import type { Allocation } from '@support/contracts';
import { matchContactUsPath } from '../contact-us-paths.ts';
import { type ContactUsPageProps, contactUsPageProps } from '../contact-us-props.ts';
import { parseContactUsQuery } from '../contact-us-query.ts';
import { storedFeed } from './stored-feed.ts';

/** The page props a contact-us address renders with, from the stored feed (or none). Tests only. */
export function pagePropsFor(
  url: string,
  { withFeed = true, allocations }: { withFeed?: boolean; allocations?: Allocation[] } = {},
): ContactUsPageProps {
  const u = new URL(url, 'http://site.test');
  const path = matchContactUsPath(u.pathname);
  if (!path) throw new Error(`not a contact-us path: ${u.pathname}`);
  return contactUsPageProps({
    path,
    query: parseContactUsQuery(u.searchParams),
    feed: withFeed ? storedFeed(path.family.userType, path.family.locale) : undefined,
    allocations,
    authenticated: false,
    tdiceApi: '',
  });
}
