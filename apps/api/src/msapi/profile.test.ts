import {
  ACCOUNT_DETAILS_PATH,
  ApiErrorSchema,
  isAuthenticated,
  PROFILE_INFO_PATH,
  ProfileInfoResponseSchema,
  SITE_ENVS,
  SITE_HOSTS,
} from '@support/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { startTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('profile (seed 001 §7 call 1): no sign-in on this site yet', () => {
  it.each([{}, { cookie: 'session=abc; tdiceId=0b7f6a38-8f0e-4c55-9d38-3c4d0c1f2a11' }])(
    'answers Unauthenticated, never cached (headers %j)',
    async (headers) => {
      const res = await t.app.inject({ method: 'GET', url: PROFILE_INFO_PATH, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = ProfileInfoResponseSchema.parse(res.json());
      expect(body).toEqual({ content: { customerState: 'Unauthenticated' } });
      expect(isAuthenticated(body)).toBe(false);
    },
  );

  it('reads only the exact "Authenticated" as signed in (seed 001 §4)', () => {
    expect(isAuthenticated({ content: { customerState: 'Authenticated' } })).toBe(true);
    expect(isAuthenticated({ content: { customerState: 'authenticated' } })).toBe(false);
    expect(isAuthenticated(ApiErrorSchema.parse({ errorCode: 'x', statusCode: 500, message: 'm' }))).toBe(
      false,
    );
    expect(isAuthenticated(undefined)).toBe(false);
  });

  it('is not there for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: PROFILE_INFO_PATH });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every support-area route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        PROFILE_INFO_PATH,
        '/msapi/tdice/v1/recommendations',
        '/msapi/supportsearch/v1/suggestions',
        '/msapi/outage/v1/workflows/na/BAN',
        '/msapi/outage/v1/linkedAcctInfo',
        '/msapi/outage/v1/zip/{zip}',
        '/msapi/resolve/v1/alert/support/na/service',
        '/msapi/devicesupportcatalog/v1/devices',
        '/msapi/devicesupportcatalog/v1/device/make/{make}/model/{model}',
        '/kmservices/v2/topsolutions',
      ]),
    );
  });
});

describe('SITE_ENV (seed 001 §9)', () => {
  it('defaults to local, takes any case, and refuses an unknown environment by name', () => {
    expect(loadConfig({}).SITE_ENV).toBe('local');
    expect(loadConfig({ SITE_ENV: '' }).SITE_ENV).toBe('local');
    expect(loadConfig({ SITE_ENV: ' Prod ' }).SITE_ENV).toBe('prod');
    expect(() => loadConfig({ SITE_ENV: 'qa' })).toThrow(/SITE_ENV/);
  });

  it('has hosts for every environment: this API locally, the QA tier before prod, production in prod', () => {
    expect(Object.keys(SITE_HOSTS)).toEqual([...SITE_ENVS]);
    expect(SITE_HOSTS.local).toMatchObject({ tier: 'self', recommendations: '' });
    for (const env of ['dev', 'test', 'perf', 'stage'] as const) expect(SITE_HOSTS[env].tier).toBe('qa');
    expect(SITE_HOSTS.prod.tier).toBe('production');
    expect(SITE_HOSTS.prod.recommendations).not.toBe(SITE_HOSTS.stage.recommendations);
  });

  it('reports the environment on /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toMatchObject({ ok: true, siteEnv: 'local' });
  });
});

describe('account details (seed 001 §7 call 3): nobody is signed in', () => {
  it.each([
    ['no body', {}],
    ['an empty JSON body', { payload: '{}', headers: { 'content-type': 'application/json' } }],
  ])('answers 401 in the error contract for %s, never cached', async (_, extra) => {
    const res = await t.app.inject({ method: 'POST', url: ACCOUNT_DETAILS_PATH, ...extra });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({ errorCode: 'UNAUTHORIZED', statusCode: 401 });
  });

  it('refuses a body with fields (the call sends an empty one) with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_DETAILS_PATH,
      payload: { accountNumber: '123456789' },
    });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
    expect(res.body).not.toContain('123456789');
  });

  it('answers GET (no such route) with a 404 in the contract, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_DETAILS_PATH });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
  });
});
