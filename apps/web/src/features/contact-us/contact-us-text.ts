import type { ContactUsLocale } from '@support/contracts';

/**
 * The panels' own words (the feed has the rest). English from seed 001 §2/§9 ("Looking for
 * answers?", "SUGGESTED FOR YOU"); the Spanish ones are ours.
 */
export const CONTACT_US_PANEL_TEXT: Record<
  ContactUsLocale,
  {
    articlesTitle: string;
    articlesEyebrow: string;
    contactTitle: string;
    contactToggle: string;
    customerService: string;
    otherContactOptions: string;
  }
> = {
  'en-us': {
    articlesTitle: 'Looking for answers?',
    articlesEyebrow: 'SUGGESTED FOR YOU',
    contactTitle: 'Get in touch',
    contactToggle: 'How would you like to reach us?',
    customerService: 'Customer service',
    otherContactOptions: 'Other ways to reach us',
  },
  'es-us': {
    articlesTitle: '¿Buscas respuestas?',
    articlesEyebrow: 'SUGERENCIAS PARA TI',
    contactTitle: 'Comunícate con nosotros',
    contactToggle: '¿Cómo quieres comunicarte con nosotros?',
    customerService: 'Servicio al cliente',
    otherContactOptions: 'Otras formas de comunicarte',
  },
};
