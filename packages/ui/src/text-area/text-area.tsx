'use client';

import { useControlledState } from '@react-stately/utils';
import { type CSSProperties, type KeyboardEvent, useId } from 'react';
import { TextArea as AriaTextArea, Label, TextField, VisuallyHidden } from 'react-aria-components';
import styles from './text-area.module.css';

/** Seed numbers for the text area (spec: issue 3, TextArea). */
export const TEXT_AREA = {
  /** At this many characters left or fewer the counter turns into an assertive live region. */
  ASSERTIVE_REMAINING: 20,
  /** Visible rows before the field scrolls. */
  DEFAULT_ROWS: 4,
} as const;

/** The counter's text, "current/maximum" (e.g. "12/250"). */
export function formatCount(length: number, maxLength: number): string {
  return `${length}/${maxLength}`;
}

/** aria-live politeness of the counter for the characters left. */
export function counterPoliteness(remaining: number): 'assertive' | 'polite' {
  return remaining <= TEXT_AREA.ASSERTIVE_REMAINING ? 'assertive' : 'polite';
}

export interface TextAreaProps {
  /** Visible label, also the field's accessible name. Required. */
  label: string;
  /** Text (controlled). Default `undefined` (uncontrolled). */
  value?: string;
  /** Initial text (uncontrolled). Default `''`. */
  defaultValue?: string;
  /** Called with the new text on every edit. Default `undefined`. */
  onChange?: (value: string) => void;
  /** Maximum number of characters; shows the "current/maximum" counter. Default `undefined` (no limit, no counter). */
  maxLength?: number;
  /** Error flag: shows `errorText`, sets aria-invalid and hides `hintText`. Default `false`. */
  error?: boolean;
  /** Message shown only while `error` is set. Default `undefined`. */
  errorText?: string;
  /** Help shown only while `error` is not set. Default `undefined`. */
  hintText?: string;
  /** Visible rows. Default `TEXT_AREA.DEFAULT_ROWS` (4). */
  rows?: number;
  /** Placeholder text. Default `undefined`. */
  placeholder?: string;
  /** Form field name. Default `undefined`. */
  name?: string;
  /** Whether an answer is required (sets aria-required). Default `false`. */
  isRequired?: boolean;
  /** Whether the field is unavailable. Default `false`. */
  isDisabled?: boolean;
  /** id of the textarea element (React Aria keeps the label pointing at it). Default: generated. */
  id?: string;
  /**
   * Visible rows up to 767 px wide (the mobile breakpoint), where a taller area suits the small
   * screen better than one long line. Default `rows` (the same everywhere).
   */
  mobileRows?: number;
  /**
   * Called when Enter is pressed without Shift, instead of breaking the line (a question field that
   * submits on Enter); Shift+Enter still breaks it, and Enter that ends an IME composition only
   * confirms it. Default `undefined` (Enter breaks the line).
   */
  onEnter?: (value: string) => void;
  /** Keeps the label for assistive technology only, when something visible already says it. Default `false`. */
  isLabelHidden?: boolean;
  /** Takes the width of its container instead of stopping at a comfortable reading width. Default `false`. */
  fullWidth?: boolean;
}

/** Multi-line text field with an optional live character counter. Label wiring from React Aria. */
export function TextArea({
  label,
  value,
  defaultValue = '',
  onChange,
  maxLength,
  error = false,
  errorText,
  hintText,
  rows = TEXT_AREA.DEFAULT_ROWS,
  placeholder,
  name,
  isRequired = false,
  isDisabled = false,
  id,
  mobileRows,
  onEnter,
  isLabelHidden = false,
  fullWidth = false,
}: TextAreaProps) {
  const [text, setText] = useControlledState(value, defaultValue, onChange);
  const helpId = useId();
  const counterId = useId();
  const helpText = error ? errorText : hintText;
  const hasHelp = helpText !== undefined && helpText !== '';
  const hasCounter = maxLength !== undefined;
  const remaining = hasCounter ? maxLength - text.length : Number.POSITIVE_INFINITY;
  const describedBy = [hasHelp ? helpId : null, hasCounter ? counterId : null].filter(Boolean).join(' ');
  const onKeyDown = onEnter
    ? (event: KeyboardEvent<HTMLTextAreaElement>) => {
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onEnter(event.currentTarget.value);
      }
    : undefined;

  return (
    <TextField
      className={styles.field}
      data-full-width={fullWidth || undefined}
      value={text}
      onChange={setText}
      maxLength={maxLength}
      isInvalid={error}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      id={id}
      data-state={error ? 'error' : 'default'}
    >
      {isLabelHidden ? (
        <VisuallyHidden>
          <Label>{label}</Label>
        </VisuallyHidden>
      ) : (
        <Label className={styles.label}>{label}</Label>
      )}
      <AriaTextArea
        className={styles.input}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={describedBy || undefined}
        onKeyDown={onKeyDown}
        style={
          mobileRows === undefined
            ? undefined
            : ({ '--ui-text-area-mobile-rows': mobileRows } as CSSProperties)
        }
        data-mobile-rows={mobileRows}
      />
      {hasHelp || hasCounter ? (
        <div className={styles.footer}>
          {hasHelp ? (
            <p id={helpId} className={error ? styles.error : styles.hint}>
              {helpText}
            </p>
          ) : null}
          {hasCounter ? (
            <span
              id={counterId}
              className={styles.counter}
              aria-live={counterPoliteness(remaining)}
              data-state={remaining <= TEXT_AREA.ASSERTIVE_REMAINING ? 'near-limit' : 'default'}
            >
              {formatCount(text.length, maxLength)}
            </span>
          ) : null}
        </div>
      ) : null}
    </TextField>
  );
}
