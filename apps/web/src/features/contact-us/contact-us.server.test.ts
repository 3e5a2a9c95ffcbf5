import {
  ALLOCATIONS_PATH,
  CONTACT_US_FEED_PATHS,
  CONTACT_US_REQUEST_TIMEOUT_MS,
  PROFILE_INFO_PATH,
} from '@support/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchContactUsPath } from './contact-us-paths.ts';
import { contactUsPageProps } from './contact-us-props.ts';
import { parseContactUsQuery } from './contact-us-query.ts';
import { storedFeed } from './testing/stored-feed.ts';

// Server-only modules refuse to load outside the server build; this test is that server.
vi.mock('server-only', () => ({}));

const { CONTACT_US_CLIENT_ID, loadContactUsData, SIGN_IN_COOKIE, contactUsUpstream } = await import(
  './contact-us.server.ts'
);

const UPSTREAM = { msapi: 'http://api.test', tdiceApi: '/msapi/tdice/v1/recommendations' };
const FEED = { 'cms-feed': storedFeed('consumer', 'en-us') };
const FLAGS = {
  allocations: [{ key: 'cfg-ixp-support-genai-search', team: 'idp-web-support', value: ['contactUs'] }],
};

/** A reply, a thrown error, or 'hang': never answers until the request is aborted. */
type Reply = { status: number; body: unknown } | Error | 'hang';
const calls: { url: string; headers: Record<string, string> }[] = [];

function stubUpstream(replies: { content?: Reply; flags?: Reply; profile?: Reply }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const reply = url.includes(ALLOCATIONS_PATH)
        ? replies.flags
        : url.includes(PROFILE_INFO_PATH)
          ? replies.profile
          : replies.content;
      if (reply === undefined) throw new Error(`unexpected call ${url}`);
      if (reply === 'hang')
        return new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  calls.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

const INPUT = { userType: 'consumer', locale: 'en-us', orcAuth: 'c2VjcmV0MTIz' } as const;

/** The page props the loaded data gives (the page must still render). */
function propsFrom(data: Awaited<ReturnType<typeof loadContactUsData>>) {
  return contactUsPageProps({
    path: matchContactUsPath('/support/contact-us')!,
    query: parseContactUsQuery({ service: 'prepaid' }),
    feed: data.feed,
    allocations: data.allocations,
    authenticated: data.authenticated,
    tdiceApi: UPSTREAM.tdiceApi,
  });
}

const logged = () => JSON.stringify(warn.mock.calls);

describe('loadContactUsData (seed 001 §7 contact-us calls)', () => {
  it('loads the feed and the flags in parallel with the seed headers and Basic orcAuth', async () => {
    stubUpstream({ content: { status: 200, body: FEED }, flags: { status: 200, body: FLAGS } });
    const data = await loadContactUsData(
      { ...INPUT, locale: 'es-us', forwardedFor: '203.0.113.9' },
      UPSTREAM,
    );
    expect(data.feed?.components.header).toEqual(FEED['cms-feed'].components.header);
    expect(data.allocations).toEqual(FLAGS.allocations);
    expect(data.authenticated).toBe(false);
    expect(calls.map((c) => c.url).sort()).toEqual([
      `http://api.test${CONTACT_US_FEED_PATHS.consumer}?raw-mode=true&locale=es-us`,
      `http://api.test${ALLOCATIONS_PATH}?teams=idp-web-support`,
    ]);
    for (const { headers } of calls)
      expect(headers).toMatchObject({
        accept: 'application/json',
        'content-type': 'application/json',
        'client-id': CONTACT_US_CLIENT_ID,
        authorization: 'Basic c2VjcmV0MTIz',
        'x-forwarded-for': '203.0.113.9',
      });
  });

  it('sends no authorization header without orcAuth, and asks for the smb feed for smb', async () => {
    stubUpstream({ content: { status: 200, body: FEED }, flags: { status: 200, body: FLAGS } });
    await loadContactUsData({ userType: 'smb', locale: 'en-us' }, UPSTREAM);
    expect(calls.some((c) => c.url.includes(`${CONTACT_US_FEED_PATHS.smb}?`))).toBe(true);
    for (const { headers } of calls) expect(headers).not.toHaveProperty('authorization');
  });

  it('renders without content when the feed fails, logging it without the credential', async () => {
    stubUpstream({
      content: { status: 500, body: { errorCode: 'SPTSEARCH-103', statusCode: 500, message: 'x' } },
      flags: { status: 200, body: FLAGS },
    });
    const data = await loadContactUsData(INPUT, UPSTREAM);
    expect(data.feed).toBeUndefined();
    expect(data.allocations).toEqual(FLAGS.allocations);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('content'),
      expect.objectContaining({ call: 'content', status: 500, errorCode: 'SPTSEARCH-103' }),
    );
    expect(logged()).not.toContain('c2VjcmV0MTIz');
    const props = propsFrom(data);
    expect(props).toMatchObject({ cmsApiData: null, seoData: null, service: 'prepaid' });
  });

  it('renders without flags when the flags fail (unreachable or a malformed answer)', async () => {
    stubUpstream({ content: { status: 200, body: FEED }, flags: new TypeError('fetch failed') });
    const data = await loadContactUsData(INPUT, UPSTREAM);
    expect(data.allocations).toBeUndefined();
    expect(propsFrom(data).ixpSupportFeatureFlagData).toBeNull();
    expect(propsFrom(data).cmsApiData).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ call: 'flags', status: 502 }),
    );

    warn.mockClear();
    stubUpstream({
      content: { status: 200, body: FEED },
      flags: { status: 200, body: { allocations: 'no' } },
    });
    expect((await loadContactUsData(INPUT, UPSTREAM)).allocations).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ call: 'flags' }));
  });

  it('gives up on a slow upstream after 20 seconds and the page props still come out', async () => {
    vi.useFakeTimers();
    stubUpstream({ content: 'hang', flags: 'hang' });
    let settled = false;
    const loading = loadContactUsData(INPUT, UPSTREAM).then((d) => {
      settled = true;
      return d;
    });
    await vi.advanceTimersByTimeAsync(CONTACT_US_REQUEST_TIMEOUT_MS - 1);
    // Both calls are out at once (in parallel), and neither has been given up on yet.
    expect(calls).toHaveLength(2);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const data = await loading;
    expect(data).toEqual({ feed: undefined, allocations: undefined, authenticated: false });
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ call: 'content', status: 504, errorCode: 'TIMEOUT_ERROR' }),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ call: 'flags', status: 504, errorCode: 'TIMEOUT_ERROR' }),
    );
    expect(propsFrom(data)).toMatchObject({ cmsApiData: null, ixpSupportFeatureFlagData: null });
  });
});

describe('the sign-in check (seed 001 §4)', () => {
  it('is not made without a sign-in cookie', async () => {
    stubUpstream({ content: { status: 200, body: FEED }, flags: { status: 200, body: FLAGS } });
    expect((await loadContactUsData(INPUT, UPSTREAM)).authenticated).toBe(false);
    expect(calls.some((c) => c.url.includes(PROFILE_INFO_PATH))).toBe(false);
  });

  it('is signed in only for customerState "Authenticated", forwarding only the sign-in cookie', async () => {
    const profile = (customerState: string): Reply => ({ status: 200, body: { content: { customerState } } });
    stubUpstream({
      content: { status: 200, body: FEED },
      flags: { status: 200, body: FLAGS },
      profile: profile('Authenticated'),
    });
    expect((await loadContactUsData({ ...INPUT, signInCookie: 'abc123' }, UPSTREAM)).authenticated).toBe(
      true,
    );
    expect(calls.find((c) => c.url.endsWith(PROFILE_INFO_PATH))?.headers.cookie).toBe(
      `${SIGN_IN_COOKIE}=abc123`,
    );

    stubUpstream({
      content: { status: 200, body: FEED },
      flags: { status: 200, body: FLAGS },
      profile: profile('Unauthenticated'),
    });
    expect((await loadContactUsData({ ...INPUT, signInCookie: 'abc123' }, UPSTREAM)).authenticated).toBe(
      false,
    );
  });

  it('treats a failed profile call as signed out and logs it', async () => {
    stubUpstream({
      content: { status: 200, body: FEED },
      flags: { status: 200, body: FLAGS },
      profile: { status: 401, body: {} },
    });
    const data = await loadContactUsData({ ...INPUT, signInCookie: 'abc123' }, UPSTREAM);
    expect(data.authenticated).toBe(false);
    expect(data.feed).toBeDefined();
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ call: 'profile', status: 401 }),
    );
  });

  it('does not forward a cookie value that could break the header', async () => {
    stubUpstream({ content: { status: 200, body: FEED }, flags: { status: 200, body: FLAGS } });
    await loadContactUsData({ ...INPUT, signInCookie: 'a;b\r\nx' }, UPSTREAM);
    expect(calls.some((c) => c.url.includes(PROFILE_INFO_PATH))).toBe(false);
  });
});

describe('contactUsUpstream (SITE_ENV)', () => {
  it('uses this site API and the same-origin recommendation path locally, the QA host on stage', () => {
    expect(contactUsUpstream({}).tdiceApi).toBe('/msapi/tdice/v1/recommendations');
    expect(contactUsUpstream({ SITE_ENV: 'stage' }).msapi).toBe('https://api.qa.support.example.com');
    expect(() => contactUsUpstream({ SITE_ENV: 'nowhere' })).toThrow('SITE_ENV');
  });
});
