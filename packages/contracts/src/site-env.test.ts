import { describe, expect, it } from 'vitest';
import { parseSiteEnv, SITE_ENVS, SITE_HOSTS, upstreamUrl } from './site-env.ts';

describe('SITE_ENV (seed 001 §9)', () => {
  it('reads unset or empty as local, any case and spacing, and refuses an unknown name', () => {
    expect(parseSiteEnv(undefined)).toBe('local');
    expect(parseSiteEnv('  ')).toBe('local');
    expect(parseSiteEnv(' PERF ')).toBe('perf');
    for (const env of SITE_ENVS) expect(parseSiteEnv(env)).toBe(env);
    expect(() => parseSiteEnv('production')).toThrow(
      /SITE_ENV must be one of local, dev, test, perf, stage, prod/,
    );
  });

  it("calls this site's own API locally and the tier's host elsewhere", () => {
    expect(upstreamUrl('local', 'recommendations', '/msapi/tdice/v1/recommendations')).toBe(
      '/msapi/tdice/v1/recommendations',
    );
    expect(upstreamUrl('prod', 'kmservices', '/kmservices/v2/topsolutions')).toBe(
      'https://km.support.example.com/kmservices/v2/topsolutions',
    );
    expect(upstreamUrl('dev', 'msapi', '/x')).toBe(upstreamUrl('stage', 'msapi', '/x'));
    // Placeholders only: no host outside example.com can ever be called by mistake.
    for (const hosts of Object.values(SITE_HOSTS))
      for (const origin of [hosts.recommendations, hosts.msapi, hosts.kmservices])
        expect(origin === '' || /^https:\/\/[a-z.]+\.example\.com$/.test(origin)).toBe(true);
  });
});
