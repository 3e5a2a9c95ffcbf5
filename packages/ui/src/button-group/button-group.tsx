'use client';

import { type KeyboardEvent, useRef, useState } from 'react';
import styles from './button-group.module.css';

/** Seed 001 §3 enumeration "button group variants". */
export const BUTTON_GROUP_VARIANTS = ['blue', 'white'] as const;
export type ButtonGroupVariant = (typeof BUTTON_GROUP_VARIANTS)[number];

/** Seed 001 §4 "Button group: one selected index (default 0 or given)". */
export const BUTTON_GROUP = {
  DEFAULT_SELECTED_INDEX: 0,
  DEFAULT_VARIANT: 'blue' as ButtonGroupVariant,
  /** Keys moving the selection back or forward (APG radio group: arrows wrap around). */
  PREVIOUS_KEYS: ['ArrowLeft', 'ArrowUp'],
  NEXT_KEYS: ['ArrowRight', 'ArrowDown'],
} as const;

/** Seed 001 §3 "Button group items: name, value". */
export interface ButtonGroupItem {
  /** Visible text of the option. Required. */
  name: string;
  /** Value given to `onChange` when the option is selected. Required. */
  value: string;
}

export interface ButtonGroupProps {
  /** The options, in order. Required. */
  items: readonly ButtonGroupItem[];
  /** Accessible name of the group. Required. */
  label: string;
  /** `'blue'` or `'white'`. Default `'blue'`. */
  variant?: ButtonGroupVariant;
  /** Selected index when uncontrolled. Default `0`. */
  defaultSelectedIndex?: number;
  /** Selected index when controlled (then update it from `onChange`). Default none (uncontrolled). */
  selectedIndex?: number;
  /** Called with the item's value, only when the selection changes. Default none. */
  onChange?: (value: string, index: number) => void;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * A segmented switch with one selected option (seed 001 §4 "Button group"), built on the WAI-ARIA
 * APG radio group pattern: `radiogroup` of `radio` buttons with `aria-checked` and a roving
 * tabindex (Tab enters at the selected option). Click, Enter or Space selects; Left/Up and
 * Right/Down move the selection cyclically and focus it.
 */
export function ButtonGroup({
  items,
  label,
  variant = BUTTON_GROUP.DEFAULT_VARIANT,
  defaultSelectedIndex = BUTTON_GROUP.DEFAULT_SELECTED_INDEX,
  selectedIndex,
  onChange,
  id,
  className,
}: ButtonGroupProps) {
  const [ownIndex, setOwnIndex] = useState(defaultSelectedIndex);
  const selected = selectedIndex ?? ownIndex;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item || index === selected) return;
    if (selectedIndex === undefined) setOwnIndex(index);
    onChange?.(item.value, index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = (BUTTON_GROUP.NEXT_KEYS as readonly string[]).includes(event.key)
      ? 1
      : (BUTTON_GROUP.PREVIOUS_KEYS as readonly string[]).includes(event.key)
        ? -1
        : 0;
    if (step === 0 || items.length === 0) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {items.map((item, index) => {
        const isSelected = index === selected;
        return (
          // A native radio cannot be selected with Enter, which seed 001 §4 requires.
          // biome-ignore lint/a11y/useSemanticElements: APG radio group pattern on buttons, see above.
          <button
            key={item.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className={styles.option}
            data-selected={isSelected || undefined}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.name}
          </button>
        );
      })}
    </div>
  );
}
