import type { ReactNode } from 'react';
import type { PressEvent } from 'react-aria-components';
import styles from './card-shell.module.css';

/** Seed 001 §3 enumerations "card shell variants" and "card backgrounds". */
export const CARD_SHELL_VARIANTS = ['default', 'button', 'checkbox', 'link', 'radio'] as const;
export const CARD_SHELL_BACKGROUNDS = ['white', 'gray800', 'gray200', 'gray100', 'brandBlue000'] as const;
export type CardShellVariant = (typeof CARD_SHELL_VARIANTS)[number];
export type CardShellBackground = (typeof CARD_SHELL_BACKGROUNDS)[number];

export const CARD_SHELL = {
  DEFAULT_VARIANT: 'default' as CardShellVariant,
  DEFAULT_BACKGROUND: 'white' as CardShellBackground,
} as const;

interface CardShellBaseProps {
  /** Card surface: `'white'`, `'gray800'` (dark, light text), `'gray200'`, `'gray100'` or `'brandBlue000'`. Default `'white'`. */
  background?: CardShellBackground;
  /** Card content. Inside the button, link, checkbox and radio variants use phrasing content (spans). Required. */
  children: ReactNode;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

export interface CardShellDefaultProps extends CardShellBaseProps {
  /** A plain container. Default `'default'`. */
  variant?: 'default';
}

export interface CardShellButtonProps extends CardShellBaseProps {
  /** The whole card is a button. */
  variant: 'button';
  /** Called on press (mouse, touch, Enter or Space). Default none. */
  onPress?: (event: PressEvent) => void;
  /** Disables the card. Default `false`. */
  isDisabled?: boolean;
}

export interface CardShellLinkProps extends CardShellBaseProps {
  /** The whole card is a link. */
  variant: 'link';
  /** Destination. Required. */
  href: string;
}

export interface CardShellCheckboxProps extends CardShellBaseProps {
  /** The whole card is a checkbox (native input, visually hidden). */
  variant: 'checkbox';
  /** Checked state when controlled. Default none (uncontrolled). */
  isSelected?: boolean;
  /** Checked state when uncontrolled. Default `false`. */
  defaultSelected?: boolean;
  /** Called with the new checked state. Default none. */
  onChange?: (isSelected: boolean) => void;
  /** Form field name. Default none. */
  name?: string;
  /** Form field value. Default `'on'`. */
  value?: string;
  /** Disables the card. Default `false`. */
  isDisabled?: boolean;
}

export interface CardShellRadioProps extends CardShellBaseProps {
  /** The whole card is one radio of a `CardShellRadioGroup` (native input, visually hidden). */
  variant: 'radio';
  /** This option's value in the group. Required. */
  value: string;
  /** Disables this option. Default `false`. */
  isDisabled?: boolean;
}

export type CardShellProps =
  | CardShellDefaultProps
  | CardShellButtonProps
  | CardShellLinkProps
  | CardShellCheckboxProps
  | CardShellRadioProps;

export interface CardShellRadioGroupProps {
  /** Visible label naming the group. Required. */
  label: string;
  /** Form field name shared by the radios. Default a generated name. */
  name?: string;
  /** Selected value when controlled. Default none (uncontrolled). */
  value?: string | null;
  /** Selected value when uncontrolled. Default none selected. */
  defaultValue?: string;
  /** Called with the newly selected value. Default none. */
  onChange?: (value: string) => void;
  /** Layout and arrow-key axis of the cards. Default `'horizontal'`. */
  orientation?: 'horizontal' | 'vertical';
  /** The `CardShell variant="radio"` cards. Required. */
  children: ReactNode;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

/** The attributes every variant's root carries. */
export function cardCommon(props: CardShellProps) {
  return {
    id: props.id,
    className: [styles.card, props.className].filter(Boolean).join(' '),
    'data-background': props.background ?? CARD_SHELL.DEFAULT_BACKGROUND,
    'data-variant': props.variant ?? CARD_SHELL.DEFAULT_VARIANT,
  };
}
