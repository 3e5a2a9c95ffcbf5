import { proxyToApi } from '../../../src/server/proxy.server.ts';

export const dynamic = 'force-dynamic';

export const GET = proxyToApi;
export const POST = proxyToApi;
export const PUT = proxyToApi;
export const PATCH = proxyToApi;
export const DELETE = proxyToApi;
