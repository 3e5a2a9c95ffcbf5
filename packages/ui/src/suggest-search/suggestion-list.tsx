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
  /** Id of the list, for the field's `aria-controls`. Required. */
  id: string;
  /** Accessible name of the list. Required. */
  label: string;
  /** The suggestions, best first. Required (an empty list renders nothing). */
  items: readonly Suggestion[];
  /**
   * Called on Escape in the list, and on ArrowUp from the first link: the owner puts focus back
   * in its field (and may close the list). Default none (focus stays).
   */
  onLeave?: (reason: 'escape' | 'up') => void;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * A list of suggestions under a search field: a labelled list of links, so Enter or a click goes
 * to the page with no script of ours. Seed 001 §2 tells the visitor to "use tab to navigate the
 * options", so every suggestion is a Tab stop, and the field stays a search field: a combobox's
 * popup may hold no Tab stops (WAI-ARIA APG; IBM's Equal Access checker fails one that does), and
 * a listbox is one Tab stop. ArrowDown / ArrowUp / Home / End move focus between the links too;
 * Escape hands back.
 */
export function SuggestionList({ id, label, items, onLeave, className }: SuggestionListProps) {
  const ref = useRef<HTMLUListElement>(null);
  if (items.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(ref.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
    const at = links.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = Math.min(at + 1, links.length - 1);
    else if (event.key === 'ArrowUp') {
      if (at === 0) {
        event.preventDefault();
        onLeave?.('up');
        return;
      }
      next = at - 1;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = links.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      onLeave?.('escape');
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    links[next]?.focus();
  };

  return (
    <ul
      ref={ref}
      id={id}
      aria-label={label}
      className={[styles.list, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <li key={item.href}>
          <a id={`${id}-option-${index}`} href={item.href} className={styles.suggestion}>
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Focuses the first suggestion of the list with this id; false when there is none. */
export function focusFirstSuggestion(listId: string, root: Document = document): boolean {
  const first = root.getElementById(listId)?.querySelector<HTMLElement>('a[href]');
  first?.focus();
  return first !== null && first !== undefined;
}
