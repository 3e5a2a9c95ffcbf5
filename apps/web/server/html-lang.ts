import type { ServerResponse } from 'node:http';
import { DEFAULT_HTML_LANG, type HtmlLang, htmlLangOf } from '../app/html-lang.ts';

/** The opening of the root layout's element as the framework writes it. */
const DEFAULT_TAG = `<html lang="${DEFAULT_HTML_LANG}"`;
/** The tag comes first in a page; past this many bytes nothing is looked at. */
const SCAN_LIMIT = 4096;

/**
 * Writes a page's language into its `<html lang>` (app/html-lang.ts): the root layout writes
 * English, so for a page under /es-us/ the first `<html lang="en-US"` of the HTML is rewritten
 * to `<html lang="es-US"` as it streams by. Same length, so a Content-Length stays right; a
 * response that is not HTML passes untouched. Nothing is done for an English page.
 */
export function applyHtmlLang(path: string, res: ServerResponse): void {
  const lang = htmlLangOf(path);
  if (lang === DEFAULT_HTML_LANG) return;
  const tag = Buffer.from(`<html lang="${lang satisfies HtmlLang}"`);
  const original = {
    write: res.write.bind(res) as (...args: unknown[]) => boolean,
    end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
  };
  let seen = 0;
  let done = false;
  const rewrite = (chunk: unknown, encoding: unknown): unknown => {
    if (done || chunk === undefined || chunk === null || typeof chunk === 'function') return chunk;
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) {
      done = true;
      return chunk;
    }
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    const at = bytes.indexOf(DEFAULT_TAG);
    seen += bytes.length;
    if (at < 0) {
      if (seen > SCAN_LIMIT || bytes.includes('<html')) done = true;
      return chunk;
    }
    done = true;
    const out = Buffer.from(bytes);
    tag.copy(out, at);
    return out;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const out = rewrite(chunk, rest[0]);
    // A rewritten chunk is a Buffer: an encoding argument no longer applies to it.
    return out === chunk
      ? original.write(chunk, ...rest)
      : original.write(out, ...rest.filter((r) => typeof r === 'function'));
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const out = rewrite(chunk, rest[0]);
    return out === chunk
      ? original.end(chunk, ...rest)
      : original.end(out, ...rest.filter((r) => typeof r === 'function'));
  }) as typeof res.end;
}
