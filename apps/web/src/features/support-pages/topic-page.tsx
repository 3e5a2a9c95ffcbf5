import { type CustomerType, SUPPORT_FLAG_PAGES } from '@support/contracts';
import { Breadcrumbs, CardShell, LinkList, Text } from '@support/ui';
import type { Metadata } from 'next';
import { SITE_URL } from '../../server/config.server.ts';
import { TopSolutions } from '../contact-us/top-solutions.tsx';
import { fetchOutageAlerts } from './outage-alerts.server.ts';
import { OutageAlerts } from './outage-alerts.tsx';
import { BodyLinks, SUPPORT_ANALYTICS_PAGES, SupportPageAnalytics } from './support-analytics.tsx';
import { fetchSupportContent } from './support-content.server.ts';
import { loadSupportFlags } from './support-flags.server.ts';
import styles from './support-pages.module.css';
import { fetchServiceArticles, fetchTopSolutions } from './support-pages.server.ts';
import { SupportSearch } from './support-search.tsx';
import { groupArticles } from './topic-groups.ts';
import { TOPIC_PAGES, type TopicService } from './topic-pages.ts';

/** Header of the service's top-solutions panel. */
export const TOP_SOLUTIONS_HEADER = 'Top solutions';

/** The page's title and description: the served heading and intro (its own text when the call fails). */
export async function topicPageMetadata(
  customerType: CustomerType,
  service: TopicService,
): Promise<Metadata> {
  const page = TOPIC_PAGES[customerType][service];
  const content = await fetchSupportContent(customerType, service);
  return {
    title: content.page.heading,
    description: content.page.intro,
    alternates: { canonical: `${SITE_URL}${page.path}` },
  };
}

/**
 * A service's topic page (seed 001 §2: /support/internet/, /support/wireless/ and their
 * /support/smallbusiness/ versions): breadcrumbs, heading and intro, the outage alert of the
 * service's banner group, the search slot (seed 001 §4), quick tasks, the service's articles
 * grouped by topic, and the service's top solutions (seed 001 §7). The page's words come from the
 * API (support-content.server.ts), its own text when that fails. Link clicks are reported.
 */
export async function TopicPage({
  customerType,
  service,
}: {
  customerType: CustomerType;
  service: TopicService;
}) {
  const page = TOPIC_PAGES[customerType][service];
  const [content, articles, topSolutions, allocations, alerts] = await Promise.all([
    fetchSupportContent(customerType, service),
    fetchServiceArticles(page.lineOfService, customerType),
    fetchTopSolutions(page.topSolutionsTag, customerType),
    loadSupportFlags(),
    fetchOutageAlerts(page.serviceKey),
  ]);
  const groups = groupArticles(page.lineOfService, articles, content.topicHeadings);
  // Without the live list a consumer page shows the seed's default top solutions (seed 001 §9);
  // those are consumer articles, so a business page shows none.
  const panel =
    topSolutions.length > 0
      ? {
          header: TOP_SOLUTIONS_HEADER,
          articleLinks: topSolutions.map((t) => ({ title: t.title, link: t.link })),
        }
      : null;
  return (
    <div className={`container ${styles.page}`} data-service={service} data-user-type={customerType}>
      <SupportPageAnalytics
        pageName={SUPPORT_ANALYTICS_PAGES.topic}
        path={page.path}
        customerType={customerType}
        service={service}
      />
      <Breadcrumbs items={page.breadcrumbs} variant="header" siteUrl={SITE_URL} />
      <h1>{content.page.heading}</h1>
      <Text text={content.page.intro} size="lg" configs={{ margin: '0', className: styles.intro }} />
      <OutageAlerts alerts={alerts} />
      <SupportSearch
        page={SUPPORT_FLAG_PAGES.supportTopic}
        customerType={customerType}
        path={page.path}
        allocations={allocations}
        label={content.page.searchLabel}
        serviceKey={page.serviceKey}
      />
      <div className={styles.layout}>
        <div>
          <section aria-labelledby="topics-title">
            <h2 id="topics-title">Browse by topic</h2>
            {groups.length > 0 ? (
              <BodyLinks>
                <ul className={styles.grid}>
                  {groups.map((group) => (
                    <li key={group.key} id={group.key}>
                      <CardShell className={styles.card}>
                        <h3 id={`topic-${group.key}`}>{group.title}</h3>
                        <LinkList
                          labelledBy={`topic-${group.key}`}
                          items={group.articles.map((a) => ({ href: a.url, text: a.title }))}
                        />
                      </CardShell>
                    </li>
                  ))}
                </ul>
              </BodyLinks>
            ) : (
              <Text text="Use the search above to find an answer." />
            )}
          </section>
        </div>
        <div className={styles.aside}>
          <section aria-labelledby="quick-title">
            <h2 id="quick-title">Popular tasks</h2>
            <BodyLinks>
              <LinkList
                labelledBy="quick-title"
                items={content.popularTasks.map((t) => ({ href: t.href, text: t.title }))}
              />
            </BodyLinks>
          </section>
          {panel || customerType === 'consumer' ? <TopSolutions config={panel} /> : null}
        </div>
      </div>
    </div>
  );
}
