import { z } from 'zod';

// Seed 001 §7 ("defined with no usage shown"): /msapi/devicesupportcatalog/v1/device/make/{make}/model/{model}?appId=ecare,
// and §2's /device-support/selector/ pages. The catalogue is ours: content/devices/*.json, one
// file per make, each model with its support articles by knowledge-base id.

export const DEVICE_CATALOG_BASE = '/msapi/devicesupportcatalog/v1';
export const DEVICE_PATH = `${DEVICE_CATALOG_BASE}/device/make/:make/model/:model`;
/** Ours: every make and its models, for the device selector. */
export const DEVICE_LIST_PATH = `${DEVICE_CATALOG_BASE}/devices`;
/** The app ids the catalogue serves: the seed's `ecare` only. */
export const DEVICE_CATALOG_APP_IDS = ['ecare'] as const;
export const deviceUrl = (make: string, model: string) =>
  `${DEVICE_CATALOG_BASE}/device/make/${encodeURIComponent(make)}/model/${encodeURIComponent(model)}?appId=ecare`;

/** A make or model id in a URL: lower-case letters, digits and hyphens (`apple`, `iphone-15`). */
export const DeviceSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be 1-64 letters, digits or hyphens');

export const DEVICE_TYPES = ['phone', 'tablet', 'watch', 'hotspot', 'gateway', 'receiver'] as const;

/** One model as a content file holds it. */
export const DeviceModelRecordSchema = z.strictObject({
  model: DeviceSlugSchema,
  displayName: z.string().trim().min(1).max(100),
  type: z.enum(DEVICE_TYPES),
  /** Released year, for the selector's order (newest first). */
  year: z.number().int().min(2000).max(2100),
  /** Knowledge-base article ids (KM + 7 digits), most useful first. */
  articleIds: z
    .array(z.string().regex(/^KM\d{7}$/, 'must be KM followed by 7 digits'))
    .min(1)
    .max(20),
});
/** content/devices/<make>.json. */
export const DeviceMakeFileSchema = z.strictObject({
  make: DeviceSlugSchema,
  displayName: z.string().trim().min(1).max(100),
  models: z.array(DeviceModelRecordSchema).min(1).max(200),
});
export type DeviceMakeFile = z.infer<typeof DeviceMakeFileSchema>;

export const DeviceParamsSchema = z.object({ make: DeviceSlugSchema, model: DeviceSlugSchema });
/** `appId=ecare`; missing is 400 SPTSEARCH-100, another app 400 SPTSEARCH-101. */
export const DeviceCatalogQuerySchema = z.object({ appId: z.string().trim().min(1, 'is required').max(64) });

export const DeviceSupportArticleSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export const DeviceResponseSchema = z.object({
  make: z.string(),
  makeDisplayName: z.string(),
  model: z.string(),
  displayName: z.string(),
  type: z.enum(DEVICE_TYPES),
  year: z.number().int(),
  /** The model's support articles that exist in the knowledge base, in the file's order. */
  articles: z.array(DeviceSupportArticleSchema),
});
export type DeviceResponse = z.infer<typeof DeviceResponseSchema>;

export const DeviceListResponseSchema = z.object({
  makes: z.array(
    z.object({
      make: z.string(),
      displayName: z.string(),
      models: z.array(
        z.object({
          model: z.string(),
          displayName: z.string(),
          type: z.enum(DEVICE_TYPES),
          year: z.number(),
        }),
      ),
    }),
  ),
});
export type DeviceListResponse = z.infer<typeof DeviceListResponseSchema>;
