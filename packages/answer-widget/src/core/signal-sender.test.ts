import type { SignalsBatch } from '@support/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignalSender } from './signal-sender.ts';

const BATCH: SignalsBatch = {
  signals: [{ type: 'click', idempotencyKey: 'key-00000001', payload: { app_id: 'idpSupport' } }],
  'app-id': 'idpSupport',
  q: 'q',
  name: '/search',
};

let fetchMock: ReturnType<typeof vi.fn>;
let beacon: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;
const statuses: (number | 'fail')[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  statuses.length = 0;
  fetchMock = vi.fn(async () => {
    const next = statuses.shift() ?? 202;
    if (next === 'fail') throw new TypeError('Failed to fetch');
    return new Response('{"stored":1,"duplicates":0}', { status: next });
  });
  vi.stubGlobal('fetch', fetchMock);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

const sender = (over: Partial<Parameters<typeof createSignalSender>[0]> = {}) =>
  createSignalSender({ host: '', collection: 'idpSupport', keepalive: true, ...over });
const bodies = () => fetchMock.mock.calls.map((c) => (c[1] as RequestInit).body);

describe('createSignalSender', () => {
  it('posts the batch to /search/v1/signals/{collection} with credentials and keepalive', async () => {
    const s = sender({ host: 'https://search.example.com' });
    s.send(BATCH);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith('https://search.example.com/search/v1/signals/idpSupport', {
      method: 'POST',
      body: JSON.stringify(BATCH),
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    s.dispose();
  });

  it('returns at once, before the request ends', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const s = sender();
    expect(s.send(BATCH)).toBeUndefined();
    s.dispose();
  });

  it('retries a failed send a bounded number of times with the same body, then logs', async () => {
    statuses.push('fail', 503, 500, 500);
    const s = sender();
    s.send(BATCH);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set(bodies())).toEqual(new Set([JSON.stringify(BATCH)]));
    expect(warn).toHaveBeenCalledWith('[answer-widget] signal not sent', { reason: 500, attempts: 3 });
    s.dispose();
  });

  it('does not retry a request the API refused as invalid', async () => {
    statuses.push(400);
    const s = sender();
    s.send(BATCH);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[answer-widget] signal refused', { status: 400 });
    s.dispose();
  });

  it('uses sendBeacon with a JSON blob when keepalive is unavailable', async () => {
    const s = sender({ keepalive: false });
    s.send(BATCH);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/search/v1/signals/idpSupport');
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe(JSON.stringify(BATCH));
    s.dispose();
  });

  it('uses sendBeacon for a body over the keepalive limit', () => {
    const s = sender({ keepaliveMaxBytes: 100 });
    s.send({ ...BATCH, q: 'x'.repeat(200) });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    s.dispose();
  });

  it('falls back to a plain fetch when keepalive and the beacon are both unavailable', async () => {
    beacon.mockReturnValue(false);
    const s = sender({ keepalive: false });
    s.send(BATCH);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith(
      '/search/v1/signals/idpSupport',
      expect.objectContaining({ keepalive: false }),
    );
    s.dispose();
  });

  it('sends what waits for a retry by beacon on pagehide, and not again afterwards', async () => {
    statuses.push('fail');
    const s = sender();
    s.send(BATCH);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    s.dispose();
  });

  it('flushes when the page becomes hidden', async () => {
    statuses.push(503);
    const s = sender();
    s.send(BATCH);
    await vi.advanceTimersByTimeAsync(0);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    s.dispose();
  });

  it('stops listening after dispose', async () => {
    const s = sender();
    s.dispose();
    statuses.push('fail');
    const other = sender();
    other.send(BATCH);
    await vi.advanceTimersByTimeAsync(0);
    other.dispose();
    expect(beacon).toHaveBeenCalledTimes(1); // other's own flush on dispose
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
