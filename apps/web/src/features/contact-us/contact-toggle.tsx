'use client';

import { ButtonGroup, reportLinkClick } from '@support/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ContactOption, ContactOptionKind } from './contact-toggle-rules.ts';
import styles from './contact-us-panels.module.css';

export interface ContactToggleProps {
  /** Accessible name of the switch. Required. */
  label: string;
  /** Social or chat, then call (`contactToggle`). Required. */
  options: readonly ContactOption[];
  /** The option shown first. Required. */
  initial: ContactOptionKind;
  /** What each option shows: social/chat the social header, call the phone panels. Required. */
  views: Partial<Record<ContactOptionKind, ReactNode>>;
}

/**
 * The contact switch of a service page (seed 001 §4 "Contact toggle"): the ButtonGroup block (APG
 * radio group: click, Enter or Space selects; arrows move) swapping the panels shown. Each choice
 * is reported as a link click (seed 001 §7), named by its label, to the view it shows.
 */
export function ContactToggle({ label, options, initial, views }: ContactToggleProps) {
  const [selected, setSelected] = useState<ContactOptionKind>(initial);
  // The switch works once the page's script runs: until then (and without scripts) it is kept out
  // of sight and of the tab order, its place held so that nothing moves when it appears.
  const [working, setWorking] = useState(false);
  useEffect(() => setWorking(true), []);
  const root = useRef<HTMLDivElement>(null);
  const viewId = (kind: ContactOptionKind) => `contact-view-${kind}`;
  const index = Math.max(
    0,
    options.findIndex((o) => o.kind === selected),
  );
  return (
    <div ref={root} className={styles.toggle} data-state={selected}>
      <div className={working ? undefined : styles.beforeScript}>
        <ButtonGroup
          label={label}
          items={options.map((o) => ({ name: o.label, value: o.kind }))}
          selectedIndex={index}
          onChange={(value) => {
            const option = options.find((o) => o.kind === value);
            if (!option) return;
            setSelected(option.kind);
            reportLinkClick(root.current, { href: `#${viewId(option.kind)}`, name: option.label });
          }}
        />
      </div>
      <div id={viewId(selected)} className={styles.toggleView}>
        {views[selected]}
      </div>
      {/* Without scripts the switch cannot swap views: the phone numbers are shown below the first
          one instead of behind a button that does nothing. */}
      {selected !== 'call' && views.call ? (
        <noscript>
          <div className={styles.toggleView}>{views.call}</div>
        </noscript>
      ) : null}
    </div>
  );
}
