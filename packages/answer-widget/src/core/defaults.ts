/**
 * The widget's own tuning constants: values the seeds leave open, chosen here and kept in one
 * place (the seed's constants are in `model.ts` WIDGET and `@support/contracts`).
 */
export const CLIENT_DEFAULTS = {
  /** A call, or a stream silent for this long, fails with TIMEOUT_ERROR (seed 000 §8 gives no N). */
  REQUEST_TIMEOUT_MS: 15_000,
  /** The signals route's collection when the app id is not a valid one (it is the app id otherwise). */
  SIGNALS_FALLBACK_COLLECTION: 'widget',
  /** Attempts per signal batch (the first send and two retries), with the same idempotency keys. */
  SIGNAL_MAX_ATTEMPTS: 3,
  /** Wait before retry n is SIGNAL_RETRY_BASE_MS × 2^(n-1). */
  SIGNAL_RETRY_BASE_MS: 1_000,
  /** Bodies above this go by sendBeacon: browsers cap keepalive fetches at 64 KiB in flight. */
  KEEPALIVE_BODY_MAX_BYTES: 60 * 1024,
  /** localStorage key of the anonymous user id. */
  USER_ID_STORAGE_KEY: 'support.answer-widget.user-id',
} as const;
