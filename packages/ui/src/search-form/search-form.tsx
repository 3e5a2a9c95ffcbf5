import { Button } from '../button/index.ts';
import styles from './search-form.module.css';

/** Constants of the search form block. */
export const SEARCH_FORM = {
  /** Query parameter the question is sent in. */
  PARAM: 'q',
  DEFAULT_BUTTON_TEXT: 'Search',
} as const;

export interface SearchFormProps {
  /** Where the form goes (GET), e.g. `/search`. Required. */
  action: string;
  /** Id of the input, which the label points at; unique on the page. Required. */
  id: string;
  /** Visible label of the input (also its accessible name). Required. */
  label: string;
  /** Shows the label to screen readers only, and as the placeholder. Default `false`. */
  hideLabel?: boolean;
  /** The question already asked, shown in the input. Default none. */
  defaultValue?: string;
  /** Query parameter name of the question. Default `'q'`. */
  name?: string;
  /** Longest question the input takes. Default none (no limit). */
  maxLength?: number;
  /** Text of the submit button. Default `'Search'`. */
  buttonText?: string;
  /** Smaller button, no bottom margin: for a sidebar. Default `false`. */
  compact?: boolean;
  /** Accessible name of the search landmark, to tell two on one page apart. Default none. */
  landmarkLabel?: string;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * A site search form: a `search` landmark holding a plain GET form, a labelled search input and
 * the Button block as its submit button. It needs no script (the question is one Enter away
 * before hydration, or without JavaScript at all), and the question lands in the address, so a
 * results page can be shared and reloaded. `required`: an empty question is not sent.
 */
export function SearchForm({
  action,
  id,
  label,
  hideLabel = false,
  defaultValue,
  name = SEARCH_FORM.PARAM,
  maxLength,
  buttonText = SEARCH_FORM.DEFAULT_BUTTON_TEXT,
  compact = false,
  landmarkLabel,
  className,
}: SearchFormProps) {
  return (
    <search
      aria-label={landmarkLabel}
      className={[styles.search, className].filter(Boolean).join(' ')}
      data-compact={compact || undefined}
    >
      <form action={action} method="get">
        <label htmlFor={id} className={hideLabel ? styles.hidden : styles.label}>
          {label}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            className={styles.input}
            name={name}
            type="search"
            defaultValue={defaultValue}
            maxLength={maxLength}
            required
            autoComplete="off"
            placeholder={hideLabel ? label : undefined}
          />
          <Button
            type="submit"
            text={buttonText}
            configs={{ regularButton: true, size: compact ? 'small' : 'large' }}
          />
        </div>
      </form>
    </search>
  );
}
