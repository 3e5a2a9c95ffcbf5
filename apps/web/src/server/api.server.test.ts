import { SITE_HOSTS } from '@support/contracts';
import { describe, expect, it, vi } from 'vitest';
import { serviceOrigin } from './api.server.ts';
import { API_URL } from './config.server.ts';

// The module guards against client bundles; this test is neither.
vi.mock('server-only', () => ({}));

describe('serviceOrigin', () => {
  it('is this site API for every path when SITE_ENV is local or unset', () => {
    for (const env of [{}, { SITE_ENV: 'local' }]) {
      expect(serviceOrigin('/msapi/outage/v1/zip/75201', env)).toBe(API_URL);
      expect(serviceOrigin('/kmservices/v2/topsolutions', env)).toBe(API_URL);
      expect(serviceOrigin('/search/v1/results', env)).toBe(API_URL);
    }
  });

  it("takes the environment's hosts for /msapi and /kmservices", () => {
    expect(serviceOrigin('/msapi/outage/v1/zip/75201', { SITE_ENV: 'stage' })).toBe(SITE_HOSTS.stage.msapi);
    expect(serviceOrigin('/kmservices/v2/topsolutions', { SITE_ENV: 'prod' })).toBe(
      SITE_HOSTS.prod.kmservices,
    );
    expect(SITE_HOSTS.prod.msapi).not.toBe(API_URL);
  });

  it('keeps answer and search calls on this site API in every environment', () => {
    expect(serviceOrigin('/search/v1/results', { SITE_ENV: 'prod' })).toBe(API_URL);
  });
});
