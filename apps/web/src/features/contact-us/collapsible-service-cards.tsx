'use client';

import type { DropdownCategory } from '@support/contracts';
import { Button } from '@support/ui';
import { useId, useState } from 'react';
import styles from './contact-us-panels.module.css';
import { ServiceCard, ServiceIcon, ServiceLinks } from './service-card.tsx';
import { useIsMobile } from './use-mobile.ts';

/** A card whose links open and close (APG Disclosure): Enter, Space or a click on its heading. */
function CollapsibleServiceCard({ category }: { category: DropdownCategory }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <ServiceCard
      category={category}
      state={open ? 'open' : 'closed'}
      heading={
        <Button
          text={category.headerText}
          svgIcon={<ServiceIcon category={category} />}
          isExpanded={open}
          controls={panelId}
          onPress={() => setOpen((o) => !o)}
          configs={{ variant: 'whiteSecondary', fullWidth: true, regularButton: true }}
          className={styles.disclosure}
        />
      }
    >
      <ServiceLinks category={category} id={panelId} hidden={!open} />
    </ServiceCard>
  );
}

/**
 * The choose-service cards after the first two (seed 001 §2): open cards on desktop, each a
 * disclosure on mobile. Before hydration they are open (see useIsMobile), so every link is in the HTML.
 */
export function CollapsibleServiceCards({ categories }: { categories: readonly DropdownCategory[] }) {
  const mobile = useIsMobile();
  return categories.map((category) =>
    mobile ? (
      <CollapsibleServiceCard key={category.productCategory} category={category} />
    ) : (
      <ServiceCard key={category.productCategory} category={category} />
    ),
  );
}
