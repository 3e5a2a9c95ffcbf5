'use client';

import { useId } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, Checkbox } from 'react-aria-components';
import styles from './checkbox-group.module.css';

/** One choice of a {@link CheckboxGroup}. */
export interface CheckboxOption {
  /** Value reported by `onChange` and submitted with the form. */
  value: string;
  /** Visible text of the choice. */
  label: string;
  /** Whether this one choice is unavailable. Default `false`. */
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** Visible label of the group, also its accessible name. Required. */
  label: string;
  /** The choices, in order. Required. */
  options: readonly CheckboxOption[];
  /** Checked values (controlled). Default `undefined` (uncontrolled). */
  value?: readonly string[];
  /** Initially checked values (uncontrolled). Default `[]` (nothing checked). */
  defaultValue?: readonly string[];
  /** Called with all checked values, in the order they were checked, after each change. Default `undefined`. */
  onChange?: (value: string[]) => void;
  /** Error flag: shows `errorMessage` as an alert and marks the group invalid. Default `false`. */
  error?: boolean;
  /** Message shown (role="alert") while `error` is set. Default `undefined` (no message). */
  errorMessage?: string;
  /** Form field name of the checkboxes. Default `undefined`. */
  name?: string;
  /** Whether at least one choice is required (sets aria-required). Default `false`. */
  isRequired?: boolean;
  /** Whether the whole group is unavailable. Default `false`. */
  isDisabled?: boolean;
  /** Layout of the choices. Default `'vertical'`. */
  orientation?: 'vertical' | 'horizontal';
  /** id of the group element. Default: generated. */
  id?: string;
}

/**
 * A group of checkboxes for choosing several values at once (WAI-ARIA checkbox pattern,
 * https://www.w3.org/WAI/ARIA/apg/patterns/checkbox/): a named `group`, each checkbox its own Tab
 * stop, Space toggles. The RadioGroup's look with square boxes; behaviour from React Aria's
 * CheckboxGroup. Why a block of its own and not a RadioGroup mode: docs/decisions/004.
 */
export function CheckboxGroup({
  label,
  options,
  value,
  defaultValue = [],
  onChange,
  error = false,
  errorMessage,
  name,
  isRequired = false,
  isDisabled = false,
  orientation = 'vertical',
  id,
}: CheckboxGroupProps) {
  const labelId = useId();
  const errorId = useId();
  const showMessage = error && errorMessage !== undefined && errorMessage !== '';

  return (
    <AriaCheckboxGroup
      id={id}
      className={styles.group}
      // React Aria keeps its own arrays; copies keep the readonly props untouched.
      value={value ? [...value] : undefined}
      defaultValue={[...defaultValue]}
      onChange={onChange}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={error}
      validationBehavior="aria"
      aria-labelledby={labelId}
      aria-describedby={showMessage ? errorId : undefined}
      data-state={error ? 'error' : 'default'}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className={styles.checkbox}
          >
            <span className={styles.control} aria-hidden="true">
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                width="16"
                height="16"
                focusable="false"
                className={styles.mark}
              >
                <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="2.2" fill="none" />
              </svg>
            </span>
            <span className={styles.text}>{option.label}</span>
          </Checkbox>
        ))}
      </div>
      {showMessage ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </AriaCheckboxGroup>
  );
}
