import { describe, expect, it } from 'vitest';
import { analyze, applyPhrases, isStopword, normalizeText, surfaceTokens, termOf } from './normalize.ts';
import { SYNONYMS } from './synonyms.ts';

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

describe('synonyms', () => {
  it('maps wifi, wi-fi and wireless internet to one term', () => {
    expect(analyze('wifi')).toEqual(['wifi']);
    expect(analyze('Wi-Fi')).toEqual(['wifi']);
    expect(analyze('wireless internet')).toEqual(['wifi']);
    expect(analyze('home network')).toEqual(['wifi']);
  });

  it('maps bill, statement and invoice to one term, in any inflection', () => {
    expect(analyze('bill statement invoice')).toEqual(['bill', 'bill', 'bill']);
    expect(analyze('statements invoices billing statement')).toEqual(['bill', 'bill', 'bill']);
  });

  it('maps cell, mobile, cellular and cellphone to one term', () => {
    const mobile = analyze('mobile');
    expect(mobile).toHaveLength(1);
    for (const w of ['cell', 'cellular', 'cellphone', 'mobiles']) expect(analyze(w), w).toEqual(mobile);
  });

  it('maps router, modem and gateway to one term', () => {
    const gateway = analyze('gateway');
    expect(gateway).toHaveLength(1);
    for (const w of ['router', 'modem', 'routers', 'gateways', 'wifi router', 'internet box']) {
      expect(analyze(w), w).toEqual(gateway);
    }
  });

  it('maps every variant in the synonym table to the same term as its canonical word', () => {
    for (const [canonical, variants] of SYNONYMS) {
      const term = analyze(canonical);
      expect(term, canonical).toHaveLength(1);
      for (const v of variants) expect(analyze(v), `${v} → ${canonical}`).toEqual(term);
    }
  });

  it('reads a bare "wireless" as mobile service but "wireless internet" as Wi-Fi', () => {
    expect(analyze('wireless')).toEqual(analyze('cell'));
    expect(analyze('wireless internet')).not.toEqual(analyze('cell'));
  });

  it('replaces a multi-word phrase, with stopwords inside, by one term', () => {
    expect(analyze('turn it off and on')).toEqual(['restart']);
    expect(analyze('power cycle the box')).toEqual(['restart', 'box']);
    expect(analyze('reboot')).toEqual(['restart']);
    expect(analyze('pay per view')).toEqual(analyze('ppv'));
    expect(analyze('user name')).toEqual(analyze('userid'));
  });

  it('prefers the longest phrase that matches', () => {
    expect(applyPhrases(['wi', 'fi', 'network', 'down'])).toEqual(['wifi', 'down']);
    expect(applyPhrases(['set', 'top', 'box'])).toEqual(['receiver']);
  });

  it('leaves a partial phrase alone', () => {
    expect(applyPhrases(['pay', 'per', 'month'])).toEqual(['pay', 'per', 'month']);
  });
});
