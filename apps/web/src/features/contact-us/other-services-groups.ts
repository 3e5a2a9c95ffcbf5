import { type ContactUsLocale, type CustomerType, findContactUsService } from '@support/contracts';

// Seed 001 §2 "Other-services dropdown": option groups by category (wireless, TV, internet, home
// phone, home security) holding every service of §1 (the business-only services are not in it:
// they have no consumer category), each going to a page of this site. §9: at most 5 groups.

/** Seed 001 §9: "Dropdown shows at most 5 option groups". */
export const OTHER_SERVICES_MAX_GROUPS = 5;

export type OtherServiceKey =
  | 'wireless'
  | 'prepaid'
  | 'satellite-tv'
  | 'streaming-tv'
  | 'uverse-tv'
  | 'internet'
  | 'fixed-wireless'
  | 'dsl'
  | 'dial-up'
  | 'digital-phone'
  | 'landline'
  | 'wireless-home-phone'
  | 'digitallife';

export interface OtherService {
  key: OtherServiceKey;
  label: string;
  href: string;
}

export interface OtherServicesGroup {
  /** wireless, tv, internet, home-phone, home-security. */
  id: string;
  label: string;
  services: OtherService[];
}

/** Where the TV landers are (the contact-us routing's settings, ADR 007). */
export interface OtherServicesLanders {
  satelliteTv: string;
  streamingTv: string;
}

export interface OtherServicesInput {
  userType: CustomerType;
  locale: ContactUsLocale;
  /** The landing page of the page's route family (its base), for the contact-us service pages. */
  contactUsBase: string;
  landers: OtherServicesLanders;
}

type Words = Record<ContactUsLocale, string>;

/** How a service is reached: a contact-us service page, a support page, a lander or a search. */
type Destination =
  | { kind: 'contact-us'; service: string; search: Words }
  | { kind: 'support'; path: Record<CustomerType, string> }
  | { kind: 'lander'; lander: keyof OtherServicesLanders }
  | { kind: 'search'; q: Words };

interface ServiceRow {
  key: OtherServiceKey;
  label: Words;
  to: Destination;
}

const search = (en: string, es: string = en): Destination => ({
  kind: 'search',
  q: { 'en-us': en, 'es-us': es },
});

/** The groups and their services, in the seed's order; the words are ours. */
export const OTHER_SERVICES_TABLE: readonly { id: string; label: Words; services: readonly ServiceRow[] }[] =
  [
    {
      id: 'wireless',
      label: { 'en-us': 'Wireless', 'es-us': 'Telefonía móvil' },
      services: [
        {
          key: 'wireless',
          label: { 'en-us': 'Wireless', 'es-us': 'Telefonía móvil' },
          to: {
            kind: 'support',
            path: { consumer: '/support/wireless', smb: '/support/smallbusiness/wireless' },
          },
        },
        {
          key: 'prepaid',
          label: { 'en-us': 'Prepaid', 'es-us': 'Prepago' },
          to: { kind: 'contact-us', service: 'prepaid', search: { 'en-us': 'prepaid', 'es-us': 'prepago' } },
        },
      ],
    },
    {
      id: 'tv',
      label: { 'en-us': 'TV', 'es-us': 'TV' },
      services: [
        {
          key: 'satellite-tv',
          label: { 'en-us': 'Satellite TV', 'es-us': 'TV satelital' },
          to: { kind: 'lander', lander: 'satelliteTv' },
        },
        {
          key: 'streaming-tv',
          label: { 'en-us': 'Streaming TV', 'es-us': 'TV por streaming' },
          to: { kind: 'lander', lander: 'streamingTv' },
        },
        {
          key: 'uverse-tv',
          label: { 'en-us': 'U-verse TV', 'es-us': 'U-verse TV' },
          to: search('U-verse TV'),
        },
      ],
    },
    {
      id: 'internet',
      label: { 'en-us': 'Internet', 'es-us': 'Internet' },
      services: [
        {
          key: 'internet',
          label: { 'en-us': 'Internet', 'es-us': 'Internet' },
          to: {
            kind: 'support',
            path: { consumer: '/support/internet', smb: '/support/smallbusiness/internet' },
          },
        },
        {
          key: 'fixed-wireless',
          label: { 'en-us': 'Fixed wireless internet', 'es-us': 'Internet inalámbrico fijo' },
          to: search('fixed wireless internet', 'internet inalámbrico fijo'),
        },
        { key: 'dsl', label: { 'en-us': 'DSL', 'es-us': 'DSL' }, to: search('DSL internet') },
        {
          key: 'dial-up',
          label: { 'en-us': 'Dial-up', 'es-us': 'Acceso telefónico' },
          to: search('dial-up internet', 'internet por acceso telefónico'),
        },
      ],
    },
    {
      id: 'home-phone',
      label: { 'en-us': 'Home phone', 'es-us': 'Teléfono residencial' },
      services: [
        {
          key: 'digital-phone',
          label: { 'en-us': 'Digital home phone', 'es-us': 'Teléfono residencial digital' },
          to: search('digital home phone', 'teléfono residencial digital'),
        },
        {
          key: 'landline',
          label: { 'en-us': 'Landline', 'es-us': 'Línea fija' },
          to: search('landline home phone', 'línea fija'),
        },
        {
          key: 'wireless-home-phone',
          label: { 'en-us': 'Wireless home phone', 'es-us': 'Teléfono residencial inalámbrico' },
          to: search('wireless home phone', 'teléfono residencial inalámbrico'),
        },
      ],
    },
    {
      id: 'home-security',
      label: { 'en-us': 'Home security', 'es-us': 'Seguridad del hogar' },
      services: [
        {
          key: 'digitallife',
          label: { 'en-us': 'Home security & automation', 'es-us': 'Seguridad y automatización del hogar' },
          to: {
            kind: 'contact-us',
            service: 'digitallife',
            search: { 'en-us': 'home security', 'es-us': 'seguridad del hogar' },
          },
        },
      ],
    },
  ];

const SEARCH_PAGE: Record<CustomerType, string> = { consumer: '/search', smb: '/search/smallBusiness' };

function hrefOf(to: Destination, input: OtherServicesInput): string {
  const searchFor = (q: string) => `${SEARCH_PAGE[input.userType]}?q=${encodeURIComponent(q)}`;
  switch (to.kind) {
    case 'contact-us':
      // A service page the audience has (seed 001 §5); otherwise its search, never a redirect loop.
      return findContactUsService(to.service, input.userType)
        ? `${input.contactUsBase}?service=${encodeURIComponent(to.service)}`
        : searchFor(to.search[input.locale]);
    case 'support':
      return to.path[input.userType];
    case 'lander':
      return input.landers[to.lander];
    case 'search':
      return searchFor(to.q[input.locale]);
  }
}

/** The dropdown's groups for a page: labels in its language, destinations for its audience. */
export function otherServicesGroups(input: OtherServicesInput): OtherServicesGroup[] {
  return OTHER_SERVICES_TABLE.slice(0, OTHER_SERVICES_MAX_GROUPS).map((group) => ({
    id: group.id,
    label: group.label[input.locale],
    services: group.services.map((row) => ({
      key: row.key,
      label: row.label[input.locale],
      href: hrefOf(row.to, input),
    })),
  }));
}

/** The section's own words. */
export const OTHER_SERVICES_TEXT: Record<ContactUsLocale, { heading: string; button: string }> = {
  'en-us': { heading: 'Need help with another service?', button: 'Choose a service' },
  'es-us': { heading: '¿Necesitas ayuda con otro servicio?', button: 'Elige un servicio' },
};
