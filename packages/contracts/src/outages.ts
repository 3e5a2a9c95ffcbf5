import { z } from 'zod';
import { type ServiceKey, ServiceKeySchema } from './services.ts';

// Seed 001 §7 (support site, "defined with no usage shown"): the outage workflow, linked-account
// info and the support alert banner; §9: the outage service labels and a service → alert-banner
// group mapping for about 30 service keys (list not shown; ours below). The /outages page and the
// ZIP check are ours: the seed has the route but not its data.

export const OUTAGE_PATHS = {
  /** Seed path; `na` is "no account": see OutageWorkflowResponseSchema. */
  workflow: '/msapi/outage/v1/workflows/na/BAN',
  linkedAccounts: '/msapi/outage/v1/linkedAcctInfo',
  /** Ours: active outages at one ZIP code. */
  zip: '/msapi/outage/v1/zip/:zip',
  alerts: '/msapi/resolve/v1/alert/support/na/service',
} as const;
/** The seed's workflow URL as clients call it. */
export const OUTAGE_WORKFLOW_URL = `${OUTAGE_PATHS.workflow}?executecache=true`;
export const outageZipUrl = (zip: string) => `/msapi/outage/v1/zip/${encodeURIComponent(zip)}`;

/** Seed 001 §9: the services an outage can be reported for, by their labels. */
export const OUTAGE_SERVICES = ['Internet', 'AT&T Internet', 'Digital home phone', 'U-verse TV'] as const;
export const OutageServiceSchema = z.enum(OUTAGE_SERVICES);
export type OutageService = z.infer<typeof OutageServiceSchema>;

/** A 5-digit US ZIP code (a ZIP+4 is cut to its first five by the client, not here). */
export const ZipCodeSchema = z.string().regex(/^\d{5}$/, 'must be a 5-digit ZIP code');
export const OutageIdSchema = z.string().regex(/^OUT-\d{4,8}$/, 'must be OUT- followed by 4-8 digits');
const isoTime = z.iso.datetime({ offset: true });

/**
 * A time in a content/outages file: an ISO 8601 time, or hours and minutes before (-) or after (+)
 * the moment the file is loaded ("-3h", "+7h30m", "-45m"), so that sample outages are current on
 * the day a site is first started rather than on the day they were written.
 */
const RELATIVE_TIME = /^[+-](?=\d)(?:(\d{1,4})h)?(?:(\d{1,4})m)?$/;
const outageFileTime = z.union([
  isoTime,
  z.string().regex(RELATIVE_TIME, 'must be an ISO 8601 time or an offset such as "-3h" or "+7h30m"'),
]);

/** An outage file's time as a date: an ISO time as it is, an offset from `loadedAt`. */
export function resolveOutageFileTime(value: string, loadedAt: Date): Date {
  const relative = RELATIVE_TIME.exec(value);
  if (!relative) return new Date(value);
  const minutes = Number(relative[1] ?? 0) * 60 + Number(relative[2] ?? 0);
  return new Date(loadedAt.getTime() + (value.startsWith('-') ? -minutes : minutes) * 60_000);
}

/** One outage as content/outages/*.json holds it (seeded into the outages table). */
export const OutageRecordSchema = z.object({
  id: OutageIdSchema,
  service: OutageServiceSchema,
  zipCodes: z.array(ZipCodeSchema).min(1).max(500),
  /** Plain text for the visitor: what is affected, in a sentence. */
  summary: z.string().trim().min(1).max(300),
  startedAt: isoTime,
  /** When service is expected back; null while not known. */
  expectedRestoreAt: isoTime.nullable(),
  /** Set once restored: a restored outage is no longer active. */
  resolvedAt: isoTime.nullable().default(null),
});
export type OutageRecord = z.infer<typeof OutageRecordSchema>;
/** One outage as a content/outages file gives it: its times may be offsets from loading. */
export const OutageFileRecordSchema = OutageRecordSchema.extend({
  startedAt: outageFileTime,
  expectedRestoreAt: outageFileTime.nullable(),
  resolvedAt: outageFileTime.nullable().default(null),
});
export type OutageFileRecord = z.infer<typeof OutageFileRecordSchema>;
export const OutageFileSchema = z.object({ outages: z.array(OutageFileRecordSchema).min(1) });

/** An active outage as answered. */
export const ActiveOutageSchema = z.object({
  id: z.string(),
  service: OutageServiceSchema,
  summary: z.string(),
  startedAt: z.string(),
  expectedRestoreAt: z.string().nullable(),
  /** The expected restore time has passed and the outage is still open. */
  restoreOverdue: z.boolean(),
});
export type ActiveOutage = z.infer<typeof ActiveOutageSchema>;

// ---------------------------------------------------------------- check by ZIP (ours)

export const OutageZipParamsSchema = z.object({ zip: ZipCodeSchema });
export const OutageZipQuerySchema = z.object({
  /** Only this service's outages (a label of OUTAGE_SERVICES). */
  service: OutageServiceSchema.optional(),
});
export const OutageZipResponseSchema = z.object({
  zip: z.string(),
  checkedAt: z.string(),
  hasOutage: z.boolean(),
  outages: z.array(ActiveOutageSchema),
});
export type OutageZipResponse = z.infer<typeof OutageZipResponseSchema>;

// ---------------------------------------------------------------- the seed's workflow calls

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
export const OutageWorkflowQuerySchema = z.object({
  /** Seed: `executecache=true`. Our answers always come from the outages table, so both values read it. */
  executecache: boolParam.default(true),
});

/**
 * The outage workflow for a visitor without an account. BAN is the billing account number the
 * workflow would check outages for; this site has no accounts, so the seed's `na` (not available)
 * is the only BAN, and the workflow answers what is known without one: every active outage
 * (with its ZIP codes), and that the next step is a check by ZIP code.
 */
export const OutageWorkflowResponseSchema = z.object({
  ban: z.literal('na'),
  accountLinked: z.literal(false),
  nextStep: z.literal('check-zip'),
  checkedAt: z.string(),
  outages: z.array(ActiveOutageSchema.extend({ zipCodes: z.array(z.string()) })),
});
export type OutageWorkflowResponse = z.infer<typeof OutageWorkflowResponseSchema>;

/** The accounts linked to the signed-in visitor's profile: none, as there is no sign-in. */
export const LinkedAccountInfoResponseSchema = z.object({
  customerState: z.literal('Unauthenticated'),
  linkedAccounts: z.array(z.object({ ban: z.string(), services: z.array(OutageServiceSchema) })).max(0),
});
export type LinkedAccountInfoResponse = z.infer<typeof LinkedAccountInfoResponseSchema>;

// ---------------------------------------------------------------- alert banners

/** The support pages' alert-banner groups: which outage services each group's banner speaks of. */
export const ALERT_BANNER_GROUPS = {
  internet: ['Internet', 'AT&T Internet'],
  tv: ['U-verse TV'],
  'home-phone': ['Digital home phone'],
  /** Landing, account and contact pages: any outage is worth a banner. */
  all: OUTAGE_SERVICES,
  /** Services no reported outage can touch (wireless, email, home security): never a banner. */
  none: [],
} as const satisfies Record<string, readonly OutageService[]>;
export type AlertBannerGroup = keyof typeof ALERT_BANNER_GROUPS;
export const AlertBannerGroupSchema = z.enum(
  Object.keys(ALERT_BANNER_GROUPS) as [AlertBannerGroup, ...AlertBannerGroup[]],
);

/** Seed 001 §9: the service → alert-banner group table (every service key; ours). */
export const SERVICE_ALERT_GROUPS: Record<ServiceKey, AlertBannerGroup> = {
  support: 'all',
  'my-account': 'all',
  'u-verse-high-speed-internet': 'internet',
  'internet-air': 'internet',
  'internet-fixed-wireless': 'internet',
  'internet-dsl': 'internet',
  wireless: 'none',
  prepaid: 'none',
  'u-verse-tv': 'tv',
  'u-verse-voice': 'home-phone',
  'local-long-distance': 'home-phone',
  'email-support': 'none',
  'contact-us': 'all',
  'how-to': 'all',
  digitallife: 'none',
  'smb-support': 'all',
  'smb-wireless': 'none',
  'smb-u-verse-high-speed-internet': 'internet',
  'smb-internet-air': 'internet',
  'smb-internet-fixed-wireless': 'internet',
  'smb-internet-dsl': 'internet',
  'smb-u-verse-voice': 'home-phone',
  'smb-local-long-distance': 'home-phone',
  'smb-u-verse-tv': 'tv',
  'smb-email-support': 'none',
  'smb-contact-us': 'all',
  'smb-my-account': 'all',
};

export const OutageAlertsQuerySchema = z.object({
  /** A service key: only its group's banner. Without it, a banner per group with active outages. */
  service: ServiceKeySchema.optional(),
});

export const OutageAlertSchema = z.object({
  group: AlertBannerGroupSchema,
  /** The outage services with an active outage that this banner covers. */
  services: z.array(OutageServiceSchema).min(1),
  outageCount: z.number().int().positive(),
  /** How many ZIP codes are affected, all outages of the banner together. */
  zipCodeCount: z.number().int().positive(),
  headline: z.string(),
  message: z.string(),
  /** The latest expected restore time among them; null when any is unknown. */
  expectedRestoreAt: z.string().nullable(),
  /** Where the banner's link goes: the outage check. */
  link: z.literal('/outages'),
});
export type OutageAlert = z.infer<typeof OutageAlertSchema>;
export const OutageAlertsResponseSchema = z.object({ alerts: z.array(OutageAlertSchema) });
export type OutageAlertsResponse = z.infer<typeof OutageAlertsResponseSchema>;
