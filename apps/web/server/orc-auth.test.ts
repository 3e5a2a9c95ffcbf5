import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ORC_AUTH_HEADER } from '../src/features/contact-us/contact-us-query.ts';
import { ORC_TICKET_COOKIE, ORC_TICKET_TTL_SECONDS, OrcAuthTickets } from './orc-auth.ts';
import { type Harness, startFront } from './test-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SECRET = 'secret123';

/** A stand-in framework that echoes what the page would see of the request. */
function echo(seen: { url?: string; orcAuth?: string; cookie?: string }[]) {
  return (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const header = req.headers[ORC_AUTH_HEADER];
    seen.push({
      url: req.url,
      orcAuth: typeof header === 'string' ? header : undefined,
      cookie: req.headers.cookie,
    });
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<html><body><p>${req.url}</p></body></html>`);
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: 'manual', headers });
const ticketOf = (setCookie: string | null) =>
  new RegExp(`${ORC_TICKET_COOKIE}=([^;]*)`).exec(setCookie ?? '')?.[1];

describe('orcAuth at the front (ADR 007)', () => {
  it('redirects off the address with a one-time ticket, then hands the value to the page in x-orc-auth', async () => {
    const seen: { url?: string; orcAuth?: string; cookie?: string }[] = [];
    h = await startFront({ handle: echo(seen) });

    const first = await get(`${h.url}/support/contact-us/?service=prepaid&orcAuth=${SECRET}&topic=a%20b`);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/support/contact-us?service=prepaid&topic=a%20b');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const setCookie = first.headers.get('set-cookie');
    expect(setCookie).toContain('Path=/support/contact-us');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain(`Max-Age=${ORC_TICKET_TTL_SECONDS}`);
    const ticket = ticketOf(setCookie);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Nothing the browser receives holds the value.
    expect(JSON.stringify([...first.headers])).not.toContain(SECRET);
    expect(await first.text()).not.toContain(SECRET);
    expect(seen).toHaveLength(0);

    const second = await get(`${h.url}/support/contact-us?service=prepaid&topic=a%20b`, {
      cookie: `a=1; ${ORC_TICKET_COOKIE}=${ticket}; b=2`,
    });
    expect(second.status).toBe(200);
    expect(seen[0]).toEqual({
      url: '/support/contact-us?service=prepaid&topic=a%20b',
      orcAuth: SECRET,
      cookie: 'a=1; b=2',
    });
    expect(second.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await second.text()).not.toContain(SECRET);

    // The ticket works once.
    await get(`${h.url}/support/contact-us`, { cookie: `${ORC_TICKET_COOKIE}=${ticket}` });
    expect(seen[1]?.orcAuth).toBeUndefined();
    expect(seen[1]?.cookie).toBeUndefined();
  });

  it('drops orcAuth from any page address (no ticket off the contact-us page), in any case', async () => {
    const seen: { url?: string; orcAuth?: string }[] = [];
    h = await startFront({ handle: echo(seen) });
    const res = await get(`${h.url}/search?q=bill&ORCAUTH=${SECRET}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/search?q=bill');
    expect(res.headers.get('set-cookie')).toBeNull();
    const spanish = await get(`${h.url}/es-us/support/contact-us/7?orcAuth=${SECRET}`);
    expect(spanish.headers.get('location')).toBe('/es-us/support/contact-us/7');
    expect(spanish.headers.get('set-cookie')).toContain('Path=/es-us/support/contact-us');
    expect(seen).toHaveLength(0);
  });

  it('never lets a client set x-orc-auth itself', async () => {
    const seen: { url?: string; orcAuth?: string }[] = [];
    h = await startFront({ handle: echo(seen) });
    await get(`${h.url}/contact-us`, { [ORC_AUTH_HEADER]: 'forged' });
    expect(seen[0]?.orcAuth).toBeUndefined();
  });
});

describe('OrcAuthTickets', () => {
  it('forgets a ticket after its time and the oldest when full', () => {
    let now = 0;
    const tickets = new OrcAuthTickets(2, () => now);
    const a = tickets.issue('a');
    now = ORC_TICKET_TTL_SECONDS * 1000;
    expect(tickets.take(a)).toBeUndefined();
    const b = tickets.issue('b');
    tickets.issue('c');
    tickets.issue('d');
    expect(tickets.size).toBe(2);
    expect(tickets.take(b)).toBeUndefined();
  });
});
