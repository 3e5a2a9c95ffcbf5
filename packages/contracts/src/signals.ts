import { z } from 'zod';

/** Seed 000 §7 call 10 (`{collection}` is the path's last part). */
export const SIGNALS_PATH = '/search/v1/signals/:collection';
/** Most signals one POST may carry; the widget sends one to a few per event. */
export const SIGNALS_MAX_BATCH = 50;
/** Largest body the signals route reads: 50 signals of ~1 KiB with room to spare. */
export const SIGNALS_BODY_LIMIT = 64 * 1024;
/** Longest string in a signal. */
export const SIGNAL_TEXT_MAX = 2000;

const text = z.string().max(SIGNAL_TEXT_MAX);
const num = z.number().finite();
const flag = z.boolean();
/** Some senders write flags and counts as strings; both are kept as sent. */
const loose = z.union([text, num, flag]);

/**
 * Idempotency key: 8 to 128 of `[A-Za-z0-9._:-]`, e.g. a UUID made when the event happened and
 * kept across retries.
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'must be 8-128 letters, digits or . _ : -');

/** Most fields a payload may carry, the §3 ones included. */
export const SIGNAL_PAYLOAD_MAX_FIELDS = 60;

/**
 * Seed 000 §3 "Reporting signal": every field optional and bounded. Other fields (a feedback
 * event's isYes, ansID, feedbackArr…) are kept when they are scalars or short string lists, up to
 * SIGNAL_PAYLOAD_MAX_FIELDS fields in all.
 */
export const SignalPayloadSchema = z
  .object({
    app_id: text.optional(),
    docId: text.optional(),
    count_i: num.optional(),
    fusion_query_id: text.optional(),
    query: text.optional(),
    query_orig_s: text.optional(),
    filterQueries: z.union([text, z.array(text).max(20)]).optional(),
    browser_name: text.optional(),
    os_name: text.optional(),
    os_device: text.optional(),
    page_title: text.optional(),
    path: text.optional(),
    subtype: text.optional(),
    URL: text.optional(),
    res_pos: z.union([num, text]).optional(),
    host: text.optional(),
    url_domain: text.optional(),
    referrer_domain: text.optional(),
    user_id: text.optional(),
    data_source_name: text.optional(),
    isTopMatches: loose.optional(),
    isVideoCarousel: loose.optional(),
    isGoogleVaPromo: loose.optional(),
    isSmartAnswer: loose.optional(),
    isPAA: loose.optional(),
    isForums: loose.optional(),
    helpful: loose.optional(),
    productType: text.optional(),
    accessorySubCategory: text.optional(),
    title: text.optional(),
    los: text.optional(),
    errorType: text.optional(),
    errorMessage: text.optional(),
    errorDetails: text.optional(),
  })
  .catchall(z.union([text, num, flag, z.null(), z.array(text).max(20)]))
  .refine((p) => Object.keys(p).length <= SIGNAL_PAYLOAD_MAX_FIELDS, {
    message: `must have at most ${SIGNAL_PAYLOAD_MAX_FIELDS} fields`,
  });
export type SignalPayload = z.infer<typeof SignalPayloadSchema>;

/** One signal (seed 000 §3: type, id, app-id, q, name, payload). */
export const SignalSchema = z.strictObject({
  type: z.string().trim().min(1).max(64),
  id: text.optional(),
  'app-id': text.optional(),
  q: text.optional(),
  name: text.optional(),
  /** Needed unless the batch has an Idempotency-Key header. */
  idempotencyKey: IdempotencyKeySchema.optional(),
  payload: SignalPayloadSchema.default({}),
});
export type Signal = z.infer<typeof SignalSchema>;

/** The body of call 10: the signals plus the batch's app-id, q and name (seed 000 §7). */
export const SignalsBatchSchema = z.strictObject({
  signals: z.array(SignalSchema).min(1).max(SIGNALS_MAX_BATCH),
  'app-id': text.optional(),
  q: text.optional(),
  name: text.optional(),
});
export type SignalsBatch = z.infer<typeof SignalsBatchSchema>;

export const SignalsParamsSchema = z.object({
  collection: z.string().regex(/^[a-z0-9_-]{1,64}$/i, 'must be 1-64 letters, digits, _ or -'),
});

/** `Idempotency-Key` header: the batch's key; signal i without its own key gets `<key>#<i>`. */
export const SignalsHeadersSchema = z.looseObject({ 'idempotency-key': IdempotencyKeySchema.optional() });

/** 202: how many signals were new and how many had a key already stored (retries). */
export const SignalsResponseSchema = z.object({
  stored: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
});
export type SignalsResponse = z.infer<typeof SignalsResponseSchema>;
