import {
  type ArticleView,
  type CustomerType,
  MAX_QUESTION_LENGTH,
  SERVICE_DETAILS,
  serviceSlug,
} from '@support/contracts';
import { linkPlainText, sanitizeHtml } from '@support/safe-html';
import { SearchForm } from '@support/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { SITE_URL } from '../../server/config.server.ts';
import styles from './article-page.module.css';
import { getArticle } from './articles.server.ts';

export interface ArticleRouteParams {
  service: string;
  articleId: string;
}

/** The article for a route, or a 404; a known article under another service path moves to its own URL. */
async function resolve(params: ArticleRouteParams, customerType: CustomerType): Promise<ArticleView> {
  const article = await getArticle(params.articleId);
  if (!article || article.customerType !== customerType) notFound();
  if (serviceSlug(article.serviceKey) !== params.service) permanentRedirect(article.url);
  return article;
}

export async function articleMetadata(
  params: ArticleRouteParams,
  customerType: CustomerType,
): Promise<Metadata> {
  const article = await getArticle(params.articleId);
  if (!article || article.customerType !== customerType)
    return { title: 'Article not found', robots: { index: false } };
  return {
    title: article.title,
    description: article.answer,
    alternates: { canonical: `${SITE_URL}${article.url}` },
    openGraph: {
      type: 'article',
      title: article.title,
      description: article.answer,
      url: `${SITE_URL}${article.url}`,
    },
    other: { 'article:modified_time': article.updated },
  };
}

const serviceLabel = (a: ArticleView) => SERVICE_DETAILS[a.serviceKey].topic;

export async function ArticlePage({
  params,
  customerType,
}: {
  params: ArticleRouteParams;
  customerType: CustomerType;
}) {
  const article = await resolve(params, customerType);
  // The API sends the body sanitised; this server sanitises again what crossed the network (idempotent, cheap).
  const html = sanitizeHtml(article.html);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: article.title,
    description: article.answer,
    dateModified: article.updated,
    url: `${SITE_URL}${article.url}`,
    ...(article.steps.length > 0 && {
      step: article.steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    }),
  };
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li>
            {customerType === 'smb' ? (
              <Link href="/support/smallbusiness">Small business support</Link>
            ) : (
              <Link href="/support">Support</Link>
            )}
          </li>
          <li>
            <span aria-current="page">{article.title}</span>
          </li>
        </ol>
      </nav>
      <article className={styles.article} aria-labelledby="article-title">
        <p className={styles.eyebrow}>{serviceLabel(article)}</p>
        <h1 id="article-title">{article.title}</h1>
        <p className={styles.meta}>
          Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          {article.dataSource === 'forums' && ' · Community answer'}
        </p>
        <section className={styles.summary} aria-labelledby="quick-answer">
          {/* A community post's summary is its members' answer, not ours: said so. */}
          <h2 id="quick-answer">
            {article.dataSource === 'forums' ? 'The community’s answer' : 'Quick answer'}
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml: the plain answer escaped, its paths and numbers linked */}
          <p dangerouslySetInnerHTML={{ __html: linkPlainText(article.answer) }} />
        </section>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml, from the server-side allowlist sanitiser */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      {/* Named by its first heading: with no related articles, that is the question form's. */}
      <aside
        className={styles.aside}
        aria-labelledby={article.related.length > 0 ? 'related-title' : 'ask-title'}
      >
        {article.related.length > 0 && (
          <>
            <h2 id="related-title">Related articles</h2>
            <ul className={styles.related}>
              {article.related.map((r) => (
                <li key={r.id}>
                  <Link href={r.url}>{r.title}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <h2 id="ask-title">Still have a question?</h2>
        <SearchForm
          action={customerType === 'smb' ? '/search/smallBusiness' : '/search'}
          id="ask-q"
          label="Ask a question"
          compact
          maxLength={MAX_QUESTION_LENGTH}
          buttonText="Ask"
        />
      </aside>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data from our own article
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </div>
  );
}

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
