import styles from './pagination.module.css';

/** Constants of the pagination block. */
export const PAGINATION = {
  /** Accessible name of the navigation landmark. */
  NAV_LABEL: 'Pagination',
  /** Query parameter holding the page number. */
  PAGE_PARAM: 'page',
  PREVIOUS_TEXT: 'Previous',
  NEXT_TEXT: 'Next',
  /** Added for screen readers after "Previous"/"Next", and before each number ("Page 2"). */
  PAGE_WORD: 'page',
  /** Page links shown on each side of the current one before the rest fold into an ellipsis. */
  DEFAULT_SIBLINGS: 1,
} as const;

/** A page number, or a gap of folded pages. */
export type PaginationItem = number | 'gap';

export interface PaginationProps {
  /** The current page, 1-based; clamped into 1..pageCount. Required. */
  page: number;
  /** How many pages there are; with one page or none nothing is rendered. Required. */
  pageCount: number;
  /**
   * The address of this list, query included (`/search?q=router`): every link keeps its other
   * parameters and sets `pageParam`; page 1 leaves it out, so page 1 has one address. Required.
   */
  href: string;
  /** Query parameter of the page number. Default `'page'`. */
  pageParam?: string;
  /** Page links on each side of the current page before a gap. Default `1`. */
  siblings?: number;
  /** Accessible name of the nav landmark; change it only to tell two on one page apart. Default `'Pagination'`. */
  label?: string;
  /** Element id. Default none. */
  id?: string;
  /** Extra class for the nav element. Default none. */
  className?: string;
}

/**
 * The numbers to show: always the first and last page, the current page with `siblings` on each
 * side, and a gap for each run of two or more folded pages (a gap of one page shows that page).
 */
export function paginationItems(page: number, pageCount: number, siblings: number): PaginationItem[] {
  const items: PaginationItem[] = [];
  const from = Math.max(1, page - siblings);
  const to = Math.min(pageCount, page + siblings);
  for (let n = 1; n <= pageCount; n++) {
    const shown = n === 1 || n === pageCount || (n >= from && n <= to);
    const gapOfOne = (n === from - 1 && n === 2) || (n === to + 1 && n === pageCount - 1);
    if (shown || gapOfOne) items.push(n);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

/** `href` with the page parameter set (or removed for page 1), other parameters and the hash kept. */
export function pageHref(href: string, page: number, pageParam: string = PAGINATION.PAGE_PARAM): string {
  const [beforeHash = '', hash] = href.split('#', 2);
  const [path = '', query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  if (page <= 1) params.delete(pageParam);
  else params.set(pageParam, String(page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Links to the pages of a list: a nav landmark holding previous and next links and the page
 * numbers, the current one marked aria-current="page". Plain links (no script, so it renders on
 * the server and works before hydration); each keeps the list's query in the address, so a page
 * can be shared, reloaded and reached with Back. The current page stays a link, as GOV.UK's
 * pagination does, so its place in the tab order never moves.
 */
export function Pagination({
  page,
  pageCount,
  href,
  pageParam = PAGINATION.PAGE_PARAM,
  siblings = PAGINATION.DEFAULT_SIBLINGS,
  label = PAGINATION.NAV_LABEL,
  id,
  className,
}: PaginationProps) {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 1) return null;
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const to = (n: number) => pageHref(href, n, pageParam);
  return (
    <nav id={id} aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li className={styles.item} data-edge="previous">
            <a className={styles.link} href={to(current - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {PAGINATION.PREVIOUS_TEXT}
              <span className={styles.hidden}> {PAGINATION.PAGE_WORD}</span>
            </a>
          </li>
        ) : null}
        {paginationItems(current, count, Math.max(0, siblings)).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: there are at most two gaps; their place is their identity
            <li key={`gap-${index}`} className={styles.item} data-gap="">
              <span className={styles.gap}>…</span>
            </li>
          ) : (
            <li key={item} className={styles.item} data-current={item === current || undefined}>
              <a
                className={styles.link}
                href={to(item)}
                aria-current={item === current ? 'page' : undefined}
                data-page={item}
              >
                <span className={styles.hidden}>{capitalise(PAGINATION.PAGE_WORD)} </span>
                {item}
              </a>
            </li>
          ),
        )}
        {current < count ? (
          <li className={styles.item} data-edge="next">
            <a className={styles.link} href={to(current + 1)} rel="next">
              {PAGINATION.NEXT_TEXT}
              <span className={styles.hidden}> {PAGINATION.PAGE_WORD}</span>
              <span aria-hidden="true"> ›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
