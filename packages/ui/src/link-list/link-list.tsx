import type { MouseEvent } from 'react';
import styles from './link-list.module.css';

/** Seed 001 §3 "Link list items: href, text, onClick". */
export interface LinkListItem {
  /** Destination. Required. */
  href: string;
  /** Link text. Required. */
  text: string;
  /** Called on click (mouse or Enter); it may `preventDefault()` to stay on the page. Default none. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface LinkListProps {
  /** The links, in order. Required. */
  items: readonly LinkListItem[];
  /** Accessible name of the list (for example the heading's text). Default none. */
  label?: string;
  /** Id of the element naming the list (its heading). Default none. */
  labelledBy?: string;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

/** A list of links (seed 001 §2 "top-solutions link list"): native links in a `<ul>`. */
export function LinkList({ items, label, labelledBy, id, className }: LinkListProps) {
  return (
    <ul
      id={id}
      aria-label={label}
      aria-labelledby={labelledBy}
      className={[styles.list, className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <li key={`${item.href} ${item.text}`} className={styles.item}>
          <a className={styles.link} href={item.href} onClick={item.onClick}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
