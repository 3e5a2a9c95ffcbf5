import type { DropdownCategory } from '@support/contracts';
import { CardShell, Link } from '@support/ui';
import Image from 'next/image';
import type { ReactNode } from 'react';
import styles from './contact-us-panels.module.css';

/** A category's icon: small SVGs, nothing for the image optimiser to do. */
export function ServiceIcon({ category }: { category: DropdownCategory }) {
  return <Image src={category.imageUrl} alt={category.imageAlt} width={32} height={32} unoptimized />;
}

/** A category's service links; every click is reported (the Link block's `ui:link-click`). */
export function ServiceLinks({
  category,
  id,
  hidden,
}: {
  category: DropdownCategory;
  id?: string;
  hidden?: boolean;
}) {
  return (
    <ul id={id} hidden={hidden} className={styles.serviceLinks}>
      {category.primaryNav.map((nav) => (
        <li key={nav.navId}>
          <Link text={nav.navLabel} href={nav.navUrl} configs={{ variant: 'textPlain' }} />
        </li>
      ))}
    </ul>
  );
}

/** One choose-service card: the category's heading (or `heading`, a disclosure) and its links. */
export function ServiceCard({
  category,
  heading,
  children,
  state,
}: {
  category: DropdownCategory;
  heading?: ReactNode;
  children?: ReactNode;
  state?: 'open' | 'closed';
}) {
  return (
    <li className={styles.serviceItem} data-category={category.productCategory} data-state={state}>
      <CardShell className={styles.serviceCard}>
        <h3 className={styles.serviceTitle}>
          {heading ?? (
            <>
              <ServiceIcon category={category} />
              {category.headerText}
            </>
          )}
        </h3>
        {children ?? <ServiceLinks category={category} />}
      </CardShell>
    </li>
  );
}
