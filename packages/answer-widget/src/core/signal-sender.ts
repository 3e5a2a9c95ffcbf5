import type { SignalsBatch } from '@support/contracts';
import { CLIENT_DEFAULTS } from './defaults.ts';

/**
 * Sends reporting signals (seed 000 §7 call 10) without ever holding the visitor up: fire and
 * forget, keepalive so a click that navigates away still reports, a bounded retry with the same
 * body (so the same idempotency keys: the API stores a retried signal once), and what is still
 * waiting for a retry goes by sendBeacon when the page is hidden or left.
 */

export interface SignalSender {
  send(batch: SignalsBatch): void;
  /** Sends by beacon whatever waits for a retry. */
  flush(): void;
  /** Flushes and stops listening to the page. */
  dispose(): void;
}

export interface SignalSenderOptions {
  /** Search API origin ('' for the page's own). */
  host: string;
  /** `{collection}` of the path. */
  collection: string;
  maxAttempts?: number;
  retryBaseMs?: number;
  keepaliveMaxBytes?: number;
  /** Whether fetch honours keepalive; detected by default. */
  keepalive?: boolean;
}

export const SIGNALS_URL_PATH = '/search/v1/signals/';

/** Fetch's keepalive is missing in some browsers (older Firefox); the Request prototype tells. */
export const supportsKeepalive = () => typeof Request === 'function' && 'keepalive' in Request.prototype;

const isRetryable = (status: number) => status >= 500 || status === 429 || status === 408;

export function createSignalSender(options: SignalSenderOptions): SignalSender {
  const url = `${options.host}${SIGNALS_URL_PATH}${encodeURIComponent(options.collection)}`;
  const maxAttempts = options.maxAttempts ?? CLIENT_DEFAULTS.SIGNAL_MAX_ATTEMPTS;
  const retryBaseMs = options.retryBaseMs ?? CLIENT_DEFAULTS.SIGNAL_RETRY_BASE_MS;
  const maxKeepalive = options.keepaliveMaxBytes ?? CLIENT_DEFAULTS.KEEPALIVE_BODY_MAX_BYTES;
  const keepalive = options.keepalive ?? supportsKeepalive();
  /** Bodies waiting for a retry, by their timer. */
  const waiting = new Map<ReturnType<typeof setTimeout>, string>();

  const beacon = (body: string): boolean => {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    try {
      return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  };

  const retryLater = (body: string, attempt: number, reason: string | number) => {
    if (attempt >= maxAttempts) {
      console.warn('[answer-widget] signal not sent', { reason, attempts: attempt });
      return;
    }
    const timer = setTimeout(
      () => {
        waiting.delete(timer);
        post(body, attempt + 1);
      },
      retryBaseMs * 2 ** (attempt - 1),
    );
    waiting.set(timer, body);
  };

  const post = (body: string, attempt: number) => {
    const size = new TextEncoder().encode(body).length;
    if (!keepalive || size > maxKeepalive) {
      // A beacon cannot be retried (no answer): it is queued by the browser or refused at once.
      if (beacon(body)) return;
      if (size > maxKeepalive) {
        console.warn('[answer-widget] signal not sent', { reason: 'beacon refused', bytes: size });
        return;
      }
    }
    fetch(url, {
      method: 'POST',
      body,
      credentials: 'include',
      keepalive: keepalive && size <= maxKeepalive,
      headers: { 'content-type': 'application/json' },
    })
      .then((response) => {
        if (response.ok) return;
        if (isRetryable(response.status)) retryLater(body, attempt, response.status);
        else console.warn('[answer-widget] signal refused', { status: response.status });
      })
      .catch(() => retryLater(body, attempt, 'network'));
  };

  const flush = () => {
    for (const [timer, body] of waiting) {
      clearTimeout(timer);
      if (!beacon(body)) console.warn('[answer-widget] signal not sent', { reason: 'page hidden' });
    }
    waiting.clear();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const listening = typeof window !== 'undefined';
  if (listening) {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
  }

  return {
    send(batch) {
      try {
        post(JSON.stringify(batch), 1);
      } catch (err) {
        // Reporting never breaks the widget.
        console.warn('[answer-widget] signal not sent', {
          reason: err instanceof Error ? err.name : 'error',
        });
      }
    },
    flush,
    dispose() {
      flush();
      if (listening) {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onVisibility);
      }
    },
  };
}
