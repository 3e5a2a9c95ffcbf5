import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { MISSING_PAGE_PATH, NOT_FOUND_FOR_HEADER } from '../app/not-found-for.ts';
import { setWriteHeadHeaders } from './headers.ts';

/**
 * The framework's answer to a page that calls notFound() is a 404 whose HTML is an empty error
 * shell (`<html id="__next_error__">`): the not-found text only appears once the browser has run
 * the framework's scripts (vercel/next.js#62228, open). A visitor without scripts, a slow phone
 * and a crawler see a blank page. So when the front sees that shell it drops it and asks the
 * framework for the missing-page route instead (app/internal/missing-page, an ordinary page,
 * rendered on the server), telling it which address was missing so it names the right way back,
 * and sends that page with the 404.
 */
const ERROR_SHELL = '<html id="__next_error__"';
/** The shell's opening comes first; a chunk this long says whether it is there. */
const HEAD_BYTES = 512;

export interface NotFoundCatcher {
  /**
   * Resolves 'passed' once the framework's response goes out as it is, or 'caught' once the
   * framework has finished an error shell that was kept back (nothing of it was sent).
   */
  readonly outcome: Promise<'passed' | 'caught'>;
}

/**
 * Watches a page response from its first bytes: a 404 HTML error shell is held back and dropped;
 * anything else goes through untouched. A HEAD has no bytes to tell by: every 404 HTML answer to
 * one is dropped, so it gets the same page (and headers) as a GET. Install it last (outermost), so
 * the framework's writes reach it before the front's other wrappers (CSP, lang, compression).
 */
export function catchClientRendered404(
  req: IncomingMessage,
  res: ServerResponse,
  /** Drop every 404 HTML answer, shell or not (the framework's own not-found page is in English). */
  every404 = false,
): NotFoundCatcher {
  const original = {
    writeHead: res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse,
    write: res.write.bind(res) as (...args: unknown[]) => boolean,
    end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
  };
  let state: 'undecided' | 'pass' | 'catch' = 'undecided';
  let head: unknown[] | undefined;
  let headersFlushed = false;
  /** Writes held while undecided: replayed in order if the response passes. */
  const held: { chunk: unknown; rest: unknown[] }[] = [];
  let heldText = '';
  let settle!: (o: 'passed' | 'caught') => void;
  const outcome = new Promise<'passed' | 'caught'>((resolve) => {
    settle = resolve;
  });

  // A visitor who leaves (or has left) before the framework answers: nothing more will come.
  if (res.destroyed) settle('passed');
  res.once('close', () => settle('passed'));

  const restore = () => {
    res.writeHead = original.writeHead as typeof res.writeHead;
    res.write = original.write as typeof res.write;
    res.end = original.end as typeof res.end;
    res.flushHeaders = original.flushHeaders;
  };
  const pass = () => {
    state = 'pass';
    restore();
    if (head) original.writeHead(...head);
    if (headersFlushed) original.flushHeaders();
    for (const { chunk, rest } of held.splice(0)) original.write(chunk, ...rest);
    settle('passed');
  };
  const drop = () => {
    state = 'catch';
    for (const { rest } of held.splice(0)) callbackOf(rest)?.();
  };
  const passed = () => state === 'pass';
  const may404Html = () =>
    res.statusCode === 404 && String(res.getHeader('content-type') ?? '').startsWith('text/html');
  /** With what has come so far: pass, drop, or wait for more (`final`: nothing more will come). */
  const decide = (final: boolean) => {
    if (state !== 'undecided') return;
    if (!may404Html() || (req.method !== 'GET' && req.method !== 'HEAD')) return pass();
    if (req.method === 'HEAD' || every404) return drop();
    if (heldText.includes(ERROR_SHELL)) return drop();
    if (final || heldText.length >= HEAD_BYTES) pass();
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    setWriteHeadHeaders(res, rest);
    head = [status];
    // A 404 page waits for its first bytes; anything else is decided now.
    if (!may404Html()) pass();
    return res;
  }) as typeof res.writeHead;

  // Headers wait with the body: flushing them now would commit to this response.
  res.flushHeaders = () => {
    if (!may404Html()) pass();
    if (state === 'pass') original.flushHeaders();
    else headersFlushed = true;
  };

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (state === 'undecided') {
      held.push({ chunk, rest });
      heldText += chunkText(chunk, rest[0]).slice(0, HEAD_BYTES);
      decide(false);
      return true;
    }
    // Dropped: what the framework still writes goes nowhere.
    callbackOf(rest)?.();
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const args = typeof chunk === 'function' ? [chunk, ...rest] : rest;
    if (state === 'undecided') {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        held.push({ chunk, rest: args.filter((r) => typeof r !== 'function') });
        heldText += chunkText(chunk, args[0]).slice(0, HEAD_BYTES);
      }
      decide(true);
      // decide() has passed it on (the held writes went out) or dropped it.
      if (passed()) return original.end(callbackOf(args));
    }
    // The shell is dropped: the response stays open for the page rendered in its place.
    restore();
    callbackOf(args)?.();
    settle('caught');
    return res;
  }) as typeof res.end;

  return { outcome };
}

const callbackOf = (args: readonly unknown[]) =>
  args.find((r) => typeof r === 'function') as (() => void) | undefined;

/**
 * The request for the missing-page route, in place of a caught shell, with the missing address in
 * NOT_FOUND_FOR_HEADER. Method and headers (the CSP nonce among them) are the visitor's; a GET has
 * no body.
 */
export function missingPageRequest(req: IncomingMessage, missingPath: string): IncomingMessage {
  const again = new IncomingMessage(req.socket);
  again.method = req.method;
  again.url = MISSING_PAGE_PATH;
  again.httpVersionMajor = req.httpVersionMajor;
  again.httpVersionMinor = req.httpVersionMinor;
  again.httpVersion = req.httpVersion;
  again.headers = { ...req.headers, [NOT_FOUND_FOR_HEADER]: missingPath };
  again.rawHeaders = Object.entries(again.headers).flatMap(([k, v]) =>
    v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((x) => [k, x]),
  );
  again.complete = true;
  again.push(null);
  return again;
}

/** The missing-page route's answer is a 404, whatever the framework says (it renders it as a page). */
export function answerAsNotFound(res: ServerResponse): void {
  answerWithStatus(res, 404);
}

/** A page the framework renders as a success, sent with another status (a 404, a refused address's 400 or 414). */
export function answerWithStatus(res: ServerResponse, code: number): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 ? code : status, ...rest)) as typeof res.writeHead;
}

/** Puts a response's headers back as they were (the framework's first answer set its own). */
export function resetHeaders(res: ServerResponse, before: OutgoingHttpHeaders): void {
  for (const name of res.getHeaderNames()) if (!(name in before)) res.removeHeader(name);
  for (const [name, value] of Object.entries(before)) if (value !== undefined) res.setHeader(name, value);
  res.statusCode = 200;
  res.statusMessage = '';
}

function chunkText(chunk: unknown, encoding: unknown): string {
  if (chunk === undefined || chunk === null) return '';
  if (typeof chunk === 'string') return chunk;
  if (chunk instanceof Uint8Array)
    return Buffer.from(chunk.buffer, chunk.byteOffset, Math.min(chunk.byteLength, HEAD_BYTES)).toString(
      typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
    );
  return String(chunk);
}
