import type { MouseEvent } from 'react';
import styles from './breadcrumbs.module.css';

/** Breadcrumbs constants (issue 3, Breadcrumbs). */
export const BREADCRUMBS = {
  /** Accessible name of the navigation landmark. */
  NAV_LABEL: 'Breadcrumb',
  /** Analytics link position reported for every breadcrumb link. */
  LINK_POSITION: 'Body_Breadcrumb',
  /** Item the footer variant puts first. */
  HOME: { url: '/', text: 'Home' },
  /** Characters a url segment is split into words on. */
  WORD_SEPARATOR: /[-_]/,
  /** Words written differently from plain capitalisation. */
  SPECIAL_WORDS: { att: 'at&t' } as Record<string, string>,
} as const;

export type BreadcrumbsVariant = 'footer' | 'header' | 'standalone';

export interface BreadcrumbItem {
  /** Where the item links to (site-relative or absolute). Default: none (a page, not a link). */
  url?: string;
  /** Text of the item. Default: derived from the last segment of `url`. */
  text?: string;
}

/** What a breadcrumb link click reports to analytics. */
export interface BreadcrumbLinkAnalytics {
  /** Text of the clicked link. */
  linkName: string;
  /** The link's url as given. */
  linkDestination: string;
  /** Always `BREADCRUMBS.LINK_POSITION` ('Body_Breadcrumb'). */
  linkPosition: typeof BREADCRUMBS.LINK_POSITION;
  /** 1-based position of the link in the trail. */
  linkIndex: number;
}

export interface BreadcrumbsProps {
  /** The trail, from the top of the site down. Required. */
  items: readonly BreadcrumbItem[];
  /**
   * `'footer'`: a Home item is put first, missing texts come from the url, and the last item is the
   * current page. `'header'` and `'standalone'`: an item without a url is the current page.
   * Default `'standalone'`.
   */
  variant?: BreadcrumbsVariant;
  /** Origin the structured data's absolute `item` urls are built on, e.g. `https://www.example.com`. Required. */
  siteUrl: string;
  /** Called before the browser follows a breadcrumb link. Default: none. */
  onLinkClick?: (analytics: BreadcrumbLinkAnalytics) => void;
  /** Accessible name of the nav landmark; change it only to tell two trails on one page apart. Default `'Breadcrumb'`. */
  label?: string;
  /** Extra class name for the nav element. Default: none. */
  className?: string;
}

/**
 * Text for a url without one: its last path segment split on - and _, each word capitalised, with
 * "att" written "at&t" (`/support/att-internet` → "at&t Internet").
 */
export function textFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  return segment
    .split(BREADCRUMBS.WORD_SEPARATOR)
    .filter(Boolean)
    .map(
      (word) => BREADCRUMBS.SPECIAL_WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

interface ResolvedItem {
  url: string | undefined;
  text: string;
  isCurrent: boolean;
}

/** The trail as shown: Home first and the last item current in the footer variant, texts filled in. */
export function resolveBreadcrumbs(
  items: readonly BreadcrumbItem[],
  variant: BreadcrumbsVariant,
): ResolvedItem[] {
  const trail = variant === 'footer' ? [BREADCRUMBS.HOME, ...items] : [...items];
  return trail.map((item, index) => {
    const isCurrent = variant === 'footer' ? index === trail.length - 1 : !item.url;
    return {
      url: isCurrent ? undefined : item.url,
      text: item.text ?? (item.url ? textFromUrl(item.url) : ''),
      isCurrent,
    };
  });
}

/** schema.org BreadcrumbList for the trail; every item but the last carries its absolute url. */
export function breadcrumbListJsonLd(items: readonly ResolvedItem[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => {
      const isLast = index === items.length - 1;
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: item.text,
        ...(!isLast && item.url ? { item: new URL(item.url, siteUrl).href } : {}),
      };
    }),
  };
}

/**
 * A breadcrumb trail (WAI-ARIA breadcrumb pattern): a "Breadcrumb" nav landmark holding an ordered
 * list of links, the current page marked aria-current="page" and not a link, plus its schema.org
 * BreadcrumbList. Native links carry the whole pattern (no keyboard behaviour beyond Tab and Enter),
 * so this block uses them rather than React Aria's Breadcrumbs, which always makes the last item
 * current and renders a current item as a role="link" span.
 */
export function Breadcrumbs({
  items,
  variant = 'standalone',
  siteUrl,
  onLinkClick,
  label = BREADCRUMBS.NAV_LABEL,
  className,
}: BreadcrumbsProps) {
  const trail = resolveBreadcrumbs(items, variant);
  const jsonLd = breadcrumbListJsonLd(trail, siteUrl);
  // Only a client caller can pass onLinkClick; without it the links carry no handler, so the
  // trail renders in a Server Component (which may not hand functions to elements).
  const onClick = (item: ResolvedItem, index: number) =>
    onLinkClick &&
    ((_e: MouseEvent<HTMLAnchorElement>) =>
      onLinkClick({
        linkName: item.text,
        linkDestination: item.url ?? '',
        linkPosition: BREADCRUMBS.LINK_POSITION,
        linkIndex: index + 1,
      }));
  return (
    <nav
      aria-label={label}
      className={className ? `${styles.nav} ${className}` : styles.nav}
      data-variant={variant}
    >
      <ol className={styles.list}>
        {trail.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail may repeat a text; its order is its identity
          <li key={index} className={styles.item} data-current={item.isCurrent || undefined}>
            {item.url ? (
              <a
                className={styles.link}
                href={item.url}
                onClick={onClick(item, index)}
                data-link-position={BREADCRUMBS.LINK_POSITION}
              >
                {item.text}
              </a>
            ) : (
              <span className={styles.current} aria-current={item.isCurrent ? 'page' : undefined}>
                {item.text}
              </span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data built from our own props
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  );
}
