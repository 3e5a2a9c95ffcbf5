'use client';

import {
  Button as AriaButton,
  Checkbox as AriaCheckbox,
  Link as AriaLink,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Label,
} from 'react-aria-components';
import styles from './card-shell.module.css';
import {
  type CardShellButtonProps,
  type CardShellCheckboxProps,
  type CardShellLinkProps,
  type CardShellRadioGroupProps,
  type CardShellRadioProps,
  cardCommon,
} from './card-shell-parts.ts';

function Indicator({ kind }: { kind: 'checkbox' | 'radio' }) {
  return (
    <span className={styles.indicator} data-kind={kind} aria-hidden="true">
      {kind === 'checkbox' ? (
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
          <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="2.2" fill="none" />
        </svg>
      ) : null}
    </span>
  );
}

/**
 * The interactive cards, on React Aria: `button` (APG Button), `link` (APG Link), `checkbox`
 * (APG Checkbox: Space toggles) and `radio` (APG Radio Group: arrows select within the group).
 * State is exposed as `data-selected`, `data-disabled`, `data-focus-visible`. `CardShell` renders
 * it only for those variants; the default card is a server-rendered `<div>`.
 */
export function CardShellControl(
  props: CardShellButtonProps | CardShellLinkProps | CardShellCheckboxProps | CardShellRadioProps,
) {
  const common = cardCommon(props);

  switch (props.variant) {
    case 'button':
      return (
        <AriaButton {...common} onPress={props.onPress} isDisabled={props.isDisabled}>
          {props.children}
        </AriaButton>
      );
    case 'link':
      return (
        <AriaLink {...common} href={props.href}>
          {props.children}
        </AriaLink>
      );
    case 'checkbox':
      return (
        <AriaCheckbox
          {...common}
          isSelected={props.isSelected}
          defaultSelected={props.defaultSelected}
          onChange={props.onChange}
          name={props.name}
          value={props.value}
          isDisabled={props.isDisabled}
        >
          <Indicator kind="checkbox" />
          <span className={styles.content}>{props.children}</span>
        </AriaCheckbox>
      );
    case 'radio':
      return (
        <AriaRadio {...common} value={props.value} isDisabled={props.isDisabled}>
          <Indicator kind="radio" />
          <span className={styles.content}>{props.children}</span>
        </AriaRadio>
      );
  }
}

/** The named group the radio cards select within (APG Radio Group), on React Aria's `RadioGroup`. */
export function CardShellRadioGroup({
  label,
  name,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  children,
  id,
  className,
}: CardShellRadioGroupProps) {
  return (
    <AriaRadioGroup
      id={id}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      orientation={orientation}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={styles.groupCards} data-orientation={orientation}>
        {children}
      </div>
    </AriaRadioGroup>
  );
}
