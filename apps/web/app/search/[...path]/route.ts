export { DELETE, GET, PATCH, POST, PUT } from '../../../src/server/proxy-route.ts';

export const dynamic = 'force-dynamic';
