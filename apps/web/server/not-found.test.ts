import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_PAGE_PATH, NOT_FOUND_FOR_HEADER } from '../app/not-found-for.ts';
import { type Harness, startFront } from './test-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/**
 * A stand-in for the framework: /gone calls notFound(), answered as Next does (headers flushed
 * first, the doctype in a chunk of its own, bytes as Uint8Array, the framework's own headers);
 * /gone-waits does the same, then waits for the response to finish, as a web-stream pipe does;
 * /plain-404 is a 404 page rendered on the server; /throws fails before writing; the
 * missing-page route renders like any page (200) and says which address it stands for.
 */
function framework(seen: string[]) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url}`);
    const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1];
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    if (req.url === '/throws') throw new Error('render failed');
    // Like Next, each render listens for the response's 'close' several times (abort signal, page
    // stream, pipe).
    for (let i = 0; i < 5; i++) res.once('close', () => undefined);
    if (req.url === '/gone' || req.url === '/gone-waits') {
      res.setHeader('x-shell-only', 'yes');
      res.setHeader('cache-control', 's-maxage=3600');
      res.statusCode = 404;
      res.flushHeaders();
      const bytes = (text: string) => new Uint8Array(Buffer.from(text));
      res.write(bytes('<!DOCTYPE html>'));
      res.write(
        bytes('<html id="__next_error__"><head><meta charSet="utf-8"/></head><body><div hidden></div>'),
      );
      res.end(`<script nonce="${nonce}">self.__next_f.push([1,"404"])</script></body></html>`);
      if (req.url === '/gone-waits') await new Promise((resolve) => res.once('finish', resolve));
      return;
    }
    if (req.url === '/plain-404' || req.url === '/es-us/plain-404') {
      res.statusCode = 404;
      res.end('<!DOCTYPE html><html lang="en-US"><body><h1>We can’t find that page</h1></body></html>');
      return;
    }
    if (req.url === MISSING_PAGE_PATH) {
      res.writeHead(200);
      res.end(
        `<!DOCTYPE html><html lang="en-US"><body><h1>Missing: ${req.headers[NOT_FOUND_FOR_HEADER] ?? 'none'}</h1>` +
          `<script nonce="${nonce}">self.__next_f.push([1,"page"])</script></body></html>`,
      );
      return;
    }
    res.end('<!DOCTYPE html><html lang="en-US"><body><h1>A page</h1></body></html>');
  };
}

describe('a 404 the framework leaves to the browser', () => {
  it('is answered with the missing-page route rendered on the server, with a 404 and its own headers', async () => {
    const seen: string[] = [];
    h = await startFront({ handle: framework(seen) });
    const res = await fetch(`${h.url}/gone`, { headers: { 'accept-encoding': 'gzip' } });
    const body = await res.text();
    expect(res.status).toBe(404);
    expect(body).toContain('<h1>Missing: /gone</h1>');
    expect(body).not.toContain('__next_error__');
    expect(seen).toEqual(['GET /gone', `GET ${MISSING_PAGE_PATH}`]);
    // Nothing of the dropped shell's answer is left; the page's CSP carries the nonce it was given.
    expect(res.headers.get('x-shell-only')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('no-store');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(body).toContain(`nonce="${nonce}"`);
    expect(res.headers.get('x-request-id')).toMatch(/\S/);
  });

  it('renders twice into one response without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      h = await startFront({ handle: framework([]) });
      const res = await fetch(`${h.url}/gone`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<h1>Missing: /gone</h1>');
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('does not wait for a dropped response to finish', async () => {
    const seen: string[] = [];
    h = await startFront({ handle: framework(seen) });
    const res = await fetch(`${h.url}/gone-waits`, { signal: AbortSignal.timeout(3000) });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>Missing: /gone-waits</h1>');
  });

  it('gives a HEAD the headers a GET would get', async () => {
    const seen: string[] = [];
    h = await startFront({ handle: framework(seen) });
    const head = await fetch(`${h.url}/gone`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('x-shell-only')).toBeNull();
    expect(head.headers.get('cache-control')).toContain('no-store');
    expect(seen).toEqual(['HEAD /gone', `HEAD ${MISSING_PAGE_PATH}`]);
  });

  it('leaves a 404 rendered on the server and an ordinary page as the framework sent them', async () => {
    const seen: string[] = [];
    h = await startFront({ handle: framework(seen) });
    const plain = await fetch(`${h.url}/plain-404`);
    expect(plain.status).toBe(404);
    expect(await plain.text()).toContain('We can’t find that page');
    const page = await fetch(`${h.url}/a-page`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>A page</h1>');
    expect(seen).toEqual(['GET /plain-404', 'GET /a-page']);
  });

  it('answers a render that fails before writing in the error contract, without waiting', async () => {
    h = await startFront({ handle: framework([]) });
    const res = await fetch(`${h.url}/throws`, { signal: AbortSignal.timeout(3000) });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers every 404 under /es-us/ with the missing page, which speaks Spanish there', async () => {
    const seen: string[] = [];
    h = await startFront({ handle: framework(seen) });
    const res = await fetch(`${h.url}/es-us/plain-404`);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).toContain('<h1>Missing: /es-us/plain-404</h1>');
    expect(body).toContain('<html lang="es-US"');
    expect(seen).toEqual(['GET /es-us/plain-404', `GET ${MISSING_PAGE_PATH}`]);
    // A page that is there passes untouched.
    expect((await fetch(`${h.url}/es-us/a-page`)).status).toBe(200);
  });

  it('answers the missing-page route itself with a 404, and never takes the address from a visitor', async () => {
    const seen: string[] = [];
    h = await startFront({ handle: framework(seen) });
    const res = await fetch(`${h.url}${MISSING_PAGE_PATH}`, {
      headers: { [NOT_FOUND_FOR_HEADER]: '/device-support/selector/spoofed' },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>Missing: none</h1>');
    const gone = await fetch(`${h.url}/gone`, { headers: { [NOT_FOUND_FOR_HEADER]: '/elsewhere' } });
    expect(await gone.text()).toContain('<h1>Missing: /gone</h1>');
  });
});
