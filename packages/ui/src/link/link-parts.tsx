import type { ReactNode } from 'react';
import type { PressEvent } from 'react-aria-components';
import type { ModalSize } from '../modal/modal-sizes.ts';
import { VisuallyHidden } from '../visually-hidden/index.ts';
import styles from './link.module.css';
import { LINK, type LinkFunction, type LinkVariant } from './link-constants.ts';

export interface VideoBackgroundData {
  /** Video file URL. Required. */
  src: string;
  /** MIME type of the file. Default `'video/mp4'`. */
  type?: string;
  /** Poster image URL. Default none. */
  poster?: string;
  /** WebVTT captions URL. Default none. */
  captionsSrc?: string;
  /** Language of the captions. Default `'en'`. */
  captionsLang?: string;
  /** Heading of the video dialog. Default the link text. */
  title?: string;
}

export interface LinkConfigs {
  /** Colours for a dark background. Default `false`. */
  onDark?: boolean;
  /** Seed name for the variant; `variant` wins when both are given. Default `'textUnderline'`. */
  type?: LinkVariant;
  /** The link's look, see `LINK_VARIANTS`. Default `type`, else `'textUnderline'`. */
  variant?: LinkVariant;
  /** Stretches the hit area over the nearest positioned ancestor (a whole card). Default `false`. */
  overlay?: boolean;
  /** `'navigate'`, `'modal'`, `'video'` or `'newTab'`. Default `'navigate'`. */
  function?: LinkFunction;
  /** Size of the dialog for `'modal'` and `'video'`. Default `'large'`. */
  modalSize?: ModalSize;
}

export interface LinkProps {
  /** Visible text (for `icon` it is visually hidden and names the link). Required. */
  text: string;
  /** Destination. Default none (modal and video links need none). */
  href?: string;
  /** Language of the destination page when it differs from this page's (`hreflang`). Default none. */
  hrefLang?: string;
  /** Render the app-store badges (`AppBadges`) instead of a text link. Default `false`. */
  appsDownload?: boolean;
  /** Accessible name of the Apple badge. Default `'Download on the App Store'`. */
  appleStoreAltText?: string;
  /** Accessible name of the Google badge. Default `'Get it on Google Play'`. */
  googleStoreAltText?: string;
  /** Look and behaviour, see `LinkConfigs`. Default `{}`. */
  configs?: LinkConfigs;
  /** Accessible name replacing the text; start it with the visible text (WCAG 2.5.3). Default none. */
  accessibilityText?: string;
  /** Body of the dialog when `configs.function` is `'modal'`. Default none. */
  modalContent?: ReactNode;
  /** The video shown when `configs.function` is `'video'`. Default none. */
  videoBackgroundData?: VideoBackgroundData;
  /** Extra fields for the `ui:link-click` analytics event. Default `{}`. */
  additionalAnalyticsData?: Readonly<Record<string, string>>;
  /** CSS margin around the link. Default none. */
  margin?: string;
  /** In-page anchor appended to `href` as `#namedLinkedAnchor`. Default none. */
  namedLinkedAnchor?: string;
  /** Icon for `prependIcon`, `appendIcon` and `icon`. Default a chevron. */
  icon?: ReactNode;
  /** Called on press (mouse, touch or Enter); only a client component can pass it. Default none. */
  onPress?: (event: PressEvent) => void;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

function withAnchor(href: string | undefined, anchor: string | undefined): string | undefined {
  if (!anchor) return href;
  return `${(href ?? '').split('#')[0]}#${anchor.replace(/^#/, '')}`;
}

/** What every kind of link renders the same way: its content, its attributes and its destination. */
export function linkParts({
  text,
  href,
  configs = {},
  accessibilityText,
  margin,
  namedLinkedAnchor,
  icon,
  id,
  className,
}: LinkProps) {
  const variant = configs.variant ?? configs.type ?? LINK.DEFAULT_VARIANT;
  const linkFunction = configs.function ?? 'navigate';
  const target = withAnchor(href, namedLinkedAnchor);
  const newTab = linkFunction === 'newTab';
  const iconPart = (
    <span className={styles.icon} aria-hidden="true">
      {icon ?? <Chevron />}
    </span>
  );

  const content = (
    <>
      {variant === 'prependIcon' ? iconPart : null}
      {variant === 'icon' ? (
        <>
          {iconPart}
          <VisuallyHidden>{text}</VisuallyHidden>
        </>
      ) : (
        <span>{text}</span>
      )}
      {variant === 'appendIcon' ? iconPart : null}
      {newTab && !accessibilityText ? <VisuallyHidden> {LINK.NEW_TAB_TEXT}</VisuallyHidden> : null}
    </>
  );

  const shared = {
    id,
    className: [styles.link, className].filter(Boolean).join(' '),
    style: { margin },
    'data-variant': variant,
    'data-function': linkFunction,
    'data-on-dark': configs.onDark || undefined,
    'data-overlay': configs.overlay || undefined,
    'aria-label':
      accessibilityText && newTab ? `${accessibilityText} ${LINK.NEW_TAB_TEXT}` : accessibilityText,
  };
  return { linkFunction, target, newTab, content, shared };
}
