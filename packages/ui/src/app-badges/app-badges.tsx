import styles from './app-badges.module.css';

/** Seed 001 §3 enumeration "app badge values". */
export const APP_BADGE_VALUES = ['apple-sm', 'apple-lg', 'google-sm', 'google-lg'] as const;
export type AppBadgeValue = (typeof APP_BADGE_VALUES)[number];

/** Constants of the app-store badges: sizes in CSS px, default texts and store placeholders. */
export const APP_BADGES = {
  /** Rendered size per badge size (both are above the 24 px target minimum). */
  SIZES: { sm: { width: 120, height: 40 }, lg: { width: 162, height: 54 } },
  /** The drawing is made on this box and scaled to the size. */
  VIEW_BOX: '0 0 120 40',
  DEFAULT_APPLE_ALT_TEXT: 'Download on the App Store',
  DEFAULT_GOOGLE_ALT_TEXT: 'Get it on Google Play',
  /** Placeholders until the real store listings are configured. */
  APPLE_STORE_HREF: 'https://example.com/app-store',
  GOOGLE_STORE_HREF: 'https://example.com/google-play',
  DEFAULT_VALUES: ['apple-lg', 'google-lg'] as readonly AppBadgeValue[],
} as const;

export interface AppBadgesProps {
  /** Which badges to show, in order. Default `['apple-lg', 'google-lg']`. */
  values?: readonly AppBadgeValue[];
  /** Accessible name of the Apple badge link. Default `'Download on the App Store'`. */
  appleStoreAltText?: string;
  /** Accessible name of the Google badge link. Default `'Get it on Google Play'`. */
  googleStoreAltText?: string;
  /** Where the Apple badge links. Default `APP_BADGES.APPLE_STORE_HREF` (a placeholder). */
  appleStoreHref?: string;
  /** Where the Google badge links. Default `APP_BADGES.GOOGLE_STORE_HREF` (a placeholder). */
  googleStoreHref?: string;
  /** Accessible name of the list of badges. Default none (the links name themselves). */
  label?: string;
  /** Extra class on the list. Default none. */
  className?: string;
}

function badgeParts(value: AppBadgeValue): { store: 'apple' | 'google'; size: 'sm' | 'lg' } {
  const [store, size] = value.split('-') as ['apple' | 'google', 'sm' | 'lg'];
  return { store, size };
}

function AppleArt() {
  return (
    <>
      <path
        className={styles.glyph}
        d="M18.6 20.9c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM16.4 14.1c.6-.8 1.1-1.8.9-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1.1.1 2.1-.5 2.8-1.3z"
      />
      <text className={styles.small} x="28" y="16">
        Download on the
      </text>
      <text className={styles.large} x="28" y="30">
        App Store
      </text>
    </>
  );
}

function GoogleArt() {
  return (
    <>
      <path className={styles.playA} d="M9 9.5v21l10.5-10.5z" />
      <path className={styles.playB} d="M19.5 20 23 16.5 11 9.8z" />
      <path className={styles.playC} d="M19.5 20 23 23.5 11 30.2z" />
      <path className={styles.playD} d="M23 16.5 27.5 19c.8.5.8 1.5 0 2L23 23.5 19.5 20z" />
      <text className={styles.small} x="33" y="16">
        GET IT ON
      </text>
      <text className={styles.large} x="33" y="30">
        Google Play
      </text>
    </>
  );
}

/**
 * App-store download badges (seed 001 §3 "app badge values"): our own simple drawings, each a link
 * named by its alt text. The drawing itself is hidden from assistive technology.
 */
export function AppBadges({
  values = APP_BADGES.DEFAULT_VALUES,
  appleStoreAltText = APP_BADGES.DEFAULT_APPLE_ALT_TEXT,
  googleStoreAltText = APP_BADGES.DEFAULT_GOOGLE_ALT_TEXT,
  appleStoreHref = APP_BADGES.APPLE_STORE_HREF,
  googleStoreHref = APP_BADGES.GOOGLE_STORE_HREF,
  label,
  className,
}: AppBadgesProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {values.map((value) => {
        const { store, size } = badgeParts(value);
        const { width, height } = APP_BADGES.SIZES[size];
        const apple = store === 'apple';
        return (
          <li key={value} className={styles.item}>
            <a
              className={styles.badge}
              href={apple ? appleStoreHref : googleStoreHref}
              data-value={value}
              data-size={size}
            >
              <svg
                aria-hidden="true"
                focusable="false"
                width={width}
                height={height}
                viewBox={APP_BADGES.VIEW_BOX}
              >
                <rect className={styles.frame} x="0.5" y="0.5" width="119" height="39" rx="6" />
                {apple ? <AppleArt /> : <GoogleArt />}
              </svg>
              <span className={styles.visuallyHidden}>{apple ? appleStoreAltText : googleStoreAltText}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
