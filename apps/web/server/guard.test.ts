import { HTTP_ERROR } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { checkRequestLine, checkSiteMethod, MAX_TARGET_LENGTH } from './guard.ts';

describe('checkRequestLine', () => {
  it('lets ordinary pages, assets and API calls through', () => {
    for (const target of [
      '/',
      '/support/article/my-account/KM1000001',
      '/search?q=why%20is%20my%20wifi%20slow%3F',
      '/search?q=caf%C3%A9+wifi&x=1',
      '/_next/static/chunks/a.js',
      '/msapi/kb/v1/articles/KM1000001',
    ]) {
      expect(checkRequestLine('GET', target), target).toBeUndefined();
    }
    expect(checkRequestLine('POST', '/search/v1/signals/sitesearch')).toBeUndefined();
    expect(checkRequestLine('HEAD', '/')).toBeUndefined();
    expect(checkRequestLine('OPTIONS', '/search/v2/answerextraction')).toBeUndefined();
  });

  it('refuses methods the site does not serve with 405 and an Allow list', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'BREW', undefined]) {
      const r = checkRequestLine(method, '/');
      expect(r?.status, String(method)).toBe(405);
      expect(r?.code).toBe(HTTP_ERROR.methodNotAllowed);
      expect(r?.allow).toContain('GET');
    }
  });

  it('refuses targets that are not a path: *, absolute and scheme-relative URLs', () => {
    for (const target of ['*', 'http://example.com/', '//example.com/x', '', undefined]) {
      expect(checkRequestLine('OPTIONS', target)?.status, String(target)).toBe(400);
    }
  });

  it('refuses paths whose percent-encoding does not decode, without repeating them', () => {
    for (const target of [
      '/msapi/kb/v1/articles/KM%zz',
      '/support/article/x/%ED%A0%80',
      '/%',
      '/support/article/%E0%A4%A',
      '/a%00b',
      '/a\\b',
      '/search?q=%E0%A4%A',
    ]) {
      const r = checkRequestLine('GET', target);
      expect(r?.status, target).toBe(400);
      expect(r?.code).toBe(HTTP_ERROR.badRequest);
      expect(r?.message).not.toContain('%');
    }
  });

  it('refuses targets longer than the limit with 414', () => {
    const r = checkRequestLine('GET', `/search?q=${'a'.repeat(MAX_TARGET_LENGTH)}`);
    expect(r?.status).toBe(414);
    expect(r?.code).toBe(HTTP_ERROR.uriTooLong);
  });
});

describe('checkSiteMethod', () => {
  it('lets pages be read, and answers OPTIONS for them', () => {
    expect(checkSiteMethod('GET', '/support/article/my-account/KM1000001')).toBeUndefined();
    expect(checkSiteMethod('HEAD', '/')).toBeUndefined();
    expect(checkSiteMethod('OPTIONS', '/')).toBe('options');
  });

  it('refuses writes to pages with 405 in the contract', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const r = checkSiteMethod(method, '/support/article/my-account/KM1000001');
      expect(r, method).toMatchObject({
        status: 405,
        code: HTTP_ERROR.methodNotAllowed,
        allow: 'GET, HEAD, OPTIONS',
      });
    }
  });

  it('takes only POST on the revalidation hook', () => {
    expect(checkSiteMethod('POST', '/internal/revalidate')).toBeUndefined();
    expect(checkSiteMethod('GET', '/internal/revalidate')).toMatchObject({ status: 405, allow: 'POST' });
  });
});
