'use client';

import type { ReactNode } from 'react';
import { Button, Dialog, Heading } from 'react-aria-components';
import styles from './dialog-frame.module.css';

export interface DialogFrameProps {
  /** Heading of the dialog, which also names it. Required. */
  title: ReactNode;
  /** Accessible name of the close button. Required. */
  closeLabel: string;
  /** 'roomy' for modals, 'compact' for popovers: padding and title size. Default `'roomy'`. */
  density?: 'roomy' | 'compact';
  /** Body of the dialog. Required. */
  children: ReactNode;
}

/**
 * The inside of a dialog shared by Modal and Popover (WAI-ARIA APG dialog): a titled header with a
 * close button, then the body. React Aria's Dialog gives the role, the name and focus handling.
 */
export function DialogFrame({ title, closeLabel, density = 'roomy', children }: DialogFrameProps) {
  return (
    <Dialog className={styles.dialog} data-density={density}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button className={styles.close} aria-label={closeLabel} onPress={close}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </Dialog>
  );
}
