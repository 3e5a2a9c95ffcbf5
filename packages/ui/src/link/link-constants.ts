import type { ModalSize } from '../modal/modal-sizes.ts';

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
