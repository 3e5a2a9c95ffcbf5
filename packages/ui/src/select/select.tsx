'use client';

import { Item } from '@react-stately/collections';
import { type SelectState, useSelectState } from '@react-stately/select';
import { useControlledState } from '@react-stately/utils';
import {
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type AriaListBoxOptions,
  type AriaSelectOptions,
  DismissButton,
  FocusScope,
  HiddenSelect,
  mergeProps,
  useButton,
  useCollator,
  useFocusRing,
  useFocusWithin,
  useListBox,
  useOption,
  useOverlay,
  useSelect,
} from 'react-aria';
import { flushSync } from 'react-dom';
import styles from './select.module.css';

/** Seed strings and numbers for the select (spec: issue 3, Select). */
export const SELECT = {
  /** Label used when none is given. */
  DEFAULT_LABEL: 'Select an Option',
  /** Text shown while nothing is selected. */
  DEFAULT_PLACEHOLDER: 'Select',
  /** Options moved by Page Up / Page Down in the open list. */
  PAGE_STEP: 3,
  /**
   * Type-ahead buffer reset. This is the timeout of React Aria's useTypeSelect, which runs the
   * type-ahead; the component tests pin it so a change upstream is noticed.
   */
  TYPEAHEAD_RESET_MS: 1000,
  /** User agents that get the platform's own picker (a native <select>). */
  NATIVE_USER_AGENT: /Android|iPhone|iPad|iPod/i,
} as const;

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** Value reported by `onChange` and submitted with the form. */
  value: string;
  /** Visible text, also used for type-ahead. */
  label: string;
  /** Whether this choice is unavailable. Default `false`. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The choices, in order. Required. */
  options: readonly SelectOption[];
  /** Visible label. Default `SELECT.DEFAULT_LABEL` ("Select an Option"). */
  label?: string;
  /** Text shown while nothing is selected. Default `SELECT.DEFAULT_PLACEHOLDER` ("Select"). */
  placeholder?: string;
  /** Selected value (controlled). Default `undefined` (uncontrolled). */
  value?: string | null;
  /** Initially selected value (uncontrolled). Default `null`. */
  defaultValue?: string | null;
  /** Called with the new value and its index in `options` (-1 for none). Default `undefined`. */
  onChange?: (value: string | null, index: number) => void;
  /** Whether the list is open (controlled). Default `undefined` (uncontrolled). */
  isOpen?: boolean;
  /** Whether the list starts open (uncontrolled). Default `false`. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. Default `undefined`. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Error flag: forces the error state. Default `false`. */
  error?: boolean;
  /**
   * Message shown in the error state. When given, leaving the field with no value sets the error
   * state; choosing a value clears it. Default `undefined`.
   */
  errorMessage?: string;
  /** Whether a value is required. Default `false`. */
  isRequired?: boolean;
  /** Whether the field is unavailable. Default `false`. */
  isDisabled?: boolean;
  /** Form field name. Default `undefined`. */
  name?: string;
  /** id of the focusable control. Default: generated. */
  id?: string;
}

/** Whether this user agent should get the native picker (Android, iOS and iPadOS). */
export function isNativePickerPlatform(userAgent: string, maxTouchPoints = 0): boolean {
  // iPadOS 13+ reports a Mac user agent; a touch screen tells them apart.
  return SELECT.NATIVE_USER_AGENT.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** False on the server and in the first client render, so hydration matches; then the real answer. */
function useNativePicker(): boolean {
  const [native, setNative] = useState(false);
  useEffect(() => {
    setNative(isNativePickerPlatform(navigator.userAgent, navigator.maxTouchPoints));
  }, []);
  return native;
}

type KeyboardDelegate = NonNullable<AriaSelectOptions<SelectOption>['keyboardDelegate']>;
type Key = Parameters<KeyboardDelegate['getKeyBelow'] & {}>[0];

/**
 * Keyboard moves over the enabled options: arrows by one, Page Up / Page Down by
 * SELECT.PAGE_STEP, Home / End to the ends, and type-ahead that goes to the *next* option starting
 * with a typed letter (typing the same letter again cycles through them, as in the APG listbox).
 */
export function createOptionsKeyboardDelegate(
  options: readonly SelectOption[],
  collator: Intl.Collator,
  selectedKey: Key | null = null,
): KeyboardDelegate {
  const keys = options.filter((o) => !o.disabled).map((o) => o.value);
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const indexOf = (key: Key) => keys.indexOf(String(key));
  const clampedAt = (index: number) => keys[Math.max(0, Math.min(keys.length - 1, index))] ?? null;
  const startsWith = (key: string, search: string) =>
    collator.compare((labels.get(key) ?? '').slice(0, search.length), search) === 0;

  return {
    getFirstKey: () => keys[0] ?? null,
    getLastKey: () => keys.at(-1) ?? null,
    getKeyBelow: (key) => {
      const index = indexOf(key);
      return index < 0 ? clampedAt(0) : (keys[index + 1] ?? null);
    },
    getKeyAbove: (key) => {
      const index = indexOf(key);
      return index < 0 ? clampedAt(0) : index === 0 ? null : (keys[index - 1] ?? null);
    },
    getKeyPageBelow: (key) => clampedAt(indexOf(key) + SELECT.PAGE_STEP),
    getKeyPageAbove: (key) => clampedAt(Math.max(indexOf(key), 0) - SELECT.PAGE_STEP),
    getKeyForSearch: (search, fromKey) => {
      const first = search.charAt(0);
      if (first === '' || keys.length === 0) return null;
      const repeated = [...search].every((c) => collator.compare(c, first) === 0);
      const term = repeated ? first : search;
      const from = fromKey ?? selectedKey;
      const fromIndex = from == null ? -1 : indexOf(from);
      // One letter (or the same one again) moves on; a longer prefix may keep the current option.
      const start = repeated ? fromIndex + 1 : Math.max(fromIndex, 0);
      for (let n = 0; n < keys.length; n++) {
        const key = keys[(start + n) % keys.length];
        if (key !== undefined && startsWith(key, term)) return key;
      }
      return null;
    },
  };
}

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Select (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/ and the
 * APG listbox): a button opens a listbox popover; arrows, Page Up / Page Down, Home / End, Enter,
 * Escape and type-ahead; React Aria's useSelect runs it. Android and iOS get a native <select>.
 */
export function Select({
  options,
  label = SELECT.DEFAULT_LABEL,
  placeholder = SELECT.DEFAULT_PLACEHOLDER,
  value: valueProp,
  defaultValue = null,
  onChange,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  error = false,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  id,
}: SelectProps) {
  const native = useNativePicker();
  const indexOf = (v: string | null) => (v == null ? -1 : options.findIndex((o) => o.value === v));
  const [value, setValue] = useControlledState<string | null>(
    valueProp,
    defaultValue,
    (next: string | null) => onChange?.(next, indexOf(next)),
  );
  // Read by the blur handler, which can run before React re-renders with a just-chosen value.
  const valueRef = useRef(value);
  valueRef.current = value;
  const [blurError, setBlurError] = useState(false);
  const isInvalid = error || blurError;
  const hasMessage = errorMessage !== undefined && errorMessage !== '';

  const change = (next: string | null) => {
    valueRef.current = next;
    setValue(next);
    if (next != null) setBlurError(false);
  };
  const blur = () => {
    if (hasMessage && valueRef.current == null) setBlurError(true);
  };

  const shared = {
    options,
    label,
    placeholder,
    value,
    isInvalid,
    errorMessage,
    isRequired,
    isDisabled,
    name,
    id,
  };
  const rootProps = {
    'data-invalid': isInvalid || undefined,
    'data-disabled': isDisabled || undefined,
    'data-selected-index': indexOf(value),
  };

  return native ? (
    <NativeSelect {...shared} rootProps={rootProps} onValueChange={change} onBlur={blur} />
  ) : (
    <CustomSelect
      {...shared}
      rootProps={rootProps}
      onValueChange={change}
      onBlur={blur}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    />
  );
}

interface ViewProps {
  options: readonly SelectOption[];
  label: string;
  placeholder: string;
  value: string | null;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isRequired: boolean;
  isDisabled: boolean;
  name: string | undefined;
  id: string | undefined;
  rootProps: Record<`data-${string}`, string | number | boolean | undefined>;
  onValueChange: (value: string | null) => void;
  onBlur: () => void;
}

function CustomSelect({
  options,
  label,
  placeholder,
  value,
  isInvalid,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  rootProps,
  onValueChange,
  onBlur,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ViewProps & Pick<SelectProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const collator = useCollator({ usage: 'search', sensitivity: 'base' });
  const delegate = useMemo(
    () => createOptionsKeyboardDelegate(options, collator, value),
    [options, collator, value],
  );
  const disabledKeys = useMemo(() => options.filter((o) => o.disabled).map((o) => o.value), [options]);
  const message = isInvalid ? errorMessage : undefined;

  const state = useSelectState<SelectOption>({
    items: options,
    children: (option) => (
      <Item key={option.value} textValue={option.label}>
        {option.label}
      </Item>
    ),
    disabledKeys,
    value,
    onChange: (key) => onValueChange(key == null ? null : String(key)),
    isOpen,
    defaultOpen,
    onOpenChange,
    isDisabled,
    isRequired,
    isInvalid,
    validationBehavior: 'aria',
  });
  const { labelProps, triggerProps, valueProps, menuProps, errorMessageProps, hiddenSelectProps } = useSelect(
    {
      label,
      placeholder,
      keyboardDelegate: delegate,
      isDisabled,
      isRequired,
      isInvalid,
      errorMessage: message,
      validationBehavior: 'aria',
      name,
      id,
      onBlur,
    },
    state,
    triggerRef,
  );
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const triggerDomProps = mergeProps(buttonProps, focusProps);
  const selected = state.selectedItem;
  // React Aria opens on press start and counts on a modal underlay to catch the next press; this
  // list is non-modal, so a press on the trigger while it is open closes it instead.
  const onTriggerPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (state.isOpen && e.button === 0) state.close();
    else triggerDomProps.onPointerDown?.(e);
  };

  return (
    <div className={styles.field} {...rootProps} data-state={state.isOpen ? 'open' : 'closed'}>
      <span {...labelProps} className={styles.label}>
        {label}
      </span>
      <HiddenSelect {...hiddenSelectProps} />
      <div className={styles.control}>
        <button
          {...triggerDomProps}
          onPointerDown={onTriggerPointerDown}
          ref={triggerRef}
          className={styles.trigger}
          data-focus-visible={isFocusVisible || undefined}
          data-placeholder={selected == null || undefined}
        >
          <span {...valueProps} className={styles.value}>
            {selected == null ? placeholder : selected.rendered}
          </span>
          <Chevron />
        </button>
        {state.isOpen ? (
          <Popover state={state} triggerRef={triggerRef}>
            <ListBox {...menuProps} state={state} keyboardDelegate={delegate} />
          </Popover>
        ) : null}
      </div>
      {message ? (
        <p {...errorMessageProps} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The list's popup: non-modal and rendered in place, so the page stays live and the list sits in
 * the field (as in the APG select-only combobox) rather than hiding the rest of the page.
 * Escape, a press outside or on the trigger, or focus leaving close it; FocusScope returns focus
 * to the trigger.
 */
function Popover({
  state,
  triggerRef,
  children,
}: {
  state: SelectState<SelectOption>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { overlayProps } = useOverlay(
    {
      isOpen: state.isOpen,
      onClose: state.close,
      isDismissable: true,
      // The trigger closes the list itself (see CustomSelect), so it does not count as outside.
      shouldCloseOnInteractOutside: (element) => !triggerRef.current?.contains(element),
    },
    popoverRef,
  );
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: (e) => {
      const next = e.relatedTarget;
      // No next element: the window lost focus; keep the list as it was.
      if (next === null || (next instanceof Node && triggerRef.current?.contains(next))) return;
      state.close();
    },
  });
  useTabOut(state, popoverRef, triggerRef);

  return (
    <FocusScope restoreFocus>
      <div {...mergeProps(overlayProps, focusWithinProps)} ref={popoverRef} className={styles.popover}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </FocusScope>
  );
}

/**
 * Tab in the open list (APG select-only combobox): choose the focused option, close the list and
 * let the browser move focus on from the trigger. It runs before React Aria's FocusScope (window,
 * capture phase), which would move focus without choosing, and closes synchronously so the
 * browser's Tab starts from the trigger with the list already gone.
 */
function useTabOut(
  state: SelectState<SelectOption>,
  popoverRef: RefObject<HTMLDivElement | null>,
  triggerRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
      if (!popoverRef.current?.contains(document.activeElement)) return;
      e.stopPropagation();
      const focusedKey = state.selectionManager.focusedKey;
      flushSync(() => {
        if (focusedKey != null && !state.disabledKeys.has(focusedKey)) state.setSelectedKey(focusedKey);
        state.close();
      });
      triggerRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [state, popoverRef, triggerRef]);
}

function ListBox({
  state,
  keyboardDelegate,
  ...props
}: AriaListBoxOptions<SelectOption> & {
  state: SelectState<SelectOption>;
  keyboardDelegate: KeyboardDelegate;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const { listBoxProps } = useListBox({ ...props, keyboardDelegate }, state, ref);
  return (
    <ul {...listBoxProps} ref={ref} className={styles.listbox}>
      {[...state.collection].map((item) => (
        <OptionView key={item.key} optionKey={item.key} state={state}>
          {item.rendered}
        </OptionView>
      ))}
    </ul>
  );
}

function OptionView({
  optionKey,
  state,
  children,
}: {
  optionKey: Key;
  state: SelectState<SelectOption>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled } = useOption({ key: optionKey }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <li
      {...mergeProps(optionProps, focusProps)}
      ref={ref}
      className={styles.option}
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      {children}
    </li>
  );
}

function NativeSelect({
  options,
  label,
  placeholder,
  value,
  isInvalid,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  rootProps,
  onValueChange,
  onBlur,
}: ViewProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = useId();
  const message = isInvalid ? errorMessage : undefined;
  return (
    <div className={styles.field} {...rootProps} data-native="" data-state="closed">
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={styles.nativeWrap}>
        <select
          id={selectId}
          name={name}
          className={styles.trigger}
          value={value ?? ''}
          onChange={(e) => onValueChange(e.target.value === '' ? null : e.target.value)}
          onBlur={onBlur}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={message ? errorId : undefined}
          data-placeholder={value == null || undefined}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <Chevron />
      </div>
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
