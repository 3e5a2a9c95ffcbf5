import type { ReactNode } from 'react';
import { Button } from '../button/index.ts';
import styles from './suggest-search.module.css';

/** Constants of the suggest-search block. */
export const SUGGEST_SEARCH = {
  /** Query parameter the text is sent in. */
  PARAM: 'q',
  DEFAULT_BUTTON_TEXT: 'Search',
} as const;

export interface SuggestSearchFormProps {
  /** Where the form goes (GET), e.g. `/search`. Required. */
  action: string;
  /** Id of the input, which the label points at and a script finds it by; unique on the page. Required. */
  id: string;
  /** Label of the input (also its accessible name). Required. */
  label: string;
  /** Shows the label to screen readers only. Default `false`. */
  hideLabel?: boolean;
  /** Placeholder of the input. Default: the label when it is hidden, else none. */
  placeholder?: string;
  /** Text already in the input. Default none. */
  defaultValue?: string;
  /** Query parameter name of the text. Default `'q'`. */
  name?: string;
  /** Longest text the input takes. Default none (no limit). */
  maxLength?: number;
  /** Text of the submit button. Default `'Search'`. */
  buttonText?: string;
  /** Accessible name of the search landmark, to tell two on one page apart. Default none. */
  landmarkLabel?: string;
  /**
   * Shown under the input, before the button in reading and Tab order: the place for suggestions
   * and messages a script adds (so Tab goes from the input through them to the button). Default none.
   */
  children?: ReactNode;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * A search form that a script can enhance with suggestions: the same plain GET form as
 * `SearchForm` (a `search` landmark, a labelled input with autocomplete off, the Button block as
 * its submit button; it works before and without any script), plus a slot under the input for
 * what the script shows. The slot sits between the input and the button in the DOM, so the
 * suggestions are reached with Tab from the input. `required`: an empty text is not sent.
 */
export function SuggestSearchForm({
  action,
  id,
  label,
  hideLabel = false,
  placeholder,
  defaultValue,
  name = SUGGEST_SEARCH.PARAM,
  maxLength,
  buttonText = SUGGEST_SEARCH.DEFAULT_BUTTON_TEXT,
  landmarkLabel,
  children,
  className,
}: SuggestSearchFormProps) {
  return (
    <search aria-label={landmarkLabel} className={[styles.search, className].filter(Boolean).join(' ')}>
      <form action={action} method="get">
        <label htmlFor={id} className={hideLabel ? styles.hidden : styles.label}>
          {label}
        </label>
        <div className={styles.row}>
          <div className={styles.field}>
            <input
              id={id}
              className={styles.input}
              name={name}
              type="search"
              defaultValue={defaultValue}
              maxLength={maxLength}
              required
              autoComplete="off"
              placeholder={placeholder ?? (hideLabel ? label : undefined)}
            />
            {children}
          </div>
          <Button
            type="submit"
            text={buttonText}
            configs={{ regularButton: true, size: 'large', mobileFullWidth: true }}
          />
        </div>
      </form>
    </search>
  );
}
