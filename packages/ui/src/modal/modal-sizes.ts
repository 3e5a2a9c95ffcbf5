/** Modal sizes, in a plain module: server blocks (Button, Link) read them without loading the modal. */
export type ModalSize = 'medium' | 'large';

/** Modal sizes (issue 3, Modal): which size a modal gets by default, by what opens it. */
export const MODAL = {
  SIZES: ['medium', 'large'] as const satisfies readonly ModalSize[],
  /** Default size of a modal opened from a button. */
  SIZE_FOR_BUTTON: 'medium' as ModalSize,
  /** Default size of a modal opened from a link. */
  SIZE_FOR_LINK: 'large' as ModalSize,
} as const;
