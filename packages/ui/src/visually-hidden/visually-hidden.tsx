import type { CSSProperties, ReactNode } from 'react';

/**
 * The visually-hidden style React Aria's `VisuallyHidden` applies, as a plain element: server
 * blocks use it so they need no React Aria (and no client code) to hide text from the eye only.
 */
export const VISUALLY_HIDDEN_STYLE: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
};

/** Text read by screen readers and hidden on screen; the same `div` React Aria renders. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <div style={VISUALLY_HIDDEN_STYLE}>{children}</div>;
}
