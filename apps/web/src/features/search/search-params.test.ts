import { MAX_QUESTION_LENGTH, MAX_RESULTS_PAGE } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchHref } from './search-params.ts';

describe('parseSearchParams', () => {
  it('trims the question and takes the first of repeated values', () => {
    expect(parseSearchParams({ q: ['  reset router ', 'other'], page: ['2', '3'] })).toEqual({
      q: 'reset router',
      page: 2,
      unknownPage: false,
    });
  });

  it('reads a missing question as empty and cuts an over-long one to what the API takes', () => {
    expect(parseSearchParams({})).toEqual({ q: '', page: 1, unknownPage: false });
    expect(parseSearchParams({ q: 'x'.repeat(MAX_QUESTION_LENGTH + 50) }).q).toHaveLength(
      MAX_QUESTION_LENGTH,
    );
  });

  it.each(['0', '-1', '1.5', 'two', '', ' 2', String(MAX_RESULTS_PAGE + 1), '99999999999'])(
    'reads page %j as page 1',
    (page) => {
      expect(parseSearchParams({ q: 'wifi', page }).page).toBe(1);
      // …and says so, unless no page was asked for at all.
      expect(parseSearchParams({ q: 'wifi', page }).unknownPage).toBe(page !== '');
    },
  );

  it(`keeps pages 1 to ${MAX_RESULTS_PAGE}`, () => {
    for (let page = 1; page <= MAX_RESULTS_PAGE; page++) {
      expect(parseSearchParams({ q: 'wifi', page: String(page) }).page).toBe(page);
      expect(parseSearchParams({ q: 'wifi', page: String(page) }).unknownPage).toBe(false);
    }
  });
});

describe('searchHref', () => {
  it('addresses the page of each audience with the question encoded', () => {
    expect(searchHref('consumer', 'bill & pay')).toBe('/search?q=bill+%26+pay');
    expect(searchHref('smb', 'static ip')).toBe('/search/smallBusiness?q=static+ip');
  });
});
