import { describe, expect, it } from 'vitest';
import { SAME_ORIGIN, searchHost, searchHostRules } from './search-host.ts';

const RULES = searchHostRules('example.com', {
  production: 'https://search.example.com',
  'final-stage': 'https://search.final.example.com',
  stage: 'https://search.stage.example.com/',
  dev: 'https://search.dev.example.com',
});

describe('searchHost', () => {
  it('uses the page origin (relative URLs) by default, for localhost and for unknown hosts', () => {
    expect(searchHost('localhost')).toBe(SAME_ORIGIN);
    expect(searchHost('www.example.com')).toBe('');
    expect(searchHost('localhost:3000', RULES)).toBe('');
    expect(searchHost('support.other.org', RULES)).toBe('');
    expect(searchHost(undefined, RULES)).toBe('');
  });

  it('chooses the production API for the production domain and its subdomains', () => {
    expect(searchHost('example.com', RULES)).toBe('https://search.example.com');
    expect(searchHost('www.example.com', RULES)).toBe('https://search.example.com');
    expect(searchHost('WWW.Example.COM:443', RULES)).toBe('https://search.example.com');
  });

  it('chooses the stage, final stage and dev APIs before production for their hosts', () => {
    expect(searchHost('www.stage.example.com', RULES)).toBe('https://search.stage.example.com');
    expect(searchHost('www.final.example.com', RULES)).toBe('https://search.final.example.com');
    expect(searchHost('www.dev.example.com', RULES)).toBe('https://search.dev.example.com');
  });

  it('does not take a look-alike domain for production', () => {
    expect(searchHost('notexample.com', RULES)).toBe('');
    expect(searchHost('www.stage.example.com.evil.net', RULES)).toBe('');
  });

  it('keeps the page origin for an environment the table leaves out', () => {
    const prodOnly = searchHostRules('example.com', { production: 'https://api.example.com' });
    expect(searchHost('www.example.com', prodOnly)).toBe('https://api.example.com');
    // A stage host still ends in the production domain: without a stage origin it is production's.
    expect(searchHost('www.stage.example.com', prodOnly)).toBe('https://api.example.com');
    const stageOnly = searchHostRules('example.com', { stage: 'https://s.example.com' });
    expect(searchHost('www.example.com', stageOnly)).toBe('');
  });

  it('lets the searchHost prop override the table, without a trailing slash', () => {
    expect(searchHost('www.example.com', RULES, 'http://localhost:4000/')).toBe('http://localhost:4000');
    expect(searchHost('www.example.com', RULES, '')).toBe('');
  });
});
