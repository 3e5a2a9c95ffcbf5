'use client';

// First, for its effect: zod must not compile parsers with `new Function` in the browser (CSP).
import '@support/contracts/zod-browser';
import {
  type ContactUsArticleCard,
  type ContactUsLocale,
  RECOMMENDATIONS_TIMEOUT_MS,
  type RecommendedArticle,
  readRecommendations,
  VISITOR_ID_COOKIE,
  VisitorIdSchema,
} from '@support/contracts';
import { CardShell, Link, Text } from '@support/ui';
import { useEffect, useState } from 'react';
import {
  ARTICLE_CARDS,
  articleCardLayout,
  cutDescription,
  cutTitle,
  type ShownArticleCard,
} from './article-card-rules.ts';
import styles from './contact-us-panels.module.css';
import { linkLanguage } from './contact-us-paths.ts';
import { useIsMobile } from './use-mobile.ts';

/** The visitor's UUID from its cookie (seed 001 §7 call 5), or undefined. */
export function visitorId(cookie: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== VISITOR_ID_COOKIE) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(value.join('='));
    } catch {
      return undefined; // A malformed cookie (a lone %) is no visitor id; the static cards show.
    }
    const parsed = VisitorIdSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  }
  return undefined;
}

/**
 * Seed 001 §7 call 5: the recommendations for a page and visitor, undefined on any failure or
 * after RECOMMENDATIONS_TIMEOUT_MS (the call is aborted then).
 */
export async function fetchRecommendations(
  api: string,
  pageId: string,
  tdiceId: string,
): Promise<{ transactionId: string; articles: RecommendedArticle[] } | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RECOMMENDATIONS_TIMEOUT_MS);
  try {
    const url = new URL(api, window.location.origin);
    url.searchParams.set('pageId', pageId);
    url.searchParams.set('tdiceId', tdiceId);
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
    if (!response.ok) return undefined;
    return readRecommendations(await response.json());
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function Card({
  card,
  featured,
  mobile,
  locale,
}: {
  card: ShownArticleCard;
  featured?: boolean;
  mobile: boolean;
  locale: ContactUsLocale;
}) {
  const title = cutTitle(card.title, mobile ? ARTICLE_CARDS.TITLE_MAX_MOBILE : ARTICLE_CARDS.TITLE_MAX);
  const language = linkLanguage(card.readMoreUrl, locale);
  return (
    <li className={styles.articleItem} data-featured={featured || undefined} data-source={card.source}>
      <CardShell className={styles.articleCard} background={featured ? 'brandBlue000' : 'white'}>
        {card.eyebrow ? <Text text={card.eyebrow} size="xs" configs={{ font: 'bold', margin: '0' }} /> : null}
        <h3 className={styles.articleTitle}>{title}</h3>
        <Text text={cutDescription(card.description)} size="sm" configs={{ margin: '0 0 0.75rem' }} />
        {card.readMoreUrl ? (
          <Link
            text={`${card.readMoreLabel}${language.note}`}
            href={card.readMoreUrl}
            hrefLang={language.hrefLang}
            accessibilityText={`${card.readMoreLabel}${language.note}: ${card.title}`}
            additionalAnalyticsData={card.inventorySpaceId ? { inventorySpaceId: card.inventorySpaceId } : {}}
          />
        ) : null}
      </CardShell>
    </li>
  );
}

export interface ArticleCardsProps {
  /** The feed's cards. Required. */
  cards: readonly ContactUsArticleCard[];
  /** Section title and eyebrow (seed 001 §2: "Looking for answers?", "SUGGESTED FOR YOU"). Required. */
  title: string;
  eyebrow: string;
  /** The recommendation URL; "" for none. Default "". */
  api?: string;
  /** The page's recommendation id (tDicePageId); "" for none. Default "". */
  pageId?: string;
  /** Whether the visitor gets recommendations (seed 001 §6: signed in). Default `false`. */
  personalised?: boolean;
  /** The page's language: under /es-us/ a link to an English page says so. Default `'en-us'`. */
  locale?: ContactUsLocale;
}

/**
 * "Looking for answers?" (seed 001 §2, §4): the feed's cards, with recommendations in positions 1
 * to 3 for a signed-in visitor. While the recommendation call runs the list is hidden; any failure,
 * a missing id or the 3-second time-out shows the static cards.
 */
export function ArticleCards({
  cards,
  title,
  eyebrow,
  api = '',
  pageId = '',
  personalised = false,
  locale = 'en-us',
}: ArticleCardsProps) {
  const asks = personalised && api !== '' && pageId !== '';
  const [state, setState] = useState<{
    done: boolean;
    transactionId?: string;
    articles: RecommendedArticle[];
  }>({
    done: !asks,
    articles: [],
  });
  const mobile = useIsMobile();

  useEffect(() => {
    if (!asks) return;
    let live = true;
    const id = visitorId(document.cookie);
    if (!id) {
      setState({ done: true, articles: [] });
      return;
    }
    fetchRecommendations(api, pageId, id).then((answer) => {
      if (live)
        setState({ done: true, transactionId: answer?.transactionId, articles: answer?.articles ?? [] });
    });
    return () => {
      live = false;
    };
  }, [asks, api, pageId]);

  const layout = articleCardLayout(cards, state.articles);
  return (
    <section
      aria-labelledby="article-cards-title"
      aria-busy={!state.done || undefined}
      className={styles.articles}
      data-state={state.done ? 'ready' : 'loading'}
      data-transaction-id={state.transactionId}
    >
      <Text text={eyebrow} size="xs" configs={{ font: 'bold', color: 'brand', margin: '0' }} />
      <h2 id="article-cards-title">{title}</h2>
      {state.done ? (
        <>
          <ul className={styles.articleCards}>
            {layout.featured ? (
              <Card card={layout.featured} featured mobile={mobile} locale={locale} />
            ) : null}
            {layout.cards.map((card) => (
              <Card
                key={`${card.source} ${card.readMoreUrl} ${card.title}`}
                card={card}
                mobile={mobile}
                locale={locale}
              />
            ))}
          </ul>
          {layout.ctaCards.map((card) => {
            const language = linkLanguage(card.ctaLink, locale);
            return (
              <CardShell key={card.title} className={styles.ctaCard} background="gray100">
                <h3 className={styles.articleTitle}>
                  {cutTitle(card.title, mobile ? ARTICLE_CARDS.TITLE_MAX_MOBILE : ARTICLE_CARDS.TITLE_MAX)}
                </h3>
                <Text text={cutDescription(card.description)} size="sm" configs={{ margin: '0 0 0.75rem' }} />
                <Link
                  text={`${card.ctaLabel}${language.note}`}
                  href={card.ctaLink}
                  hrefLang={language.hrefLang}
                  configs={{ variant: 'primaryCtaSmall' }}
                />
              </CardShell>
            );
          })}
        </>
      ) : null}
    </section>
  );
}
