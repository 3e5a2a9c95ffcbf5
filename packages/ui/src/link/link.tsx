'use client';

import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type PressEvent,
  VisuallyHidden,
} from 'react-aria-components';
import { AppBadges } from '../app-badges/index.ts';
import { Modal, type ModalSize } from '../modal/index.ts';
import styles from './link.module.css';

/** Seed 001 §3 enumeration "link variants". */
export const LINK_VARIANTS = [
  'textUnderline',
  'textMedium',
  'textPlain',
  'prependIcon',
  'appendIcon',
  'icon',
  'primaryCta',
  'primaryCtaSmall',
  'primaryCtaExtraSmall',
  'none',
] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];
/** Seed 001 §2 "Links can open a modal, a video overlay or a new tab"; `'navigate'` is a plain link. */
export const LINK_FUNCTIONS = ['navigate', 'modal', 'video', 'newTab'] as const;
export type LinkFunction = (typeof LINK_FUNCTIONS)[number];

/** Constants of the link, with the seed's names. */
export const LINK = {
  /** Seed 001 §9 "Modal sizes: ... large for link modals". */
  DEFAULT_MODAL_SIZE: 'large' as ModalSize,
  DEFAULT_VARIANT: 'textUnderline' as LinkVariant,
  NEW_TAB_TEXT: '(opens in a new tab)',
  /** Seed 001 §7 analytics: "Link clicks send event code Link_Click, action linkClick". */
  ANALYTICS_EVENT: 'ui:link-click',
  ANALYTICS_EVENT_CODE: 'Link_Click',
  ANALYTICS_ACTION: 'linkClick',
  /** Seed 001 §7: "link position (default Body...)". */
  ANALYTICS_DEFAULT_POSITION: 'Body',
} as const;

/** What a link click reports (seed 001 §7 analytics), plus the block's extra analytics data. */
export interface LinkClickDetail {
  eventCode: typeof LINK.ANALYTICS_EVENT_CODE;
  action: typeof LINK.ANALYTICS_ACTION;
  linkDestinationUrl: string;
  linkName: string;
  linkPosition: string;
  [extra: string]: string;
}

/**
 * Reports a link click as a bubbling `ui:link-click` DOM event, so the page's analytics listens on
 * `document` without the blocks knowing the transport (seed 001 §7 leaves it unspecified).
 */
export function reportLinkClick(
  from: EventTarget | null,
  link: { href: string; name: string },
  extra: Readonly<Record<string, string>> = {},
): void {
  if (!from) return;
  const detail: LinkClickDetail = {
    linkPosition: LINK.ANALYTICS_DEFAULT_POSITION,
    ...extra,
    eventCode: LINK.ANALYTICS_EVENT_CODE,
    action: LINK.ANALYTICS_ACTION,
    linkDestinationUrl: link.href,
    linkName: link.name,
  };
  from.dispatchEvent(new CustomEvent(LINK.ANALYTICS_EVENT, { bubbles: true, detail }));
}

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
  /** Called on press (mouse, touch or Enter). Default none. */
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

/**
 * The site's link (seed 001 §3 "Link", WAI-ARIA APG "Link"). A link that opens a modal or a video
 * is a button in the accessibility tree (it opens a dialog, it does not navigate), styled as a link.
 */
export function Link({
  text,
  href,
  appsDownload = false,
  appleStoreAltText,
  googleStoreAltText,
  configs = {},
  accessibilityText,
  modalContent,
  videoBackgroundData,
  additionalAnalyticsData = {},
  margin,
  namedLinkedAnchor,
  icon,
  onPress,
  id,
  className,
}: LinkProps) {
  if (appsDownload) {
    return (
      <div id={id} className={className} style={{ margin }}>
        <AppBadges
          label={text}
          appleStoreAltText={appleStoreAltText}
          googleStoreAltText={googleStoreAltText}
        />
      </div>
    );
  }

  const variant = configs.variant ?? configs.type ?? LINK.DEFAULT_VARIANT;
  const linkFunction = configs.function ?? 'navigate';
  const target = withAnchor(href, namedLinkedAnchor);
  const newTab = linkFunction === 'newTab';
  const shownIcon = icon ?? <Chevron />;
  const iconPart = (
    <span className={styles.icon} aria-hidden="true">
      {shownIcon}
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
  const report = (from: EventTarget | null) =>
    reportLinkClick(from, { href: target ?? '', name: text }, additionalAnalyticsData);

  if (linkFunction === 'modal' || linkFunction === 'video') {
    const size = configs.modalSize ?? LINK.DEFAULT_MODAL_SIZE;
    const video = videoBackgroundData;
    return (
      <Modal
        openedBy="link"
        trigger={
          <AriaButton
            {...shared}
            onPress={(event) => {
              report(event.target);
              onPress?.(event);
            }}
          >
            {content}
          </AriaButton>
        }
        title={(linkFunction === 'video' && video?.title) || text}
        size={size}
      >
        {linkFunction === 'modal' ? (
          modalContent
        ) : video ? (
          // biome-ignore lint/a11y/useMediaCaption: a track is added whenever the content provides captions.
          <video controls preload="none" poster={video.poster}>
            <source src={video.src} type={video.type ?? 'video/mp4'} />
            {video.captionsSrc ? (
              <track kind="captions" src={video.captionsSrc} srcLang={video.captionsLang ?? 'en'} default />
            ) : null}
          </video>
        ) : null}
      </Modal>
    );
  }

  return (
    <AriaLink
      {...shared}
      href={target}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onPress={onPress}
      // The native click, not onPress: an in-page link moves focus on Enter before the key is
      // released, and React Aria then never calls onPress; the click always comes first.
      onClickCapture={(event) => report(event.currentTarget)}
    >
      {content}
    </AriaLink>
  );
}
