import type { CSSProperties } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styles from './spinner.module.css';

/** Sizes of the spinner's ring. */
export const SPINNER_SIZES = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

/** Constants of the spinner. */
export const SPINNER = {
  /** Diameter of the ring in CSS px per size. */
  SIZES_PX: { small: 24, medium: 40, large: 56 } satisfies Record<SpinnerSize, number>,
  DEFAULT_SIZE: 'medium' as SpinnerSize,
  DEFAULT_LABEL: 'Loading',
  /** One turn of the ring (the same pace as the button's spinner, BUTTON.SPINNER_ANIMATION_MS). */
  ANIMATION_MS: 2250,
} as const;

export interface SpinnerProps {
  /** What is loading; the status's accessible name and its announced text. Default `'Loading'`. */
  label?: string;
  /** `'small'`, `'medium'` or `'large'`. Default `'medium'`. */
  size?: SpinnerSize;
  /** Shows `label` under the ring; otherwise it is for assistive technology only. Default `false`. */
  showLabel?: boolean;
  /**
   * Height in CSS px reserved while loading, with the ring centred in it, so the content that
   * replaces it does not shift the page. Default none (the ring's own height).
   */
  minHeight?: number;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * A loading indicator: a `status` live region named by its label (WAI-ARIA `status` role), so a
 * screen reader hears what is loading while the ring itself is decoration. No hooks: it renders
 * the same on the server.
 */
export function Spinner({
  label = SPINNER.DEFAULT_LABEL,
  size = SPINNER.DEFAULT_SIZE,
  showLabel = false,
  minHeight,
  id,
  className,
}: SpinnerProps) {
  return (
    <div
      id={id}
      role="status"
      aria-label={label}
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={
        {
          minHeight,
          '--ui-spinner-size': `${SPINNER.SIZES_PX[size]}px`,
          '--ui-spinner-duration': `${SPINNER.ANIMATION_MS}ms`,
        } as CSSProperties
      }
      data-size={size}
      data-show-label={showLabel || undefined}
    >
      <span className={styles.ring} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
