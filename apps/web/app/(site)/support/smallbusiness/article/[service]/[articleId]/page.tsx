import type { Metadata } from 'next';
import {
  ArticlePage,
  type ArticleRouteParams,
  articleMetadata,
} from '../../../../../../../src/features/articles/article-page.tsx';

// Static: rendered on the first visit, then served from the cache until the knowledge base changes
// (the API's change notice expires it) or, as a safety net, after ARTICLE_REVALIDATE_SECONDS (ADR 003).
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): ArticleRouteParams[] {
  return [];
}

interface Props {
  params: Promise<ArticleRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await params, 'smb');
}

export default async function BusinessArticle({ params }: Props) {
  return <ArticlePage params={await params} customerType="smb" />;
}
