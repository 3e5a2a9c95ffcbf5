import { proxyToApi } from './proxy.server.ts';

/** Route handlers for a proxied path prefix (app/search/[...path], app/msapi/[...path]). */
export const GET = proxyToApi;
export const POST = proxyToApi;
export const PUT = proxyToApi;
export const PATCH = proxyToApi;
export const DELETE = proxyToApi;
