import type { DropdownCategory } from '@support/contracts';
import { chooseServiceLayout } from './choose-service-rules.ts';
import { CollapsibleServiceCards } from './collapsible-service-cards.tsx';
import styles from './contact-us-panels.module.css';
import { ServiceCard } from './service-card.tsx';

/**
 * The landing page's choose-service cards (seed 001 §2), a server component: the first two cards
 * as they are, the rest through the client island that collapses them on mobile.
 */
export function ChooseServiceCards({
  heading,
  categories,
}: {
  heading: string;
  categories: readonly DropdownCategory[];
}) {
  if (categories.length === 0) return null;
  const { shown, collapsible } = chooseServiceLayout(categories, 'mobile');
  return (
    <section aria-labelledby="choose-service" className={styles.services}>
      <h2 id="choose-service">{heading}</h2>
      <ul className={styles.serviceCards}>
        {shown.map((category) => (
          <ServiceCard key={category.productCategory} category={category} />
        ))}
        {collapsible.length > 0 ? <CollapsibleServiceCards categories={collapsible} /> : null}
      </ul>
    </section>
  );
}
