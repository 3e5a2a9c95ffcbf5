import { describe, expect, it } from 'vitest';
import { CONTACT_US_CONFIG_DEFAULTS, parseContactUsConfig } from './contact-us-config.ts';

describe('contact-us settings', () => {
  it('takes our defaults when nothing (or empty) is set', () => {
    expect(parseContactUsConfig({})).toEqual(CONTACT_US_CONFIG_DEFAULTS);
    expect(parseContactUsConfig({ CONTACT_US_STREAMING_TV_LANDER: ' ' })).toEqual(CONTACT_US_CONFIG_DEFAULTS);
  });

  it('reads the landers and replaces the satellite-TV route table from the environment', () => {
    const config = parseContactUsConfig({
      CONTACT_US_STREAMING_TV_LANDER: 'https://stream.example.com/support',
      CONTACT_US_SATELLITE_TV_LANDER: '/support/tv',
      CONTACT_US_SATELLITE_TV_ROUTES: '{"DirecTV/Billing":"https://sat.example.com/bill"}',
    });
    expect(config.streamingTvLander).toBe('https://stream.example.com/support');
    expect(config.satelliteTvLander).toBe('/support/tv');
    expect(config.satelliteTvRoutes).toEqual({ 'directv/billing': 'https://sat.example.com/bill' });
  });

  it.each([
    [{ CONTACT_US_STREAMING_TV_LANDER: 'javascript:alert(1)' }, 'CONTACT_US_STREAMING_TV_LANDER'],
    [{ CONTACT_US_SATELLITE_TV_LANDER: '//evil.example.com' }, 'CONTACT_US_SATELLITE_TV_LANDER'],
    [{ CONTACT_US_SATELLITE_TV_LANDER: 'http://plain.example.com' }, 'CONTACT_US_SATELLITE_TV_LANDER'],
    [{ CONTACT_US_SATELLITE_TV_ROUTES: 'not json' }, 'CONTACT_US_SATELLITE_TV_ROUTES'],
    [{ CONTACT_US_SATELLITE_TV_ROUTES: '{"directv/x":"ftp://x"}' }, 'CONTACT_US_SATELLITE_TV_ROUTES'],
    [{ CONTACT_US_SATELLITE_TV_ROUTES: '{"../x":"/ok"}' }, 'CONTACT_US_SATELLITE_TV_ROUTES'],
  ])('refuses a bad value, naming the variable', (env, name) => {
    expect(() => parseContactUsConfig(env)).toThrow(name);
  });
});
