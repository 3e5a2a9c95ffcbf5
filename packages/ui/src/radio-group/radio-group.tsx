'use client';

import { useId } from 'react';
import { RadioGroup as AriaRadioGroup, Radio } from 'react-aria-components';
import styles from './radio-group.module.css';

/** Seed strings for the radio group (spec: issue 3, RadioGroup). */
export const RADIO_GROUP = {
  /** The group's whole accessible name while it is in error. */
  ERROR_GROUP_LABEL: 'Oops! There appears to be a problem, please select one of the following radio buttons.',
} as const;

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  /** Value reported by `onChange` and submitted with the form. */
  value: string;
  /** Visible text of the choice. */
  label: string;
  /** Whether this one choice is unavailable. Default `false`. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Visible label of the group; its accessible name unless `error` is set. Required. */
  label: string;
  /** The choices, in order. Required. */
  options: readonly RadioOption[];
  /** Selected value (controlled). Default `undefined` (uncontrolled). */
  value?: string | null;
  /** Initially selected value (uncontrolled). Default `null` (nothing selected). */
  defaultValue?: string | null;
  /** Called with the newly selected value. Default `undefined`. */
  onChange?: (value: string) => void;
  /** Error flag: shows `errorMessage` as an alert and renames the group. Default `false`. */
  error?: boolean;
  /** Message shown (role="alert") while `error` is set. Default `undefined` (no message). */
  errorMessage?: string;
  /** Form field name of the radios. Default `undefined`. */
  name?: string;
  /** Whether a choice is required (sets aria-required). Default `false`. */
  isRequired?: boolean;
  /** Whether the whole group is unavailable. Default `false`. */
  isDisabled?: boolean;
  /** Layout of the choices; arrow keys work in both directions either way. Default `'vertical'`. */
  orientation?: 'vertical' | 'horizontal';
  /** id of the group element. Default: generated. */
  id?: string;
}

/**
 * WAI-ARIA radio group (https://www.w3.org/WAI/ARIA/apg/patterns/radio/): Tab enters on the
 * checked radio (or the first), arrow keys move and check, Space checks. Behaviour from React Aria.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  error = false,
  errorMessage,
  name,
  isRequired = false,
  isDisabled = false,
  orientation = 'vertical',
  id,
}: RadioGroupProps) {
  const labelId = useId();
  const errorId = useId();
  const showMessage = error && errorMessage !== undefined && errorMessage !== '';
  // In error the group's name is the seed's sentence alone; the visible label and the message
  // stay reachable as its description.
  const describedBy = error ? [labelId, showMessage ? errorId : null].filter(Boolean).join(' ') : undefined;

  return (
    <AriaRadioGroup
      id={id}
      className={styles.group}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={error}
      validationBehavior="aria"
      orientation={orientation}
      aria-labelledby={error ? undefined : labelId}
      aria-label={error ? RADIO_GROUP.ERROR_GROUP_LABEL : undefined}
      aria-describedby={describedBy}
      data-state={error ? 'error' : 'default'}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className={styles.radio}
          >
            <span className={styles.control} aria-hidden="true" />
            <span className={styles.text}>{option.label}</span>
          </Radio>
        ))}
      </div>
      {showMessage ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </AriaRadioGroup>
  );
}
