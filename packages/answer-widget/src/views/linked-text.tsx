import { siteLinkParts, type TextPart } from '@support/contracts';
import { Link } from '@support/ui';
import { Fragment } from 'react';
import styles from './status-views.module.css';

/** An email address in running text (a sentence's closing full stop left out). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** A plain piece of text cut into its plain pieces and its email addresses (`mailto:` links). */
function emailParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(EMAIL)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: m[0], href: `mailto:${m[0]}` });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * An answer's or a message's text with the site paths, phone numbers and email addresses it names
 * as links (a phone number a `tel:` link, kept on one line; an address a `mailto:` link), as the
 * articles link them: React elements, never HTML.
 */
export function LinkedText({ text }: { text: string }) {
  return siteLinkParts(text)
    .flatMap((part) => (part.href === undefined ? emailParts(part.text) : [part]))
    .map((part, i) =>
      part.href === undefined ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order.
        <Fragment key={i}>{part.text}</Fragment>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        <Link key={i} text={part.text} href={part.href} className={styles.siteLink} />
      ),
    );
}
