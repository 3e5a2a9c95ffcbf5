import { z } from 'zod';
import { type CustomerType, LineOfServiceSchema, ServiceKeySchema } from './services.ts';

// Seed 001 §3 "Service info entry" and §5 "Service selection": which services have a contact-us
// service page, and how a `service` query value finds its entry. The field names keep the seed's
// spelling (`contcatUs…`, `contactusSMB`, `GenAIWidgetServiceAlias`) so they match the spec.

/** `"true"`/`"false"`, as the seed stores chatComponentEnable. */
const stringFlag = z.enum(['true', 'false']);

/** A service with its own contact-us page (seed 001 §3, the full entry). */
export const ContactUsServiceInfoEntrySchema = z.object({
  serviceName: z.string().min(1),
  contcatUsService: z.string().min(1),
  contcatUsServiceAlias: z.string().min(1),
  /** Which article cards, panels and SEO record of the feed belong to this page (their serviceName). */
  contcatUsCmsContext: z.string().min(1),
  displayName: z.string().min(1),
  /** `Support>Wireless`: the breadcrumb trail and the AI widget's navigation tree. */
  navigationTree: z.string().regex(/^Support(>[^>]+)*$/),
  serviceGroup: LineOfServiceSchema,
  serviceTopicName: z.string().min(1),
  /** The page id of the recommendation call (seed 001 §7 call 5). */
  tDicePageId: z.string().min(1),
  chatComponentEnable: stringFlag,
  /** Seed 001 §5: an smb visitor reaches the page only when this (or esupportSMB) is true. */
  contactusSMB: z.boolean(),
  /** Seed 001 §5's other smb mark: an entry shared with the e-support pages may carry this instead. */
  esupportSMB: z.boolean().optional(),
  /** Not in the seed's full entry; ours, so the AI widget answers about this service. */
  GenAIWidgetServiceAlias: ServiceKeySchema.optional(),
});
export type ContactUsServiceInfoEntry = z.infer<typeof ContactUsServiceInfoEntrySchema>;

/** A page that only tells the AI widget which service it is about (seed 001 §3). */
export const GenAIAliasEntrySchema = z.object({
  serviceName: z.string().min(1),
  GenAIWidgetServiceAlias: ServiceKeySchema,
});
export type GenAIAliasEntry = z.infer<typeof GenAIAliasEntrySchema>;

/**
 * The service pages. prepaid is the seed's only full entry; digitallife (home security) is ours,
 * since seed 001 §2 gives it a service page too. Both use the social option rather than chat.
 */
export const CONTACT_US_SERVICES = [
  {
    serviceName: 'prepaid',
    contcatUsService: 'prepaid',
    contcatUsServiceAlias: 'prepaid',
    contcatUsCmsContext: 'prepaid',
    displayName: 'prepaid',
    navigationTree: 'Support>Wireless',
    serviceGroup: 'wireless',
    serviceTopicName: 'prepaid',
    tDicePageId: 'contactus-prepaid',
    chatComponentEnable: 'false',
    contactusSMB: true,
    GenAIWidgetServiceAlias: 'prepaid',
  },
  {
    serviceName: 'digitallife',
    contcatUsService: 'digitallife',
    contcatUsServiceAlias: 'digitallife',
    contcatUsCmsContext: 'digitallife',
    displayName: 'Home Security',
    navigationTree: 'Support>Home Security',
    serviceGroup: 'homesecurity',
    serviceTopicName: 'digitallife',
    tDicePageId: 'contactus-digitallife',
    chatComponentEnable: 'false',
    contactusSMB: false,
    GenAIWidgetServiceAlias: 'digitallife',
  },
] as const satisfies readonly ContactUsServiceInfoEntry[];

/** The landing pages' AI widget aliases, one per audience (seed 001 §3). */
export const CONTACT_US_GENAI_ALIASES = [
  { serviceName: 'contact-us', GenAIWidgetServiceAlias: 'contact-us' },
  { serviceName: 'smb-contact-us', GenAIWidgetServiceAlias: 'smb-contact-us' },
] as const satisfies readonly GenAIAliasEntry[];

/** Seed 001 §9: the AI widget's service alias when a page names none. */
export const DEFAULT_GENAI_SERVICE_ALIAS = 'wireless';
/** Seed 001 §9: the AI widget's app id on the contact-us page. */
export const CONTACT_US_GENAI_APP_ID = 'idpSupport';

/**
 * Seed 001 §5: the entry a `service` query value names, by serviceName or contcatUsService
 * (case-insensitive); for smb only an entry marked contactusSMB or esupportSMB. Undefined:
 * redirect to the audience's landing page.
 */
export function findContactUsService(
  service: string | undefined,
  audience: CustomerType,
  services: readonly ContactUsServiceInfoEntry[] = CONTACT_US_SERVICES,
): ContactUsServiceInfoEntry | undefined {
  const wanted = service?.trim().toLowerCase();
  if (!wanted) return undefined;
  const entry = services.find(
    (s) => s.serviceName.toLowerCase() === wanted || s.contcatUsService.toLowerCase() === wanted,
  );
  if (entry === undefined) return undefined;
  if (audience === 'smb' && !entry.contactusSMB && entry.esupportSMB !== true) return undefined;
  return entry;
}

/** Seed 001 §5: chat is on only for the string "true" in any case or the boolean true. */
export function chatEnabled(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.toLowerCase() === 'true');
}

/**
 * The AI widget's service alias: a service page's own (seed 001 §9: wireless when it has none), a
 * landing page's from its audience's entry (contact-us or smb-contact-us).
 */
export function genAIServiceAlias(entry: ContactUsServiceInfoEntry | undefined, audience: CustomerType) {
  if (entry) return entry.GenAIWidgetServiceAlias ?? DEFAULT_GENAI_SERVICE_ALIAS;
  const landing = audience === 'smb' ? 'smb-contact-us' : 'contact-us';
  return CONTACT_US_GENAI_ALIASES.find((a) => a.serviceName === landing)!.GenAIWidgetServiceAlias;
}
