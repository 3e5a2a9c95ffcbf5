import { type DeviceListResponse, DeviceSlugSchema } from '@support/contracts';

/** The device selector's two audiences (seed 001 §2): visitors, and support agents helping one. */
export type SelectorVariant = 'visitor' | 'agent';

/** Where each variant's selector lives; a make and a model are path segments below it. */
export const SELECTOR_BASE: Record<SelectorVariant, string> = {
  visitor: '/device-support/selector',
  agent: '/device-support/agent/selector',
};

export const selectorPath = (variant: SelectorVariant, make?: string, model?: string): string =>
  [SELECTOR_BASE[variant], make, model]
    .filter((s) => s !== undefined)
    .map((s, i) => (i === 0 ? s : encodeURIComponent(s!)))
    .join('/');

export type DeviceMake = DeviceListResponse['makes'][number];

/**
 * A make of the catalogue by its URL id, whatever its case; undefined when the catalogue has no
 * such make or the id is not one (so it is never sent on to the API).
 */
export function findMake(list: DeviceListResponse, make: string): DeviceMake | undefined {
  const slug = DeviceSlugSchema.safeParse(make);
  if (!slug.success) return undefined;
  return list.makes.find((m) => m.make === slug.data);
}

/** A model of a make by its URL id, whatever its case. */
export function findModel(make: DeviceMake, model: string): DeviceMake['models'][number] | undefined {
  const slug = DeviceSlugSchema.safeParse(model);
  if (!slug.success) return undefined;
  return make.models.find((m) => m.model === slug.data);
}

/** A make or model id as the API takes it, or undefined when it cannot be one. */
export function deviceSlug(value: string): string | undefined {
  const slug = DeviceSlugSchema.safeParse(value);
  return slug.success ? slug.data : undefined;
}
