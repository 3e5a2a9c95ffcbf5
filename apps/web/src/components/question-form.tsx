import { MAX_QUESTION_LENGTH } from '@support/contracts';
import styles from './question-form.module.css';

/** A plain GET form to /search: works without JavaScript, so an answer is one Enter away. */
export function QuestionForm({
  id,
  label,
  hideLabel = false,
  defaultValue,
  compact = false,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  defaultValue?: string;
  compact?: boolean;
}) {
  return (
    <search className={compact ? styles.compact : styles.form}>
      <form action="/search" method="get">
        <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
          {label}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={defaultValue}
            maxLength={MAX_QUESTION_LENGTH}
            required
            autoComplete="off"
            placeholder={hideLabel ? label : undefined}
          />
          <button type="submit">Ask</button>
        </div>
      </form>
    </search>
  );
}
