import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_US_FEED_PATHS,
  CONTACT_US_FEED_URLS,
  CONTACT_US_FLAGS,
  type ContactUsFeed,
  ContactUsFeedQuerySchema,
  ContactUsFeedSchema,
  ContactUsHrefSchema,
  contactUsLocale,
  listFlagOn,
  PhonePanelValueSchema,
  phoneTextParts,
  seoRecordFor,
} from './contact-us.ts';
import {
  CONTACT_US_SERVICES,
  ContactUsServiceInfoEntrySchema,
  chatEnabled,
  findContactUsService,
  genAIServiceAlias,
} from './contact-us-services.ts';

const CMS = join(import.meta.dirname, '..', '..', '..', 'content', 'cms');
/** The shipped English consumer feed, a fresh copy each call, as a base for broken variants. */
const consumerFeed = (): ContactUsFeed =>
  JSON.parse(readFileSync(join(CMS, 'contact-us-consumer.en-us.json'), 'utf8')).payload;
const firstIssue = (value: unknown) => {
  const r = ContactUsFeedSchema.safeParse(value);
  return r.success
    ? undefined
    : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
};

describe('feed paths (seed 001 §7 contact-us call 1)', () => {
  it('are the seed URLs, with raw-mode=true', () => {
    expect(CONTACT_US_FEED_URLS).toEqual({
      consumer: '/msapi/idp-content-orchestration/v1/scms/support/web-support/contact-us?raw-mode=true',
      smb: '/msapi/idp-content-orchestration/v1/scms/support/web-support/contact-us-smb?raw-mode=true',
    });
    expect(CONTACT_US_FEED_URLS.smb.startsWith(`${CONTACT_US_FEED_PATHS.smb}?`)).toBe(true);
  });
});

describe('phoneNo markers (seed 001 §3, §5)', () => {
  it('split text into words and numbers, and a pipe into two numbers', () => {
    expect(phoneTextParts('Call phoneNo:800-555-0100|800-555-0122:phoneNo today.')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', numbers: ['800-555-0100', '800-555-0122'] },
      { kind: 'text', text: ' today.' },
    ]);
    expect(phoneTextParts('phoneNo:800-555-0111:phoneNo')).toEqual([
      { kind: 'phone', numbers: ['800-555-0111'] },
    ]);
    expect(phoneTextParts('No number here')).toEqual([{ kind: 'text', text: 'No number here' }]);
  });

  const panel = (text: string) =>
    PhonePanelValueSchema.safeParse({
      custServiceText1L: 'Prepaid',
      custServiceText1R: text,
      custServiceText2L: '',
      custServiceText2R: '',
      custServiceTextCenter: '',
      serviceName: 'prepaid',
    });
  it.each([
    ['phoneNo:800-555-0100', 'unclosed'],
    ['phoneNo::phoneNo', 'one or two numbers'],
    ['phoneNo:call us:phoneNo', 'not a phone number'],
    ['phoneNo:800-555-0100|800-555-0101|800-555-0102:phoneNo', 'one or two numbers'],
  ])('refuse the panel text %j (%s)', (text, problem) => {
    const r = panel(text);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain(problem);
  });
  it('take an empty panel text as absent', () => {
    expect(panel('').success).toBe(true);
  });
});

describe('links in the feed', () => {
  it.each([
    '/support/wireless/',
    '/contact-us?service=prepaid',
    'https://www.example.com/a',
    'tel:8005550100',
  ])('take %j', (href) => expect(ContactUsHrefSchema.safeParse(href).success).toBe(true));
  it.each(['javascript:alert(1)', '//evil.example.com/', 'http://www.example.com/', 'support/wireless', ''])(
    'refuse %j',
    (href) => expect(ContactUsHrefSchema.safeParse(href).success).toBe(false),
  );
});

describe('ContactUsFeedSchema rules beyond field types', () => {
  it('takes the shipped feed', () => {
    expect(firstIssue(consumerFeed())).toBeUndefined();
  });
  it('wants the label and link of a card with a call to action', () => {
    const withCta = consumerFeed();
    withCta.components.articleCards[0] = {
      ...withCta.components.articleCards[0]!,
      hasCta: true,
      ctaLink: '',
    };
    expect(firstIssue(withCta)).toEqual({
      path: 'components.articleCards.0.ctaLabel',
      message: 'is required when hasCta is true',
    });
  });
  it('refuses two panels for one service', () => {
    const feed = consumerFeed();
    const [first] = feed.components.customerServicePanel;
    feed.components.customerServicePanel.push({ ...first! });
    const last = feed.components.customerServicePanel.length - 1;
    expect(firstIssue(feed)?.path).toBe(`components.customerServicePanel.${last}`);
  });
  it('refuses a seoData default with no SEO record', () => {
    const feed = consumerFeed();
    feed.components.seoData.defaultServiceName = 'smbIndex';
    expect(firstIssue(feed)?.path).toBe('components.seoData.defaultServiceName');
  });
  it('refuses an unknown product category (it names the icon file)', () => {
    const feed = consumerFeed();
    (feed.components.serviceInfo.dropDownMenu[0] as { productCategory: string }).productCategory = 'Wireless';
    expect(firstIssue(feed)?.path).toBe('components.serviceInfo.dropDownMenu.0.productCategory');
  });

  it('finds a page SEO record by service, else the feed default', () => {
    const feed = ContactUsFeedSchema.parse(consumerFeed());
    expect(seoRecordFor(feed, 'prepaid')?.serviceName).toBe('prepaid');
    expect(seoRecordFor(feed)?.serviceName).toBe('index');
    expect(seoRecordFor(feed, 'nothing')?.serviceName).toBe('index');
  });
});

describe('contactUsLocale', () => {
  it.each([
    [undefined, undefined, 'en-us'],
    ['es-us', 'en-US', 'es-us'],
    ['en-us', 'es', 'en-us'],
    [undefined, 'es-MX,es;q=0.9,en;q=0.8', 'es-us'],
    [undefined, 'en-US,en;q=0.9,es;q=0.8', 'en-us'],
    [undefined, 'fr-FR,es;q=0.5,en;q=0.4', 'es-us'],
    [undefined, 'fr-FR,de;q=0.9', 'en-us'],
    [undefined, 'en;q=0.2,es;q=0.7', 'es-us'],
    [undefined, 'es;q=0,en;q=0.1', 'en-us'],
    [undefined, '*', 'en-us'],
  ] as const)('locale %j with Accept-Language %j is %s', (locale, header, expected) => {
    expect(contactUsLocale(locale, header)).toBe(expected);
  });
  it('reads the locale query case-insensitively, and refuses an unsupported one and a raw-mode other than true', () => {
    expect(ContactUsFeedQuerySchema.parse({ locale: 'ES-US', 'raw-mode': 'true' })).toEqual({
      locale: 'es-us',
      'raw-mode': 'true',
    });
    expect(ContactUsFeedQuerySchema.safeParse({ locale: 'fr-fr' }).success).toBe(false);
    expect(ContactUsFeedQuerySchema.safeParse({ 'raw-mode': 'false' }).success).toBe(false);
  });
});

describe('list flags (seed 001 §4: the AI widget shows when the list includes contactUs)', () => {
  const key = CONTACT_US_FLAGS.genAiSearch;
  it.each([
    [['contactUs'], true],
    [['landing', 'contactUs'], true],
    [[], false],
    [['contactus'], false],
    [true, false],
    ['contactUs', false],
  ])('a value of %j is %s on the contact-us page', (value, on) => {
    expect(listFlagOn([{ key, value }], key)).toBe(on);
  });
  it('is off when the key is missing', () => {
    expect(listFlagOn([{ key: 'other', value: ['contactUs'] }], key)).toBe(false);
  });
});

describe('contact-us service entries (seed 001 §3, §5)', () => {
  it('are valid entries, one per service name', () => {
    for (const entry of CONTACT_US_SERVICES) ContactUsServiceInfoEntrySchema.parse(entry);
    expect(CONTACT_US_SERVICES.map((s) => s.serviceName)).toEqual(['prepaid', 'digitallife']);
  });
  it('finds a service by name in any case; smb only where contactusSMB', () => {
    expect(findContactUsService('Prepaid', 'consumer')?.serviceName).toBe('prepaid');
    expect(findContactUsService('prepaid', 'smb')?.serviceName).toBe('prepaid');
    expect(findContactUsService('digitallife', 'consumer')?.displayName).toBe('Home Security');
    expect(findContactUsService('digitallife', 'smb')).toBeUndefined();
    expect(findContactUsService('wireless', 'consumer')).toBeUndefined();
    expect(findContactUsService(undefined, 'consumer')).toBeUndefined();
  });
  it('lets an smb visitor reach an entry marked esupportSMB only, and matches contcatUsService', () => {
    const digitallife = CONTACT_US_SERVICES[1];
    const shared = { ...digitallife, contcatUsService: 'home-security', esupportSMB: true };
    expect(findContactUsService('home-security', 'smb', [shared])?.serviceName).toBe('digitallife');
    expect(findContactUsService('digitallife', 'smb', [{ ...shared, esupportSMB: false }])).toBeUndefined();
  });
  it.each([
    ['true', true],
    ['TRUE', true],
    [true, true],
    ['false', false],
    [' true', false],
    [1, false],
    [undefined, false],
  ])('chat is enabled for %j: %s', (value, on) => {
    expect(chatEnabled(value)).toBe(on);
  });
  it('gives the AI widget the page service alias, the landing alias, or wireless', () => {
    expect(genAIServiceAlias(findContactUsService('prepaid', 'consumer'), 'consumer')).toBe('prepaid');
    expect(genAIServiceAlias(undefined, 'consumer')).toBe('contact-us');
    expect(genAIServiceAlias(undefined, 'smb')).toBe('smb-contact-us');
    const { GenAIWidgetServiceAlias: _, ...withoutAlias } = CONTACT_US_SERVICES[0];
    expect(genAIServiceAlias(withoutAlias, 'consumer')).toBe('wireless');
  });
});
