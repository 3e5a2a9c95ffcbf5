import type { DropdownCategory, ProductCategory } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { chooseServiceLayout } from './choose-service-rules.ts';

const category = (productCategory: ProductCategory): DropdownCategory => ({
  productCategory,
  headerText: productCategory,
  primaryNav: [{ navId: productCategory, navLabel: productCategory, navUrl: `/support/${productCategory}/` }],
  imageUrl: `/icons/contact-us/${productCategory}.svg`,
  imageAlt: '',
});
const names = (list: DropdownCategory[]) => list.map((c) => c.productCategory);
const five = (['wireless', 'tv', 'internet', 'home-phone', 'home-security'] as const).map(category);

describe('chooseServiceLayout (seed 001 §2, §9)', () => {
  it('shows every card on desktop', () => {
    expect(chooseServiceLayout(five, 'desktop')).toEqual({ shown: five, collapsible: [] });
  });

  it('shows the first two on mobile and the rest collapsible, in order', () => {
    const layout = chooseServiceLayout(five, 'mobile');
    expect(names(layout.shown)).toEqual(['wireless', 'tv']);
    expect(names(layout.collapsible)).toEqual(['internet', 'home-phone', 'home-security']);
  });

  it.each([0, 1, 2])('has nothing collapsible on mobile with %i cards', (n) => {
    const layout = chooseServiceLayout(five.slice(0, n), 'mobile');
    expect(layout.shown).toHaveLength(n);
    expect(layout.collapsible).toEqual([]);
  });

  it('collapses one card when there are three', () => {
    expect(names(chooseServiceLayout(five.slice(0, 3), 'mobile').collapsible)).toEqual(['internet']);
  });
});
