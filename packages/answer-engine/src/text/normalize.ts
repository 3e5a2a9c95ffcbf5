import { stemmer } from 'stemmer';
import { type IntList, pushInt } from '../retrieval/postings.ts';
import { STOPWORDS } from './stopwords.ts';

/**
 * Case, Unicode and punctuation: NFKD with marks removed, lower case, apostrophes dropped
 * ("don't" → "dont"), "&" read as "and", anything else that is not a letter or digit a space.
 */
export function normalizeText(input: string): string {
  // A question is read by several checks in a row (pleasantries, safety, intent): each gets the
  // text normalised once.
  if (input === last.input) return last.output;
  // Plain ASCII (most text) has nothing to decompose.
  const folded = /[^ -~\t\n\r]/.test(input) ? input.normalize('NFKD').replace(/\p{M}+/gu, '') : input;
  const output = folded
    .toLowerCase()
    // A star code ("*69") is said "star 69", the way articles and customers also write it.
    .replace(/\*(?=\d)/g, ' star ')
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  last.input = input;
  last.output = output;
  return output;
}

/** The last text normalizeText read, and what it made of it. */
const last = { input: '', output: '' };

/**
 * Surface tokens of a text (normalised words, before synonyms and stemming): the words of
 * normalizeText, without building that string when the text is plain ASCII (see scanAscii).
 */
export function surfaceTokens(input: string): string[] {
  const out: string[] = [];
  return splitNegations(scanAscii(input, out) ? out : slowSurfaceTokens(input));
}

/**
 * Negative contractions, as normalised ("don't" → "dont"), and the word they shorten: each is that
 * word and a "not" (NOT), so "my texts aren't going through", "are not going through" and "arent
 * going through" match the same lexicon phrases, and "can't", "cannot" and "can not" are one phrase
 * to the lexicon. The shortened words are all stopwords, and NOT is no term: a contraction adds no
 * term, as when it was a stopword itself.
 */
const NEGATED: ReadonlyMap<string, string> = new Map(
  Object.entries({
    dont: 'do',
    doesnt: 'does',
    didnt: 'did',
    cant: 'can',
    cannot: 'can',
    wont: 'will',
    isnt: 'is',
    arent: 'are',
    wasnt: 'was',
    werent: 'were',
    aint: 'is',
    havent: 'have',
    hasnt: 'has',
    hadnt: 'had',
    couldnt: 'could',
    wouldnt: 'would',
    shouldnt: 'should',
    mustnt: 'must',
    neednt: 'need',
  }),
);

/**
 * The "not" of a negative contraction, as a token: "not" to the lexicon's phrases (keyOf), no term
 * of its own, as the contraction had none (a stopword): "not" said in full stays a term. (Reading
 * every contraction's "not" as a term lowered dev's hit@1 0.973 → 0.969: "don't", "can't" are
 * said in questions of every kind.) Never a normalised word: those have no apostrophe.
 */
export const NOT = "n't";

/** `tokens` with each negative contraction read as its word and NOT (the same array when none is). */
export function splitNegations(tokens: string[]): string[] {
  let i = 0;
  while (i < tokens.length && !NEGATED.has(tokens[i]!)) i++;
  if (i === tokens.length) return tokens;
  const out = tokens.slice(0, i);
  for (; i < tokens.length; i++) {
    const base = NEGATED.get(tokens[i]!);
    if (base === undefined) out.push(tokens[i]!);
    else out.push(base, NOT);
  }
  return out;
}

function slowSurfaceTokens(input: string): string[] {
  const n = normalizeText(input);
  return n === '' ? [] : n.split(' ');
}

/**
 * What an ASCII character is to normalizeText: part of a word (a lower-case letter or digit), an
 * upper-case letter (lower-cased), dropped (an apostrophe), "&" (the word "and"), or a separator.
 * The curly apostrophes (U+2018, U+2019) are dropped too; any other non-ASCII character sends the
 * text to normalizeText itself (NFKD, marks, Unicode case and classes).
 */
const SEPARATOR = 0;
const WORD = 1;
const UPPER = 2;
const DROPPED = 3;
const AMPERSAND = 4;
const OTHER = 5;
/** "*": the word "star" before a digit (a star code, "*69"), else a separator. */
const STAR = 6;
const ASCII_CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = WORD;
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = WORD;
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = UPPER;
ASCII_CLASS[39] = DROPPED; // '
ASCII_CLASS[96] = DROPPED; // `
ASCII_CLASS[38] = AMPERSAND;
ASCII_CLASS[42] = STAR;

/** The same for TokenTable: a word character's lower-case code, or one of these (≤ 0). */
const CODE_SEPARATOR = 0;
const CODE_DROPPED = -1;
const CODE_AMPERSAND = -2;
const CODE_OTHER = -3;
const CODE_STAR = -4;
const ASCII_CODE = Int16Array.from(ASCII_CLASS, (k, c) =>
  k === WORD
    ? c
    : k === UPPER
      ? c + 32
      : k === DROPPED
        ? CODE_DROPPED
        : k === AMPERSAND
          ? CODE_AMPERSAND
          : k === STAR
            ? CODE_STAR
            : CODE_SEPARATOR,
);

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

const classOf = (c: number): number =>
  c < 128 ? ASCII_CLASS[c]! : c === 0x2018 || c === 0x2019 ? DROPPED : OTHER;

/**
 * normalizeText's words in one pass over a text of ASCII characters and curly apostrophes, where
 * its passes reduce to: words are the longest runs of letters and digits (apostrophes skipped,
 * letters lower-cased), and each "&" is the word "and". Pushes them to `out`; false (with `out`
 * left partly filled) when the text has another character.
 */
function scanAscii(input: string, out: string[]): boolean {
  const n = input.length;
  let start = -1;
  let plain = true;
  for (let i = 0; i <= n; i++) {
    const k = i < n ? classOf(input.charCodeAt(i)) : SEPARATOR;
    if (k === WORD || k === UPPER || k === DROPPED) {
      if (start < 0) {
        start = i;
        plain = true;
      }
      if (k !== WORD) plain = false;
      continue;
    }
    if (k === OTHER) return false;
    if (start >= 0) {
      const word = plain
        ? input.slice(start, i)
        : input
            .slice(start, i)
            .toLowerCase()
            .replace(/['’‘`]/g, '');
      if (word !== '') out.push(word);
      start = -1;
    }
    if (k === AMPERSAND) out.push('and');
    else if (k === STAR && isDigit(input.charCodeAt(i + 1))) out.push('star');
  }
  return true;
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/**
 * Surface tokens interned as numbers: a text becomes the numbers of its words (the words of
 * surfaceTokens, in order) without making a string per word. Plain ASCII text (see scanAscii) is
 * read one character at a time and each word looked up by its characters in an open-addressing
 * table; other text goes through normalizeText. Numbers are given in order of first sight.
 */
export class TokenTable {
  /** Each word, by number. */
  readonly words: string[] = [];
  private chars: Uint16Array = new Uint16Array(1 << 14);
  private charsUsed = 0;
  private start: Int32Array = new Int32Array(1024);
  private length: Int32Array = new Int32Array(1024);
  private hash: Int32Array = new Int32Array(1024);
  /** number + 1 of the word in each slot (0: empty); a power of two, at most half full */
  private slots: Int32Array = new Int32Array(2048);
  private buffer: Uint16Array = new Uint16Array(64);
  private readonly and: number;
  private readonly star: number;

  constructor() {
    this.and = this.idOf('and');
    this.star = this.idOf('star');
  }

  get size(): number {
    return this.words.length;
  }

  /** The number of a word (normalised: one of surfaceTokens' words), given one if new. */
  idOf(word: string): number {
    if (word.length > this.buffer.length) this.buffer = new Uint16Array(word.length * 2);
    let h = FNV_OFFSET;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      this.buffer[i] = c;
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    return this.find(h, word.length);
  }

  /** Appends the numbers of a text's words to `out` (surfaceTokens(input), interned); true when it was plain ASCII. */
  tokenize(input: string, out: IntList): boolean {
    const from = out.length;
    const n = input.length;
    let buffer = this.buffer;
    let len = 0;
    let h = FNV_OFFSET;
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i);
      const k = c < 128 ? ASCII_CODE[c]! : c === 0x2018 || c === 0x2019 ? CODE_DROPPED : CODE_OTHER;
      if (k > 0) {
        if (len === buffer.length) buffer = this.grow();
        buffer[len++] = k;
        h = Math.imul(h ^ k, FNV_PRIME);
      } else if (k === CODE_SEPARATOR) {
        if (len > 0) {
          pushInt(out, this.find(h, len));
          len = 0;
          h = FNV_OFFSET;
        }
      } else if (k === CODE_AMPERSAND) {
        if (len > 0) {
          pushInt(out, this.find(h, len));
          len = 0;
          h = FNV_OFFSET;
        }
        pushInt(out, this.and);
      } else if (k === CODE_STAR) {
        if (len > 0) {
          pushInt(out, this.find(h, len));
          len = 0;
          h = FNV_OFFSET;
        }
        if (isDigit(input.charCodeAt(i + 1))) pushInt(out, this.star);
      } else if (k === CODE_OTHER) {
        out.length = from;
        for (const word of slowSurfaceTokens(input)) pushInt(out, this.idOf(word));
        return false;
      }
      // CODE_DROPPED: an apostrophe, as if it were not there.
    }
    if (len > 0) pushInt(out, this.find(h, len));
    return true;
  }

  private grow(): Uint16Array {
    const bigger = new Uint16Array(this.buffer.length * 2);
    bigger.set(this.buffer);
    this.buffer = bigger;
    return bigger;
  }

  /** The number of the word in the buffer's first `len` characters, hashed to `h`. */
  private find(h: number, len: number): number {
    const mask = this.slots.length - 1;
    const buffer = this.buffer;
    const chars = this.chars;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s]!;
      if (slot === 0) return this.insert(s, h, len);
      const id = slot - 1;
      if (this.hash[id] !== h || this.length[id] !== len) continue;
      const at = this.start[id]!;
      let i = 0;
      while (i < len && chars[at + i] === buffer[i]) i++;
      if (i === len) return id;
    }
  }

  private insert(slot: number, h: number, len: number): number {
    const id = this.words.length;
    if (id === this.start.length) {
      this.start = grown(this.start);
      this.length = grown(this.length);
      this.hash = grown(this.hash);
    }
    while (this.charsUsed + len > this.chars.length) {
      const bigger = new Uint16Array(this.chars.length * 2);
      bigger.set(this.chars);
      this.chars = bigger;
    }
    const at = this.charsUsed;
    this.chars.set(this.buffer.subarray(0, len), at);
    this.charsUsed += len;
    let word = '';
    for (let i = 0; i < len; i++) word += String.fromCharCode(this.buffer[i]!);
    this.words.push(word);
    this.start[id] = at;
    this.length[id] = len;
    this.hash[id] = h;
    this.slots[slot] = id + 1;
    if ((id + 1) * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.words.length; id++) {
      let s = this.hash[id]! & mask;
      while (slots[s] !== 0) s = (s + 1) & mask;
      slots[s] = id + 1;
    }
    this.slots = slots;
  }
}

function grown(a: Int32Array): Int32Array {
  const bigger = new Int32Array(a.length * 2);
  bigger.set(a);
  return bigger;
}

/** Tokens seen, with what they become: the same few thousand words come back in every question. */
const termCache = new Map<string, string | null>();
const stemCache = new Map<string, string>();
const CACHED_TOKENS = 200_000;

/** One surface token to its index term: null for a stopword, else its stem (see stemOf). */
export function termOf(token: string): string | null {
  const cached = termCache.get(token);
  if (cached !== undefined) return cached;
  const term =
    token === NOT || NEGATED.has(token) || STOPWORDS.has(token) || token.length === 0 ? null : stemOf(token);
  if (termCache.size > CACHED_TOKENS) termCache.clear();
  termCache.set(token, term);
  return term;
}

/**
 * Words Porter cuts down to the stem of an unrelated word, each kept apart under a stem of its own:
 * "business" is not "busy" (a busy signal), "personal" hotspot is not a real "person", "digital"
 * phone is not a 4-"digit" code, "news" is not "new", "community" forum is not "communication",
 * "international" calls are not "internal" ones, a TV "receiver" is not to "receive" texts, a
 * "manager" is not to "manage" an account, a "customer" is not "custom" digits, "income" is not
 * "incoming" calls, "installments" are not an "install", TV "ratings" are not "rates", an
 * "officer" is not an "office", "accessibility" is not to "access" an account, a "pixelated"
 * picture is not a Pixel phone, a phone showing "SOS" is not "so", "fixed" wireless is not to "fix"
 * something ("fix my internet"; a past "fixed" is read as the service's word too, a rarer case).
 * Their own inflections map with them. And the other way, inflections Porter leaves apart from
 * their word: "added" and "adding" are "add" (Porter makes them "ad", an advert), "died" is "die",
 * "tried" is "try".
 */
const OVERSTEMMED: ReadonlyMap<string, string> = new Map(
  Object.entries({
    business: 'business',
    businesses: 'business',
    busy: 'busy',
    accountant: 'accountant',
    accountants: 'accountant',
    personal: 'personal',
    personally: 'personal',
    digital: 'digital',
    news: 'news',
    community: 'community',
    communities: 'community',
    international: 'international',
    internationally: 'international',
    internal: 'internal',
    universal: 'universal',
    university: 'university',
    universities: 'university',
    general: 'general',
    generally: 'general',
    activity: 'activity',
    activities: 'activity',
    terminal: 'terminal',
    terminals: 'terminal',
    useful: 'useful',
    several: 'several',
    receiver: 'receiver',
    receivers: 'receiver',
    manager: 'manager',
    managers: 'manager',
    customer: 'customer',
    customers: 'customer',
    income: 'income',
    incomes: 'income',
    installment: 'installment',
    installments: 'installment',
    rating: 'rating',
    ratings: 'rating',
    officer: 'officer',
    officers: 'officer',
    apartment: 'apartment',
    apartments: 'apartment',
    accessibility: 'accessibility',
    accessible: 'accessibility',
    disability: 'disability',
    disabilities: 'disability',
    moderator: 'moderator',
    moderators: 'moderator',
    direction: 'direction',
    directions: 'direction',
    evening: 'evening',
    evenings: 'evening',
    fitness: 'fitness',
    important: 'important',
    pixelate: 'pixelat',
    pixelated: 'pixelat',
    pixelating: 'pixelat',
    pixelation: 'pixelat',
    sos: 'sos',
    fixed: 'fixed',
    added: 'add',
    adding: 'add',
    died: 'die',
    dies: 'die',
    dying: 'die',
    tried: 'try',
    tries: 'try',
    trying: 'try',
  }),
);

/** A surface token's stem (Porter, but for OVERSTEMMED words); numbers stay as they are. */
export function stemOf(token: string): string {
  let stem = stemCache.get(token);
  if (stem === undefined) {
    stem = /^\d+$/.test(token) ? token : (OVERSTEMMED.get(token) ?? stemmer(token));
    if (stemCache.size > CACHED_TOKENS) stemCache.clear();
    stemCache.set(token, stem);
  }
  return stem;
}

/**
 * How an engine analyses text into terms: `analyze` with its lexicon's compounds joined ("Wi-Fi"
 * is "wifi", as in a question's terms).
 */
export type TextAnalyzer = (text: string) => string[];

/**
 * Analysis: normalise, stopwords, stemming; with `joinCompounds` (the lexicon's), compound
 * spellings first ("wi fi" → "wifi"). Synonyms are not applied here: they expand queries only.
 */
export function analyze(
  input: string,
  joinCompounds?: (tokens: readonly string[]) => readonly string[],
): string[] {
  const terms: string[] = [];
  const tokens = surfaceTokens(input);
  for (const token of joinCompounds ? joinCompounds(tokens) : tokens) {
    const t = termOf(token);
    if (t !== null) terms.push(t);
  }
  return terms;
}

export const isStopword = (token: string) => STOPWORDS.has(token);
