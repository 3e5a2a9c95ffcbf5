import {
  type ContactUsArticleCard,
  ContactUsHrefSchema,
  type ContactUsServiceInfoEntry,
  RECOMMENDED_ARTICLES,
  type RecommendedArticle,
} from '@support/contracts';

// Seed 001 §4 "Card layout" and §5/§9 on the article cards ("Looking for answers?").

export const ARTICLE_CARDS = {
  /** Seed 001 §5/§9: a card title is cut at 55 characters, 44 on mobile. */
  TITLE_MAX: 55,
  TITLE_MAX_MOBILE: 44,
  /** Seed 001 §5/§9: a description is cut at 122 characters, at a word boundary, ending "...". */
  DESCRIPTION_MAX: 122,
  ELLIPSIS: '...',
  /** Seed 001 §4: the featured card is position 0, the normal cards positions 1 to 3. */
  NORMAL_POSITIONS: RECOMMENDED_ARTICLES - 1,
} as const;

/**
 * A title cut at `max` characters. The seed says only "cut at"; ours ends a cut title with "..."
 * so it reads as cut (the three dots are within the limit).
 */
export function cutTitle(title: string, max: number = ARTICLE_CARDS.TITLE_MAX): string {
  const t = title.trim();
  if (t.length <= max) return t;
  return `${t.slice(0, Math.max(0, max - ARTICLE_CARDS.ELLIPSIS.length)).trimEnd()}${ARTICLE_CARDS.ELLIPSIS}`;
}

/**
 * A description cut at 122 characters at a word boundary and ended with "..." (seed 001 §5): the
 * first 122 characters, back to the last space unless the cut already falls between words, then
 * "...". A single word longer than the limit is cut inside it.
 */
export function cutDescription(description: string, max: number = ARTICLE_CARDS.DESCRIPTION_MAX): string {
  const d = description.trim();
  if (d.length <= max) return d;
  let head = d.slice(0, max);
  if (!/\s/.test(d.charAt(max))) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  return `${head.trimEnd().replace(/[\s,;:.]+$/, '')}${ARTICLE_CARDS.ELLIPSIS}`;
}

/** One card as shown: from the feed, or a recommendation in a static card's place. */
export interface ShownArticleCard {
  eyebrow: string;
  title: string;
  description: string;
  readMoreUrl: string;
  readMoreLabel: string;
  iconUrl: string;
  iconAlt: string;
  /** Where the card came from (a recommendation carries its slot for analytics). */
  source: 'static' | 'recommended';
  inventorySpaceId?: string;
}

export interface ArticleCardLayout {
  /** The first card without a call to action, or undefined when every card has one. */
  featured?: ShownArticleCard;
  /** Positions 1 to 3: the next cards without a call to action, or recommendations in their place. */
  cards: ShownArticleCard[];
  /** The cards with a call to action, in feed order. */
  ctaCards: ContactUsArticleCard[];
}

function fromStatic(card: ContactUsArticleCard): ShownArticleCard {
  return {
    eyebrow: card.eyeBrowText,
    title: card.title,
    description: card.description,
    readMoreUrl: card.readMoreUrl,
    readMoreLabel: card.readMoreLabel,
    iconUrl: card.iconUrl,
    iconAlt: card.iconAlt,
    source: 'static',
  };
}

/** A recommendation in the place of a static card, or undefined when its link is not one we open. */
function fromRecommendation(
  article: RecommendedArticle,
  replaced: ShownArticleCard,
): ShownArticleCard | undefined {
  const href = ContactUsHrefSchema.safeParse(article.contentId);
  if (!href.success || article.name.trim() === '') return undefined;
  return {
    eyebrow: article.message.trim() || replaced.eyebrow,
    title: article.name,
    description: article.displayDescription,
    readMoreUrl: href.data,
    readMoreLabel: replaced.readMoreLabel,
    iconUrl: replaced.iconUrl,
    iconAlt: replaced.iconAlt,
    source: 'recommended',
    inventorySpaceId: article.inventorySpaceId,
  };
}

/**
 * Seed 001 §4: the first card without a call to action is featured; the next ones, positions 1 to
 * 3, are normal cards; a recommendation for a position (the answer's articles, read by position:
 * articles[1] to articles[3]) replaces the static card there. The featured card stays the feed's.
 * No recommendations (failure, no id, time-out): the static cards.
 */
export function articleCardLayout(
  cards: readonly ContactUsArticleCard[],
  recommended: readonly RecommendedArticle[] = [],
): ArticleCardLayout {
  const plain = cards.filter((c) => !c.hasCta);
  const [first, ...rest] = plain;
  const normal = rest.slice(0, ARTICLE_CARDS.NORMAL_POSITIONS).map((card, i) => {
    const shown = fromStatic(card);
    const article = recommended[i + 1];
    return (article && fromRecommendation(article, shown)) ?? shown;
  });
  return {
    featured: first ? fromStatic(first) : undefined,
    cards: normal,
    ctaCards: cards.filter((c) => c.hasCta),
  };
}

/** Services whose articles any service page may suggest: the account, contacting us, general help. */
export const SHARED_CARD_SERVICES: readonly string[] = ['my-account', 'contact-us', 'support'];

/** The service key of a link to one of our articles (`/support/[smallbusiness/]article/{service}/{id}`). */
export function articleServiceOf(href: string): string | undefined {
  const match = /^\/support\/(?:smallbusiness\/)?article\/([^/?#]+)\//.exec(href);
  return match?.[1]?.replace(/^smb-/, '');
}

/**
 * The feed's cards that belong on a service page (ours: the feed has one card list per audience):
 * a card whose link is an article of another service is left out, so the prepaid page does not
 * suggest the home security app; cards about the account, contacting us or general help, and
 * cards whose link is not one of our articles, are kept.
 */
export function cardsForService(
  cards: readonly ContactUsArticleCard[],
  entry: Pick<ContactUsServiceInfoEntry, 'serviceName' | 'contcatUsService' | 'GenAIWidgetServiceAlias'>,
): ContactUsArticleCard[] {
  const own = new Set(
    [entry.serviceName, entry.contcatUsService, entry.GenAIWidgetServiceAlias]
      .filter((s): s is string => s !== undefined)
      .map((s) => s.toLowerCase().replace(/^smb-/, '')),
  );
  return cards.filter((card) => {
    const service = articleServiceOf(card.hasCta ? card.ctaLink : card.readMoreUrl);
    return service === undefined || own.has(service) || SHARED_CARD_SERVICES.includes(service);
  });
}
