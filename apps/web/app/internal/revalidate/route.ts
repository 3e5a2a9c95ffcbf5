import { timingSafeEqual } from 'node:crypto';
import { HTTP_ERROR } from '@support/contracts';
import { revalidateTag } from 'next/cache';
import { KB_CACHE_TAG } from '../../../src/features/articles/articles.server.ts';
import { WIDGET_CACHE_TAG } from '../../../src/features/widget/widget.server.ts';

/**
 * The API calls this when knowledge-base articles change and at its start (ADR 003): article pages
 * and the widget's preloaded text are static and their data cache entries expire here, so the next visit renders the new text. Guarded by the
 * shared REVALIDATE_SECRET; without one configured, nothing can revalidate.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET ?? '';
  const given = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!secret || !safeEqual(given, secret)) {
    return Response.json(
      { errorCode: HTTP_ERROR.notFound, statusCode: 404, message: 'Not found', details: { statusCode: 404 } },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );
  }
  // The widget's text and flags too: pages built while the API was down have none preloaded.
  const tags = [KB_CACHE_TAG, WIDGET_CACHE_TAG];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags }, { headers: { 'cache-control': 'no-store' } });
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
