import type { CSSProperties, ReactNode } from 'react';
import type { PressEvent } from 'react-aria-components';
import { MODAL, type ModalSize } from '../modal/modal-sizes.ts';
import { MOBILE_MAX } from '../tokens/breakpoints.ts';
import styles from './button.module.css';

/** Seed 001 §3 enumerations for buttons and modals. */
export const BUTTON_SIZES = ['large', 'small'] as const;
export const BUTTON_VARIANTS = ['bluePrimary', 'whiteSecondary', 'smallPrimaryCta'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
/** `'modal'` opens `modalContent` in a dialog; `'default'` is a plain button or link. */
export type ButtonFunction = 'default' | 'modal';

/** Seed 001 §9 constants of the button. */
export const BUTTON = {
  /** "Button spinner animation 2.25 s": one turn of the loading indicator. */
  SPINNER_ANIMATION_MS: 2250,
  /** "Modal sizes: medium default for button modals". */
  DEFAULT_MODAL_SIZE: MODAL.SIZE_FOR_BUTTON,
  /** "Mobile breakpoint 767 px": `mobileFullWidth` applies up to this width (the CSS repeats it). */
  MOBILE_BREAKPOINT_PX: MOBILE_MAX,
  DEFAULT_SPINNER_LABEL: 'Loading',
} as const;

export interface ButtonConfigs {
  /** Disables the button: presses are blocked. Default `false`. */
  disabled?: boolean;
  /** Takes the full width of its container at every width. Default `false`. */
  fullWidth?: boolean;
  /** Takes the full width of its container up to 767 px wide. Default `false`. */
  mobileFullWidth?: boolean;
  /** Regular shape: the small token radius instead of the pill shape. Default `false`. */
  regularButton?: boolean;
  /** Colours for a dark background. Default `false`. */
  onDark?: boolean;
  /** `'large'` or `'small'`. Default `'large'`. */
  size?: ButtonSize;
  /** `'bluePrimary'`, `'whiteSecondary'` or `'smallPrimaryCta'`. Default `'bluePrimary'`. */
  variant?: ButtonVariant;
  /**
   * Loading state: shows the indicator and `spinnerLabel`, blocks presses, keeps focus. Default
   * none. Give it (`false` too) on a button that will load, so it is one element throughout.
   */
  spinner?: boolean;
  /** CSS margin around the button (for example `'0 0 1rem'`). Default none. */
  margin?: string;
  /** `'modal'` opens `modalContent` in a dialog. Default `'default'`. */
  function?: ButtonFunction;
  /** Size of the dialog when `function` is `'modal'`. Default `'medium'`. */
  modalSize?: ModalSize;
}

export interface ButtonProps {
  /** Visible label. Required. */
  text: ReactNode;
  /** Destination: with `isNavigational` a link styled as a button, without it a button that navigates. Default none. */
  href?: string;
  /** Presentation and behaviour switches, see `ButtonConfigs`. Default `{}`. */
  configs?: ButtonConfigs;
  /** Text shown (and announced) while `configs.spinner` is on. Default `'Loading'`. */
  spinnerLabel?: string;
  /** Decorative icon shown before the text (hidden from assistive technology). Default none. */
  svgIcon?: ReactNode;
  /** With `href`, render a real link (`<a>`). Default `true`. */
  isNavigational?: boolean;
  /** Accessible name replacing the text; start it with the visible text (WCAG 2.5.3). Default none. */
  accessibilityText?: string;
  /** Heading of the dialog when `configs.function` is `'modal'`. Default the button text. */
  modalTitle?: ReactNode;
  /** Body of the dialog when `configs.function` is `'modal'`. Default none. */
  modalContent?: ReactNode;
  /** Called on press (mouse, touch, Enter or Space), never while disabled or loading. Default none. */
  onPress?: (event: PressEvent) => void;
  /** Native button type. Default `'button'`. */
  type?: 'button' | 'submit' | 'reset';
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
  /**
   * Makes the button a disclosure toggle (WAI-ARIA APG "Disclosure"): `aria-expanded` and
   * `data-expanded` say whether what it shows is open. Buttons only, not links. Default `undefined` (not a toggle).
   */
  isExpanded?: boolean;
  /** id of the element the button shows, hides or changes (`aria-controls`). Buttons only. Default none. */
  controls?: string;
}

export function dataState(configs: ButtonConfigs): 'loading' | 'disabled' | 'idle' {
  if (configs.spinner) return 'loading';
  return configs.disabled ? 'disabled' : 'idle';
}

/** What the server and the client button render the same way: attributes and content. */
export function buttonParts({
  text,
  configs = {},
  spinnerLabel = BUTTON.DEFAULT_SPINNER_LABEL,
  svgIcon,
  accessibilityText,
  id,
  className,
}: ButtonProps) {
  const {
    fullWidth = false,
    mobileFullWidth = false,
    regularButton = false,
    onDark = false,
    size = 'large',
    variant = 'bluePrimary',
    spinner = false,
    margin,
  } = configs;

  const shared = {
    id,
    className: [styles.button, className].filter(Boolean).join(' '),
    style: {
      margin,
      '--ui-button-spinner-duration': `${BUTTON.SPINNER_ANIMATION_MS}ms`,
    } as CSSProperties,
    'data-state': dataState(configs),
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    'data-mobile-full-width': mobileFullWidth || undefined,
    'data-regular': regularButton || undefined,
    'data-on-dark': onDark || undefined,
    // While loading the visible label is the spinner label, so it names the button.
    'aria-label': spinner ? undefined : accessibilityText,
  };

  const content = spinner ? (
    <>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{spinnerLabel}</span>
    </>
  ) : (
    <>
      {svgIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {svgIcon}
        </span>
      ) : null}
      <span>{text}</span>
    </>
  );
  return { shared, content };
}
