/**
 * Header score of one response by the rules of Mozilla's HTTP Observatory (the MDN rewrite,
 * github.com/mdn/mdn-http-observatory, src/analyzer/tests/* and src/grader/charts.js): start at 100,
 * add each test's modifier; bonuses count only when the score without them is at least 90.
 * Pure: the caller fetches the response (and the CORS probe) and passes what came back.
 *
 * Where this differs from a real scan, on purpose:
 * - redirection (http:// on port 80 → https://) is not tested: the bench talks plain http to a
 *   local port with no TLS listener, so the redirect belongs to whatever terminates TLS in front;
 * - with `assumeHttps` the response is scored as if it had come over https on the same host
 *   (relative scripts count as loaded securely, Strict-Transport-Security is scored from the header);
 *   without it HSTS is reported as not applicable (0) instead of the scan's −20 for "no https";
 * - the registrable domain of a script host is its last two labels (no public-suffix list);
 * - the HSTS preload list is not consulted (no +5 for preloaded hosts).
 */
import { findTags } from './html-tags.ts';

export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

/** Each outcome with its score modifier, as in the Observatory's SCORE_TABLE. */
export const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,

  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,

  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,

  'redirection-not-tested': 0,

  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,

  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-not-applicable': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,

  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,

  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,

  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,

  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
} as const;
export type Outcome = keyof typeof MODIFIERS;

export interface TestResult {
  test: TestName;
  outcome: Outcome;
  modifier: number;
  pass: boolean;
  /** Findings that cost nothing by these rules but are worth reading (e.g. base-uri not set). */
  notes: string[];
}

export interface ObservedResponse {
  url: string;
  headers: Headers;
  /** The body, when the response is HTML (scripts for SRI, <meta http-equiv> policies). */
  body?: string;
  /** The response to the same request sent with an Origin header (the Observatory's CORS probe). */
  cors?: { origin: string; headers: Headers };
  /** Score as if served over https on the same host (see the module comment). */
  assumeHttps?: boolean;
}

export interface HeaderScore {
  score: number;
  grade: string;
  tests: TestResult[];
}

/** The Observatory only counts bonuses once the score without them is an A (MINIMUM_SCORE_FOR_EXTRA_CREDIT). */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const GRADES: ReadonlyArray<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function gradeOf(score: number): string {
  return GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
}

export function scoreResponse(r: ObservedResponse): HeaderScore {
  const ctx = context(r);
  const csp = cspTest(ctx);
  const hsts = hstsTest(ctx);
  const tests = [
    csp.result,
    cookiesTest(ctx, hsts.outcome === 'hsts-implemented-max-age-at-least-six-months'),
    corsTest(r),
    result('redirection', 'redirection-not-tested', true, [
      'not tested: plain http to a local port; the http→https redirect is the TLS terminator’s job',
    ]),
    referrerTest(ctx),
    hsts,
    sriTest(ctx),
    xctoTest(ctx),
    xfoTest(ctx, csp.frameAncestors),
    corpTest(ctx),
  ];
  let withBonus = 100;
  let penaltiesOnly = 100;
  for (const t of tests) {
    withBonus += t.modifier;
    if (t.modifier < 0) penaltiesOnly += t.modifier;
  }
  const score = Math.max(0, penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penaltiesOnly);
  return { score, grade: gradeOf(score), tests };
}

/** "csp: csp-implemented-with-unsafe-inline (−20)" for each test that costs points, then the notes. */
export function failingRules(s: HeaderScore): string[] {
  return [
    ...s.tests.filter((t) => t.modifier < 0).map((t) => `${t.outcome} (${t.modifier})`),
    ...s.tests.filter((t) => t.test !== 'redirection').flatMap((t) => t.notes.map((n) => `${t.test}: ${n}`)),
  ];
}

// --- the tests ---------------------------------------------------------------------------------

interface Context {
  url: URL;
  https: boolean;
  headers: Headers;
  isHtml: boolean;
  body: string;
  /** <meta http-equiv> values by lower-cased name (and <meta name="referrer"> as referrer-policy). */
  equiv: Map<string, string[]>;
  scripts: ReadonlyMap<string, string>[];
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

function context(r: ObservedResponse): Context {
  const url = new URL(r.url);
  const mime = (r.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isHtml = r.body !== undefined && (mime === '' || HTML_TYPES.has(mime));
  const tags = isHtml ? findTags(r.body!) : [];
  const equiv = new Map<string, string[]>();
  for (const t of tags) {
    if (t.name !== 'meta') continue;
    const httpEquiv = t.attrs.get('http-equiv')?.toLowerCase();
    const key =
      httpEquiv ?? (t.attrs.get('name')?.toLowerCase() === 'referrer' ? 'referrer-policy' : undefined);
    const content = t.attrs.get('content');
    if (key && content !== undefined) equiv.set(key, [...(equiv.get(key) ?? []), content]);
  }
  return {
    url,
    https: url.protocol === 'https:' || r.assumeHttps === true,
    headers: r.headers,
    isHtml,
    body: r.body ?? '',
    equiv,
    scripts: tags.filter((t) => t.name === 'script').map((t) => t.attrs),
  };
}

function result(test: TestName, outcome: Outcome, pass: boolean, notes: string[] = []): TestResult {
  return { test, outcome, modifier: MODIFIERS[outcome], pass, notes };
}

/** Keeps the worse of two outcomes by their place in `order` (best first). */
function worse<T extends Outcome>(next: T, current: T | undefined, order: readonly T[]): T {
  if (current === undefined) return next;
  return order.indexOf(next) > order.indexOf(current) ? next : current;
}

// CSP ------------------------------------------------------------------------------------------

type Csp = Map<string, Set<string>>;
const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);
const NOT_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];

class InvalidCsp extends Error {}

/**
 * Policies (one per header value, comma-separated values split) into directive → sources.
 * A directive repeated within a policy makes it invalid (report-uri/report-to excepted); when
 * several policies set the same directive only the sources they all allow remain, as a browser
 * enforcing every policy would.
 */
export function parseCsp(policies: string[]): { csp: Csp; duplicates: boolean } {
  const csp: Csp = new Map();
  let duplicates = false;
  for (const [index, raw] of policies.entries()) {
    const policy = raw.replace(/[\r\n]/g, '').trim();
    if (policy.length < 'img-src'.length - 1) throw new InvalidCsp(`policy too short: ${policy}`);
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [first, ...values] = entry.trim().split(/\s+/);
      if (!first) continue;
      const directive = first.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATES.has(directive)) throw new InvalidCsp(`duplicate directive ${directive}`);
        duplicates = true;
        continue;
      }
      seen.add(directive);
      let sources = new Set(values.map((v) => v.toLowerCase()));
      if (sources.size === 0 && directive.endsWith('-src')) sources = new Set(["'none'"]);
      const earlier = index > 0 ? csp.get(directive) : undefined;
      if (earlier) sources = new Set([...sources].filter((s) => earlier.has(s)));
      csp.set(directive, sources.size > 0 ? sources : new Set(["'none'"]));
    }
  }
  return { csp, duplicates };
}

function tryParse(policies: string[]): Csp {
  try {
    return parseCsp(policies).csp;
  } catch {
    return new Map();
  }
}

const splitPolicies = (values: string[]) =>
  values
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
const hasNonceOrHash = (sources: Iterable<string>) =>
  [...sources].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p)));
const anyIn = (sources: Iterable<string>, set: ReadonlySet<string>) => [...sources].some((s) => set.has(s));

function cspTest(ctx: Context): { result: TestResult; frameAncestors?: Set<string> } {
  const header = ctx.headers.get('content-security-policy');
  const httpPolicies = splitPolicies(header === null ? [] : [header]);
  const metaPolicies = splitPolicies(ctx.equiv.get('content-security-policy') ?? []);
  let csp: Csp;
  let duplicates: boolean;
  try {
    ({ csp, duplicates } = parseCsp([...httpPolicies, ...metaPolicies]));
  } catch (e) {
    return { result: result('content-security-policy', 'csp-header-invalid', false, [String(e)]) };
  }
  const headerOnly = tryParse(httpPolicies);
  const metaOnly = tryParse(metaPolicies);
  for (const d of NOT_IN_META) metaOnly.delete(d);
  if (headerOnly.size + metaOnly.size === 0) {
    const reportOnly = ctx.headers.get('content-security-policy-report-only');
    return {
      result: result(
        'content-security-policy',
        reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented',
        false,
      ),
    };
  }

  const all = (d: string) => new Set(csp.get(d) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = all('script-src');
  const styleSrc = all('style-src');
  const objectSrc = all('object-src');
  const baseUri = csp.get('base-uri') ?? new Set(['*']);
  const formAction = csp.get('form-action') ?? new Set(['*']);
  const frameAncestors = headerOnly.get('frame-ancestors');

  // A nonce or hash makes browsers ignore 'unsafe-inline' (CSP2 backwards compatibility).
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");

  let outcome: Outcome | undefined;
  const notes: string[] = [];
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      // 'strict-dynamic' makes browsers ignore host and scheme sources, 'self' and 'unsafe-inline'.
      for (const s of [...scriptSrc])
        if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
          scriptSrc.delete(s);
    } else {
      outcome = 'csp-header-invalid';
      notes.push("'strict-dynamic' without a nonce or hash");
    }
  }

  const passive = ['img-src', 'media-src'];
  const activeSources = [
    ...[...csp.entries()]
      .filter(([d]) => !passive.includes(d) && d !== 'script-src')
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passiveSources = passive.flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');

  if (anyIn(scriptSrc, BROAD_OR_INLINE) || anyIn(objectSrc, DANGEROUSLY_BROAD)) {
    outcome ??= 'csp-implemented-with-unsafe-inline';
    if (anyIn(scriptSrc, UNSAFE_INLINE)) notes.push("script-src allows 'unsafe-inline' or data:");
    if (anyIn(scriptSrc, DANGEROUSLY_BROAD)) notes.push('script-src is unset or allows any host');
    if (anyIn(objectSrc, DANGEROUSLY_BROAD)) notes.push('object-src is unset or allows any host');
  }
  if (ctx.https && activeSources.some(insecure)) outcome ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    outcome ??= 'csp-implemented-with-unsafe-eval';
    notes.push("'unsafe-eval' allowed");
  }
  if (ctx.https && passiveSources.some(insecure))
    outcome ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if (anyIn(styleSrc, BROAD_OR_INLINE)) {
    outcome ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
    notes.push("style-src allows 'unsafe-inline', data: or any host (costs the +5 bonus)");
  }
  const defaultNone = csp.get('default-src');
  outcome ??=
    defaultNone?.has("'none'") && defaultNone.size === 1
      ? 'csp-implemented-with-no-unsafe-default-src-none'
      : 'csp-implemented-with-no-unsafe';

  if (!frameAncestors || anyIn(frameAncestors, DANGEROUSLY_BROAD))
    notes.push('frame-ancestors not set in the header (or allows any host)');
  if (anyIn(baseUri, BROAD_OR_INLINE)) notes.push('base-uri not restricted');
  if (anyIn(formAction, DANGEROUSLY_BROAD)) notes.push('form-action not restricted');

  const pass = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ].includes(outcome);
  if (pass && duplicates) outcome = 'csp-implemented-but-duplicate-directives';
  return { result: result('content-security-policy', outcome, pass, notes), frameAncestors };
}

// Cookies --------------------------------------------------------------------------------------

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
}

export function parseSetCookie(line: string): Cookie {
  const [pair = '', ...attrs] = line.split(';');
  const cookie: Cookie = { name: pair.split('=')[0]!.trim(), secure: false, httpOnly: false };
  for (const a of attrs) {
    const [key = '', value] = a.split('=');
    const k = key.trim().toLowerCase();
    if (k === 'secure') cookie.secure = true;
    else if (k === 'httponly') cookie.httpOnly = true;
    else if (k === 'samesite') cookie.sameSite = (value ?? '').trim();
  }
  return cookie;
}

const COOKIE_ORDER = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
] as const satisfies readonly Outcome[];
type CookieFault = (typeof COOKIE_ORDER)[number];

function cookiesTest(ctx: Context, hsts: boolean): TestResult {
  const cookies = ctx.headers
    .getSetCookie()
    .map(parseSetCookie)
    .filter((c) => c.name !== '' && c.name !== 'heroku-session-affinity');
  if (cookies.length === 0) return result('cookies', 'cookies-not-found', true);
  let fault: CookieFault | undefined;
  const notes: string[] = [];
  for (const c of cookies) {
    const lower = c.name.toLowerCase();
    const session = lower.includes('login') || lower.includes('sess');
    const sameSite = c.sameSite?.toLowerCase();
    const secure = c.secure && ctx.https;
    if (sameSite !== undefined && !['lax', 'strict', 'none'].includes(sameSite))
      fault = worse('cookies-samesite-flag-invalid', fault, COOKIE_ORDER);
    if (!secure && sameSite === 'none') fault = worse('cookies-samesite-flag-invalid', fault, COOKIE_ORDER);
    if (!secure)
      fault = worse(
        hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag',
        fault,
        COOKIE_ORDER,
      );
    if (lower.includes('csrf') && !c.sameSite)
      fault = worse('cookies-anticsrf-without-samesite-flag', fault, COOKIE_ORDER);
    if (session && !secure)
      fault = worse(
        hsts
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
        fault,
        COOKIE_ORDER,
      );
    if (session && !c.httpOnly) fault = worse('cookies-session-without-httponly-flag', fault, COOKIE_ORDER);
    notes.push(
      `${c.name}${c.secure ? '; Secure' : ''}${c.httpOnly ? '; HttpOnly' : ''}${c.sameSite ? `; SameSite=${c.sameSite}` : ''}`,
    );
  }
  if (fault) return result('cookies', fault, false, notes);
  return cookies.every((c) => c.sameSite)
    ? result('cookies', 'cookies-secure-with-httponly-sessions-and-samesite', true)
    : result('cookies', 'cookies-secure-with-httponly-sessions', true);
}

// CORS -----------------------------------------------------------------------------------------

function corsTest(r: ObservedResponse): TestResult {
  const acao = r.cors?.headers.get('access-control-allow-origin')?.trim().toLowerCase();
  if (!r.cors || !acao)
    return result('cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented', true);
  if (acao === '*')
    return result(
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-public-access',
      true,
    );
  const credentials = r.cors.headers.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (acao === r.cors.origin.toLowerCase() && credentials)
    return result(
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-universal-access',
      false,
      [`reflects Origin ${r.cors.origin} with credentials`],
    );
  return result(
    'cross-origin-resource-sharing',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
    true,
  );
}

// Referrer-Policy ------------------------------------------------------------------------------

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

function referrerTest(ctx: Context): TestResult {
  const header = ctx.headers.get('referrer-policy');
  const values = [...(header === null ? [] : [header]), ...(ctx.equiv.get('referrer-policy') ?? [])];
  if (values.length === 0) return result('referrer-policy', 'referrer-policy-not-implemented', true);
  // The last policy the browser recognises wins; the meta tag comes after the header.
  const policy = values
    .join(',')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => PRIVATE_REFERRER.includes(v) || UNSAFE_REFERRER.includes(v))
    .at(-1);
  if (policy && PRIVATE_REFERRER.includes(policy))
    return result('referrer-policy', 'referrer-policy-private', true);
  if (policy) return result('referrer-policy', 'referrer-policy-unsafe', false, [policy]);
  return result('referrer-policy', 'referrer-policy-header-invalid', false);
}

// Strict-Transport-Security --------------------------------------------------------------------

/** Six months is 15768000 s; the Observatory accepts 15552000 (180 days), which many sites use. */
const SIX_MONTHS = 15_552_000;

function hstsTest(ctx: Context): TestResult {
  if (!ctx.https)
    return result('strict-transport-security', 'hsts-not-applicable', true, ['plain http: HSTS not scored']);
  const header = ctx.headers.get('strict-transport-security');
  if (header === null) return result('strict-transport-security', 'hsts-not-implemented', false);
  if (header.includes(','))
    return result('strict-transport-security', 'hsts-header-invalid', false, ['set twice']);
  let maxAge: number | undefined;
  for (const p of header.split(';').map((s) => s.trim().toLowerCase()))
    if (p.startsWith('max-age=')) maxAge = Number.parseInt(p.slice(8, 128), 10);
  if (maxAge === undefined || Number.isNaN(maxAge))
    return result('strict-transport-security', 'hsts-header-invalid', false, ['no max-age']);
  return maxAge < SIX_MONTHS
    ? result('strict-transport-security', 'hsts-implemented-max-age-less-than-six-months', false, [header])
    : result('strict-transport-security', 'hsts-implemented-max-age-at-least-six-months', true);
}

// Subresource Integrity ------------------------------------------------------------------------

const SRI_ORDER = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
] as const satisfies readonly Outcome[];

const siteOf = (host: string) => host.split('.').slice(-2).join('.');

function sriTest(ctx: Context): TestResult {
  if (!ctx.isHtml) return result('subresource-integrity', 'sri-not-implemented-response-not-html', true);
  if (ctx.scripts.length === 0)
    return result('subresource-integrity', 'sri-not-implemented-but-no-scripts-loaded', true);
  let outcome: (typeof SRI_ORDER)[number] | undefined;
  let foreign = false;
  const notes: string[] = [];
  let withoutIntegrity = 0;
  for (const s of ctx.scripts) {
    const src = s.get('src');
    if (!src) continue;
    const integrity = Boolean(s.get('integrity'));
    if (!integrity) withoutIntegrity++;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite =
      protocolRelative || relative || siteOf(new URL(src).hostname) === siteOf(ctx.url.hostname);
    const secureScheme = absolute ? new URL(src).protocol === 'https:' : relative && ctx.https;
    if (relative || (sameSite && !protocolRelative)) {
      // Same origin: SRI earns the bonus only when every same-origin script is over https.
      if (integrity && secureScheme && outcome === undefined)
        outcome = 'sri-implemented-and-all-scripts-loaded-securely';
      continue;
    }
    foreign = true;
    if (integrity && !secureScheme)
      outcome = worse('sri-implemented-but-external-scripts-not-loaded-securely', outcome, SRI_ORDER);
    else if (!integrity && secureScheme)
      outcome = worse('sri-not-implemented-but-external-scripts-loaded-securely', outcome, SRI_ORDER);
    else if (!integrity)
      outcome = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', outcome, SRI_ORDER);
    if (!integrity) notes.push(`no integrity on ${src}`);
  }
  if (withoutIntegrity > 0 && !foreign)
    notes.push(`${withoutIntegrity} same-origin script(s) without integrity (no cost by these rules)`);
  const final: Outcome =
    outcome ??
    (foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
  const pass = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  ].includes(final);
  return result('subresource-integrity', final, pass, notes);
}

// X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy -------------------------

function xctoTest(ctx: Context): TestResult {
  const v = ctx.headers.get('x-content-type-options');
  if (v === null) return result('x-content-type-options', 'x-content-type-options-not-implemented', false);
  return v.trim().toLowerCase() === 'nosniff'
    ? result('x-content-type-options', 'x-content-type-options-nosniff', true)
    : result('x-content-type-options', 'x-content-type-options-header-invalid', false, [v]);
}

function xfoTest(ctx: Context, frameAncestors: Set<string> | undefined): TestResult {
  // frame-ancestors only counts from the header: browsers ignore it in <meta>.
  if (frameAncestors) return result('x-frame-options', 'x-frame-options-implemented-via-csp', true);
  const v = ctx.headers.get('x-frame-options')?.trim().toLowerCase();
  if (v === undefined) return result('x-frame-options', 'x-frame-options-not-implemented', false);
  if (v === 'deny' || v === 'sameorigin')
    return result('x-frame-options', 'x-frame-options-sameorigin-or-deny', true);
  if (v.startsWith('allow-from')) return result('x-frame-options', 'x-frame-options-allow-from-origin', true);
  return result('x-frame-options', 'x-frame-options-header-invalid', false, [v]);
}

function corpTest(ctx: Context): TestResult {
  const v = ctx.headers.get('cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase();
  if (v === undefined) return result('cross-origin-resource-policy', 'corp-not-implemented', true);
  if (v === 'same-origin')
    return result('cross-origin-resource-policy', 'corp-implemented-with-same-origin', true);
  if (v === 'same-site')
    return result('cross-origin-resource-policy', 'corp-implemented-with-same-site', true);
  if (v === 'cross-origin')
    return result('cross-origin-resource-policy', 'corp-implemented-with-cross-origin', true);
  return result('cross-origin-resource-policy', 'corp-header-invalid', false, [v]);
}
