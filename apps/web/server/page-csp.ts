import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { type HeaderOptions, hashCsp, nonceCsp, setWriteHeadHeaders } from './headers.ts';

/**
 * Inline scripts the framework writes into a page: Turbopack's chunk list, the React Server
 * Components payload and React's streaming helpers. Only these are hashed into a static page's CSP;
 * any other inline script (which the sanitiser should have made impossible) stays blocked.
 */
const FRAMEWORK_INLINE_SCRIPT =
  /^(?:\(globalThis\["TURBOPACK"\]|\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(|self\.__next_f\.push\(|\$R[A-Z]|requestAnimationFrame\(function\(\)\{\$R)/;
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NON_JS_TYPE = /\btype\s*=\s*"(?!text\/javascript|module)[^"]*"/i;
const SRC_ATTR = /\bsrc\s*=\s*"([^"]*)"/i;
const SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\bas="script")(?=[^>]*\brel="(?:preload|modulepreload)")([^>]*?)\/?>/gi;
const HREF_ATTR = /\bhref\s*=\s*"([^"]*)"/i;
const INTEGRITY_ATTR = /\bintegrity\s*=\s*"([^"]*)"/i;
/** Built assets under this prefix are ours; their hashes come from the files on disk. */
const STATIC_PREFIX = '/_next/static/';

const sha256 = (data: string | Buffer) => `sha256-${createHash('sha256').update(data).digest('base64')}`;

export interface PagePolicy {
  /** The HTML, with integrity attributes added to the framework's own script tags. */
  html: string;
  csp: string;
}

/**
 * Computes the script hashes of a static page: each framework inline script by its text, each
 * built script file by its content (adding the integrity attribute where the framework left it
 * out, so the hash applies). Hashes of files are cached (the build does not change while we run);
 * the page's own result is kept by the front's StaticPageCache.
 */
export class StaticPagePolicy {
  private readonly fileHashes = new Map<string, string | null>();

  constructor(
    private readonly staticDir: string,
    private readonly options: HeaderOptions,
    private readonly log?: Logger,
  ) {}

  apply(html: string): PagePolicy {
    const hashes = new Set<string>();
    const out = html.replace(SCRIPT_TAG, (tag, attrs: string, body: string) => {
      if (NON_JS_TYPE.test(attrs)) return tag; // JSON-LD and other data blocks never run.
      const src = SRC_ATTR.exec(attrs)?.[1];
      if (src === undefined) {
        if (FRAMEWORK_INLINE_SCRIPT.test(body)) hashes.add(sha256(body));
        else
          this.log?.warn(
            { length: body.length },
            'inline script not written by the framework left out of the CSP',
          );
        return tag;
      }
      const newAttrs = this.withIntegrity(src, attrs, hashes);
      return newAttrs === undefined ? tag : `<script${newAttrs}>${body}</script>`;
    });
    // A preloaded script is checked against the CSP too: it needs the same hash and integrity.
    const withPreloads = out.replace(SCRIPT_PRELOAD, (tag, attrs: string) => {
      const newAttrs = this.withIntegrity(HREF_ATTR.exec(attrs)?.[1], attrs, hashes);
      return newAttrs === undefined ? tag : `<link${newAttrs}/>`;
    });
    return { html: withPreloads, csp: hashCsp([...hashes], this.options) };
  }

  /**
   * For a built file: adds its hash to `hashes` and returns the tag's attributes with the matching
   * integrity; undefined when the URL is not one of our built files (the tag stays as it is).
   */
  private withIntegrity(url: string | undefined, attrs: string, hashes: Set<string>): string | undefined {
    const fileHash = url?.startsWith(STATIC_PREFIX) ? this.hashOf(url) : undefined;
    if (!fileHash) return undefined;
    hashes.add(fileHash);
    const integrity = INTEGRITY_ATTR.exec(attrs)?.[1];
    if (integrity === fileHash) return attrs;
    return integrity
      ? attrs.replace(INTEGRITY_ATTR, `integrity="${fileHash}"`)
      : `${attrs} integrity="${fileHash}"`;
  }

  private hashOf(src: string): string | undefined {
    const path = decodeURIComponent(src.slice(STATIC_PREFIX.length).split('?')[0]!);
    if (path.includes('..')) return undefined;
    let hash = this.fileHashes.get(path);
    if (hash === undefined) {
      try {
        hash = sha256(readFileSync(join(this.staticDir, path)));
      } catch {
        hash = null;
      }
      this.fileHashes.set(path, hash);
    }
    return hash ?? undefined;
  }
}

/** The framework marks pages it serves from its prerendered (static or ISR) cache. */
const isPrerendered = (res: ServerResponse) =>
  res.getHeader('x-nextjs-prerender') !== undefined || res.getHeader('x-nextjs-cache') !== undefined;

/**
 * Gives every HTML page its CSP. Pages rendered for this request already carry the nonce the
 * framework read from the request's CSP header, so their header is set and they stream as they
 * are. Static pages (served from the framework's cache, the same bytes for everyone) are held
 * until complete, then hashed (`StaticPagePolicy`). A 304 carries no CSP: it would replace the
 * cached page's policy in the browser.
 */
export function applyPageCsp(
  req: IncomingMessage,
  res: ServerResponse,
  nonce: string,
  policy: StaticPagePolicy,
  options: HeaderOptions,
  /** Called with each complete static page as sent (the front keeps it: StaticPageCache). */
  onStatic?: (body: Buffer) => void,
): void {
  const original = {
    writeHead: res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse,
    write: res.write.bind(res) as (...args: unknown[]) => boolean,
    end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
  };
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided';
  const held: Buffer[] = [];

  const decide = () => {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    const isHtml = type.startsWith('text/html');
    if (!isHtml || res.statusCode === 304) {
      mode = 'pass';
      if (res.statusCode === 304) res.removeHeader('content-security-policy');
      return;
    }
    if (req.method !== 'HEAD' && isPrerendered(res)) {
      mode = 'hold';
      return;
    }
    mode = 'pass';
    res.setHeader('content-security-policy', nonceCsp(nonce, options));
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    setWriteHeadHeaders(res, rest);
    decide();
    return mode === 'hold' ? res : original.writeHead(status);
  }) as typeof res.writeHead;

  res.flushHeaders = () => {
    decide();
    if (mode === 'pass') original.flushHeaders();
  };

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (mode === 'pass') return original.write(chunk, ...rest);
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, rest[0]));
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide();
    if (mode === 'pass') return original.end(chunk, ...rest);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      held.push(toBuffer(chunk, rest[0]));
    const html = Buffer.concat(held).toString('utf8');
    const page = policy.apply(html);
    const body = Buffer.from(page.html, 'utf8');
    res.setHeader('content-security-policy', page.csp);
    res.setHeader('content-length', body.length);
    onStatic?.(body);
    const cb = [chunk, ...rest].find((r) => typeof r === 'function') as (() => void) | undefined;
    // From here on the response goes out as is (the compressor below calls writeHead itself).
    mode = 'pass';
    return original.end(body, cb);
  }) as typeof res.end;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
