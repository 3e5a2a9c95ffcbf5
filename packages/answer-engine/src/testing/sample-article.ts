import type { Article } from '../kb/article.ts';

/** A small valid article for tests; override what the test is about. */
export function sampleArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 'KM1000001',
    topic: 'pay-bill-online',
    title: 'Make a one-time bill payment online',
    serviceKey: 'my-account',
    customerType: 'consumer',
    lineOfService: 'account',
    dataSource: 'esupport',
    intent: 'billing',
    questions: ['How do I pay my bill online?', 'one time payment', 'pay my bill without autopay'],
    answer:
      'Sign in to My Account and choose Pay bill. Pick the amount and a saved card or bank account, then select Submit.',
    body: 'You want to pay your balance now.\n\n## Steps\n\n1. Sign in.\n2. Select **Pay bill**.',
    related: [],
    updated: '2026-10-01',
    ...overrides,
  };
}
