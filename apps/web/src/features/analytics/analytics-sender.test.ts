import { IdempotencyKeySchema, type SignalsBatch, SignalsBatchSchema } from '@support/contracts';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../contact-us/testing/browser.ts';
import { createAnalyticsSender, newIdempotencyKey } from './analytics-sender.ts';
import {
  ANALYTICS,
  type AnalyticsPage,
  breadcrumbImpressionSignal,
  linkClickSignal,
  pageLoadSignal,
  recordedUrl,
  wirelessDeviceOf,
} from './analytics-signals.ts';

const PAGE: AnalyticsPage = {
  pageName: 'contact-us:landing',
  path: '/support/contact-us',
  userType: 'consumer',
  service: '',
  locale: 'en-us',
};

function fakes({ beaconAccepts = true, fetchFails = false } = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    if (fetchFails) throw new TypeError('Failed to fetch');
    return new Response('{"stored":1,"duplicates":0}', { status: 202 });
  });
  const sendBeacon = vi.fn((_url: string, _data: Blob) => beaconAccepts);
  return { fetch, sendBeacon };
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as SignalsBatch;

describe('page report payloads', () => {
  it('a link click: Link_Click / linkClick with destination, name and position, Body by default', () => {
    const signal = linkClickSignal(PAGE, { linkName: 'View my bill', linkDestinationUrl: '/bill' });
    expect(signal).toMatchObject({ type: 'Link_Click', name: 'linkClick', 'app-id': 'idpSupport' });
    expect(signal.payload).toEqual({
      eventCode: 'Link_Click',
      eventAction: 'linkClick',
      linkName: 'View my bill',
      linkDestinationUrl: '/bill',
      linkPosition: 'Body',
      ...PAGE,
    });
    const crumb = linkClickSignal(PAGE, {
      linkName: 'Support',
      linkDestinationUrl: '/support',
      linkPosition: 'Body_Breadcrumb',
    });
    expect(crumb.payload.linkPosition).toBe('Body_Breadcrumb');
  });

  it("keeps a block's string extras but never lets them replace the report's own fields", () => {
    const signal = linkClickSignal(PAGE, {
      linkName: 'Read more',
      linkDestinationUrl: '/a',
      extra: { inventorySpaceId: 'slot-1', linkName: 'forged', pageName: 'forged', 'bad key': 'x', n: 3 },
    });
    expect(signal.payload).toMatchObject({ inventorySpaceId: 'slot-1', linkName: 'Read more' });
    expect(signal.payload.pageName).toBe(PAGE.pageName);
    expect(signal.payload).not.toHaveProperty('bad key');
    expect(signal.payload).not.toHaveProperty('n');
  });

  it('never records an orcAuth parameter of a destination', () => {
    expect(recordedUrl('/contact-us?service=prepaid&orcAuth=secretvalue#x')).toBe(
      '/contact-us?service=prepaid#x',
    );
    expect(recordedUrl('/a?ORCAUTH=secretvalue')).toBe('/a');
    expect(recordedUrl('/search?q=satellite%20TV')).toBe('/search?q=satellite%20TV');
  });

  it('the breadcrumb impression: content system SCMS, component BREADCRUMBS, the trail length', () => {
    const signal = breadcrumbImpressionSignal(PAGE, 3);
    expect(signal.payload).toMatchObject({
      contentSystem: 'SCMS',
      componentName: 'BREADCRUMBS',
      count_i: 3,
      pageName: PAGE.pageName,
    });
  });

  it('the page load: page flow codes ESUP and ContactUS, the wirelessDevice only when read', () => {
    const landing = pageLoadSignal(PAGE, 'Galaxy S24');
    expect(landing).toMatchObject({ type: 'Page_Load', name: 'pageLoad' });
    expect(landing.payload).toMatchObject({
      pageFlowCode: 'ESUP',
      pageSubFlowCode: 'ContactUS',
      userType: 'consumer',
      service: '',
      wirelessDevice: 'Galaxy S24',
    });
    expect(pageLoadSignal(PAGE, null).payload.wirelessDevice).toBeNull();
    expect(pageLoadSignal({ ...PAGE, service: 'prepaid' }).payload).not.toHaveProperty('wirelessDevice');
  });

  it('every report is a valid signal of the endpoint', () => {
    for (const signal of [
      linkClickSignal(PAGE, { linkName: 'x'.repeat(3000), linkDestinationUrl: '/a' }),
      breadcrumbImpressionSignal(PAGE, 2),
      pageLoadSignal(PAGE, null),
    ]) {
      const parsed = SignalsBatchSchema.safeParse({
        signals: [{ ...signal, idempotencyKey: newIdempotencyKey() }],
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});

describe('wirelessDeviceOf', () => {
  it('reads a device name from the cookie, null without it', () => {
    expect(wirelessDeviceOf('a=1; wirelessDevice=iPhone%2015; b=2')).toBe('iPhone 15');
    expect(wirelessDeviceOf('wirelessDevice=Galaxy+S24')).toBe('Galaxy S24');
    expect(wirelessDeviceOf('a=1; wirelessDeviceX=iPhone')).toBeNull();
    expect(wirelessDeviceOf('')).toBeNull();
    expect(wirelessDeviceOf('wirelessDevice=')).toBeNull();
  });

  it('withholds anything that is not a device name (identifiers, blobs, bad encoding)', () => {
    for (const cookie of [
      'wirelessDevice=356938035643809', // an IMEI
      'wirelessDevice=iPhone%20555-0123-4567', // digits enough for a number
      'wirelessDevice=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0', // a token
      'wirelessDevice=%E0%A4%A', // not decodable
      `wirelessDevice=${'a'.repeat(65)}`,
    ]) {
      expect(wirelessDeviceOf(cookie), cookie).toBe(ANALYTICS.WIRELESS_DEVICE_WITHHELD);
    }
  });
});

describe('createAnalyticsSender', () => {
  const signal = linkClickSignal(PAGE, { linkName: 'Support', linkDestinationUrl: '/support' });

  it('posts one signal with a fresh idempotency key to /search/v1/signals/site-analytics by fetch keepalive', () => {
    const { fetch, sendBeacon } = fakes();
    const sender = createAnalyticsSender({ fetch, sendBeacon });
    const key = sender.send(signal);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/search/v1/signals/site-analytics');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    const body = bodyOf(init);
    expect(body.signals).toEqual([{ ...signal, idempotencyKey: key }]);
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('gives every event its own key', () => {
    const { fetch, sendBeacon } = fakes();
    const sender = createAnalyticsSender({ fetch, sendBeacon });
    const keys = [sender.send(signal), sender.send(signal), sender.send(signal)];
    expect(new Set(keys).size).toBe(3);
    expect(fetch.mock.calls.map(([, init]) => bodyOf(init).signals[0]!.idempotencyKey)).toEqual(keys);
  });

  it('uses sendBeacon when the page is being left, with the same body as a JSON blob', async () => {
    const { fetch, sendBeacon } = fakes();
    const sender = createAnalyticsSender({
      fetch,
      sendBeacon,
      collection: 'other',
      newKey: () => 'key-0001',
    });
    expect(sender.send(signal, { leaving: true })).toBe('key-0001');
    expect(fetch).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/search/v1/signals/other');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ signals: [{ ...signal, idempotencyKey: 'key-0001' }] });
  });

  it('falls back to fetch keepalive when the beacon is refused or missing', () => {
    const refused = fakes({ beaconAccepts: false });
    createAnalyticsSender(refused).send(signal, { leaving: true });
    expect(refused.sendBeacon).toHaveBeenCalledTimes(1);
    expect(refused.fetch).toHaveBeenCalledTimes(1);
    expect(refused.fetch.mock.calls[0]![1]).toMatchObject({ keepalive: true });

    const throwing = fakes();
    const sender = createAnalyticsSender({
      fetch: throwing.fetch,
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    expect(sender.send(signal, { leaving: true })).toBeTruthy();
    expect(throwing.fetch).toHaveBeenCalledTimes(1);
  });

  it('never throws: a failing network, a throwing fetch, an unserialisable signal, no transport', async () => {
    const failing = fakes({ fetchFails: true });
    expect(() => createAnalyticsSender(failing).send(signal)).not.toThrow();
    await Promise.resolve();

    const throwingFetch = vi.fn(() => {
      throw new TypeError('bad');
    }) as unknown as typeof fetch;
    expect(createAnalyticsSender({ fetch: throwingFetch }).send(signal)).toBeUndefined();

    const cyclic = { ...signal, payload: { ...signal.payload } } as Record<string, unknown>;
    (cyclic.payload as Record<string, unknown>).self = cyclic;
    const { fetch } = fakes();
    expect(createAnalyticsSender({ fetch }).send(cyclic as never)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();

    const badKey = createAnalyticsSender({
      fetch,
      newKey: () => {
        throw new Error('no randomness');
      },
    });
    expect(badKey.send(signal)).toBeUndefined();
  });

  it('sends nothing the page did not give it: no cookies, no question text', () => {
    const { fetch } = fakes();
    setCookie('signedIn', 'abc123');
    createAnalyticsSender({ fetch }).send(pageLoadSignal(PAGE, 'iPhone 15'));
    const body = String(fetch.mock.calls[0]![1]?.body);
    expect(body).not.toContain('abc123');
    expect(body).not.toContain('signedIn');
    expect(fetch.mock.calls[0]![1]?.credentials).toBe('same-origin');
    setCookie('signedIn', undefined);
  });
});
