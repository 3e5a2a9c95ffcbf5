import { ZipCodeSchema } from '@support/contracts';

/** Query parameter of the /outages form. */
export const ZIP_PARAM = 'zip';
/** Longest text the field takes: a ZIP+4 (12345-6789). */
export const ZIP_INPUT_MAX_LENGTH = 10;

export const ZIP_MESSAGES = {
  empty: 'Enter your ZIP code to check for outages.',
  invalid: 'Enter a 5-digit ZIP code, for example 12345.',
} as const;

/** What the visitor typed in the ZIP field, read: nothing yet, a ZIP code to check, or an error to show. */
export type ZipInput =
  | { state: 'none' }
  | { state: 'valid'; zip: string }
  | { state: 'invalid'; value: string; message: string };

/**
 * The /outages form's `zip` parameter. Absent: no check yet. Spaces around it are ignored and a
 * ZIP+4 is cut to its first five digits (the API takes five, see OutageZipParamsSchema); anything
 * else is an error shown next to the field, never a request.
 */
export function parseZipInput(raw: string | string[] | undefined): ZipInput {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined) return { state: 'none' };
  const value = first.trim().slice(0, ZIP_INPUT_MAX_LENGTH * 2);
  if (value === '') return { state: 'invalid', value, message: ZIP_MESSAGES.empty };
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(value)?.[1];
  if (zip === undefined || !ZipCodeSchema.safeParse(zip).success)
    return { state: 'invalid', value, message: ZIP_MESSAGES.invalid };
  return { state: 'valid', zip };
}
