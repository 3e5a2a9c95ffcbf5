import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface HeaderOptions {
  /** Strict-Transport-Security max-age in seconds; 0 sends none. */
  hstsMaxAge: number;
  /** Origins allowed to frame pages; empty means none. */
  frameAncestors: readonly string[];
  /** Development builds need eval for React's debugging aids. */
  dev: boolean;
}

/**
 * The directives every page shares. Scripts are the part that differs: a per-request nonce on
 * pages rendered per request, hashes of the framework's own scripts on static pages (ADR 003).
 * Styles allow 'unsafe-inline' because server-rendered style attributes (visually hidden text,
 * positioned overlays) cannot carry a nonce; scripts never do.
 */
function sharedDirectives(o: HeaderOptions): string[] {
  return [
    "default-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${o.frameAncestors.length > 0 ? o.frameAncestors.join(' ') : "'none'"}`,
    ...(o.hstsMaxAge > 0 ? ['upgrade-insecure-requests'] : []),
  ];
}

/** CSP of a page rendered for this request: its scripts carry the nonce. */
export function nonceCsp(nonce: string, o: HeaderOptions): string {
  const script = `script-src 'nonce-${nonce}' 'strict-dynamic'${o.dev ? " 'unsafe-eval'" : ''}`;
  return [script, ...sharedDirectives(o)].join('; ');
}

/** CSP of a static page: exactly the framework scripts it contains, by hash. */
export function hashCsp(hashes: readonly string[], o: HeaderOptions): string {
  const sources = hashes.map((h) => `'${h}'`).join(' ');
  const script = hashes.length > 0 ? `script-src 'strict-dynamic' ${sources}` : "script-src 'none'";
  return [script, ...sharedDirectives(o)].join('; ');
}

/** CSP of anything that is not a page (JSON, assets, errors): nothing may run or load. */
export function resourceCsp(o: HeaderOptions): string {
  const ancestors = o.frameAncestors.length > 0 ? o.frameAncestors.join(' ') : "'none'";
  return `default-src 'none'; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`;
}

/** Headers on every response of the web server (Mozilla Observatory's rules, ADR 003). */
export function setBaseHeaders(res: ServerResponse, o: HeaderOptions): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  if (o.frameAncestors.length === 0) res.setHeader('x-frame-options', 'DENY');
  if (o.hstsMaxAge > 0)
    res.setHeader('strict-transport-security', `max-age=${o.hstsMaxAge}; includeSubDomains`);
}

/**
 * Sets on the response the headers a `writeHead(status, [message], headers)` call carries (an
 * object or a flat [name, value, …] list): for wrappers that hold the head back and send it later.
 */
export function setWriteHeadHeaders(res: ServerResponse, args: readonly unknown[]): void {
  const headers = args.find((r) => typeof r === 'object' && r !== null) as
    | OutgoingHttpHeaders
    | unknown[]
    | undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      res.setHeader(String(headers[i]), headers[i + 1] as string);
  } else if (headers) {
    for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
  }
}
