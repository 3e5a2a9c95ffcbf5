export type { ModalProps, ModalSize } from './modal.tsx';
export { MODAL, MODAL_SIZE_FOR_BUTTON, MODAL_SIZE_FOR_LINK, Modal, useControllableState } from './modal.tsx';
