import type { LineOfService, ServiceArticle } from '@support/contracts';

/** A topic of a topic page: a heading and the articles under it, in knowledge-base order. */
export interface TopicGroup {
  /** URL fragment and id stem (`wi-fi-gateway`). */
  key: string;
  title: string;
  articles: ServiceArticle[];
}

interface TopicDefinition {
  key: string;
  title: string;
  /** Knowledge-base topic keys (content/kb-topics.tsv) filed under this topic. */
  topics: readonly string[];
}

/**
 * The topics of each topic page's service, in the order the page shows them. The knowledge base
 * files an article under a topic key (kb-topics.tsv); this table files topic keys under the
 * headings a visitor scans. A topic key missing here still shows, under MORE_HELP, so a new
 * article never disappears from its page.
 */
export const SERVICE_TOPICS: Partial<Record<LineOfService, readonly TopicDefinition[]>> = {
  internet: [
    {
      key: 'wi-fi-gateway',
      title: 'Your Wi-Fi gateway',
      topics: ['restart-gateway', 'gateway-lights', 'port-forwarding'],
    },
    {
      key: 'wi-fi-network',
      title: 'Your Wi-Fi network',
      topics: ['wifi-password-change', 'connect-device-to-wifi', 'wifi-extender'],
    },
    {
      key: 'speed-and-connection',
      title: 'Speed and connection problems',
      topics: ['slow-internet', 'speed-test', 'dsl-troubleshoot', 'smb-internet-outage', 'smb-dsl'],
    },
    {
      key: 'install-and-setup',
      title: 'Installation and setup',
      topics: [
        'self-install-internet',
        'schedule-technician',
        'internet-air-setup',
        'internet-air-placement',
        'fixed-wireless-setup',
        'smb-internet-air',
        'smb-fixed-wireless',
        'smb-static-ip',
      ],
    },
    { key: 'plans-and-data', title: 'Plans and data', topics: ['fixed-wireless-data', 'dsl-upgrade'] },
  ],
  wireless: [
    {
      key: 'set-up',
      title: 'Set up your phone',
      topics: ['activate-device', 'esim-setup', 'port-in-number', 'unlock-device', 'smartwatch-setup'],
    },
    {
      key: 'calling-and-voicemail',
      title: 'Calling and voicemail',
      topics: [
        'wifi-calling',
        'voicemail-setup',
        'voicemail-password-reset',
        'visual-voicemail',
        'block-spam-calls',
      ],
    },
    { key: 'data-and-hotspot', title: 'Data and hotspot', topics: ['personal-hotspot', 'check-data-usage'] },
    {
      key: 'fix-a-problem',
      title: 'Fix a problem',
      topics: ['no-signal-troubleshoot', 'texts-not-sending', 'slow-mobile-data'],
    },
    {
      key: 'plans-and-upgrades',
      title: 'Plans, lines and upgrades',
      topics: [
        'upgrade-phone',
        'trade-in-device',
        'add-a-line',
        'change-wireless-plan',
        'smb-add-lines',
        'smb-upgrade-devices',
      ],
    },
    { key: 'travel', title: 'Travel', topics: ['international-day-pass', 'cruise-and-flight-use'] },
    {
      key: 'lost-phone-and-security',
      title: 'Lost phone and security',
      topics: ['lost-or-stolen-device', 'number-lock', 'device-protection-claim'],
    },
  ],
};

/** Articles whose topic key no topic claims. */
export const MORE_HELP = { key: 'more-help', title: 'More help' } as const;
/** Community (forum) answers: a group of their own, after the help-centre topics. */
export const COMMUNITY = { key: 'community', title: 'Answers from the community' } as const;

/**
 * The service's articles grouped by topic, in the table's order; each group keeps the articles'
 * order; groups without articles are left out. Community answers go last, in a group of their own.
 * `headings` (the served page content's topicHeadings) rename topics by key; a topic they do not
 * name keeps its title here.
 */
export function groupArticles(
  lineOfService: LineOfService,
  articles: readonly ServiceArticle[],
  headings: readonly { topic: string; heading: string }[] = [],
): TopicGroup[] {
  const definitions = SERVICE_TOPICS[lineOfService] ?? [];
  const served = new Map(headings.map((h) => [h.topic, h.heading]));
  const groups: TopicGroup[] = definitions.map((d) => ({
    key: d.key,
    title: served.get(d.key) ?? d.title,
    articles: [],
  }));
  const byTopic = new Map<string, TopicGroup>();
  definitions.forEach((d, i) => {
    for (const topic of d.topics) byTopic.set(topic, groups[i]!);
  });
  const more: TopicGroup = { ...MORE_HELP, articles: [] };
  const community: TopicGroup = { ...COMMUNITY, articles: [] };
  for (const article of articles) {
    if (article.dataSource === 'forums') community.articles.push(article);
    else (byTopic.get(article.topic) ?? more).articles.push(article);
  }
  return [...groups, more, community].filter((g) => g.articles.length > 0);
}
