import type { SafeHtml } from '@support/safe-html';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /**
   * HTML that went through the server-side sanitiser (`sanitizeHtml` or `renderMarkdown` of
   * @support/safe-html); rendered as it is. Required.
   */
  html: SafeHtml;
  /** Element wrapping the HTML. Default `'div'`. */
  as?: 'div' | 'section' | 'article';
  /** Accessible name, only used when `as` is `'section'` (it makes a region). Default none. */
  label?: string;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * Renders content-managed HTML (seed 001 §2 "rich text"). It does not sanitise: the `SafeHtml` type
 * says the server already did, with the one allowlist, so no sanitiser ships to the browser.
 */
export function RichText({ html, as: Wrapper = 'div', label, id, className }: RichTextProps) {
  return (
    <Wrapper
      id={id}
      aria-label={Wrapper === 'section' ? label : undefined}
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml only comes out of the server-side allowlist sanitiser.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
