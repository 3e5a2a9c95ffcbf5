// Seed 001 §2 "Query parameters: service, topic, envVar, orcAuth" and §5/§6 on what each means.
// Pure: the page, its tests and the web server's front (apps/web/server/orc-auth.ts) share it.

import { HAND_OFF_PARAMS, type HandOff, readHandOff } from '@support/contracts';
import { isPresent } from './present.ts';

/** The page's query parameters, by the seed's names. */
export const CONTACT_US_PARAMS = {
  service: 'service',
  topic: 'topic',
  envVar: 'envVar',
  orcAuth: 'orcAuth',
} as const;

/**
 * The request header the web server's front hands orcAuth to the page in, after taking it off
 * the address (ADR 007). The front removes any copy a client sends.
 */
export const ORC_AUTH_HEADER = 'x-orc-auth';

/** Longest query value the page reads; longer values are cut (they are names, not text). */
export const MAX_PARAM_LENGTH = 200;
/** Longest orcAuth accepted: a Basic credential is base64 of user:password. */
export const MAX_ORC_AUTH_LENGTH = 1024;
/** A Basic credential's characters (base64, RFC 7617); anything else is not one and is dropped. */
const BASIC_CREDENTIAL = /^[A-Za-z0-9+/=._~-]+$/;

export interface ContactUsQuery {
  /** The service page asked for, as given (seed: serviceOriginal). */
  service?: string;
  topic?: string;
  /** Cut at its first "?" (seed 001 §5). */
  envVar?: string;
  /** The Basic credential of the server-side calls; never rendered, logged or redirected to. */
  orcAuth?: string;
  /** Ours: a hand-off from the answer widget (the question, its intent, the topic's service). */
  handOff?: HandOff;
}

/** What Next gives a page as searchParams, or a URLSearchParams. */
export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** Seed 001 §5's presence rule (its own module, shared by the page's rules). */
export { isPresent };

/** The first value of a parameter, matched by name in any case (links in the wild vary: orcauth). */
function first(params: SearchParamsInput, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const entries: [string, string | string[] | undefined][] =
    params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [key, value] of entries) {
    if (key.toLowerCase() !== wanted) continue;
    const v = Array.isArray(value) ? value[0] : value;
    if (isPresent(v)) return v!.trim();
  }
  return undefined;
}

/** The page's parameters from a request's query. */
export function parseContactUsQuery(params: SearchParamsInput): ContactUsQuery {
  const cut = (v: string | undefined) => v?.slice(0, MAX_PARAM_LENGTH);
  const envVar = first(params, CONTACT_US_PARAMS.envVar)?.split('?')[0];
  const topic = cut(first(params, CONTACT_US_PARAMS.topic));
  // Read whole (readHandOff cuts the question at a word boundary itself).
  const handOff = readHandOff({
    question: first(params, HAND_OFF_PARAMS.question),
    intent: first(params, HAND_OFF_PARAMS.intent),
    topic,
  });
  return {
    service: cut(first(params, CONTACT_US_PARAMS.service)),
    topic,
    envVar: isPresent(envVar) ? cut(envVar) : undefined,
    orcAuth: orcAuthValue(first(params, CONTACT_US_PARAMS.orcAuth)),
    ...(handOff ? { handOff } : {}),
  };
}

/** A usable orcAuth: present, short enough and made of a Basic credential's characters. */
export function orcAuthValue(value: string | undefined | null): string | undefined {
  if (!isPresent(value)) return undefined;
  const v = value.trim();
  return v.length <= MAX_ORC_AUTH_LENGTH && BASIC_CREDENTIAL.test(v) ? v : undefined;
}

/** Whether a query string (with or without its "?") names orcAuth, in any case, with any value. */
export function hasOrcAuth(search: string): boolean {
  return splitQuery(search).some((part) => isOrcAuthPart(part));
}

/**
 * The query string without any orcAuth parameter, other parameters kept byte for byte and in order.
 * Returns "" or "?a=b". Works on the raw string so nothing else is re-encoded.
 */
export function withoutOrcAuth(search: string): string {
  const kept = splitQuery(search).filter((part) => part !== '' && !isOrcAuthPart(part));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** The orcAuth value in a raw query string (the first usable one), or undefined. */
export function orcAuthOf(search: string): string | undefined {
  const q = search.startsWith('?') ? search.slice(1) : search;
  return parseContactUsQuery(new URLSearchParams(q)).orcAuth;
}

function splitQuery(search: string): string[] {
  const q = search.startsWith('?') ? search.slice(1) : search;
  return q === '' ? [] : q.split('&');
}

function isOrcAuthPart(part: string): boolean {
  const rawName = part.split('=')[0] ?? '';
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    name = rawName;
  }
  return name.trim().toLowerCase() === CONTACT_US_PARAMS.orcAuth.toLowerCase();
}
