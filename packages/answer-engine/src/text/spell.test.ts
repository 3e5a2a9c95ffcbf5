import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './dictionary.ts';
import { boundedDistance, MAX_SPELLINGS, soundOf, Vocabulary } from './spell.ts';

describe('boundedDistance (Damerau–Levenshtein, optimal string alignment)', () => {
  it('is 0 for equal words', () => {
    expect(boundedDistance('router', 'router', 2)).toBe(0);
    expect(boundedDistance('', '', 1)).toBe(0);
  });

  it('counts one insertion, deletion or substitution as 1', () => {
    expect(boundedDistance('bil', 'bill', 2)).toBe(1);
    expect(boundedDistance('billl', 'bill', 2)).toBe(1);
    expect(boundedDistance('bell', 'bill', 2)).toBe(1);
  });

  it('counts an adjacent transposition as 1', () => {
    expect(boundedDistance('rotuer', 'router', 2)).toBe(1);
    expect(boundedDistance('cancle', 'cancel', 2)).toBe(1);
    expect(boundedDistance('ab', 'ba', 1)).toBe(1);
  });

  it('adds up independent edits', () => {
    expect(boundedDistance('kitten', 'sitting', 5)).toBe(3);
    expect(boundedDistance('psaswrod', 'password', 3)).toBe(2);
    expect(boundedDistance('', 'abc', 5)).toBe(3);
  });

  it('does not edit a substring twice (optimal string alignment, not full Damerau)', () => {
    expect(boundedDistance('ca', 'abc', 5)).toBe(3);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['statment', 'statement'],
      ['kitten', 'sitting'],
      ['wifi', 'wi'],
    ] as const) {
      expect(boundedDistance(a, b, 5)).toBe(boundedDistance(b, a, 5));
    }
  });

  it('returns max + 1 once the distance must exceed max', () => {
    expect(boundedDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(boundedDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('Vocabulary.correct: typo tolerance', () => {
  const noWords = () => false;
  const vocabulary = (words: Record<string, number>, isWord: (w: string) => boolean = noWords) => {
    const v = new Vocabulary(isWord);
    for (const [w, n] of Object.entries(words)) v.add(w, n);
    return v;
  };

  it('gives every correction as near as the first, commonest first, at most MAX_SPELLINGS', () => {
    const v = vocabulary({ billing: 9, building: 2, bidding: 1, bilging: 1, bolding: 1, binding: 3 });
    // All one edit from "bilding"; the commonest come first.
    expect(v.spellings('bilding')).toEqual(['billing', 'binding', 'building'].slice(0, MAX_SPELLINGS));
    expect(v.correct('bilding')).toBe('billing');
    // A nearer one alone is the correction: "tset" is one edit from "test" and from "set", but
    // "set" drops the first letter (which typists rarely get wrong), and two from "toast".
    const w = vocabulary({ test: 1, set: 4, toast: 9 });
    expect(w.spellings('tset')).toEqual(['test']);
    // A word that needs no correction is its own only spelling.
    expect(w.spellings('test')).toEqual(['test']);
  });

  it('corrects a word at distance 1 to the known word', () => {
    const v = vocabulary({ statement: 3, cancel: 2, router: 5 });
    expect(v.correct('statment')).toBe('statement');
    expect(v.correct('cancle')).toBe('cancel');
    expect(v.correct('rotuer')).toBe('router');
  });

  it('allows distance 2 for words of 8 letters or more, and for two letters left out of a shorter one', () => {
    const v = vocabulary({ password: 4, voicemail: 2, account: 3, remember: 3, member: 5, spotty: 9 });
    expect(v.correct('psaswrod')).toBe('password');
    expect(v.correct('vociemial')).toBe('voicemail');
    expect(v.correct('acont')).toBe('account');
    // Letters left out and swapped in a word of 6 or 7: every typed letter is in the word.
    expect(v.correct('paswrod')).toBe('password');
    expect(v.correct('acuont')).toBe('account');
    // Five letters are too few for two slips other than letters left out.
    expect(v.correct('acuot')).toBe('acuot');
    // "rember": "remember" with two letters left out, which it sounds like (one edit), or "member"
    // with its first letter changed (two): remember.
    expect(v.spellings('rember')).toEqual(['remember']);
    // Two other edits of a short word are too many guesses: a brand is not "spotty".
    expect(v.correct('spotify')).toBe('spotify');
  });

  it('takes two swapped or missing letters in a short word only when no other word is as near', () => {
    // "rotuer": "router" is one swap away, "routers" a swap and a letter; the nearer wins, however
    // common the other.
    expect(vocabulary({ router: 1, routers: 9 }).correct('rotuer')).toBe('router');
    // "bilnig": "billing" and "bilking" are each a letter left out and a swap away, two guesses
    // at two edits each, but it sounds like "billing" (one edit less), so that is the correction.
    expect(vocabulary({ billing: 3, bilking: 1 }).correct('bilnig')).toBe('billing');
    // Two guesses it sounds like neither of: no way to tell, so no change.
    expect(vocabulary({ bilking: 3, bilging: 1 }).correct('bilnig')).toBe('bilnig');
    expect(vocabulary({ billing: 3 }).correct('bilnig')).toBe('billing');
  });

  it('counts a neighbour with another first letter one edit further', () => {
    // "set" is forty times as common as "test", but "tset" keeps the first letter of "test" only.
    const v = vocabulary({ test: 1, set: 40 });
    expect(v.spellings('tset')).toEqual(['test']);
    // With nothing nearer, a changed first letter is still a correction.
    const w = vocabulary({ account: 3 });
    expect(w.correct('ccount')).toBe('account');
  });

  it('prefers the neighbour found in more articles on a tie', () => {
    const v = vocabulary({ bills: 2, bells: 9 });
    expect(v.correct('bolls')).toBe('bells');
    const w = vocabulary({ bills: 9, bells: 2 });
    expect(w.correct('bolls')).toBe('bills');
  });

  it('counts a slip of sound one edit less than its letters', () => {
    // "prepade" is one letter from "prepare" and two from "prepaid", which it sounds like: both
    // count one edit, so the commoner comes first and the rest of the question decides.
    const v = vocabulary({ prepaid: 6, prepare: 2 });
    expect(v.spellings('prepade')).toEqual(['prepaid', 'prepare']);
    // The first letter still has to be right; a word three edits away stays out of reach.
    expect(vocabulary({ prepaid: 6 }).correct('brepade')).toBe('brepade');
    // And the word long enough to hear: "noeno" is not "neon".
    expect(vocabulary({ neon: 6 }).correct('noeno')).toBe('noeno');
    expect(vocabulary({ voicemail: 2 }).correct('voisemale')).toBe('voisemale');
  });

  it('prefers a closer neighbour over a more frequent one', () => {
    const v = vocabulary({ internet: 1, internal: 50 });
    expect(v.correct('internte')).toBe('internet');
  });

  it('leaves numbers, mixed tokens and words shorter than 3 letters alone', () => {
    const v = vocabulary({ bill: 5, five: 5, wifi: 5, ttv: 50, tvv: 50 });
    expect(v.correct('5g')).toBe('5g');
    expect(v.correct('wif1')).toBe('wif1');
    // Doubling a letter of "tv" gives words the articles use a lot: two letters are still left alone.
    expect(v.correct('tv')).toBe('tv');
  });

  it('mends a three-letter word only where a letter after the first was left out', () => {
    const v = vocabulary(
      {
        bill: 9,
        call: 9,
        oil: 30,
        bit: 30,
        cat: 30,
        all: 2,
        toll: 1,
        slow: 8,
        slot: 2,
        text: 5,
        sold: 3,
        solo: 2,
      },
      () => false,
    );
    expect(v.correct('bil')).toBe('bill');
    expect(v.correct('cal')).toBe('call');
    expect(v.correct('slo')).toBe('slow');
    expect(v.correct('txt')).toBe('text');
    // One edit from oil, bit or cat, but no letter left out of a word the articles use.
    expect(v.correct('bik')).toBe('bik');
    expect(v.correct('cet')).toBe('cet');
    // "sod" could be "sold" or "soda": neither is used twice as much as the other.
    expect(vocabulary({ sold: 3, soda: 2 }, () => false).correct('sod')).toBe('sod');
    // The doubled word must be far more common than the word as typed.
    const w = vocabulary({ bill: 4, bil: 1 }, () => false);
    expect(w.correct('bil')).toBe('bil');
    const english = vocabulary({ bill: 9 }, isEnglishWord);
    expect(english.correct('oil')).toBe('oil');
    // Never to a stopword: "tel" is not "tell", however often the articles say it.
    expect(vocabulary({ tell: 99 }, () => false).correct('tel')).toBe('tel');
  });

  it('leaves a word with no neighbour unchanged', () => {
    const v = vocabulary({ router: 5 });
    expect(v.correct('zzzzzz')).toBe('zzzzzz');
  });

  it('never changes a real English word, even one letter from a knowledge-base word', () => {
    const v = vocabulary({ call: 40, bill: 40, plan: 40 }, isEnglishWord);
    expect(v.correct('tall')).toBe('tall');
    expect(v.correct('bull')).toBe('bull');
    expect(v.correct('plant')).toBe('plant');
  });

  it('keeps a non-word the articles use unless a neighbour is more than 5 times as common', () => {
    expect(vocabulary({ pasword: 1, password: 6 }).correct('pasword')).toBe('password');
    expect(vocabulary({ pasword: 1, password: 5 }).correct('pasword')).toBe('pasword');
    expect(vocabulary({ esim: 3, sim: 15, esims: 1 }).correct('esim')).toBe('esim');
  });

  it('corrects from the vocabulary as it is now, not as it was at an earlier correction', () => {
    const v = vocabulary({ router: 5 });
    expect(v.correct('ruoter')).toBe('router');
    expect(v.correct('ruoter')).toBe('router');
    v.remove('router', 5);
    expect(v.correct('ruoter')).toBe('ruoter');
    v.add('pasword', 1);
    expect(v.correct('pasword')).toBe('pasword');
    v.add('password', 6);
    expect(v.correct('pasword')).toBe('password');
    v.protect(['pasword']);
    expect(v.correct('pasword')).toBe('pasword');
  });

  it('only adds all-letter tokens to the vocabulary, once each', () => {
    const v = new Vocabulary(noWords);
    v.add('5g');
    v.add('router');
    v.add('router');
    expect(v.has('5g')).toBe(false);
    expect(v.has('router')).toBe(true);
    expect(v.size).toBe(1);
  });
});

describe('soundOf: how a word sounds, roughly', () => {
  it('keeps the first letter and the consonants as they are said', () => {
    expect(soundOf('prepaid')).toBe('prpd');
    expect(soundOf('prepade')).toBe('prpd');
    expect(soundOf('prepare')).toBe('prpr');
    expect(soundOf('voicemail')).toBe(soundOf('voisemale'));
    expect(soundOf('phone')).toBe('fn');
    expect(soundOf('account')).toBe(soundOf('akount'));
    expect(soundOf('cancel')).toBe('knsl');
    // "th", "sh" and "ch" are sounds of their own: "rotuer" sounds like "router", not "rather".
    expect(soundOf('rotuer')).toBe(soundOf('router'));
    expect(soundOf('rather')).not.toBe(soundOf('rotuer'));
    expect(soundOf('shop')).not.toBe(soundOf('sop'));
  });
});

describe('Vocabulary.correct: a letter held down', () => {
  const words = new Set(['please', 'help']);
  const v = new Vocabulary((w) => words.has(w));
  for (const w of ['slow', 'internet', 'call', 'down', 'aaa']) v.add(w, 3);

  it('cuts a run of three or more of a letter to the word the knowledge base uses', () => {
    expect(v.correct('slowww')).toBe('slow');
    expect(v.correct('dowwwn')).toBe('down');
    // Cut to two when that is the word.
    expect(v.correct('calll')).toBe('call');
    expect(v.correct('interneeeet')).toBe('internet');
  });

  it('to an English word or a stopword the articles need not use', () => {
    expect(v.correct('pleeease')).toBe('please');
    expect(v.correct('helppp')).toBe('help');
    expect(v.correct('sooo')).toBe('so');
  });

  it('leaves a run that is the word, or that leaves no known word', () => {
    expect(v.correct('aaa')).toBe('aaa');
    expect(v.correct('www')).toBe('www');
    expect(v.correct('zzzq')).toBe('zzzq');
  });
});

describe('Vocabulary.correct: a last letter typed twice', () => {
  const v = new Vocabulary(() => false);
  for (const w of ['upnp', 'slow', 'wifi', 'bill', 'billing']) v.add(w, 3);

  it('drops it when that leaves a known word or a stopword, before any other neighbour', () => {
    // "upp" is one edit from "upnp" too; a key typed twice is the likelier slip.
    expect(v.correct('upp')).toBe('up');
    expect(v.correct('sloww')).toBe('slow');
    expect(v.correct('wifii')).toBe('wifi');
  });

  it('leaves a word that is known as typed, or that leaves no known word', () => {
    expect(v.correct('bill')).toBe('bill');
    expect(v.correct('qxx')).toBe('qxx');
  });
});

describe('Vocabulary.split: two words typed as one', () => {
  const words = new Set(['pay', 'voicemail', 'password', 'reset', 'router', 'web', 'site', 'bill']);
  const v = new Vocabulary((w) => words.has(w) || w === 'website');
  for (const w of ['pay', 'voicemail', 'password', 'reset', 'router', 'bill', 'online']) v.add(w, 3);

  it('reads a word the articles use run into another or into a stopword', () => {
    expect(v.split('paymy')).toEqual(['pay', 'my']);
    expect(v.split('voicemailpassword')).toEqual(['voicemail', 'password']);
    expect(v.split('resetmy')).toEqual(['reset', 'my']);
    expect(v.split('mybill')).toEqual(['my', 'bill']);
  });

  it('prefers the split whose rarer half the articles use most', () => {
    const u = new Vocabulary(() => false);
    u.add('bill', 9);
    u.add('online', 9);
    u.add('bil', 1);
    u.add('lonline', 1);
    expect(u.split('billonline')).toEqual(['bill', 'online']);
  });

  it('leaves words, typos with a correction, short words and stopword pairs alone', () => {
    expect(v.split('website')).toBeUndefined();
    expect(v.split('pasword')).toBeUndefined();
    expect(v.split('myit')).toBeUndefined();
    expect(v.split('ofthe')).toBeUndefined();
    expect(v.split('zzzzqqqq')).toBeUndefined();
  });

  it('never splits a word the articles use', () => {
    const u = new Vocabulary(() => false);
    u.add('pay', 3);
    u.add('paymy', 1);
    expect(u.split('paymy')).toBeUndefined();
  });
});

describe('isEnglishWord', () => {
  it('knows common English words and not misspellings', () => {
    expect(isEnglishWord('tall')).toBe(true);
    expect(isEnglishWord('statement')).toBe(true);
    expect(isEnglishWord('statment')).toBe(false);
    expect(isEnglishWord('rotuer')).toBe(false);
  });
});

describe('Vocabulary.add and countAgain', () => {
  it('numbers each letters-only word once and counts it again by that number', () => {
    const v = new Vocabulary(() => false);
    const bills = v.add('bills');
    expect(v.add('bells', 9)).not.toBe(bills);
    expect(v.add('bills')).toBe(bills);
    expect(v.add('5g')).toBe(-1);
    expect(v.has('5g')).toBe(false);
    expect(v.correct('bxlls')).toBe('bells');
    v.countAgain(bills, 8);
    expect(v.correct('bxlls')).toBe('bills');
  });
});
