import type { SignalsBatch } from '@support/contracts';
import { ANALYTICS, type AnalyticsSignal } from './analytics-signals.ts';

// The page reports' transport (seed 001 §7 leaves it open): one POST of one signal to this site's
// signals endpoint (same origin: the web server passes /search/v1/* to the API). Fire and forget:
// a report never throws, never waits and never holds a navigation up.

/** The signals endpoint path (contracts: SIGNALS_PATH). */
export const SIGNALS_URL_PATH = '/search/v1/signals/';

export interface AnalyticsSenderOptions {
  /** The collection the reports go to. Default `ANALYTICS.COLLECTION`. */
  collection?: string;
  /** The API origin, '' for the page's own. Default ''. */
  host?: string;
  /** Stand-ins for the browser's (tests). Default the window's. */
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** A fresh idempotency key. Default a random UUID. */
  newKey?: () => string;
}

export interface SendOptions {
  /**
   * The page is being left (a link that navigates away): the report goes by `sendBeacon`, which
   * the browser delivers after the page is gone; fetch keepalive when the beacon is refused.
   * Default `false`: fetch with keepalive.
   */
  leaving?: boolean;
}

export interface AnalyticsSender {
  /**
   * Sends one report under a new idempotency key (the API stores a key once). Returns the key,
   * or undefined when the report could not be handed to the browser. Never throws.
   */
  send(signal: AnalyticsSignal, options?: SendOptions): string | undefined;
}

/** 8-128 of [A-Za-z0-9._:-] (contracts: IdempotencyKeySchema). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return `pa-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `pa-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createAnalyticsSender(options: AnalyticsSenderOptions = {}): AnalyticsSender {
  const url = `${options.host ?? ''}${SIGNALS_URL_PATH}${encodeURIComponent(options.collection ?? ANALYTICS.COLLECTION)}`;
  const newKey = options.newKey ?? newIdempotencyKey;
  const doFetch = () => options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  const beacon = (body: string): boolean => {
    const send =
      options.sendBeacon ??
      (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (u: string, d: Blob) => navigator.sendBeacon(u, d)
        : undefined);
    if (!send) return false;
    try {
      return send(url, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  };
  const post = (body: string): boolean => {
    const f = doFetch();
    if (!f) return false;
    f(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    }).catch(() => {
      // A lost report is only a lost report.
    });
    return true;
  };

  return {
    send(signal, { leaving = false } = {}) {
      try {
        const idempotencyKey = newKey();
        const batch: SignalsBatch = { signals: [{ ...signal, idempotencyKey }] };
        const body = JSON.stringify(batch);
        if (leaving && beacon(body)) return idempotencyKey;
        return post(body) ? idempotencyKey : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
