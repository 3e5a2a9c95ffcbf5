import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlLangOf } from '../app/html-lang.ts';
import { type Harness, startFront } from './test-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const PAGE = `<!DOCTYPE html><html lang="en-US"><head><title>t</title></head><body><p>lang="en-US"</p>`;

/** A stand-in for the framework: the root layout's tag, streamed in small chunks or as a string. */
function framework(req: IncomingMessage, res: ServerResponse) {
  if (req.url?.startsWith('/es-us/api-like') || req.url?.endsWith('.json')) {
    res.setHeader('content-type', 'application/json');
    res.end('{"html":"<html lang=\\"en-US\\""}');
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (req.url?.includes('chunked')) {
    res.write(Buffer.from('<!DOCTYPE html>'));
    res.write(PAGE.slice('<!DOCTYPE html>'.length), 'utf8');
  } else {
    res.setHeader('content-length', Buffer.byteLength(`${PAGE}</body></html>`));
    res.write(PAGE);
  }
  res.end('</body></html>');
}

describe('htmlLangOf', () => {
  it('is Spanish under /es-us/ only', () => {
    expect(htmlLangOf('/es-us/support/contact-us/KM1')).toBe('es-US');
    expect(htmlLangOf('/ES-US/support')).toBe('es-US');
    expect(htmlLangOf('/es-us')).toBe('es-US');
    expect(htmlLangOf('/es-usa/x')).toBe('en-US');
    expect(htmlLangOf('/support/contact-us')).toBe('en-US');
    expect(htmlLangOf('/')).toBe('en-US');
  });
});

describe("the front writes a Spanish page's language into <html lang>", () => {
  it('rewrites the first <html lang> of a Spanish page, with the length unchanged', async () => {
    h = await startFront({ handle: framework });
    const res = await fetch(`${h.url}/es-us/support/contact-us/KM1`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="es-US">');
    expect(html).not.toContain('<html lang="en-US"');
    // Only the element: the same text later in the page is content, not the tag.
    expect(html).toContain('<p>lang="en-US"</p>');
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('finds the tag in a later chunk and in a compressed answer', async () => {
    h = await startFront({ handle: framework });
    const res = await fetch(`${h.url}/es-us/support/smallbusiness/contact-us/chunked`);
    expect(await res.text()).toContain('<!DOCTYPE html><html lang="es-US">');
  });

  it('leaves English pages and answers that are not HTML as they are', async () => {
    h = await startFront({ handle: framework });
    expect(await (await fetch(`${h.url}/support/contact-us`)).text()).toContain('<html lang="en-US">');
    expect(await (await fetch(`${h.url}/es-us/api-like.json`)).text()).toBe(
      '{"html":"<html lang=\\"en-US\\""}',
    );
  });
});
