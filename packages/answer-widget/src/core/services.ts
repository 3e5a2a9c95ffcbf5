import {
  type CustomerType,
  customerTypeOfService,
  isArticleId,
  type LineOfService,
  SERVICE_DETAILS,
  SERVICE_KEYS,
  type ServiceDetail,
  type ServiceKey,
} from '@support/contracts';

/**
 * Seed 000 §3 service details: the contracts' table, resolved for the customer type, with
 * overrides from the content feed and the older per-service configuration.
 */

const isServiceKey = (key: string): key is ServiceKey => (SERVICE_KEYS as readonly string[]).includes(key);

/**
 * The key for a customer type: an smb visitor's `wireless` is `smb-wireless` when that exists
 * (and stays `wireless` otherwise, e.g. `prepaid`); a consumer's `smb-x` is `x`. Unknown → the
 * type's default.
 */
export function resolveServiceKey(key: string | undefined, customerType: CustomerType): ServiceKey {
  const fallback: ServiceKey = customerType === 'smb' ? 'smb-support' : 'support';
  const k = (key ?? '').trim().toLowerCase();
  const bare = k.startsWith('smb-') ? k.slice('smb-'.length) : k;
  const wanted = customerType === 'smb' ? `smb-${bare}` : bare;
  if (isServiceKey(wanted)) return wanted;
  if (isServiceKey(bare)) return bare;
  return fallback;
}

/** The feed's per-service overrides (seed 000 §3: "may also come from the content feed, keyed by serviceName"). */
export interface ServiceFeedEntry {
  serviceName: string;
  navigationTree?: readonly string[];
  displayText?: string;
  errorText?: string;
  topic?: string;
}

/** The service's detail, with a feed entry for its key (a present field wins, an empty one does not). */
export function serviceDetail(
  key: string | undefined,
  customerType: CustomerType,
  feed: readonly ServiceFeedEntry[] = [],
): ServiceDetail & { key: ServiceKey } {
  const resolved = resolveServiceKey(key, customerType);
  const base = SERVICE_DETAILS[resolved];
  const entry = feed.find((e) => e.serviceName.trim().toLowerCase() === resolved);
  const text = (v: string | undefined, d: string) => (v?.trim() ? v : d);
  return {
    key: resolved,
    navigationTree: entry?.navigationTree?.length ? entry.navigationTree : base.navigationTree,
    displayText: text(entry?.displayText, base.displayText),
    errorText: text(entry?.errorText, base.errorText),
    topic: text(entry?.topic, base.topic),
    lineOfService: base.lineOfService,
  };
}

/** isWireless of call 3: true exactly when the service key contains `wireless`. */
export const isWirelessService = (key: string) => key.includes('wireless');

/** A line of service worth filtering by: `general` spans them all, so it is not sent. */
export const knownLineOfService = (los: LineOfService): LineOfService | undefined =>
  los === 'general' ? undefined : los;

export { customerTypeOfService };

/** Seed 000 §3 "older widget configuration per service". */
export interface LegacyServiceConfig {
  serviceName: LegacyServiceName;
  header: string;
  placeholderText: string;
  variationID: string;
  /** The service key it stands for. */
  serviceKey: ServiceKey;
}

export const LEGACY_SERVICE_NAMES = [
  'index',
  'mobilePhone',
  'attPrepaid',
  'direcTv',
  'direcTvNow',
  'uverseTv',
  'attInternet',
  'fixedWirelessInternet',
  'dsl',
  'dialUp',
  'digitalPhone',
  'landlineHomePhone',
  'wirelessHomePhone',
  'digitalLife',
] as const;
export type LegacyServiceName = (typeof LEGACY_SERVICE_NAMES)[number];

const legacy = (
  serviceName: LegacyServiceName,
  serviceKey: ServiceKey,
  header: string,
  placeholderText: string,
): LegacyServiceConfig => ({
  serviceName,
  serviceKey,
  header,
  placeholderText,
  variationID: `gen-ai-${serviceName}`,
});

/** Our own wording; the identifiers are the seed's. */
export const LEGACY_SERVICES: Readonly<Record<LegacyServiceName, LegacyServiceConfig>> = {
  index: legacy(
    'index',
    'support',
    'What can we help you with today?',
    'Ask about your services, bill or account',
  ),
  mobilePhone: legacy(
    'mobilePhone',
    'wireless',
    'Questions about your phone or plan?',
    'Ask about your phone or plan',
  ),
  attPrepaid: legacy(
    'attPrepaid',
    'prepaid',
    'Questions about prepaid?',
    'Ask about refills, plans or balances',
  ),
  direcTv: legacy(
    'direcTv',
    'u-verse-tv',
    'Questions about satellite TV?',
    'Ask about your receiver, remote or channels',
  ),
  direcTvNow: legacy(
    'direcTvNow',
    'u-verse-tv',
    'Questions about streaming TV?',
    'Ask about your streaming TV app',
  ),
  uverseTv: legacy('uverseTv', 'u-verse-tv', 'Questions about your TV service?', 'Ask about your TV service'),
  attInternet: legacy(
    'attInternet',
    'u-verse-high-speed-internet',
    'Questions about home internet?',
    'Ask about your internet or Wi-Fi',
  ),
  fixedWirelessInternet: legacy(
    'fixedWirelessInternet',
    'internet-fixed-wireless',
    'Questions about fixed wireless internet?',
    'Ask about your fixed wireless internet',
  ),
  dsl: legacy('dsl', 'internet-dsl', 'Questions about DSL?', 'Ask about your DSL internet'),
  dialUp: legacy('dialUp', 'internet-dsl', 'Questions about dial-up?', 'Ask about your dial-up connection'),
  digitalPhone: legacy(
    'digitalPhone',
    'u-verse-voice',
    'Questions about digital home phone?',
    'Ask about your digital phone',
  ),
  landlineHomePhone: legacy(
    'landlineHomePhone',
    'local-long-distance',
    'Questions about your landline?',
    'Ask about your landline or long distance',
  ),
  wirelessHomePhone: legacy(
    'wirelessHomePhone',
    'wireless',
    'Questions about wireless home phone?',
    'Ask about your wireless home phone',
  ),
  digitalLife: legacy(
    'digitalLife',
    'digitallife',
    'Questions about home security?',
    'Ask about home security and automation',
  ),
};

export const legacyService = (name: string): LegacyServiceConfig | undefined =>
  Object.hasOwn(LEGACY_SERVICES, name) ? LEGACY_SERVICES[name as LegacyServiceName] : undefined;

/** Seed 000 §9 plan display-name templates. */
export const PLAN_NAME_TEMPLATES = {
  plan: 'My [[VALUE]] plan',
  wirelessPlans: 'My wireless plans ([[VALUE]])',
} as const;
export const VALUE_TOKEN = '[[VALUE]]';

export const planDisplayName = (template: string, value: string) => template.split(VALUE_TOKEN).join(value);

/** Seed 000 §5: knowledge article ids are KM and 7 digits. */
export const isKnowledgeArticleId = isArticleId;
