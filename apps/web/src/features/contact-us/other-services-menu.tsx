'use client';

import { Button, LinkList, reportLinkClick } from '@support/ui';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import styles from './other-services.module.css';
import type { OtherServicesGroup } from './other-services-groups.ts';

/** What a choice reports besides its name and destination (seed 001 §7: position Body). */
export const OTHER_SERVICES_ANALYTICS = { linkPosition: 'Body', component: 'otherServices' } as const;

export interface OtherServicesMenuProps {
  /** The button's text. Required. */
  label: string;
  /** The option groups (at most 5). Required. */
  groups: readonly OtherServicesGroup[];
}

/**
 * The other-services dropdown (seed 001 §2) as a disclosure of grouped links (WAI-ARIA APG
 * "Disclosure navigation menu"): the Button block opens and closes it (Enter, Space or a click,
 * `aria-expanded`), each group is a LinkList named by its heading, Escape closes it and gives the
 * focus back to the button. Choosing a service is following its link: the browser navigates, and
 * the choice is reported as a link click (`ui:link-click`, the page's analytics sends it).
 */
export function OtherServicesMenu({ label, groups }: OtherServicesMenuProps) {
  const [open, setOpen] = useState(false);
  // The button works once the page's script runs: until then (and without scripts, where the
  // section lists the same links itself) it is kept out of sight, its place held.
  const [working, setWorking] = useState(false);
  useEffect(() => setWorking(true), []);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it (APG disclosure menu).
    <div
      className={working ? styles.menu : `${styles.menu} ${styles.beforeScript}`}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
    >
      <Button
        id={buttonId}
        text={label}
        isExpanded={open}
        controls={panelId}
        onPress={() => setOpen((o) => !o)}
        configs={{ variant: 'whiteSecondary', regularButton: true, mobileFullWidth: true }}
        svgIcon={
          <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        }
      />
      <div id={panelId} className={styles.panel} hidden={!open}>
        {groups.map((group) => (
          <div key={group.id} className={styles.group} data-group={group.id}>
            <h3 id={`${id}-${group.id}`} className={styles.groupTitle}>
              {group.label}
            </h3>
            <LinkList
              labelledBy={`${id}-${group.id}`}
              items={group.services.map((service) => ({
                href: service.href,
                text: service.label,
                onClick: (event) =>
                  reportLinkClick(
                    event.currentTarget,
                    { href: service.href, name: service.label },
                    { ...OTHER_SERVICES_ANALYTICS, serviceGroup: group.id },
                  ),
              }))}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
