import { CONTACT_US_DEFAULT_TEXT, type ContactUsTopSolutions } from '@support/contracts';
import { LINK, LinkList, Text } from '@support/ui';
import styles from './contact-us-panels.module.css';

/**
 * Seed 001 §9: the top solutions shown under "I want to..." when the panel's config does not load
 * (the links are the articles of the same titles on this site).
 */
export const DEFAULT_TOP_SOLUTIONS: ContactUsTopSolutions = {
  header: CONTACT_US_DEFAULT_TEXT.topSolutionsHeader,
  articleLinks: [
    { title: 'Get bill & account help', link: '/support/article/my-account/KM1000005' },
    { title: 'View my bill', link: '/support/article/my-account/KM1000008' },
    { title: 'Make a payment', link: '/support/article/my-account/KM1000001' },
    { title: 'Reset my password', link: '/support/article/my-account/KM1000010' },
    { title: 'Check for outages', link: '/outages' },
    { title: 'Trade-in or recycle a device', link: '/support/article/wireless/KM1000027' },
  ],
};

/**
 * The top-solutions panel (seed 001 §2, §9), a server component: the feed's header and links, or
 * the seed's defaults when the feed did not load. The LinkList block holds the links; the Text
 * block's `linkAnalyticsObj` reports each click (`ui:link-click`) without a script of our own.
 */
export function TopSolutions({ config }: { config: ContactUsTopSolutions | null | undefined }) {
  const panel = config ?? DEFAULT_TOP_SOLUTIONS;
  return (
    <section aria-labelledby="top-solutions-title" className={styles.topSolutions}>
      <h2 id="top-solutions-title">{panel.header}</h2>
      <Text
        configs={{ wrapper: 'div', margin: '0' }}
        linkAnalyticsObj={{ linkPosition: LINK.ANALYTICS_DEFAULT_POSITION }}
        text={
          <LinkList
            labelledBy="top-solutions-title"
            items={panel.articleLinks.map((a) => ({ href: a.link, text: a.title }))}
          />
        }
      />
    </section>
  );
}
