import { z } from 'zod';
import { maskLongNumbers } from './long-numbers.ts';

/** Seed 000 §3: customer types; consumer is the default. */
export const CUSTOMER_TYPES = ['consumer', 'smb'] as const;
export const CustomerTypeSchema = z.enum(CUSTOMER_TYPES);
export type CustomerType = z.infer<typeof CustomerTypeSchema>;

export const CONSUMER_SERVICE_KEYS = [
  'support',
  'my-account',
  'u-verse-high-speed-internet',
  'internet-air',
  'internet-fixed-wireless',
  'internet-dsl',
  'wireless',
  'prepaid',
  'u-verse-tv',
  'u-verse-voice',
  'local-long-distance',
  'email-support',
  'contact-us',
  'how-to',
] as const;

export const SMB_SERVICE_KEYS = [
  'smb-support',
  'smb-wireless',
  'smb-u-verse-high-speed-internet',
  'smb-internet-air',
  'smb-internet-fixed-wireless',
  'smb-internet-dsl',
  'smb-u-verse-voice',
  'smb-local-long-distance',
  'smb-u-verse-tv',
  'smb-email-support',
  'smb-contact-us',
  'smb-my-account',
] as const;

/** Knowledge-base articles may also belong to home security (seed 001 §1: digitallife). */
export const SERVICE_KEYS = [...CONSUMER_SERVICE_KEYS, ...SMB_SERVICE_KEYS, 'digitallife'] as const;
export const ServiceKeySchema = z.enum(SERVICE_KEYS);
export type ServiceKey = z.infer<typeof ServiceKeySchema>;

export const LINES_OF_SERVICE = [
  'account',
  'wireless',
  'prepaid',
  'internet',
  'tv',
  'homephone',
  'email',
  'homesecurity',
  'general',
] as const;
export const LineOfServiceSchema = z.enum(LINES_OF_SERVICE);
export type LineOfService = z.infer<typeof LineOfServiceSchema>;

export const DATA_SOURCES = ['esupport', 'gvp', 'forums'] as const;
export const DataSourceSchema = z.enum(DATA_SOURCES);
export type DataSource = z.infer<typeof DataSourceSchema>;

/** Seed 000 §9: data-source map (search, esupport, gvp → globalsearch-gvp; forums → globalsearch-forums). */
export const DATA_SOURCE_MAP = {
  search: 'globalsearch-gvp',
  esupport: 'globalsearch-gvp',
  gvp: 'globalsearch-gvp',
  forums: 'globalsearch-forums',
} as const;
export type DataSourceName = keyof typeof DATA_SOURCE_MAP;
export type DataSourceCollection = (typeof DATA_SOURCE_MAP)[DataSourceName];
/** Which article data sources a collection covers. */
export const COLLECTION_SOURCES: Record<DataSourceCollection, readonly DataSource[]> = {
  'globalsearch-gvp': ['esupport', 'gvp'],
  'globalsearch-forums': ['forums'],
};
/** The collections joined with an encoded comma, as the widget sends them. */
export function encodeDataSources(names: readonly DataSourceName[]): string {
  return [...new Set(names.map((n) => DATA_SOURCE_MAP[n]))].join('%2C');
}

export const INTENTS = ['billing', 'upgrade', 'paymentArrangement', 'addOn', 'general'] as const;
export const IntentSchema = z.enum(INTENTS);
export type Intent = z.infer<typeof IntentSchema>;

/** Seed 000 §3: service detail per service key. */
export interface ServiceDetail {
  navigationTree: readonly string[];
  displayText: string;
  errorText: string;
  topic: string;
  lineOfService: LineOfService;
}

/** Seed 000 §8: "Sorry, I don't know how to answer that question. Try asking about {topic}." */
export const errorTextFor = (topic: string) =>
  `Sorry, I don't know how to answer that question. Try asking about ${topic}.`;

/**
 * Ours: the no-answer text (errorText of SPTSEARCH-102) for a near miss, a question the articles
 * offered with it (relatedQuestionAnswers) probably answer though none surely does: the seed's
 * text would say "I don't know" over a list of likely answers. It keeps the service's topic.
 */
export const unsureTextFor = (topic: string) =>
  `I'm not sure I understood. If one of the questions offered is what you mean, choose it; if not, try asking about ${topic}.`;

/**
 * Ours: the no-answer text (errorText of SPTSEARCH-102) for a question written in Spanish. The
 * articles are in English; this says, in Spanish, where help in Spanish is. The widget marks it
 * `lang="es"` by this exact text.
 */
export const SPANISH_NO_ANSWER_TEXT =
  'Por ahora solo podemos responder preguntas en inglés. Para recibir ayuda en español, llama al 800-555-0100 o visita Contáctanos: /es-us/support/contact-us.';

/**
 * Ours: the no-answer text (errorText of SPTSEARCH-102) for a consumer question the small-business
 * articles answer ("add 10 lines for my employees" asked on a consumer page). The widget offers
 * BUSINESS_HAND_OFF with it, by this exact text.
 */
export const BUSINESS_NO_ANSWER_TEXT =
  'That sounds like a question about a business account. Small business support can answer it.';

/**
 * Ours: the no-answer text (errorText of SPTSEARCH-102) for a question of one word that several
 * articles are about ("wifi", "billing"): the answer offers them as choices (relatedQuestionAnswers).
 */
export const BROAD_NO_ANSWER_TEXT =
  'That could be about a few things. Choose the closest of the questions offered, or add a few words to say what you need.';

/** Ours: the link offered with BUSINESS_NO_ANSWER_TEXT: the small-business search page, asked the same question. */
export const BUSINESS_HAND_OFF = {
  text: 'Ask small business support',
  href: (question: string) =>
    `/search/smallBusiness?${new URLSearchParams({ q: maskLongNumbers(question) })}`,
} as const;

/** Ours: SPANISH_NO_ANSWER_TEXT for small business: its number and its Spanish contact page. */
export const SPANISH_NO_ANSWER_TEXT_SMB =
  'Por ahora solo podemos responder preguntas en inglés. Para recibir ayuda en español para tu negocio, llama al 800-555-0150 o visita Contáctanos: /es-us/support/smallbusiness/contact-us.';

/**
 * Ours: what a question in Spanish gets, per customer type: the no-answer text, and the hand-off in
 * place of the English "Ask a person about this" (the Spanish contact page the text names). The
 * widget and the search page tell these texts by their exact words (isSpanishNoAnswer).
 */
export const SPANISH_NO_ANSWER: Record<
  CustomerType,
  {
    text: string;
    handOff: { href: string; text: string };
    /** The text as the widget on that contact page shows it: it does not send the visitor to itself. */
    onContactPage: string;
  }
> = {
  consumer: {
    text: SPANISH_NO_ANSWER_TEXT,
    handOff: { href: '/es-us/support/contact-us', text: 'Habla con una persona en español' },
    onContactPage:
      'Por ahora solo podemos responder preguntas en inglés. Para recibir ayuda en español, llama al 800-555-0100 o usa las opciones de contacto de esta página.',
  },
  smb: {
    text: SPANISH_NO_ANSWER_TEXT_SMB,
    handOff: { href: '/es-us/support/smallbusiness/contact-us', text: 'Habla con una persona en español' },
    onContactPage:
      'Por ahora solo podemos responder preguntas en inglés. Para recibir ayuda en español para tu negocio, llama al 800-555-0150 o usa las opciones de contacto de esta página.',
  },
};

/** The Spanish answer entry a no-answer text is, if it is one. */
export const spanishNoAnswer = (text: string | undefined) =>
  Object.values(SPANISH_NO_ANSWER).find((e) => e.text === text);

/**
 * Ours: what the search page's article list says to a question in Spanish, under the answer card
 * that says where help in Spanish is.
 */
export const SPANISH_NO_ARTICLES = 'No hay artículos en español: nuestros artículos están en inglés.';

/** The language of the Spanish no-answer texts and their hand-off. */
export const SPANISH_LANG = 'es';

const detail = (
  navigationTree: string[],
  displayText: string,
  topic: string,
  lineOfService: LineOfService,
): ServiceDetail => ({ navigationTree, displayText, topic, errorText: errorTextFor(topic), lineOfService });

export const SERVICE_DETAILS: Record<ServiceKey, ServiceDetail> = {
  support: detail(
    ['Support'],
    'What can we help you with today?',
    'your services, bill or account',
    'general',
  ),
  'my-account': detail(
    ['Support>Account', 'Support>Billing'],
    'Ask about your bill, payments or account',
    'your bill, payments or account',
    'account',
  ),
  'u-verse-high-speed-internet': detail(
    ['Support>Internet'],
    'Ask about your home internet and Wi-Fi',
    'home internet and Wi-Fi',
    'internet',
  ),
  'internet-air': detail(
    ['Support>Internet>Internet Air'],
    'Ask about your 5G home internet',
    '5G home internet',
    'internet',
  ),
  'internet-fixed-wireless': detail(
    ['Support>Internet>Fixed Wireless'],
    'Ask about your fixed wireless internet',
    'fixed wireless internet',
    'internet',
  ),
  'internet-dsl': detail(['Support>Internet>DSL'], 'Ask about your DSL internet', 'DSL internet', 'internet'),
  wireless: detail(
    ['Support>Wireless'],
    'Ask about your phone, plan or wireless service',
    'your phone, plan or wireless service',
    'wireless',
  ),
  prepaid: detail(
    ['Support>Wireless>Prepaid'],
    'Ask about your prepaid phone or plan',
    'prepaid refills, plans and balances',
    'prepaid',
  ),
  'u-verse-tv': detail(
    ['Support>TV'],
    'Ask about your TV service',
    'TV service, receivers and remotes',
    'tv',
  ),
  'u-verse-voice': detail(
    ['Support>Home Phone>Digital Phone'],
    'Ask about your digital home phone',
    'digital home phone service',
    'homephone',
  ),
  'local-long-distance': detail(
    ['Support>Home Phone>Landline'],
    'Ask about your landline phone',
    'landline and long-distance calling',
    'homephone',
  ),
  'email-support': detail(
    ['Support>Email'],
    'Ask about your email account',
    'email accounts and settings',
    'email',
  ),
  // The contact-us page's widget takes any question ("your services or your bill"): visitors come
  // to contact us with whatever they could not solve. Its first path, the one the widget asks
  // with, is the whole of support; its articles stay under Support>Contact Us too.
  'contact-us': detail(
    ['Support', 'Support>Contact Us'],
    'Ask a question or find the best way to reach us',
    'contacting us, your services or your bill',
    'general',
  ),
  'how-to': detail(['Support>How To'], 'Ask how to do something', 'your services and devices', 'general'),
  digitallife: detail(
    ['Support>Home Security'],
    'Ask about home security and automation',
    'home security and automation',
    'homesecurity',
  ),
  'smb-support': detail(
    ['Small Business>Support'],
    'What can we help your business with today?',
    'your business services, bill or account',
    'general',
  ),
  'smb-wireless': detail(
    ['Small Business>Support>Wireless'],
    'Ask about business phones and wireless lines',
    'business phones and wireless lines',
    'wireless',
  ),
  'smb-u-verse-high-speed-internet': detail(
    ['Small Business>Support>Internet'],
    'Ask about your business internet',
    'business internet and Wi-Fi',
    'internet',
  ),
  'smb-internet-air': detail(
    ['Small Business>Support>Internet>Internet Air'],
    'Ask about 5G internet for your business',
    '5G business internet',
    'internet',
  ),
  'smb-internet-fixed-wireless': detail(
    ['Small Business>Support>Internet>Fixed Wireless'],
    'Ask about fixed wireless internet for your business',
    'fixed wireless business internet',
    'internet',
  ),
  'smb-internet-dsl': detail(
    ['Small Business>Support>Internet>DSL'],
    'Ask about business DSL',
    'business DSL internet',
    'internet',
  ),
  'smb-u-verse-voice': detail(
    ['Small Business>Support>Business Phone'],
    'Ask about your business phone system',
    'business phone systems',
    'homephone',
  ),
  'smb-local-long-distance': detail(
    ['Small Business>Support>Business Phone>Landline'],
    'Ask about business landlines',
    'business landlines and long distance',
    'homephone',
  ),
  'smb-u-verse-tv': detail(
    ['Small Business>Support>TV'],
    'Ask about TV for your business',
    'business TV',
    'tv',
  ),
  'smb-email-support': detail(
    ['Small Business>Support>Email'],
    'Ask about business email',
    'business email',
    'email',
  ),
  // As contact-us: the business contact page's widget takes any business question.
  'smb-contact-us': detail(
    ['Small Business>Support', 'Small Business>Support>Contact Us'],
    'Ask a question or find the best way to reach business support',
    'contacting business support, your business services or your bill',
    'general',
  ),
  'smb-my-account': detail(
    ['Small Business>Support>Account', 'Small Business>Support>Billing'],
    'Ask about your business bill or account',
    'your business bill or account',
    'account',
  ),
};

export const ROOT_NAVIGATION = { consumer: 'Support', smb: 'Small Business>Support' } as const;
/** Seed 001 §3: the default navigation tree. */
export const DEFAULT_NAVIGATION_TREE = 'Support>All';

export function defaultServiceKey(customerType: CustomerType): ServiceKey {
  return customerType === 'smb' ? 'smb-support' : 'support';
}

/** The service a navigation-tree path belongs to (its most specific owner), if any. */
export function serviceForNavigationTree(path: string, customerType: CustomerType): ServiceKey {
  const wanted = path.trim().toLowerCase();
  let best: { key: ServiceKey; depth: number } | undefined;
  for (const key of SERVICE_KEYS) {
    if (customerTypeOfService(key) !== customerType) continue;
    for (const nav of SERVICE_DETAILS[key].navigationTree) {
      const n = nav.toLowerCase();
      if (wanted === n || wanted.startsWith(`${n}>`)) {
        const depth = n.split('>').length;
        if (!best || depth > best.depth) best = { key, depth };
      }
    }
  }
  return best?.key ?? defaultServiceKey(customerType);
}

export function customerTypeOfService(key: ServiceKey): CustomerType {
  return key.startsWith('smb-') ? 'smb' : 'consumer';
}

/** Path segment used in article URLs: the key without its smb- prefix. */
export function serviceSlug(key: ServiceKey): string {
  return key.startsWith('smb-') ? key.slice(4) : key;
}

/** Seed 000 §5: knowledge article ids are KM followed by 7 digits. */
export const ARTICLE_ID_PATTERN = /^KM\d{7}$/;
export const isArticleId = (value: string) => ARTICLE_ID_PATTERN.test(value);

/** Site-relative URL of an article page (seed 001 §2 routes). */
export function articleUrl(article: {
  id: string;
  serviceKey: ServiceKey;
  customerType: CustomerType;
}): string {
  const slug = serviceSlug(article.serviceKey);
  return article.customerType === 'smb'
    ? `/support/smallbusiness/article/${slug}/${article.id}`
    : `/support/article/${slug}/${article.id}`;
}
