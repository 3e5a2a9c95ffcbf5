import {
  type CustomerType,
  FIXED_ARTICLE_LINKS,
  type LineOfService,
  type ServiceKey,
  type SupportPageContent,
} from '@support/contracts';
import type { BreadcrumbItem } from '@support/ui';
import { SERVICE_TOPICS } from './topic-groups.ts';

/** The services with a topic page (seed 001 §2). */
export type TopicService = 'internet' | 'wireless';

export interface TopicPageConfig {
  /** The page's address (without the trailing slash the seed writes; Next redirects that form here). */
  path: string;
  lineOfService: LineOfService;
  customerType: CustomerType;
  /**
   * The page's service key: its outage alert banner group (seed 001 §9, SERVICE_ALERT_GROUPS) and
   * the AI widget's service alias when the flag puts the widget on topic pages.
   */
  serviceKey: ServiceKey;
  /**
   * The page's words (heading, intro, searchLabel, quickLinks) as content/cms/support-<service>.en-us.json
   * has them: the API serves them (support-content.server.ts); these are what the page shows when
   * that call fails, and the page's metadata.
   */
  heading: string;
  intro: string;
  breadcrumbs: BreadcrumbItem[];
  /** The top-solutions tag (seed 001 §7): a service key or a line of service. */
  topSolutionsTag: string;
  searchLabel: string;
  /** Tasks linked above the topics: fixed article links and the service's tools. */
  quickLinks: { href: string; text: string }[];
}

const OUTAGES = { href: '/outages', text: 'Check for an outage in your area' };
const DEVICES = { href: '/device-support/selector', text: 'Find help for your device' };
const link = (l: { url: string; text: string }) => ({ href: l.url, text: l.text });

const CONSUMER_TRAIL: BreadcrumbItem[] = [
  { url: '/', text: 'Home' },
  { url: '/support', text: 'Support' },
];
const SMB_TRAIL: BreadcrumbItem[] = [{ url: '/support/smallbusiness', text: 'Small Business Support' }];

export const TOPIC_PAGES: Record<CustomerType, Record<TopicService, TopicPageConfig>> = {
  consumer: {
    internet: {
      path: '/support/internet',
      serviceKey: 'u-verse-high-speed-internet',
      lineOfService: 'internet',
      customerType: 'consumer',
      heading: 'Internet support',
      intro:
        'Get your home internet back on track: restart or set up your gateway, fix a slow connection, manage your Wi-Fi and check for outages.',
      breadcrumbs: [...CONSUMER_TRAIL, { text: 'Internet' }],
      topSolutionsTag: 'internet',
      searchLabel: 'Search internet support',
      quickLinks: [link(FIXED_ARTICLE_LINKS.gatewayRestart), OUTAGES, DEVICES],
    },
    wireless: {
      path: '/support/wireless',
      serviceKey: 'wireless',
      lineOfService: 'wireless',
      customerType: 'consumer',
      heading: 'Wireless support',
      intro:
        'Help with your phone and your plan: set up a new device, calling and voicemail, data and hotspot, travel, and what to do when something stops working.',
      breadcrumbs: [...CONSUMER_TRAIL, { text: 'Wireless' }],
      topSolutionsTag: 'wireless',
      searchLabel: 'Search wireless support',
      quickLinks: [link(FIXED_ARTICLE_LINKS.wifiCalling), link(FIXED_ARTICLE_LINKS.hotspot), DEVICES],
    },
  },
  smb: {
    internet: {
      path: '/support/smallbusiness/internet',
      serviceKey: 'smb-u-verse-high-speed-internet',
      lineOfService: 'internet',
      customerType: 'smb',
      heading: 'Business internet support',
      intro:
        'Keep your shop or office online: static IP addresses, 5G and fixed wireless business internet, DSL and what to do when the connection is down.',
      breadcrumbs: [...SMB_TRAIL, { text: 'Internet' }],
      topSolutionsTag: 'internet',
      searchLabel: 'Search business internet support',
      quickLinks: [OUTAGES],
    },
    wireless: {
      path: '/support/smallbusiness/wireless',
      serviceKey: 'smb-wireless',
      lineOfService: 'wireless',
      customerType: 'smb',
      heading: 'Business wireless support',
      intro: 'Lines and phones for your team: add lines in one order and upgrade your employees’ devices.',
      breadcrumbs: [...SMB_TRAIL, { text: 'Wireless' }],
      topSolutionsTag: 'smb-wireless',
      searchLabel: 'Search business wireless support',
      quickLinks: [DEVICES],
    },
  },
};

/** The page's own words in the served content's shape: what it shows when the content call fails. */
export function topicPageFallback(page: TopicPageConfig): SupportPageContent {
  return {
    page: { heading: page.heading, intro: page.intro, searchLabel: page.searchLabel },
    popularTasks: page.quickLinks.map((l) => ({ title: l.text, href: l.href })),
    topicHeadings: (SERVICE_TOPICS[page.lineOfService] ?? []).map((t) => ({
      topic: t.key,
      heading: t.title,
    })),
  };
}
