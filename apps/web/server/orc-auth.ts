import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchContactUsPath } from '../src/features/contact-us/contact-us-paths.ts';
import {
  hasOrcAuth,
  ORC_AUTH_HEADER,
  orcAuthOf,
  withoutOrcAuth,
} from '../src/features/contact-us/contact-us-query.ts';

// Seed 001 §6: an orcAuth query value is the Basic credential of the contact-us page's server-side
// calls and is then removed from the query. ADR 007: the front takes it off the address with a 303
// to the same address without it, keeps the value here in memory, and gives the browser only a
// one-time ticket (an HttpOnly cookie scoped to the page's path). The clean request that follows
// brings the ticket back; the front swaps it for the `x-orc-auth` request header the page reads.
// The value itself is never in a response: no HTML, no Location, no cookie, no log line.

/** The ticket cookie (its value is random; the credential never leaves the server). */
export const ORC_TICKET_COOKIE = 'orc_ticket';
/** How long a ticket waits for the redirected request, in seconds. */
export const ORC_TICKET_TTL_SECONDS = 60;
/** Tickets kept at most; the oldest goes first (a burst of links cannot grow memory). */
export const ORC_TICKET_MAX = 1000;

/** One-time tickets for orcAuth values, in this process's memory. */
export class OrcAuthTickets {
  private readonly tickets = new Map<string, { value: string; expiresAt: number }>();

  constructor(
    private readonly max = ORC_TICKET_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  issue(value: string): string {
    const ticket = randomBytes(24).toString('base64url');
    if (this.tickets.size >= this.max) this.tickets.delete(this.tickets.keys().next().value as string);
    this.tickets.set(ticket, { value, expiresAt: this.now() + ORC_TICKET_TTL_SECONDS * 1000 });
    return ticket;
  }

  /** The value of a ticket, once: the ticket is gone afterwards, and an expired one gives nothing. */
  take(ticket: string): string | undefined {
    const entry = this.tickets.get(ticket);
    if (!entry) return undefined;
    this.tickets.delete(ticket);
    return entry.expiresAt > this.now() ? entry.value : undefined;
  }

  get size(): number {
    return this.tickets.size;
  }
}

const TICKET_FORMAT = /^[A-Za-z0-9_-]{32}$/;

function ticketCookie(path: string, value: string, maxAge: number, secure: boolean): string {
  return `${ORC_TICKET_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cookie header without the ticket cookie, and the ticket it held (the first well-formed one). */
function splitTicket(cookie: string | undefined): { ticket?: string; rest?: string } {
  if (!cookie) return {};
  let ticket: string | undefined;
  const kept: string[] = [];
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ORC_TICKET_COOKIE) {
      const v = value.join('=');
      if (ticket === undefined && TICKET_FORMAT.test(v)) ticket = v;
    } else if (part.trim() !== '') kept.push(part.trim());
  }
  return { ticket, rest: kept.length > 0 ? kept.join('; ') : undefined };
}

/**
 * Runs before the framework on every page request. Returns true when it has answered (the
 * redirect off an address with orcAuth); false to go on with `req` adjusted (x-orc-auth set from a
 * ticket, the ticket cookie and any client-sent x-orc-auth removed).
 */
export function handleOrcAuth(
  req: IncomingMessage,
  res: ServerResponse,
  tickets: OrcAuthTickets,
  options: {
    /** Mark the ticket cookie Secure (the site is served over https). */
    secure: boolean;
    /** The CSP of a response that is not a page, for the redirect. */
    csp: string;
  },
): boolean {
  // Only the front may say what the credential is.
  delete req.headers[ORC_AUTH_HEADER];
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const search = q === -1 ? '' : url.slice(q);
  const page = matchContactUsPath(path);

  if (hasOrcAuth(search)) {
    // Any page: the parameter is dropped everywhere, so no page can ever echo it. Only the
    // contact-us page uses it, so only there is it kept for the next request. The clean address
    // has no trailing slash, so the framework's own slash redirect cannot spend the ticket.
    const target = `${page?.pathName ?? path}${withoutOrcAuth(search)}`;
    const value = orcAuthOf(search);
    const headers: Record<string, string | string[]> = {
      location: target,
      'cache-control': 'no-store',
      'content-length': '0',
      'content-security-policy': options.csp,
    };
    if (page && value !== undefined)
      headers['set-cookie'] = ticketCookie(
        page.family.base,
        tickets.issue(value),
        ORC_TICKET_TTL_SECONDS,
        options.secure,
      );
    res.writeHead(303, headers).end();
    req.resume();
    return true;
  }

  const { ticket, rest } = splitTicket(req.headers.cookie);
  if (req.headers.cookie?.includes(`${ORC_TICKET_COOKIE}=`)) {
    if (rest === undefined) delete req.headers.cookie;
    else req.headers.cookie = rest;
    if (page) {
      const value = ticket === undefined ? undefined : tickets.take(ticket);
      if (value !== undefined) req.headers[ORC_AUTH_HEADER] = value;
      res.appendHeader('set-cookie', ticketCookie(page.family.base, '', 0, options.secure));
    }
  }
  return false;
}
