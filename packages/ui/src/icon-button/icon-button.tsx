'use client';

import { type CSSProperties, type KeyboardEvent, type ReactNode, useState } from 'react';
import { Button as AriaButton, Link as AriaLink, type PressEvent } from 'react-aria-components';
import styles from './icon-button.module.css';

/** Seed 001 §3 enumeration "icon button sizes". */
export const ICON_BUTTON_SIZES = ['extraLarge', 'large', 'medium', 'small'] as const;
export type IconButtonSizeName = (typeof ICON_BUTTON_SIZES)[number];
/** Background colours of the button face, from the design tokens. */
export const ICON_BG_COLORS = ['transparent', 'white', 'gray100', 'gray200', 'brand000', 'brand'] as const;
export type IconBgColor = (typeof ICON_BG_COLORS)[number];

/** Constants of the icon button. */
export const ICON_BUTTON = {
  /** Square size in CSS px per size name (all above the 24 px target minimum). */
  SIZES_PX: { extraLarge: 64, large: 48, medium: 40, small: 32 } satisfies Record<IconButtonSizeName, number>,
  DEFAULT_SIZE: 'medium' as IconButtonSizeName,
  DEFAULT_BG: 'transparent' as IconBgColor,
} as const;

export interface IconButtonProps {
  /** The icon (decorative: hidden from assistive technology). Required. */
  iconSvg: ReactNode;
  /** What the button does; names it, and is the tooltip text with `isTooltip`. Required. */
  label: string;
  /** `'extraLarge'`, `'large'`, `'medium'` or `'small'` (seed name of the prop). Default `'medium'`. */
  IconButtonSize?: IconButtonSizeName;
  /** Background of the face, see `ICON_BG_COLORS`. Default `'transparent'`. */
  bgIconColor?: IconBgColor;
  /** Draws a round bordered face around the icon. Default `false`. */
  isButtonFace?: boolean;
  /** Shows `label` as visible text on hover and keyboard focus (Escape hides it). Default `false`. */
  isTooltip?: boolean;
  /** Disables the button (or link). Default `false`. */
  disabled?: boolean;
  /** Renders a link to this URL instead of a button. Default none. */
  href?: string;
  /** Accessible name replacing `label`; start it with the label (WCAG 2.5.3). Default none. */
  accessibilityText?: string;
  /** Called on press (mouse, touch, Enter or Space). Default none. */
  onPress?: (event: PressEvent) => void;
  /** Element id. Default none. */
  id?: string;
  /** Extra class on the wrapper. Default none. */
  className?: string;
}

/**
 * A button (or link) showing only an icon, named by its label (WAI-ARIA APG "Button"). With
 * `isTooltip` the label appears next to it on hover or focus, is hoverable, and Escape dismisses it
 * (WCAG 1.4.13); the `title` attribute is not used, as keyboard users never see it.
 */
export function IconButton({
  iconSvg,
  label,
  IconButtonSize = ICON_BUTTON.DEFAULT_SIZE,
  bgIconColor = ICON_BUTTON.DEFAULT_BG,
  isButtonFace = false,
  isTooltip = false,
  disabled = false,
  href,
  accessibilityText,
  onPress,
  id,
  className,
}: IconButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const tooltipShown = isTooltip && (hovered || focused) && !dismissed;

  const shared = {
    id,
    className: styles.iconButton,
    style: { '--ui-icon-button-size': `${ICON_BUTTON.SIZES_PX[IconButtonSize]}px` } as CSSProperties,
    'aria-label': accessibilityText ?? label,
    'data-size': IconButtonSize,
    'data-bg': bgIconColor,
    'data-face': isButtonFace || undefined,
    'data-tooltip': isTooltip ? (tooltipShown ? 'visible' : 'hidden') : undefined,
    isDisabled: disabled,
    onPress,
    onFocusChange: (isFocused: boolean) => {
      setFocused(isFocused);
      if (isFocused) setDismissed(false);
    },
  };
  const icon = (
    <span className={styles.icon} aria-hidden="true">
      {iconSvg}
    </span>
  );

  return (
    // The wrapper only widens the hover area to the tooltip; the button inside is the control.
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and Escape handling for the tooltip (WCAG 1.4.13).
    <span
      className={[styles.wrapper, className].filter(Boolean).join(' ')}
      onPointerEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape' && tooltipShown) setDismissed(true);
      }}
    >
      {href ? (
        <AriaLink {...shared} href={href}>
          {icon}
        </AriaLink>
      ) : (
        <AriaButton {...shared}>{icon}</AriaButton>
      )}
      {isTooltip ? (
        <span className={styles.tooltip} aria-hidden="true" data-state={tooltipShown ? 'visible' : 'hidden'}>
          {label}
        </span>
      ) : null}
    </span>
  );
}
