import { describe, expect, it } from 'vitest';
import { intList } from '../retrieval/postings.ts';
import {
  analyze,
  isStopword,
  NOT,
  normalizeText,
  splitNegations,
  surfaceTokens,
  TokenTable,
  termOf,
} from './normalize.ts';

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

  it('reads a star code as "star" and its number, and any other "*" as a separator', () => {
    expect(normalizeText('What does *69 do?')).toBe('what does star 69 do');
    expect(normalizeText('**Pay bill** and *then* 5 *')).toBe('pay bill and then 5');
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

  it('keeps apart the unrelated words Porter would give one stem', () => {
    expect(analyze('business')).not.toEqual(analyze('busy'));
    expect(analyze('personal')).not.toEqual(analyze('person'));
    expect(analyze('digital')).not.toEqual(analyze('digits'));
    expect(analyze('news')).not.toEqual(analyze('new'));
    expect(analyze('community')).not.toEqual(analyze('communication'));
    expect(analyze('international')).not.toEqual(analyze('internal'));
    expect(analyze('accountant')).not.toEqual(analyze('account'));
    expect(analyze('receiver')).not.toEqual(analyze('receive'));
    expect(analyze('manager')).not.toEqual(analyze('manage'));
    expect(analyze('business businesses')).toEqual(['business', 'business']);
    expect(analyze('accounts account')).toEqual(['account', 'account']);
    expect(analyze('customer')).not.toEqual(analyze('custom'));
    expect(analyze('income')).not.toEqual(analyze('incoming'));
    expect(analyze('installments')).not.toEqual(analyze('install'));
    expect(analyze('ratings')).not.toEqual(analyze('rates'));
    expect(analyze('officer')).not.toEqual(analyze('office'));
    expect(analyze('accessibility')).not.toEqual(analyze('access'));
    expect(analyze('customers customer')).toEqual(['customer', 'customer']);
    expect(analyze('sos')).toEqual(['sos']);
    expect(analyze('sos')).not.toEqual(analyze('so'));
    // "fix my internet" is a repair, not the fixed wireless service.
    expect(analyze('fixed wireless')).not.toContain(analyze('fix')[0]);
    expect(analyze('fix fixing fixes')).toEqual(['fix', 'fix', 'fix']);
  });

  it('gives inflections Porter leaves apart the stem of their word', () => {
    expect(analyze('add added adding adds')).toEqual(['add', 'add', 'add', 'add']);
    expect(analyze('added')).not.toEqual(analyze('ads'));
    expect(analyze('die died dies')).toEqual(['die', 'die', 'die']);
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

  it('reads a negative contraction as its word and NOT, however it is written', () => {
    expect(surfaceTokens("my texts aren't going through")).toEqual([
      'my',
      'texts',
      'are',
      NOT,
      'going',
      'through',
    ]);
    for (const q of ["I can't pay", 'I cannot pay', 'I cant pay', 'I can’t pay'])
      expect(surfaceTokens(q), q).toEqual(['i', 'can', NOT, 'pay']);
    expect(splitNegations(['wont', 'charge', 'didnt', 'work'])).toEqual([
      'will',
      NOT,
      'charge',
      'did',
      NOT,
      'work',
    ]);
    const plain = ['no', 'dial', 'tone'];
    expect(splitNegations(plain)).toBe(plain);
    // Neither half is a term (the contraction was a stopword, and still is to an article's words);
    // "not" said in full stays one.
    expect(termOf(NOT)).toBeNull();
    expect(termOf('arent')).toBeNull();
    expect(analyze("my texts aren't going through")).toEqual(analyze('my texts arent going through'));
    expect(analyze("I can't pay")).toEqual(['pai']);
    expect(analyze('I cannot pay')).toEqual(['pai']);
  });

  it('drops words of feeling: they say how the customer feels, not which article helps', () => {
    expect(analyze("I'm so frustrated and worried, my bill is wrong, fix it asap!!")).toEqual(
      analyze('my bill is wrong, fix it'),
    );
    expect(analyze('furious: no dial tone again')).toEqual(analyze('no dial tone again'));
  });

  it('drops the chat spellings of function words', () => {
    expect(analyze('can u pls check ur bill thx')).toEqual(['check', 'bill']);
    expect(analyze('wut r the hours b4 noon')).toEqual(['hour', 'noon']);
  });

  it('drops contractions once apostrophes are gone', () => {
    expect(analyze('I don’t know, I can’t')).toEqual([]);
    // A pronoun with its verb is a function word too ("you're" is not "your" misspelled).
    expect(analyze("you're shutting off my service, there's nothing I can do")).toEqual(
      analyze('shutting off my service, nothing I can do'),
    );
    expect(isStopword('dont')).toBe(true);
    expect(isStopword('bill')).toBe(false);
  });

  it('maps a stopword token to null', () => {
    expect(termOf('the')).toBeNull();
    expect(termOf('bills')).toBe('bill');
  });
});

/** normalizeText's own words: what surfaceTokens and TokenTable must give for every text. */
const reference = (input: string) => {
  const n = normalizeText(input);
  return n === '' ? [] : n.split(' ');
};

/** Seeded texts mixing ASCII with what normalizeText treats specially (accents, apostrophes, "&", Unicode case). */
function randomTexts(count: number, seed: number): string[] {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % n;
  };
  const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
  const pieces = [
    ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    ' ',
    ' ',
    ' ',
    '  ',
    '.',
    ', ',
    '*',
    '?!',
    '-',
    '/',
    '&',
    '&&',
    "'",
    '`',
    '’',
    '‘',
    '´',
    '\t',
    '\n',
    '\r\n',
    'don’t',
    "can't",
    'Q&A',
    'Wi-Fi',
    'wi fi',
    '5G',
    '24/7',
    '#1',
    '$9.99',
    '100%',
    'e-mail',
    '"quoted"',
    'é',
    'É',
    'ñ',
    'ü',
    'ç',
    'ø',
    'ß',
    'æ',
    'Ø',
    'e\u0301',
    '\u0301',
    'ﬁ',
    'Ⅳ',
    '²',
    '½',
    'İ',
    'ı',
    'Σ',
    'ΟΔΟΣ',
    'ς',
    'Ａ',
    'ｚ',
    '１',
    '\u3000',
    '\u00a0',
    '\u2011',
    '\u200b',
    '—',
    '…',
    '😀',
    '\ud83d',
    '中文',
    'Привет',
    'ǅ',
    'ﬀ',
    'K',
    'Å',
    '\u0000',
    '\u007f',
    '\u001b',
  ];
  return Array.from({ length: count }, () => {
    let s = '';
    const len = next(40);
    for (let i = 0; i < len; i++) {
      const r = next(10);
      // Mostly ASCII (the fast path), sometimes anything else.
      s += r < 5 ? ascii[next(128)]! : pieces[next(r < 8 ? 68 : pieces.length)]!;
    }
    return s;
  });
}

describe('surfaceTokens and TokenTable: the words of normalizeText, in one pass', () => {
  const texts = [
    ...randomTexts(20_000, 7),
    '',
    "'",
    "' ' `",
    '&',
    '& &',
    'a&b',
    '*69 and **bold** *',
    'x*67*',
    "rock'n'roll",
    'ALL CAPS TEXT',
    'x'.repeat(300),
    `${'Long'.repeat(100)} word`,
    'Ｗｈｙ’s my bíll so hígh?',
    'ΟΔΟΣ. ΟΔΟΣ',
    'Cafe\u0301',
  ];

  it('splits every text exactly as normalizeText does (random ASCII, accents, apostrophes, &, digits, Unicode)', () => {
    for (const text of texts)
      expect(surfaceTokens(text), JSON.stringify(text)).toEqual(splitNegations(reference(text)));
  });

  it('interns each word once, whichever path read it', () => {
    const table = new TokenTable();
    const ids = new Map<string, number>();
    for (const text of texts) {
      const out = intList(1);
      const plain = table.tokenize(text, out);
      const words = Array.from(out.data.subarray(0, out.length), (id) => table.words[id]!);
      expect(words, JSON.stringify(text)).toEqual(reference(text));
      expect(plain).toBe([...text].every((c) => c.charCodeAt(0) < 128 || c === '’' || c === '‘'));
      for (let i = 0; i < out.length; i++) {
        const word = table.words[out.data[i]!]!;
        expect(ids.get(word) ?? out.data[i]).toBe(out.data[i]);
        ids.set(word, out.data[i]!);
      }
    }
    expect(table.size).toBe(ids.size);
    for (const [word, id] of ids) expect(table.idOf(word)).toBe(id);
  });
});
