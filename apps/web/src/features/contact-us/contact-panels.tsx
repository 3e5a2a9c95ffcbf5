import type { ContactUsComponents, ContactUsLocale } from '@support/contracts';
import { Text } from '@support/ui';
import { ContactToggle } from './contact-toggle.tsx';
import { type ContactOptionKind, contactToggle } from './contact-toggle-rules.ts';
import styles from './contact-us-panels.module.css';
import { CONTACT_US_PANEL_TEXT } from './contact-us-text.ts';
import { PhonePanel } from './phone-panel.tsx';
import { presentText } from './present.ts';

/**
 * The contact section of a service page (seed 001 §2): the social/chat or call switch, the social
 * media header, and the customer-service and other-contact-options phone panels of the page's cms
 * context. A server component; only the switch is a client island.
 */
export function ContactPanels({
  service,
  cmsContext,
  feed,
  locale,
  preferred,
}: {
  service: string;
  cmsContext: string;
  feed: ContactUsComponents;
  locale: ContactUsLocale;
  /** The option to start on (a hand-off's, for its intent), when the page has it. */
  preferred?: ContactOptionKind;
}) {
  const text = CONTACT_US_PANEL_TEXT[locale];
  const toggle = contactToggle(
    service,
    {
      social: feed.getInTouchPanel.socialButtonCTA,
      chat: feed.chatPanel.chatButtonCTA,
      call: feed.chatPanel.callButtonCTA,
    },
    preferred,
  );
  const customerService = feed.customerServicePanel.find((p) => p.serviceName === cmsContext);
  const otherOptions = feed.otherContactOptionsPanel.find((p) => p.serviceName === cmsContext);
  const socialHeader = presentText(feed.getInTouchPanel.socialMediaHeader);
  const social = socialHeader ? <Text text={socialHeader} configs={{ margin: '0' }} /> : null;
  const call = (
    <div className={styles.phonePanels}>
      {customerService ? (
        <PhonePanel id="customer-service-panel" title={text.customerService} value={customerService} />
      ) : null}
      {otherOptions ? (
        <PhonePanel id="other-contact-options-panel" title={text.otherContactOptions} value={otherOptions} />
      ) : null}
    </div>
  );
  return (
    <section aria-labelledby="contact-title" className={styles.contact}>
      <h2 id="contact-title">{text.contactTitle}</h2>
      <ContactToggle
        label={text.contactToggle}
        options={toggle.options}
        initial={toggle.initial}
        views={{ social, chat: social, call }}
      />
    </section>
  );
}
