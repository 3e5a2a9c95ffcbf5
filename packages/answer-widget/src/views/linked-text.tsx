import { siteLinkParts } from '@support/contracts';
import { Link } from '@support/ui';
import { Fragment } from 'react';
import styles from './status-views.module.css';

/**
 * An answer's or a message's text with the site paths and phone numbers it names as links (a
 * phone number a `tel:` link, kept on one line), as the articles link them: React elements, never
 * HTML.
 */
export function LinkedText({ text }: { text: string }) {
  return siteLinkParts(text).map((part, i) =>
    part.href === undefined ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order.
      <Fragment key={i}>{part.text}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Link key={i} text={part.text} href={part.href} className={styles.siteLink} />
    ),
  );
}
