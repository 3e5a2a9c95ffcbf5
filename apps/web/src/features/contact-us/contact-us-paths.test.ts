import { describe, expect, it } from 'vitest';
import {
  CONTACT_US_ROUTE_FAMILIES,
  contactUsPath,
  ENGLISH_PAGE_NOTE,
  linkLanguage,
  localeOf,
  matchContactUsPath,
  userTypeOf,
} from './contact-us-paths.ts';

describe('contact-us route mapping (seed 001 §2)', () => {
  it.each([
    ['/contact-us', '/contact-us', 'consumer', 'en-us', []],
    ['/support/contact-us/', '/support/contact-us', 'consumer', 'en-us', []],
    ['/support/smallbusiness/contact-us/', '/support/smallbusiness/contact-us', 'smb', 'en-us', []],
    ['/support_service/contact-us/', '/support_service/contact-us', 'consumer', 'en-us', []],
    [
      '/support_service/smallbusiness/contact-us',
      '/support_service/smallbusiness/contact-us',
      'smb',
      'en-us',
      [],
    ],
    ['/support/contact-us/12345', '/support/contact-us', 'consumer', 'en-us', ['12345']],
    ['/es-us/support/contact-us/12345', '/es-us/support/contact-us', 'consumer', 'es-us', ['12345']],
    [
      '/es-us/support/smallbusiness/contact-us/abc',
      '/es-us/support/smallbusiness/contact-us',
      'smb',
      'es-us',
      ['abc'],
    ],
  ])('maps %s onto the page (family %s, %s, %s)', (url, base, userType, locale, id) => {
    const match = matchContactUsPath(url);
    expect(match?.family).toEqual({ base, userType, locale });
    expect(match?.id).toEqual(id);
  });

  it.each([
    '/support',
    '/support/contact',
    '/contact-usx',
    '/support/article/contact-us/KM1000089',
    '/es-us/contact-us',
  ])('does not map %s', (url) => {
    expect(matchContactUsPath(url)).toBeUndefined();
  });

  it('gives every family the audience and language its address implies', () => {
    for (const family of CONTACT_US_ROUTE_FAMILIES) {
      expect(userTypeOf(`${family.base}/x`)).toBe(family.userType);
      expect(localeOf(family.base)).toBe(family.locale);
    }
  });

  it('is smb exactly when the address contains /smallbusiness/contact-us, Spanish under /es-us/', () => {
    expect(userTypeOf('/support/smallbusiness/contact-us')).toBe('smb');
    expect(userTypeOf('/support/SmallBusiness/Contact-Us/1')).toBe('smb');
    expect(userTypeOf('/support/smallbusiness/internet')).toBe('consumer');
    expect(localeOf('/es-us/support/contact-us')).toBe('es-us');
    expect(localeOf('/support/contact-us/es-us')).toBe('en-us');
  });

  it('rebuilds the served address from a page file base and its segments, encoded', () => {
    expect(contactUsPath('/support/contact-us', ['a b', 'c']).pathName).toBe('/support/contact-us/a%20b/c');
    expect(contactUsPath('/contact-us').pathName).toBe('/contact-us');
  });
});

describe('linkLanguage', () => {
  it('marks a site path outside /es-us/ on a Spanish page as English', () => {
    expect(linkLanguage('/support/article/prepaid/KM1000044', 'es-us')).toEqual({
      note: ENGLISH_PAGE_NOTE,
      hrefLang: 'en',
    });
    expect(linkLanguage('/search?q=recarga', 'es-us').hrefLang).toBe('en');
  });

  it('adds nothing to a Spanish page, another site, a phone number or an English page', () => {
    for (const href of [
      '/es-us/support/contact-us',
      '/ES-US/support',
      'https://www.example.com/x',
      '//cdn.example.com/x',
      'tel:8005550100',
      '',
    ]) {
      expect(linkLanguage(href, 'es-us')).toEqual({ note: '' });
    }
    expect(linkLanguage('/support/article/prepaid/KM1000044', 'en-us')).toEqual({ note: '' });
  });
});
