import { HTTP_ERROR } from '@support/contracts';

/** Methods the site answers; anything else (TRACE, CONNECT, TRACK, WebDAV verbs…) is refused with 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** Longest request target accepted (path and query), in characters. */
export const MAX_TARGET_LENGTH = 8192;

export interface Refusal {
  status: number;
  code: string;
  message: string;
  allow?: string;
}

/**
 * Checks a request line before the framework sees it, so a malformed one ends as a 4xx in the error
 * contract rather than as a framework 500: unknown methods, targets that are not a path (`*`,
 * absolute URLs), over-long targets, and paths whose percent-encoding does not decode to UTF-8.
 * Messages never repeat the request.
 */
export function checkRequestLine(
  method: string | undefined,
  target: string | undefined,
): Refusal | undefined {
  if (!method || !ALLOWED.has(method)) {
    return {
      status: 405,
      code: HTTP_ERROR.methodNotAllowed,
      message: 'This method is not supported.',
      allow: ALLOWED_METHODS.join(', '),
    };
  }
  if (target?.charCodeAt(0) !== 47 /* / */ || target.startsWith('//')) {
    return { status: 400, code: HTTP_ERROR.badRequest, message: 'The request target must be a path.' };
  }
  if (target.length > MAX_TARGET_LENGTH) {
    return { status: 414, code: HTTP_ERROR.uriTooLong, message: 'The address is too long.' };
  }
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  if (!decodes(path) || path.includes('%00') || path.includes('\\')) {
    return { status: 400, code: HTTP_ERROR.badRequest, message: 'The address is not valid.' };
  }
  if (q !== -1 && !decodesQuery(target.slice(q + 1))) {
    return { status: 400, code: HTTP_ERROR.badRequest, message: 'The query string is not valid.' };
  }
  return undefined;
}

function decodes(s: string): boolean {
  if (!s.includes('%')) return true;
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

/** Each name and value must decode ('+' is a space in forms). */
function decodesQuery(query: string): boolean {
  if (!query.includes('%')) return true;
  for (const part of query.split(/[&=]/)) if (!decodes(part.replace(/\+/g, ' '))) return false;
  return true;
}

/** Site paths that take a POST (route handlers); every other page is read-only. */
export const POST_ONLY_PATHS = ['/internal/revalidate'] as const;
const PAGE_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Methods on the site's own paths (not the API's): pages are GET and HEAD (OPTIONS says so), the
 * route handlers in POST_ONLY_PATHS are POST. Anything else is 405 in the error contract rather
 * than the framework's plain-text 405, or a page rendered for a POST.
 */
export function checkSiteMethod(method: string, path: string): Refusal | 'options' | undefined {
  const postOnly = (POST_ONLY_PATHS as readonly string[]).includes(path);
  const allow = postOnly ? 'POST' : PAGE_METHODS;
  if (postOnly ? method === 'POST' : method === 'GET' || method === 'HEAD') return undefined;
  if (!postOnly && method === 'OPTIONS') return 'options';
  return {
    status: 405,
    code: HTTP_ERROR.methodNotAllowed,
    message: 'This method is not supported here.',
    allow,
  };
}
