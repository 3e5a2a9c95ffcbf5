import { type DropdownCategory, MOBILE_SERVICE_CARDS } from '@support/contracts';

// Seed 001 §2 "Contact-us landing page" and §9: desktop shows every choose-service card; mobile
// shows the first two and the rest as collapsible cards.

export interface ChooseServiceLayout {
  /** Cards shown open. */
  shown: DropdownCategory[];
  /** Cards shown collapsed, each opened on its own (mobile only). */
  collapsible: DropdownCategory[];
}

export function chooseServiceLayout(
  categories: readonly DropdownCategory[],
  viewport: 'desktop' | 'mobile',
): ChooseServiceLayout {
  if (viewport === 'desktop') return { shown: [...categories], collapsible: [] };
  return {
    shown: categories.slice(0, MOBILE_SERVICE_CARDS),
    collapsible: categories.slice(MOBILE_SERVICE_CARDS),
  };
}
