import { CONTACT_US_DEFAULT_TEXT, type ContactUsLocale, type CustomerType } from '@support/contracts';
import { type BreadcrumbItem, Breadcrumbs } from '@support/ui';
import Image from 'next/image';
import styles from './contact-us-page.module.css';
import type { ContactUsPageProps } from './contact-us-props.ts';

/** The page's own words (ours; the feed has the rest). Spanish under /es-us/. */
export const CONTACT_US_PAGE_TEXT: Record<
  ContactUsLocale,
  { home: string; support: string; smbSupport: string; lang: string }
> = {
  'en-us': { home: 'Home', support: 'Support', smbSupport: 'Small Business Support', lang: 'en-US' },
  'es-us': {
    home: 'Inicio',
    support: 'Asistencia',
    smbSupport: 'Asistencia para pequeñas empresas',
    lang: 'es-US',
  },
};

const SUPPORT_HOME: Record<CustomerType, string> = { consumer: '/support', smb: '/support/smallbusiness' };

/** Seed 001 §2: Home > Support (consumer) or Small Business Support (smb), then the page. */
export function contactUsBreadcrumbs(props: ContactUsPageProps, current: string): BreadcrumbItem[] {
  const text = CONTACT_US_PAGE_TEXT[props.locale];
  const trail: BreadcrumbItem[] =
    props.userType === 'smb'
      ? [{ url: SUPPORT_HOME.smb, text: text.smbSupport }]
      : [
          { url: '/', text: text.home },
          { url: SUPPORT_HOME.consumer, text: text.support },
        ];
  return [...trail, { text: current }];
}

/**
 * The contact-us page (issue 9: the routing and data are real, the panels come with the page UI):
 * the header from the feed, the breadcrumbs, and the choose-service cards as links. A service page
 * shows its title and description. Without the feed it shows the default title only: the page has
 * no sign-in form and no error message (seed 001 §1, §8).
 */
export function ContactUsPage({ props, siteUrl }: { props: ContactUsPageProps; siteUrl: string }) {
  const feed = props.cmsApiData;
  const serviceTitle = props.cmsContext
    ? feed?.titleDescription.find((t) => t.serviceName === props.cmsContext)
    : undefined;
  const title = serviceTitle?.title ?? feed?.header.unauthHeaderTitle ?? CONTACT_US_DEFAULT_TEXT.title;
  const description = serviceTitle?.description ?? feed?.header.headerDescription;
  return (
    <div
      className={`container ${styles.page}`}
      lang={CONTACT_US_PAGE_TEXT[props.locale].lang}
      data-user-type={props.userType}
      data-service={props.service || undefined}
    >
      <Breadcrumbs items={contactUsBreadcrumbs(props, title)} variant="header" siteUrl={siteUrl} />
      <header className={styles.header}>
        <h1>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {feed && !props.service ? (
        <section aria-labelledby="choose-service" className={styles.services}>
          <h2 id="choose-service">{feed.header.chooseServiceText}</h2>
          <ul className={styles.cards}>
            {feed.serviceInfo.dropDownMenu.map((category) => (
              <li key={category.productCategory} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  {/* Small SVG icons: nothing for the image optimiser to do. */}
                  <Image src={category.imageUrl} alt={category.imageAlt} width={32} height={32} unoptimized />
                  {category.headerText}
                </h3>
                <ul className={styles.links}>
                  {category.primaryNav.map((nav) => (
                    <li key={nav.navId}>
                      <a href={nav.navUrl}>{nav.navLabel}</a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
