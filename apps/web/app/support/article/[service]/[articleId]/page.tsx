import type { Metadata } from 'next';
import {
  ArticlePage,
  type ArticleRouteParams,
  articleMetadata,
} from '../../../../../src/features/articles/article-page.tsx';

interface Props {
  params: Promise<ArticleRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await params, 'consumer');
}

export default async function ConsumerArticle({ params }: Props) {
  return <ArticlePage params={await params} customerType="consumer" />;
}
