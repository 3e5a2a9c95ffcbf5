import { createHash } from 'node:crypto';
import { ApiErrorSchema, HTTP_ERROR } from '@support/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_HEADER_BYTES } from './front.ts';
import { type Harness, parseRaw, rawRequest, startFront } from './test-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FRAMEWORK_SCRIPT = 'self.__next_f.push([1,"page"])';
const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

/** A stand-in for the framework: a page rendered per request (nonce) or a prerendered one. */
function framework(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
  const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (req.url?.startsWith('/static')) {
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('cache-control', 's-maxage=3600');
    if (req.headers['if-none-match'] === '"v1"') {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('etag', '"v1"');
    res.write(`<html><body><p>static</p><p>${'Restart the gateway. '.repeat(80)}</p>`);
    res.end(`<script>${FRAMEWORK_SCRIPT}</script></body></html>`);
    return;
  }
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.write('<html><body><p>rendered</p>');
  res.end(`<script nonce="${nonce}">${FRAMEWORK_SCRIPT}</script></body></html>`);
}

describe('security headers', () => {
  it('gives a page rendered per request a CSP with the nonce the framework was handed', async () => {
    h = await startFront({ handle: framework });
    const res = await fetch(`${h.url}/search?q=bill`);
    const html = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('gives a prerendered page a CSP of hashes, compressed when asked, and none on a 304', async () => {
    h = await startFront({ handle: framework });
    const res = await fetch(`${h.url}/static/page`, { headers: { 'accept-encoding': 'identity' } });
    expect(await res.text()).toContain('<p>static</p>');
    expect(res.headers.get('content-security-policy')).toContain(
      `'strict-dynamic' '${sha(FRAMEWORK_SCRIPT)}'`,
    );
    expect(res.headers.get('content-security-policy')).not.toContain('nonce-');

    const raw = await rawRequest(
      h.url,
      'GET /static/page HTTP/1.1\r\nhost: x\r\naccept-encoding: gzip\r\nconnection: close\r\n\r\n',
    );
    expect(raw).toMatch(/content-encoding: gzip/i);
    expect(raw).toContain(sha(FRAMEWORK_SCRIPT));

    const notModified = await fetch(`${h.url}/static/page`, { headers: { 'if-none-match': '"v1"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });

  it('sends the Observatory set on every response, HSTS only when configured', async () => {
    h = await startFront({ handle: framework });
    for (const path of ['/', '/static/a', '/_next/static/x.js', '/%zz']) {
      const res = await fetch(`${h.url}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    await h.close();
    h = await startFront({ handle: framework, headers: { hstsMaxAge: 63072000 } });
    const res = await fetch(`${h.url}/`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('malformed requests', () => {
  const MARK = 'zq7evil';
  const sweep: [string, string][] = [
    ['bad percent-encoding', `GET /msapi/kb/v1/articles/KM%zz${MARK} HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['lone surrogate', `GET /support/article/${MARK}/%ED%A0%80 HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['lone percent', `GET /${MARK}% HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['bad query encoding', `GET /search?q=${MARK}%E0%A4%A HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['TRACE', `TRACE /${MARK} HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nhost: x\r\n\r\n'],
    ['absolute-form target', `GET http://${MARK}.example.com/ HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['unknown method', `BREW /${MARK} HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['garbage request line', `\x01\x02${MARK}\r\n\r\n`],
    ['bad HTTP version', `GET / HTTP/9.${MARK}\r\nhost: x\r\n\r\n`],
    ['header without colon', `GET / HTTP/1.1\r\nhost: x\r\n${MARK}\r\n\r\n`],
    [
      'huge header',
      `GET / HTTP/1.1\r\nhost: x\r\nx-big: ${MARK}${'a'.repeat(MAX_HEADER_BYTES + 1000)}\r\n\r\n`,
    ],
    [
      'bad chunked body',
      `POST /search/v1/signals/s HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\nzz${MARK}\r\n`,
    ],
    [
      'content-length and chunked',
      'POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['POST to a page', `POST /support/article/${MARK} HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\n\r\nx=1`],
    ['DELETE a page', `DELETE /${MARK} HTTP/1.1\r\nhost: x\r\n\r\n`],
    ['over-long target', `GET /search?q=${MARK}${'a'.repeat(9000)} HTTP/1.1\r\nhost: x\r\n\r\n`],
  ];

  it.each(sweep)(
    '%s ends as a 4xx in the error contract, without echoing the input',
    async (_name, bytes) => {
      h = await startFront({ handle: framework, api: (_req, res) => res.end('{}') });
      const answer = await rawRequest(h.url, `${bytes}`);
      const { status, body } = parseRaw(answer);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(ApiErrorSchema.safeParse(body).success).toBe(true);
      expect(answer).not.toContain(MARK);
    },
  );

  it('answers a browser asking for a page at a refused address with a page, keeping the status; programs and the API keep the contract', async () => {
    const rendered: string[] = [];
    h = await startFront({
      handle: (req, res) => {
        rendered.push(req.url ?? '');
        framework(req, res);
      },
      api: (_req, res) => res.end('{}'),
    });
    const html = 'accept: text/html,application/xhtml+xml';
    const tooLong = await rawRequest(
      h.url,
      `GET /search?q=${MARK}${'a'.repeat(9000)} HTTP/1.1\r\nhost: x\r\n${html}\r\nconnection: close\r\n\r\n`,
    );
    const unreadable = await rawRequest(
      h.url,
      `GET /support/${MARK}%E0%A4%A HTTP/1.1\r\nhost: x\r\n${html}\r\nconnection: close\r\n\r\n`,
    );
    for (const [answer, status] of [
      [tooLong, 414],
      [unreadable, 400],
    ] as const) {
      expect(parseRaw(answer).status).toBe(status);
      expect(answer).toMatch(/content-type: text\/html/i);
      expect(answer).not.toContain(MARK);
    }
    // Under /es-us/ the page is asked for in Spanish, and its <html> says so.
    const spanish = await rawRequest(
      h.url,
      `GET /es-us/support/${MARK}%E0%A4%A HTTP/1.1\r\nhost: x\r\n${html}\r\nconnection: close\r\n\r\n`,
    );
    expect(parseRaw(spanish).status).toBe(400);
    expect(rendered).toEqual([
      '/internal/bad-address?reason=too-long',
      '/internal/bad-address?reason=unreadable',
      '/internal/bad-address?reason=unreadable&lang=es',
    ]);
    // An API path, or a request that does not ask for HTML, gets the error contract.
    for (const bytes of [
      `GET /search/v2/answerextraction?q=%E0%A4%A HTTP/1.1\r\nhost: x\r\n${html}\r\nconnection: close\r\n\r\n`,
      'GET /support/%E0%A4%A HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
    ]) {
      const { status, body } = parseRaw(await rawRequest(h.url, bytes));
      expect(status).toBe(400);
      expect(ApiErrorSchema.safeParse(body).success).toBe(true);
    }
    expect(rendered).toHaveLength(3);
  });

  it('refuses TRACE with 405 and lists the allowed methods', async () => {
    h = await startFront({ handle: framework });
    const res = await fetch(`${h.url}/`, { method: 'OPTIONS' }).then(() =>
      rawRequest(h!.url, 'TRACE / HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'),
    );
    expect(parseRaw(res).status).toBe(405);
    expect(res).toMatch(/allow: GET, HEAD, POST/i);
    expect((parseRaw(res).body as { errorCode: string }).errorCode).toBe(HTTP_ERROR.methodNotAllowed);
  });
});
