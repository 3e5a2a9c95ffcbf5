import { describe, expect, it } from 'vitest';
import { analyze, isStopword, normalizeText, surfaceTokens, termOf } from './normalize.ts';

describe('normalizeText: case and punctuation', () => {
  it('lower-cases and turns punctuation into single spaces', () => {
    expect(normalizeText('How do I PAY my bill?!')).toBe('how do i pay my bill');
    expect(normalizeText('  reset -- my   gateway...  ')).toBe('reset my gateway');
  });

  it('drops straight apostrophes inside words instead of splitting them', () => {
    expect(normalizeText("Don't can't won't")).toBe('dont cant wont');
  });

  it('reads "&" as "and"', () => {
    expect(normalizeText('Q&A')).toBe('q and a');
  });

  it('keeps digits', () => {
    expect(normalizeText('Call 800-555-0100 (24/7)')).toBe('call 800 555 0100 24 7');
  });

  it('returns an empty string for punctuation and whitespace only', () => {
    expect(normalizeText('..!!??')).toBe('');
    expect(normalizeText('   \t\n')).toBe('');
    expect(surfaceTokens('?!')).toEqual([]);
  });
});

describe('normalizeText: Unicode', () => {
  it('strips accents', () => {
    expect(normalizeText('Café naïve façade RÉSUMÉ')).toBe('cafe naive facade resume');
  });

  it('drops curly apostrophes like straight ones', () => {
    expect(normalizeText('Can’t find the customer‘s bill')).toBe('cant find the customers bill');
  });

  it('folds full-width letters, digits and the ideographic space', () => {
    expect(normalizeText('ＰＡＹ　ｍｙ　ＢＩＬＬ　１２３')).toBe('pay my bill 123');
  });

  it('expands ligatures and treats a non-breaking hyphen as a separator', () => {
    expect(normalizeText('Wi\u2011ﬁ')).toBe('wi fi');
  });

  it('gives the same analysis to a question typed with accents, curly quotes and full-width letters', () => {
    expect(analyze('Ｗｈｙ’s my bíll so hígh?')).toEqual(analyze("why's my bill so high"));
  });
});

describe('analyze: stemming', () => {
  it('makes plurals meet their singular', () => {
    expect(analyze('phones')).toEqual(analyze('phone'));
    expect(analyze('bills')).toEqual(['bill']);
    expect(analyze('texts')).toEqual(['text']);
  });

  it('makes verb forms meet', () => {
    expect(analyze('connect connects connected connecting connection')).toEqual([
      'connect',
      'connect',
      'connect',
      'connect',
      'connect',
    ]);
    expect(analyze('pay pays paying')).toEqual(['pai', 'pai', 'pai']);
    expect(analyze('bills billing billed')).toEqual(['bill', 'bill', 'bill']);
  });

  it('leaves numbers unstemmed', () => {
    expect(analyze('5G 2024 911')).toEqual(['5g', '2024', '911']);
  });
});

describe('analyze: stopwords', () => {
  it('drops function words and greetings', () => {
    expect(analyze('How do I pay my bill?')).toEqual(['pai', 'bill']);
    expect(analyze('hi, thanks, can you please help me')).toEqual([]);
  });

  it('keeps "no", "not" and "down", which carry the symptom', () => {
    expect(analyze('no dial tone')).toEqual(['no', 'dial', 'tone']);
    expect(analyze('texts not sending')).toEqual(['text', 'not', 'send']);
    expect(analyze('internet is down')).toEqual(['internet', 'down']);
  });

  it('drops contractions once apostrophes are gone', () => {
    expect(analyze('I don’t know, I can’t')).toEqual([]);
    expect(isStopword('dont')).toBe(true);
    expect(isStopword('bill')).toBe(false);
  });

  it('maps a stopword token to null', () => {
    expect(termOf('the')).toBeNull();
    expect(termOf('bills')).toBe('bill');
  });
});
