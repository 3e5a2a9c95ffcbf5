import type { Metadata } from 'next';
import { connection } from 'next/server';
import { TopicPage, topicPageMetadata } from '../../../../src/features/support-pages/topic-page.tsx';

export async function generateMetadata(): Promise<Metadata> {
  // Per request, like the page: the build has no API to ask.
  await connection();
  return topicPageMetadata('consumer', 'wireless');
}

export default async function WirelessSupport() {
  // Rendered per request: its articles and top solutions come from the API (cached in Next's data cache).
  await connection();
  return <TopicPage customerType="consumer" service="wireless" />;
}
