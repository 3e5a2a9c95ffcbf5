import {
  CONTACT_US_DEFAULT_TEXT,
  CONTACT_US_FLAGS,
  CONTACT_US_GENAI_APP_ID,
  CONTACT_US_PAGE,
  type ContactUsLocale,
  type CustomerType,
  type DropdownCategory,
  findContactUsService,
  LINE_OF_SERVICE_CATEGORIES,
  listFlagOn,
  preferredContactOption,
} from '@support/contracts';
import { type BreadcrumbItem, Breadcrumbs } from '@support/ui';
import { feedSearchTexts } from '../support-search/support-search-texts.ts';
import { SupportSearchWidget } from '../support-search/support-search-widget.tsx';
import { AnswerWidgetSection } from '../widget/answer-widget-section.tsx';
import { AccountDetailsEvent } from './account-details.tsx';
import { cardsForService } from './article-card-rules.ts';
import { ArticleCards } from './article-cards.tsx';
import { ChooseServiceCards } from './choose-service-cards.tsx';
import { ContactPanels } from './contact-panels.tsx';
import { contactToggle } from './contact-toggle-rules.ts';
import { ContactUsAnalytics } from './contact-us-analytics.tsx';
import styles from './contact-us-page.module.css';
import type { ContactUsPageProps } from './contact-us-props.ts';
import { CONTACT_US_PANEL_TEXT } from './contact-us-text.ts';
import { HandOffNotice } from './hand-off-notice.tsx';
import { contactUsOtherServices, OtherServices, showsOtherServices } from './other-services.tsx';
import { presentText } from './present.ts';
import { TopSolutions } from './top-solutions.tsx';

/** The page's own words (ours; the feed has the rest). Spanish under /es-us/. */
export const CONTACT_US_PAGE_TEXT: Record<
  ContactUsLocale,
  { home: string; support: string; smbSupport: string; contactUs: string; lang: string }
> = {
  'en-us': {
    home: 'Home',
    support: 'Support',
    smbSupport: 'Small Business Support',
    contactUs: CONTACT_US_DEFAULT_TEXT.title,
    lang: 'en-US',
  },
  'es-us': {
    home: 'Inicio',
    support: 'Asistencia',
    smbSupport: 'Asistencia para pequeñas empresas',
    contactUs: 'Contáctanos',
    lang: 'es-US',
  },
};

const SUPPORT_HOME: Record<CustomerType, string> = { consumer: '/support', smb: '/support/smallbusiness' };

/** Ours: the service pages' names in Spanish (the service entries carry the English ones). */
const SERVICE_NAMES_ES: Readonly<Record<string, string>> = {
  prepaid: 'prepago',
  digitallife: 'seguridad del hogar',
};

/** A service page's name in the page's language: the entry's displayName, or its Spanish name under /es-us/. */
export function serviceNameFor(
  entry: { contcatUsService: string; displayName: string },
  locale: ContactUsLocale,
): string {
  return (locale === 'es-us' ? SERVICE_NAMES_ES[entry.contcatUsService] : undefined) ?? entry.displayName;
}

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

/** Seed 001 §9 "Banner keys": two banner slots per page, by audience, on the landing and service pages. */
export function contactUsBannerIds(userType: CustomerType, servicePage: boolean): [string, string] {
  const page = servicePage ? 'cshome' : 'csprepaid';
  return [1, 2].map((n) => `banner-support-${page}-${userType}-${n}`) as [string, string];
}

/** Seed 001 §4: the AI widget replaces the search widget when the flag's value list holds contactUs. */
export function showsAnswerWidget(props: ContactUsPageProps): boolean {
  return listFlagOn(props.ixpSupportFeatureFlagData ?? [], CONTACT_US_FLAGS.genAiSearch, CONTACT_US_PAGE);
}

/**
 * The answer widget (flag on), else the support search widget with the feed's words. On a
 * service page its heading is the service help header, "{service label} {header text}" (seed 001
 * §2), e.g. "prepaid help center"; elsewhere the feed's search title.
 */
function SearchSection({ props, serviceLabel }: { props: ContactUsPageProps; serviceLabel?: string }) {
  if (showsAnswerWidget(props)) {
    return (
      <AnswerWidgetSection
        appId={CONTACT_US_GENAI_APP_ID}
        customerType={props.userType}
        serviceKey={props.GenAIWidgetServiceAlias}
        pageName={props.pathName}
      />
    );
  }
  const widget = props.cmsApiData?.searchWidget;
  const texts = feedSearchTexts(widget, props.cmsContext);
  const ownHeader = presentText(widget?.services.find((s) => s.serviceName === props.cmsContext)?.header);
  const title = serviceLabel && ownHeader ? `${serviceLabel} ${ownHeader}` : texts.title;
  return (
    <SupportSearchWidget id="contact-us-search" customerType={props.userType} texts={{ ...texts, title }} />
  );
}

/**
 * The contact-us page (seed 001 §2). Landing (no service): banner, breadcrumbs, header, the
 * choose-service cards, the search (or AI) widget and the top solutions. Service page (prepaid,
 * digitallife): banner, breadcrumbs to the service, its title and description, the article
 * cards, the search (or AI) widget and the contact section. Without the feed it shows the default
 * title, the search form and the default top solutions: no error message, no sign-in (seed 001 §1, §8).
 */
/** Ours: the cms context of the landing page's own contact panels (as its SEO record, `index`). */
export const LANDING_CMS_CONTEXT = 'index';

/** Whether the feed has phone panels for a cms context. */
function hasContactPanels(feed: NonNullable<ContactUsPageProps['cmsApiData']>, context: string): boolean {
  return (
    feed.customerServicePanel.some((p) => p.serviceName === context) ||
    feed.otherContactOptionsPanel.some((p) => p.serviceName === context)
  );
}

/**
 * Ours: a hand-off names its line of service; that service's choose-service cards come first (the
 * rest keep the feed's order), so the visitor does not have to hunt for it.
 */
export function handOffCardOrder(
  categories: readonly DropdownCategory[],
  handOff: ContactUsPageProps['handOff'],
): DropdownCategory[] {
  const wanted = handOff?.lineOfService ? LINE_OF_SERVICE_CATEGORIES[handOff.lineOfService] : undefined;
  if (!wanted) return [...categories];
  const first = categories.filter((c) => wanted.includes(c.productCategory));
  return [...first, ...categories.filter((c) => !wanted.includes(c.productCategory))];
}

export function ContactUsPage({ props, siteUrl }: { props: ContactUsPageProps; siteUrl: string }) {
  const feed = props.cmsApiData;
  const entry = props.service ? findContactUsService(props.service, props.userType) : undefined;
  const serviceTitle = props.cmsContext
    ? feed?.titleDescription.find((t) => t.serviceName === props.cmsContext)
    : undefined;
  const title = serviceTitle?.title ?? feed?.header.unauthHeaderTitle ?? CONTACT_US_DEFAULT_TEXT.title;
  const description = serviceTitle?.description ?? feed?.header.headerDescription;
  const text = CONTACT_US_PANEL_TEXT[props.locale];
  const [bannerTop, bannerBottom] = contactUsBannerIds(props.userType, entry !== undefined);
  // Seed 001 §2: the landing's trail ends in "Contact us" (Small Business Support > Contact us),
  // whatever the feed's heading says.
  const trail = contactUsBreadcrumbs(
    props,
    entry ? serviceNameFor(entry, props.locale) : CONTACT_US_PAGE_TEXT[props.locale].contactUs,
  );
  const preferredOption = preferredContactOption(props.handOff?.intent);
  // The landing's own ways to reach us (ours): the feed's panels for the landing context. After a
  // hand-off they come first, starting on the option that suits the question.
  const landingContact =
    !entry && feed && hasContactPanels(feed, LANDING_CMS_CONTEXT) ? (
      <ContactPanels
        service=""
        cmsContext={LANDING_CMS_CONTEXT}
        feed={feed}
        locale={props.locale}
        preferred={props.handOff ? preferredOption : undefined}
      />
    ) : null;
  const firstOption = (service: string) =>
    contactToggle(service, {}, preferredOption).initial === 'call' ? 'call' : 'chat';
  return (
    <div
      className={`container ${styles.page}`}
      lang={CONTACT_US_PAGE_TEXT[props.locale].lang}
      data-user-type={props.userType}
      data-service={props.service || undefined}
    >
      <ContactUsAnalytics props={props} breadcrumbs={trail.length} />
      {props.authenticated ? <AccountDetailsEvent /> : null}
      <div id={bannerTop} className={styles.banner} data-banner-slot="" />
      <Breadcrumbs items={trail} variant="header" siteUrl={siteUrl} />
      <header className={styles.header}>
        <h1>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {props.handOff ? (
        <HandOffNotice
          handOff={props.handOff}
          locale={props.locale}
          next={entry && feed ? firstOption(props.service) : landingContact ? firstOption('') : 'landing'}
        />
      ) : null}
      {props.handOff ? landingContact : null}
      {entry ? (
        <>
          {feed ? (
            <ArticleCards
              cards={cardsForService(feed.articleCards, entry)}
              title={text.articlesTitle}
              eyebrow={text.articlesEyebrow}
              api={props.tdiceApi}
              pageId={props.tdiceId}
              personalised={props.authenticated}
              locale={props.locale}
            />
          ) : null}
          <SearchSection props={props} serviceLabel={serviceNameFor(entry, props.locale)} />
          {feed ? (
            <ContactPanels
              service={props.service}
              cmsContext={props.cmsContext}
              feed={feed}
              locale={props.locale}
              preferred={props.handOff ? preferredOption : undefined}
            />
          ) : null}
        </>
      ) : (
        <>
          {feed ? (
            <ChooseServiceCards
              heading={feed.header.chooseServiceText}
              categories={handOffCardOrder(feed.serviceInfo.dropDownMenu, props.handOff)}
            />
          ) : null}
          {showsOtherServices(props) ? (
            <OtherServices groups={contactUsOtherServices(props)} locale={props.locale} />
          ) : null}
          <SearchSection props={props} />
          <TopSolutions config={feed?.topSolutions} />
          {props.handOff ? null : landingContact}
        </>
      )}
      <div id={bannerBottom} className={styles.banner} data-banner-slot="" />
    </div>
  );
}
