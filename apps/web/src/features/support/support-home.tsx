import { type CustomerType, FIXED_ARTICLE_LINKS, SUPPORT_FLAG_PAGES } from '@support/contracts';
import { CardShell, LinkList, Text } from '@support/ui';
import type { Metadata } from 'next';
import { SITE_NAME } from '../../components/site-chrome.tsx';
import { fetchOutageAlerts } from '../support-pages/outage-alerts.server.ts';
import { OutageAlerts } from '../support-pages/outage-alerts.tsx';
import {
  BodyLinks,
  SUPPORT_ANALYTICS_PAGES,
  SupportPageAnalytics,
} from '../support-pages/support-analytics.tsx';
import { loadSupportFlags } from '../support-pages/support-flags.server.ts';
import { SupportSearch } from '../support-pages/support-search.tsx';
import styles from './support-home.module.css';

interface Topic {
  title: string;
  /** One line on what the topic covers. */
  summary: string;
  links: { href: string; text: string }[];
}

const search = (path: string, q: string) => `${path}?${new URLSearchParams({ q })}`;
const fixed = (link: { url: string; text: string }) => ({ href: link.url, text: link.text });

/** Topics of the consumer support home: searches and the articles people open most. */
const CONSUMER_TOPICS: Topic[] = [
  {
    title: 'Internet',
    summary: 'Slow or dropped connections, your Wi-Fi gateway and outages.',
    links: [
      fixed(FIXED_ARTICLE_LINKS.gatewayRestart),
      { href: '/outages', text: 'Check for an outage' },
      { href: '/support/internet', text: 'All internet help' },
    ],
  },
  {
    title: 'Wireless',
    summary: 'Your phone, your plan, coverage and calling.',
    links: [
      fixed(FIXED_ARTICLE_LINKS.wifiCalling),
      fixed(FIXED_ARTICLE_LINKS.hotspot),
      { href: '/device-support/selector', text: 'Help for your device' },
      { href: '/support/wireless', text: 'All wireless help' },
    ],
  },
  {
    title: 'TV',
    summary: 'Your receiver, remote, channels and recordings.',
    links: [
      { href: '/support/article/u-verse-tv/KM1000070', text: 'Program your TV remote' },
      { href: search('/search', 'TV'), text: 'All TV help' },
    ],
  },
  {
    title: 'Home phone',
    summary: 'Dial tone, voicemail and calling features.',
    links: [{ href: search('/search', 'home phone'), text: 'All home phone help' }],
  },
  {
    title: 'Account & billing',
    summary: 'Paying your bill, autopay, charges and your sign-in.',
    links: [
      { href: '/support/article/my-account/KM1000001', text: 'Pay your bill online' },
      // One broad word: the search page offers its articles as choices over the list ("account
      // billing" was answered with the account-number article).
      { href: search('/search', 'billing'), text: 'All account and billing help' },
    ],
  },
];

/** Topics of the small-business support home: every link searches the business articles. */
const SMB_TOPICS: Topic[] = [
  {
    title: 'Business internet',
    summary: 'Connections, static IP addresses and equipment for your shop or office.',
    links: [
      { href: search('/search/smallBusiness', 'static ip'), text: 'Static IP addresses' },
      { href: '/support/smallbusiness/internet', text: 'All business internet help' },
    ],
  },
  {
    title: 'Business wireless',
    summary: 'Lines, devices and plans for your team.',
    links: [{ href: '/support/smallbusiness/wireless', text: 'All business wireless help' }],
  },
  {
    title: 'Business TV',
    summary: 'TV for a bar, restaurant or waiting room.',
    // One article covers business TV; a search for "TV" among business articles had no answer.
    links: [
      { href: '/support/smallbusiness/article/u-verse-tv/KM1000109', text: 'TV service for your business' },
    ],
  },
  {
    title: 'Business phone',
    summary: 'Office phone lines, voicemail and calling features.',
    links: [{ href: search('/search/smallBusiness', 'phone'), text: 'All business phone help' }],
  },
  {
    title: 'Account & billing',
    summary: 'Paying the business bill, autopay and who can manage the account.',
    links: [
      { href: search('/search/smallBusiness', 'pay my bill'), text: 'Pay your business bill' },
      { href: search('/search/smallBusiness', 'account billing'), text: 'All account and billing help' },
    ],
  },
];

const PAGE: Record<
  CustomerType,
  { path: string; serviceKey: string; heading: string; intro: string; topics: Topic[]; contact: string }
> = {
  consumer: {
    path: '/support',
    serviceKey: 'support',
    heading: 'Support',
    intro: 'Ask a question, or pick a topic to find the answer.',
    topics: CONSUMER_TOPICS,
    contact: '/support/contact-us',
  },
  smb: {
    path: '/support/smallbusiness',
    serviceKey: 'smb-support',
    heading: 'Small business support',
    intro: 'Help for your business services: ask a question, or pick a topic.',
    topics: SMB_TOPICS,
    contact: '/support/smallbusiness/contact-us',
  },
};

export const supportHomeMetadata = (customerType: CustomerType): Metadata => ({
  // The site's name is "Support": its home is titled that alone, not "Support | Support".
  title: PAGE[customerType].heading === SITE_NAME ? { absolute: SITE_NAME } : PAGE[customerType].heading,
  description: PAGE[customerType].intro,
});

/**
 * /support and /support/smallbusiness: every current outage alert, the question slot (the AI
 * widget while the genai flag lists the landing, else the support search widget; seed 001 §4),
 * then the support topics. Link clicks are reported (seed 001 §7).
 */
export async function SupportHome({ customerType }: { customerType: CustomerType }) {
  const page = PAGE[customerType];
  const [allocations, alerts] = await Promise.all([loadSupportFlags(), fetchOutageAlerts()]);
  return (
    <div className={`container ${styles.page}`} data-user-type={customerType}>
      <SupportPageAnalytics
        pageName={SUPPORT_ANALYTICS_PAGES.landing}
        path={page.path}
        customerType={customerType}
      />
      <h1>{page.heading}</h1>
      <Text text={page.intro} size="lg" configs={{ margin: '0 0 1.5rem' }} />
      <OutageAlerts alerts={alerts} />
      <SupportSearch
        page={SUPPORT_FLAG_PAGES.supportLanding}
        customerType={customerType}
        path={page.path}
        allocations={allocations}
        serviceKey={page.serviceKey}
      />
      <section aria-labelledby="topics-title">
        <h2 id="topics-title">Support topics</h2>
        <BodyLinks>
          <ul className={styles.topics}>
            {page.topics.map((topic, i) => (
              <li key={topic.title}>
                <CardShell className={styles.topic}>
                  <h3 id={`topic-${i}`}>{topic.title}</h3>
                  <Text text={topic.summary} size="sm" configs={{ color: 'muted', margin: '0' }} />
                  <LinkList labelledBy={`topic-${i}`} items={topic.links} />
                </CardShell>
              </li>
            ))}
          </ul>
        </BodyLinks>
      </section>
      <section aria-labelledby="contact-title">
        <h2 id="contact-title">Still need help?</h2>
        <BodyLinks>
          <LinkList labelledBy="contact-title" items={[{ href: page.contact, text: 'Contact us' }]} />
        </BodyLinks>
      </section>
    </div>
  );
}
