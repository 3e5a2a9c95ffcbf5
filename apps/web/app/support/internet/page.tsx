import type { Metadata } from 'next';
import { connection } from 'next/server';
import { TopicPage, topicPageMetadata } from '../../../src/features/support-pages/topic-page.tsx';

export const generateMetadata = (): Promise<Metadata> => topicPageMetadata('consumer', 'internet');

export default async function InternetSupport() {
  // Rendered per request: its articles and top solutions come from the API (cached in Next's data cache).
  await connection();
  return <TopicPage customerType="consumer" service="internet" />;
}
