'use client';

import { type KeyboardEvent, useRef } from 'react';
import styles from './suggest-search.module.css';

/** One suggestion: a page to go to. */
export interface Suggestion {
  /** Visible text and accessible name. */
  title: string;
  /** Where choosing it goes. */
  href: string;
}

export interface SuggestionListProps {
  /** Id of the listbox, for the field's `aria-controls`. Required. */
  id: string;
  /** Accessible name of the listbox. Required. */
  label: string;
  /** The suggestions, best first. Required (an empty list renders nothing). */
  items: readonly Suggestion[];
  /**
   * Called on Escape in the list, and on ArrowUp from the first option: the owner puts focus
   * back in its field (and may close the list). Default none (focus stays).
   */
  onLeave?: (reason: 'escape' | 'up') => void;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * A list of suggestions under a search field: a `listbox` whose options are links (`a[href]` may
 * take the option role), so Enter or a click goes to the page with no script of ours. Unlike the
 * WAI-ARIA APG combobox (focus stays in the field, `aria-activedescendant` moves), every option is
 * a Tab stop: seed 001 §2 tells the visitor to "use tab to navigate the options", and the field
 * is a plain server-rendered input the list is attached to, not one React Aria's `useComboBox`
 * owns. ArrowDown / ArrowUp / Home / End move focus between options too; Escape hands back.
 */
export function SuggestionList({ id, label, items, onLeave, className }: SuggestionListProps) {
  const ref = useRef<HTMLDivElement>(null);
  if (items.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = [...(ref.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const at = options.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = Math.min(at + 1, options.length - 1);
    else if (event.key === 'ArrowUp') {
      if (at === 0) {
        event.preventDefault();
        onLeave?.('up');
        return;
      }
      next = at - 1;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      onLeave?.('escape');
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    options[next]?.focus();
  };

  return (
    <div
      ref={ref}
      id={id}
      role="listbox"
      aria-label={label}
      className={[styles.listbox, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <a
          key={item.href}
          id={`${id}-option-${index}`}
          role="option"
          href={item.href}
          className={styles.option}
        >
          {item.title}
        </a>
      ))}
    </div>
  );
}

/** Focuses the first option of the listbox with this id; false when there is none. */
export function focusFirstSuggestion(listboxId: string, root: Document = document): boolean {
  const first = root.getElementById(listboxId)?.querySelector<HTMLElement>('[role="option"]');
  first?.focus();
  return first !== null && first !== undefined;
}
