'use client';

import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Modal } from '../modal/index.ts';
import { BUTTON, type ButtonProps, buttonParts } from './button-parts.tsx';

/**
 * The button's client part, on React Aria's `Button`/`Link` (WAI-ARIA APG "Button"): a button
 * with `onPress`, a modal trigger, a loading button, a disabled link, or a button that navigates.
 * `Button` renders it only for those; a plain submit, reset or link button is server-rendered.
 */
export function ButtonControl(props: ButtonProps) {
  const {
    text,
    href,
    configs = {},
    isNavigational = true,
    modalTitle,
    modalContent,
    onPress,
    type = 'button',
    isExpanded,
    controls,
  } = props;
  const { disabled = false, spinner = false, modalSize = BUTTON.DEFAULT_MODAL_SIZE } = configs;
  const isModal = configs.function === 'modal';
  const { shared, content } = buttonParts(props);

  if (href && isNavigational && !isModal) {
    return (
      <AriaLink {...shared} href={href} isDisabled={disabled || spinner} onPress={onPress}>
        {content}
      </AriaLink>
    );
  }

  const button = (
    <AriaButton
      {...shared}
      type={type}
      isDisabled={disabled}
      isPending={spinner}
      aria-expanded={isExpanded}
      aria-controls={controls}
      data-expanded={isExpanded === undefined ? undefined : String(isExpanded)}
      onPress={(event) => {
        onPress?.(event);
        if (href && !isModal) window.location.assign(href);
      }}
    >
      {content}
    </AriaButton>
  );

  if (!isModal) return button;
  return (
    <Modal openedBy="button" trigger={button} title={modalTitle ?? text} size={modalSize}>
      {modalContent}
    </Modal>
  );
}
