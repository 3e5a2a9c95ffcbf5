import { describe, expect, it } from 'vitest';
import { loadWebConfig } from './config.ts';

describe('loadWebConfig', () => {
  it('takes local as the default environment and accepts any case', () => {
    expect(loadWebConfig({}).siteEnv).toBe('local');
    expect(loadWebConfig({ SITE_ENV: 'Prod' }).siteEnv).toBe('prod');
  });

  it('stops start-up on an unknown SITE_ENV, naming the variable', () => {
    expect(() => loadWebConfig({ SITE_ENV: 'staging-2' })).toThrow(/Invalid environment variable SITE_ENV/);
  });

  it('stops start-up on a bad contact-us setting instead of failing each contact-us page', () => {
    expect(() => loadWebConfig({ CONTACT_US_SATELLITE_TV_ROUTES: '{not json' })).toThrow(
      /Invalid environment variable CONTACT_US_SATELLITE_TV_ROUTES/,
    );
  });

  it('names the variable of a bad port', () => {
    expect(() => loadWebConfig({ WEB_PORT: 'eighty' })).toThrow(/WEB_PORT/);
  });
});
