import { CONTACT_US_FLAGS, CONTACT_US_PAGE, type ContactUsLocale, listFlagOn } from '@support/contracts';
import { LinkList } from '@support/ui';
import { type ContactUsConfig, parseContactUsConfig } from './contact-us-config.ts';
import { matchContactUsPath } from './contact-us-paths.ts';
import type { ContactUsPageProps } from './contact-us-props.ts';
import styles from './other-services.module.css';
import {
  OTHER_SERVICES_TEXT,
  type OtherServicesGroup,
  otherServicesGroups,
} from './other-services-groups.ts';
import { OtherServicesMenu } from './other-services-menu.tsx';

/** Seed 001 §4: the landing page shows the section when its flag's list holds the page (contactUs). */
export function showsOtherServices(props: ContactUsPageProps): boolean {
  return listFlagOn(props.ixpSupportFeatureFlagData ?? [], CONTACT_US_FLAGS.otherServices, CONTACT_US_PAGE);
}

let config: ContactUsConfig | undefined;
/** The TV landers of the contact-us routing settings (ADR 007; the page's request already checked them). */
function landers() {
  config ??= parseContactUsConfig(process.env);
  return { satelliteTv: config.satelliteTvLander, streamingTv: config.streamingTvLander };
}

/** The page's dropdown groups: its language and audience, its route family's service pages. */
export function contactUsOtherServices(props: ContactUsPageProps): OtherServicesGroup[] {
  return otherServicesGroups({
    userType: props.userType,
    locale: props.locale,
    contactUsBase: matchContactUsPath(props.pathName)?.family.base ?? '/contact-us',
    landers: landers(),
  });
}

/**
 * The landing page's other-services section (seed 001 §2 dropdown, §4 "a flag toggles showing
 * other services"), a server component: a heading and the dropdown island. Without JavaScript the
 * same links are listed under their group headings (`<noscript>`), so every service stays reachable.
 */
export function OtherServices({
  groups,
  locale,
}: {
  groups: readonly OtherServicesGroup[];
  locale: ContactUsLocale;
}) {
  const text = OTHER_SERVICES_TEXT[locale];
  return (
    <section aria-labelledby="other-services-title" className={styles.section}>
      <h2 id="other-services-title">{text.heading}</h2>
      <OtherServicesMenu label={text.button} groups={groups} />
      <noscript>
        <div className={styles.fallback}>
          {groups.map((group) => (
            <div key={group.id} className={styles.group}>
              <h3 id={`other-services-list-${group.id}`} className={styles.groupTitle}>
                {group.label}
              </h3>
              <LinkList
                labelledBy={`other-services-list-${group.id}`}
                items={group.services.map((s) => ({ href: s.href, text: s.label }))}
              />
            </div>
          ))}
        </div>
      </noscript>
    </section>
  );
}
