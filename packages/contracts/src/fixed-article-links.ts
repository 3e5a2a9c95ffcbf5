import { articleUrl, type CustomerType, type ServiceKey } from './services.ts';

// Seed 001 §2: "Fixed article links exist for wifi calling, hotspot and gateway restart manual
// steps". Ours point at our knowledge-base articles (content/kb); a test of the API checks each
// one resolves to that article on the real knowledge base.

export interface FixedArticleLink {
  /** Knowledge-base article id. */
  id: string;
  serviceKey: ServiceKey;
  customerType: CustomerType;
  /** Link text. */
  text: string;
  /** The article's address on this site. */
  url: string;
}

const consumerLink = (id: string, serviceKey: ServiceKey, text: string): FixedArticleLink => ({
  id,
  serviceKey,
  customerType: 'consumer',
  text,
  url: articleUrl({ id, serviceKey, customerType: 'consumer' }),
});

export const FIXED_ARTICLE_LINKS = {
  wifiCalling: consumerLink('KM1000020', 'wireless', 'Turn on Wi-Fi calling'),
  hotspot: consumerLink('KM1000021', 'wireless', 'Use your phone as a mobile hotspot'),
  /** The article's "Restart by unplugging" section holds the manual steps. */
  gatewayRestart: consumerLink('KM1000051', 'u-verse-high-speed-internet', 'Restart your Wi-Fi gateway'),
} as const satisfies Record<string, FixedArticleLink>;
export type FixedArticleLinkName = keyof typeof FIXED_ARTICLE_LINKS;
