import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { MISSING_PAGE_PATH, NOT_FOUND_FOR_HEADER } from '../app/not-found-for.ts';

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
 * anything else goes through untouched. Install it last (outermost), so the framework's writes
 * reach it before the front's other wrappers (CSP, lang, compression) see them.
 */
export function catchClientRendered404(req: IncomingMessage, res: ServerResponse): NotFoundCatcher {
  const original = {
    writeHead: res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse,
    write: res.write.bind(res) as (...args: unknown[]) => boolean,
    end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
  };
  let state: 'undecided' | 'pass' | 'catch' = 'undecided';
  let head: unknown[] | undefined;
  let settle!: (o: 'passed' | 'caught') => void;
  const outcome = new Promise<'passed' | 'caught'>((resolve) => {
    settle = resolve;
  });

  // A visitor who leaves before the framework answers: nothing more will come.
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
    settle('passed');
  };
  const mayBeShell = () =>
    req.method === 'GET' &&
    res.statusCode === 404 &&
    String(res.getHeader('content-type') ?? '').startsWith('text/html');
  /** Decides on the first body bytes (or none, at the end). */
  const decide = (chunk: unknown, encoding: unknown) => {
    if (state !== 'undecided') return;
    const text = chunkText(chunk, encoding);
    if (mayBeShell() && text.slice(0, HEAD_BYTES).includes(ERROR_SHELL)) state = 'catch';
    else pass();
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    copyHeaders(res, rest);
    head = [status];
    // A 404 page waits for its first bytes; anything else is decided now.
    if (!mayBeShell()) pass();
    return res;
  }) as typeof res.writeHead;

  // Headers wait with the body: flushing them now would commit to this response.
  res.flushHeaders = () => {
    if (!mayBeShell()) pass();
    if (state === 'pass') original.flushHeaders();
  };

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide(chunk, rest[0]);
    if (state === 'pass') return original.write(chunk, ...rest);
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide(typeof chunk === 'function' ? undefined : chunk, rest[0]);
    if (state === 'pass') return original.end(chunk, ...rest);
    // The shell is dropped: the response stays open for the page rendered in its place.
    restore();
    const cb = [chunk, ...rest].find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    settle('caught');
    return res;
  }) as typeof res.end;

  return { outcome };
}

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
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead;
}

/** Puts a response's headers back as they were (the framework's first answer set its own). */
export function resetHeaders(res: ServerResponse, before: OutgoingHttpHeaders): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(before)) if (value !== undefined) res.setHeader(name, value);
  res.statusCode = 200;
}

function copyHeaders(res: ServerResponse, rest: unknown[]): void {
  const headers = rest.find((r) => typeof r === 'object' && r !== null) as
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

function chunkText(chunk: unknown, encoding: unknown): string {
  if (chunk === undefined || chunk === null) return '';
  if (typeof chunk === 'string') return chunk;
  if (chunk instanceof Uint8Array)
    return Buffer.from(chunk.buffer, chunk.byteOffset, Math.min(chunk.byteLength, HEAD_BYTES)).toString(
      typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
    );
  return String(chunk);
}
