import { z } from 'zod';
import type { CustomerType } from './services.ts';
import { WidgetContentHeadersSchema } from './widget-content.ts';

// The contact-us area (seed 001 §2 "Contact-us landing page" / "service page", §3 "Content feed
// response", §7 "Contact-us page"). The feed's shape is the seed's; where the seed names a panel
// without its inner fields, the choice made here is written next to it.

const FEED_BASE = '/msapi/idp-content-orchestration/v1/scms/support/web-support';

/** Seed 001 §7 contact-us call 1: the route of each audience's content feed (no query). */
export const CONTACT_US_FEED_PATHS = {
  consumer: `${FEED_BASE}/contact-us`,
  smb: `${FEED_BASE}/contact-us-smb`,
} as const satisfies Record<CustomerType, string>;
/** The only mode the feed is served in; clients send it as the seed's calls do. */
export const CONTACT_US_RAW_MODE_QUERY = 'raw-mode=true';
/** The URLs clients call, as seed 001 §7 writes them. */
export const CONTACT_US_FEED_URLS = {
  consumer: `${CONTACT_US_FEED_PATHS.consumer}?${CONTACT_US_RAW_MODE_QUERY}`,
  smb: `${CONTACT_US_FEED_PATHS.smb}?${CONTACT_US_RAW_MODE_QUERY}`,
} as const satisfies Record<CustomerType, string>;
/** The content_feeds key (and content/cms/contact-us-<audience>.<locale>.json file) of each feed. */
export const CONTACT_US_FEED_KEYS = {
  consumer: 'web-support/contact-us',
  smb: 'web-support/contact-us-smb',
} as const satisfies Record<CustomerType, string>;

/** Seed 001 §2: English pages, and Spanish ones under /es-us/. */
export const CONTACT_US_LOCALES = ['en-us', 'es-us'] as const;
export const ContactUsLocaleSchema = z.enum(CONTACT_US_LOCALES);
export type ContactUsLocale = z.infer<typeof ContactUsLocaleSchema>;
export const DEFAULT_CONTACT_US_LOCALE: ContactUsLocale = 'en-us';

/** Seed 001 §9: both contact-us calls give up after 20 seconds. */
export const CONTACT_US_REQUEST_TIMEOUT_MS = 20_000;
/** Seed 001 §9: mobile shows this many service cards; the rest collapse. */
export const MOBILE_SERVICE_CARDS = 2;
/** Seed 001 §9: texts the page falls back on when the feed has none. */
export const CONTACT_US_DEFAULT_TEXT = {
  title: 'Contact us',
  chatLabel: 'Chat',
  callLabel: 'Call',
  socialLabel: 'Social',
  topSolutionsHeader: 'I want to...',
} as const;

// ---------------------------------------------------------------- building pieces

const text = (max = 500) => z.string().trim().min(1).max(max);
/** A text the feed may leave empty (seed 001 §5: such values count as absent). */
const optionalText = (max = 500) => z.string().trim().max(max);
/** A short machine name: `prepaid`, `digitallife`, `smbIndex`. */
const slug = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'must be 1-40 letters, digits, hyphens or underscores');

/**
 * A link in the feed: a path on this site (`/support/wireless/`), an https address, or a tel: or
 * mailto: link. Anything else (javascript:, protocol-relative //host) is refused, so an edit in
 * the content store cannot put a script URL on the page.
 */
export const ContactUsHrefSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^/\s]+/.test(v) || /^(tel|mailto):\S+$/.test(v),
    'must be a site path (/…), an https URL, or a tel: or mailto: link',
  );
/** A link that may be empty (a card without a call to action). */
const optionalHref = z.union([z.literal(''), ContactUsHrefSchema]);

/** An absolute https URL (SEO records: og:url, canonical links are absolute by definition). */
const absoluteUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[^/\s]+\/\S*$/, 'must be an absolute https URL');

// ---------------------------------------------------------------- phone markers

/**
 * Seed 001 §3/§5: phone numbers sit in panel text inside phoneNo markers, and a pipe inside one
 * marker holds two numbers. Written `phoneNo:800-555-0100:phoneNo` or
 * `phoneNo:800-555-0100|800-555-0101:phoneNo` (the seed does not spell the marker out; this is
 * our syntax for it).
 */
export const PHONE_MARKER = { open: 'phoneNo:', close: ':phoneNo', separator: '|' } as const;
const PHONE_NUMBER = /^\+?\d[\d-]{5,18}\d$/;
const MARKER = /phoneNo:([^:]*):phoneNo/g;

export type PhoneTextPart = { kind: 'text'; text: string } | { kind: 'phone'; numbers: string[] };

/** Splits panel text into plain text and phone numbers (one marker may hold two). */
export function phoneTextParts(value: string): PhoneTextPart[] {
  const parts: PhoneTextPart[] = [];
  let last = 0;
  for (const match of value.matchAll(MARKER)) {
    if (match.index > last) parts.push({ kind: 'text', text: value.slice(last, match.index) });
    const numbers = match[1]!
      .split(PHONE_MARKER.separator)
      .map((n) => n.trim())
      .filter((n) => n !== '');
    parts.push({ kind: 'phone', numbers });
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push({ kind: 'text', text: value.slice(last) });
  return parts;
}

/** Why a panel text's markers are broken, or undefined when they are fine. */
function phoneMarkerProblem(value: string): string | undefined {
  for (const part of phoneTextParts(value)) {
    if (part.kind === 'text') {
      if (part.text.includes('phoneNo')) return 'has an unclosed or empty phoneNo marker';
      continue;
    }
    if (part.numbers.length < 1 || part.numbers.length > 2)
      return 'a phoneNo marker holds one or two numbers';
    const bad = part.numbers.find((n) => !PHONE_NUMBER.test(n));
    if (bad !== undefined) return 'a phoneNo marker holds something that is not a phone number';
  }
  return undefined;
}

const panelText = optionalText(500).superRefine((value, ctx) => {
  const problem = phoneMarkerProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

// ---------------------------------------------------------------- panels

/** Seed 001 §3: the landing page's header. */
export const ContactUsHeaderSchema = z.object({
  unauthHeaderTitle: text(200),
  headerDescription: text(1000),
  chooseServiceText: text(200),
});

/** Seed 001 §3 "Service navigation entry". */
export const ServiceNavEntrySchema = z.object({
  navId: slug,
  navLabel: text(100),
  navUrl: ContactUsHrefSchema,
});
export type ServiceNavEntry = z.infer<typeof ServiceNavEntrySchema>;

/**
 * Seed 001 §2: the landing page has an icon per category. `productCategory` is the stable name
 * (the icon file is /icons/contact-us/<productCategory>.svg); `headerText` is the shown label, so
 * the Spanish feed translates the label and keeps the name.
 */
export const PRODUCT_CATEGORIES = [
  'wireless',
  'tv',
  'business-tv',
  'internet',
  'home-phone',
  'home-security',
  'business-phone',
  'business-tools',
] as const;
export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/** Seed 001 §3 "Dropdown category". */
export const DropdownCategorySchema = z.object({
  productCategory: ProductCategorySchema,
  headerText: text(100),
  primaryNav: z.array(ServiceNavEntrySchema).min(1).max(20),
  imageUrl: ContactUsHrefSchema,
  // Empty for an icon that only decorates its label.
  imageAlt: optionalText(200),
});
export type DropdownCategory = z.infer<typeof DropdownCategorySchema>;

export const ContactUsServiceInfoSchema = z.object({
  dropDownMenu: z.array(DropdownCategorySchema).min(1).max(12),
});

/**
 * The service page's title and description (seed 001 §2). The seed names the panel only; here it
 * is one entry per service page, keyed by the service info entry's serviceName.
 */
export const ContactUsServiceTitleSchema = z.object({
  serviceName: slug,
  title: text(200),
  description: text(1000),
});

/** Seed 001 §3 "Article card". A card with hasCta true needs its label and link. */
export const ContactUsArticleCardSchema = z
  .object({
    eyeBrowText: optionalText(100),
    title: text(200),
    description: text(1000),
    readMoreUrl: optionalHref,
    readMoreLabel: optionalText(100),
    hasCta: z.boolean(),
    ctaLabel: optionalText(100),
    ctaLink: optionalHref,
    iconUrl: optionalHref,
    iconAlt: optionalText(200),
  })
  .superRefine((card, ctx) => {
    if (card.hasCta && card.ctaLabel === '')
      ctx.addIssue({ code: 'custom', path: ['ctaLabel'], message: 'is required when hasCta is true' });
    if (card.hasCta && card.ctaLink === '')
      ctx.addIssue({ code: 'custom', path: ['ctaLink'], message: 'is required when hasCta is true' });
    if (card.readMoreUrl !== '' && card.readMoreLabel === '')
      ctx.addIssue({ code: 'custom', path: ['readMoreLabel'], message: 'is required with a readMoreUrl' });
  });
export type ContactUsArticleCard = z.infer<typeof ContactUsArticleCardSchema>;

/** Seed 001 §3: the social option of the contact toggle. */
export const GetInTouchPanelSchema = z.object({
  socialButtonCTA: text(100),
  socialMediaHeader: text(500),
});
/** Seed 001 §3: the labels of the contact toggle. */
export const ChatPanelSchema = z.object({
  chatButtonCTA: text(100),
  callButtonCTA: text(100),
});

/** Seed 001 §3 "Phone panel value": left/right pairs of two rows and a centred line, per service. */
export const PhonePanelValueSchema = z.object({
  custServiceText1L: panelText,
  custServiceText1R: panelText,
  custServiceText2L: panelText,
  custServiceText2R: panelText,
  custServiceTextCenter: panelText,
  serviceName: slug,
});
export type PhonePanelValue = z.infer<typeof PhonePanelValueSchema>;

/** Seed 001 §3: the per-service part of the search widget's text. */
export const ContactUsServiceSearchSchema = z.object({
  placeholderText: text(100),
  header: text(200),
  serviceName: slug,
});

/**
 * Seed 001 §3 "Search widget content". The per-service entries are under `services` (the seed
 * lists their fields, not the key).
 */
export const ContactUsSearchWidgetSchema = z.object({
  searchTitle: text(200),
  placeHolderText: text(100),
  differentSearchText: text(500),
  makeSureText: text(500),
  checkSpellText: text(500),
  useSpecificText: text(500),
  genSearchText: text(500),
  dynSearchText1: text(500),
  dynSearchText2: text(500),
  differentText: text(500),
  services: z.array(ContactUsServiceSearchSchema).max(40),
});

/** Seed 001 §3/§9: the "I want to..." link list. */
export const ContactUsTopSolutionsSchema = z.object({
  header: text(200),
  articleLinks: z
    .array(z.object({ link: ContactUsHrefSchema, title: text(200) }))
    .min(1)
    .max(20),
});
export type ContactUsTopSolutions = z.infer<typeof ContactUsTopSolutionsSchema>;

/** Seed 001 §3 "SEO record": serviceName is one of these. */
export const SEO_RECORD_NAMES = ['index', 'smbIndex', 'prepaid', 'digitallife'] as const;
export const SeoRecordNameSchema = z.enum(SEO_RECORD_NAMES);

/** Seed 001 §3 "SEO record", one per page of the feed. */
export const ContactUsSeoRecordSchema = z.object({
  serviceName: SeoRecordNameSchema,
  title: text(200),
  description: text(500),
  keywords: optionalText(500),
  robots: text(100),
  viewport: text(200),
  ogTitle: text(200),
  ogDescription: text(500),
  ogUrl: absoluteUrl,
  ogImage: absoluteUrl,
  ogSiteName: text(100),
  canonicalLinks: z.object({ Es: absoluteUrl, En: absoluteUrl, 'x-default': absoluteUrl }),
});
export type ContactUsSeoRecord = z.infer<typeof ContactUsSeoRecordSchema>;

/**
 * The `seoData` panel. The seed names it beside pageProperties.seo without fields; rather than a
 * second copy of the records, it names the record a page without its own record (the landing
 * page) uses.
 */
export const ContactUsSeoDataSchema = z.object({ defaultServiceName: SeoRecordNameSchema });

// ---------------------------------------------------------------- the feed

const uniqueBy =
  <T>(key: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i], message: `repeats the ${what} "${k}"` });
      seen.add(k);
    });
  };
/** One entry per service: a list keyed by serviceName, each name once. */
const byService = <S extends z.ZodType<{ serviceName: string }>>(item: S, min = 0) =>
  z
    .array(item)
    .min(min)
    .max(40)
    .superRefine(uniqueBy((x: { serviceName: string }) => x.serviceName, 'serviceName'));

/** Seed 001 §3 "Content feed response": the panels under `cms-feed.components`. */
export const ContactUsComponentsSchema = z.object({
  header: ContactUsHeaderSchema,
  serviceInfo: ContactUsServiceInfoSchema,
  titleDescription: byService(ContactUsServiceTitleSchema),
  articleCards: z.array(ContactUsArticleCardSchema).min(1).max(12),
  getInTouchPanel: GetInTouchPanelSchema,
  chatPanel: ChatPanelSchema,
  otherContactOptionsPanel: byService(PhonePanelValueSchema),
  customerServicePanel: byService(PhonePanelValueSchema),
  searchWidget: ContactUsSearchWidgetSchema,
  topSolutions: ContactUsTopSolutionsSchema,
  seoData: ContactUsSeoDataSchema,
});
export type ContactUsComponents = z.infer<typeof ContactUsComponentsSchema>;

/** What a content_feeds row of a contact-us feed holds: everything under `cms-feed`. */
export const ContactUsFeedSchema = z
  .object({
    components: ContactUsComponentsSchema,
    pageProperties: z.object({ seo: byService(ContactUsSeoRecordSchema, 1) }),
  })
  .superRefine((feed, ctx) => {
    const wanted = feed.components.seoData.defaultServiceName;
    if (!feed.pageProperties.seo.some((r) => r.serviceName === wanted))
      ctx.addIssue({
        code: 'custom',
        path: ['components', 'seoData', 'defaultServiceName'],
        message: `names "${wanted}", which has no record in pageProperties.seo`,
      });
  });
export type ContactUsFeed = z.infer<typeof ContactUsFeedSchema>;

/** Seed 001 §7 contact-us call 1: the answer. */
export const ContactUsFeedResponseSchema = z.object({ 'cms-feed': ContactUsFeedSchema });
export type ContactUsFeedResponse = z.infer<typeof ContactUsFeedResponseSchema>;

/** The page's SEO record: the service's own, else the feed's default (seoData.defaultServiceName). */
export function seoRecordFor(feed: ContactUsFeed, serviceName?: string): ContactUsSeoRecord | undefined {
  const records = feed.pageProperties.seo;
  return (
    records.find((r) => r.serviceName === serviceName) ??
    records.find((r) => r.serviceName === feed.components.seoData.defaultServiceName)
  );
}

// ---------------------------------------------------------------- request

/** Seed 001 §7: the contact-us calls send a `client-id` header naming the UI (the widget's rule). */
export const ContactUsHeadersSchema = WidgetContentHeadersSchema;

/**
 * `raw-mode=true` is the only mode (other values are a 400). `locale` picks the Spanish or English
 * text; without it, Accept-Language does (see contactUsLocale). An unsupported `locale` is a 400:
 * a caller asking for a language by name should hear it is not there.
 */
export const ContactUsFeedQuerySchema = z.object({
  'raw-mode': z.literal('true').optional(),
  locale: z.string().trim().toLowerCase().pipe(ContactUsLocaleSchema).optional(),
});

/**
 * The feed's language: the `locale` query when given, else the first of Spanish or English in
 * Accept-Language by weight, else English. es-* is es-us, en-* is en-us (seed 001 §2 has only
 * Spanish /es-us/ pages besides the English ones).
 */
export function contactUsLocale(locale?: ContactUsLocale, acceptLanguage?: string): ContactUsLocale {
  if (locale) return locale;
  if (!acceptLanguage) return DEFAULT_CONTACT_US_LOCALE;
  const ranges = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.q > 0 && (r.lang === 'es' || r.lang === 'en'))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges[0]?.lang === 'es' ? 'es-us' : DEFAULT_CONTACT_US_LOCALE;
}

// ---------------------------------------------------------------- flags

/** Seed 001 §7 contact-us call 2 asks for this team's allocations. */
export const WEB_SUPPORT_TEAM = 'idp-web-support';
/** Seed 001 §7: configured, with no keys shown; ours are in content/flags/idp-support-optimization.json. */
export const SUPPORT_OPTIMIZATION_TEAM = 'idp-support-optimization';
/** The page name the flag lists use for the contact-us page (seed 001 §4). */
export const CONTACT_US_PAGE = 'contactUs';
/**
 * The flags of the contact-us page, each a list of page names it is on for. `genAiSearch`: seed
 * 001 §4, the AI widget replaces the search widget. `otherServices`: seed 001 §4 "a flag toggles
 * showing other services" (the seed does not name it; the name is ours).
 */
export const CONTACT_US_FLAGS = {
  genAiSearch: 'cfg-ixp-support-genai-search',
  otherServices: 'cfg-ixp-support-other-services',
} as const;
export type ContactUsFlag = keyof typeof CONTACT_US_FLAGS;
/** The idp-support-optimization team's list flags (ours: the seed names none, see content/flags). */
export const SUPPORT_OPTIMIZATION_FLAGS = {
  personalizedCards: 'cfg-ixp-support-personalized-cards',
} as const;

/**
 * Whether a list flag is on for a page: its value is a list holding the page name. A missing
 * key, a boolean, a string or a list without the page is off.
 */
export function listFlagOn(
  allocations: readonly { key: string; value?: unknown }[],
  key: string,
  page: string = CONTACT_US_PAGE,
): boolean {
  const value = allocations.find((a) => a.key === key)?.value;
  return Array.isArray(value) && value.includes(page);
}
