'use client';

import { type ReactElement, type ReactNode, useCallback, useRef, useState } from 'react';
import { Modal as AriaModal, DialogTrigger, ModalOverlay } from 'react-aria-components';
import { DialogFrame } from '../dialog-frame/index.ts';
import styles from './modal.module.css';

import { MODAL, type ModalSize } from './modal-sizes.ts';

export { MODAL, type ModalSize };

/** Default size of a modal opened from a button: `'medium'`. */
export const MODAL_SIZE_FOR_BUTTON = MODAL.SIZE_FOR_BUTTON;
/** Default size of a modal opened from a link: `'large'`. */
export const MODAL_SIZE_FOR_LINK = MODAL.SIZE_FOR_LINK;

/**
 * State that is controlled when `value` is defined and kept internally otherwise (the
 * Radix `useControllableState` contract): `onChange` runs on every change either way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: (next: T) => void;
}): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : internal;
  const latest = useRef(current);
  latest.current = current;
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current)) return;
      if (!isControlled) setInternal(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}

export interface ModalProps {
  /** Heading at the top of the modal, which also names the dialog. Required. */
  title: ReactNode;
  /** Body of the modal. Required. */
  children: ReactNode;
  /**
   * Element that opens the modal when pressed: a React Aria `Button` or `Link` (or a block built on
   * them). Default: none; open the modal with `isOpen` or `defaultOpen` instead.
   */
  trigger?: ReactElement;
  /** What kind of element opens the modal; decides the default size. Default `'button'`. */
  openedBy?: 'button' | 'link';
  /** Width of the modal. Default `MODAL.SIZE_FOR_BUTTON` ('medium'), or `MODAL.SIZE_FOR_LINK` ('large') when `openedBy` is 'link'. */
  size?: ModalSize;
  /** Open state when controlled. Default: uncontrolled. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called with the new open state whenever it changes. Default: none. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible name of the close button. Default `'Close'`. */
  closeLabel?: string;
  /** Whether a click on the backdrop closes the modal. Default `true`. */
  isDismissable?: boolean;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in and stays in while it is open and goes
 * back to what opened it; Escape and the close button close it; the page behind does not scroll.
 */
export function Modal({
  title,
  children,
  trigger,
  openedBy = 'button',
  size,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  closeLabel = 'Close',
  isDismissable = true,
}: ModalProps) {
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const resolvedSize = size ?? (openedBy === 'link' ? MODAL.SIZE_FOR_LINK : MODAL.SIZE_FOR_BUTTON);
  const overlay = (
    <ModalOverlay
      className={styles.overlay}
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
      data-state={open ? 'open' : 'closed'}
    >
      <AriaModal className={styles.modal} data-size={resolvedSize}>
        <DialogFrame title={title} closeLabel={closeLabel}>
          {children}
        </DialogFrame>
      </AriaModal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
