import 'server-only';
import { API_URL } from './config.server.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'te',
  'trailer',
]);

/**
 * Forwards a browser request under /search/* or /msapi/* to the API and streams the answer back
 * (Server-Sent Events included), so the browser talks to one origin. A client that goes away
 * aborts the upstream call.
 */
export async function proxyToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key)) headers.set(key, value);
  });
  headers.set('x-forwarded-host', url.host);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(`${API_URL}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: request.signal,
      redirect: 'manual',
    });
    const out = new Headers();
    upstream.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') out.set(key, value);
    });
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    return Response.json(
      {
        errorCode: 'SPTSEARCH-103',
        statusCode: 502,
        message: 'The answer service is not reachable right now.',
      },
      { status: 502 },
    );
  }
}
