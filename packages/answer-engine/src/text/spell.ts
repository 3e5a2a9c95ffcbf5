import {
  Accumulator,
  type IntList,
  intList,
  listOf,
  type PackedLists,
  packLists,
  pushInt,
  unpackLists,
} from '../retrieval/postings.ts';
import { isEnglishWord } from './dictionary.ts';
import { STOPWORDS } from './stopwords.ts';

/**
 * Typo tolerance: a query word that is not an English word and that the knowledge base does not
 * use (or uses far less than a neighbour, as a misspelling in a customer question) is replaced by the closest
 * word the knowledge base does use: Damerau–Levenshtein distance 1, or 2 for words of 8 letters
 * or more, for two letters left out of a word of 5 to 7 ("rember"), and for letters left out or
 * swapped in a word of 6 or 7 when no other word is as near ("paswrod"), preferring the word found
 * in more articles (three-letter words: one letter left out after the first only). A neighbour with another
 * first letter counts one edit more: typists rarely get the first letter wrong. Real words are never changed: "tall" is not
 * a typo of "call".
 *
 * Candidates come from a bigram index, not a scan of the vocabulary: one edit changes at most three
 * of a word's padded bigrams ("^s", "st", …, "t$"; a transposition the most), so a word within
 * distance d shares at least (its distinct bigrams − 3d) of them; only those are measured.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private words: string[] = [];
  private frequency = intList(64);
  /** padded bigram → ids of the words holding it (each id once, ascending) */
  private readonly bigrams = new Map<string, IntList>();
  /** Words never treated as typos (the synonym table's own words: "vmail", "passwd", "clicker"). */
  private readonly protectedWords = new Set<string>();
  private readonly shared = new Accumulator();
  /**
   * Corrections already worked out (customers' words recur from question to question), valid
   * until the vocabulary changes; at most CORRECTIONS_KEPT, then started afresh.
   */
  private readonly corrections = new Map<string, readonly string[]>();
  /** Word ids in the words' order, for completions; made for `sortedFor` words (words are only ever added). */
  private sorted = new Int32Array(0);
  private sortedFor = 0;

  constructor(private readonly isWord: (word: string) => boolean = isEnglishWord) {}

  /**
   * One more article uses `word` (`count` more); returns the word's number for countAgain, or -1
   * for a word that is not letters only (never a spelling candidate, so not kept).
   */
  add(word: string, count = 1): number {
    this.changed();
    const id = this.ids.get(word);
    if (id !== undefined) {
      this.frequency.data[id]! += count;
      return id;
    }
    if (!/^\p{L}+$/u.test(word)) return -1;
    const next = this.words.length;
    this.ids.set(word, next);
    this.words.push(word);
    pushInt(this.frequency, count);
    for (const g of bigramsOf(word)) {
      let list = this.bigrams.get(g);
      if (!list) {
        list = intList(4);
        this.bigrams.set(g, list);
      }
      pushInt(list, next);
    }
    return next;
  }

  /** add() again for the word `add` numbered `id`, without looking it up. */
  countAgain(id: number, count = 1): void {
    this.changed();
    this.frequency.data[id]! += count;
  }

  /** One article fewer uses `word` (an article changed or left); the word stays a known spelling. */
  remove(word: string, count = 1): void {
    this.changed();
    const id = this.ids.get(word);
    if (id !== undefined) this.frequency.data[id] = Math.max(0, this.frequency.data[id]! - count);
  }

  /** The vocabulary as transferable arrays (for a build in a worker thread). */
  exportState(): VocabularyState {
    return {
      words: this.words,
      frequency: this.frequency.data.slice(0, this.frequency.length),
      bigrams: [...this.bigrams.keys()],
      lists: packLists([...this.bigrams.values()]),
    };
  }

  static fromState(state: VocabularyState, isWord?: (word: string) => boolean): Vocabulary {
    const v = new Vocabulary(isWord);
    v.words = state.words;
    state.words.forEach((w, i) => {
      v.ids.set(w, i);
    });
    v.frequency = listOf(state.frequency);
    const lists = unpackLists(state.lists);
    state.bigrams.forEach((g, i) => {
      v.bigrams.set(g, lists[i]!);
    });
    return v;
  }

  protect(words: Iterable<string>): void {
    this.changed();
    for (const w of words) this.protectedWords.add(w);
  }

  has(word: string): boolean {
    const id = this.ids.get(word);
    return id !== undefined && this.frequency.data[id]! > 0;
  }

  get size(): number {
    let n = 0;
    for (let i = 0; i < this.frequency.length; i++) if (this.frequency.data[i]! > 0) n++;
    return n;
  }

  /**
   * The words the knowledge base uses that start with `prefix` and are longer, most used first: how
   * a word still being typed may end ("wif" → "wifi"). Found by binary search in the words sorted
   * once for each new word, not by a scan.
   */
  completions(prefix: string, limit: number): string[] {
    if (prefix === '' || limit <= 0) return [];
    if (this.sortedFor !== this.words.length) {
      this.sorted = Int32Array.from(this.words.keys()).sort((a, b) =>
        this.words[a]! < this.words[b]! ? -1 : this.words[a]! > this.words[b]! ? 1 : 0,
      );
      this.sortedFor = this.words.length;
    }
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[sorted[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: { word: string; frequency: number }[] = [];
    for (let i = lo; i < sorted.length; i++) {
      const word = this.words[sorted[i]!]!;
      if (!word.startsWith(prefix)) break;
      const frequency = this.frequency.data[sorted[i]!]!;
      if (frequency > 0 && word.length > prefix.length) found.push({ word, frequency });
    }
    return found
      .sort((a, b) => b.frequency - a.frequency || (a.word < b.word ? -1 : 1))
      .slice(0, limit)
      .map((c) => c.word);
  }

  private count(word: string): number {
    const id = this.ids.get(word);
    return id === undefined ? 0 : this.frequency.data[id]!;
  }

  /** Forgets the corrections worked out before a change (frequencies decide between candidates). */
  private changed(): void {
    if (this.corrections.size > 0) this.corrections.clear();
  }

  /** The word the knowledge base uses that `word` is a typo of (see the class), or `word` itself. */
  correct(word: string): string {
    return this.lookup(word)[0]!;
  }

  /**
   * The corrections of `word`: the one `correct` gives first, then the other words the knowledge
   * base uses that are as near to it ("bilding": billing and building, one edit each; "tset": set
   * and test), commonest first, at most {@link MAX_SPELLINGS} in all. The engine lets the question
   * match any of them (a typo's letters cannot tell which was meant; the rest of the question can).
   */
  spellings(word: string): readonly string[] {
    return this.lookup(word);
  }

  /**
   * Two words typed without the space between them ("paymy", "voicemailpassword"): the split into
   * a word the knowledge base uses and one it uses or a stopword ("my"), both of two letters or
   * more, when `word` is neither a word nor a typo with a correction. Of several splits, the one
   * whose rarer half the articles use most. Undefined: no such split.
   */
  split(word: string): [string, string] | undefined {
    if (word.length < 5 || !/^\p{L}+$/u.test(word) || this.protectedWords.has(word) || this.isWord(word))
      return undefined;
    if (this.count(word) > 0 || this.lookup(word)[0] !== word) return undefined;
    let best: [string, string] | undefined;
    let bestCount = 0;
    for (let i = 2; i <= word.length - 2; i++) {
      const a = word.slice(0, i);
      const b = word.slice(i);
      const counts = [a, b].map((part) => this.count(part));
      // A stopword half counts as used once: it never decides between splits on its own.
      const used = [a, b].map((part, k) => (counts[k]! > 0 ? counts[k]! : STOPWORDS.has(part) ? 1 : 0));
      if (used[0] === 0 || used[1] === 0 || counts[0]! + counts[1]! === 0) continue;
      const rarer = Math.min(used[0]!, used[1]!);
      if (rarer > bestCount) {
        best = [a, b];
        bestCount = rarer;
      }
    }
    return best;
  }

  private lookup(word: string): readonly string[] {
    let corrected = this.corrections.get(word);
    if (corrected === undefined) {
      if (this.corrections.size >= CORRECTIONS_KEPT) this.corrections.clear();
      corrected = this.closest(word);
      this.corrections.set(word, corrected);
    }
    return corrected;
  }

  private closest(word: string): readonly string[] {
    if (word.length < 3 || !/^\p{L}+$/u.test(word) || this.protectedWords.has(word) || this.isWord(word))
      return [word];
    const own = this.count(word);
    if (own === 0) {
      const unstretched = this.unstretched(word);
      if (unstretched !== undefined) return [unstretched];
    }
    if (word.length < 4) return [this.oneLetterShort(word, own)];
    // Two edits for long words; for words of 6 or 7 letters, two edits that keep the first letter
    // ("paswrod"); for words of 5, only two letters left out ("rember").
    const maxDistance = word.length >= 5 ? 2 : 1;
    const grams = bigramsOf(word);
    // Each edit changes at most three of the typed word's bigrams (a transposition; a letter left
    // out changes one, a wrong letter two): two edits in a word of 6 or 7 letters are looked for
    // with one of them a transposition at most, and two letters left out need no wider net than one edit.
    const needed = grams.size - (word.length >= 8 ? 6 : word.length >= 6 ? 5 : 3);
    const acc = this.shared;
    acc.reset(this.words.length);
    for (const g of grams) {
      const list = this.bigrams.get(g);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) acc.add(list.data[i]!, 1);
    }
    const found: Candidate[] = [];
    const sound = soundOf(word);
    const { data, length } = acc.touched;
    for (let n = 0; n < length; n++) {
      const id = data[n]!;
      if (acc.values[id]! < needed) continue;
      const candidate = this.words[id]!;
      if (Math.abs(candidate.length - word.length) > maxDistance) continue;
      const f = this.frequency.data[id]!;
      // A non-word the articles do use ("esim", or a misspelling quoted in a customer question)
      // gives way only to a far more common neighbour ("pasword" → "password").
      if (candidate === word || f === 0 || f <= own * DOMINANT) continue;
      const keepsFirst = candidate[0] === word[0];
      let d = boundedDistance(word, candidate, maxDistance);
      if (d > maxDistance) continue;
      // A slip of sound, not of the fingers ("prepade": prepaid, not prepare; "rember": remember,
      // not member) counts one edit less than its letters, in a word of six letters or more that
      // keeps its first letter.
      if (d === 2 && keepsFirst && word.length >= 6 && soundOf(candidate) === sound) d = 1;
      const omitted = leftOut(word, candidate);
      // Two slips in a shorter word that are not letters left out ("rember") are a guess, taken
      // when the typed letters are all in the word (left out or swapped: "paswrod", never a name
      // with letters of its own: "spotify" is not "spotty") and the word shares all but five of
      // the typed word's bigrams (one swap at most).
      const guess = d === 2 && word.length < 8 && !omitted;
      if (guess && !(keepsFirst && word.length >= 6 && lettersWithin(word, candidate))) continue;
      if (d === 2 && word.length < 8 && !keepsFirst) continue;
      // A typist rarely gets the first letter wrong: a neighbour that changes it counts one edit more.
      found.push({ candidate, distance: keepsFirst ? d : d + 1, frequency: f, guess });
    }
    const nearest = Math.min(...found.map((c) => c.distance));
    let best = found.filter((c) => c.distance === nearest);
    // A guess stands only when nothing else is as near.
    if (best.length > 1) best = best.filter((c) => !c.guess);
    if (best.length === 0) return [word];
    return best
      .sort(byFrequency)
      .slice(0, MAX_SPELLINGS)
      .map((c) => c.candidate);
  }

  /**
   * A word typed with a letter held down ("slowww", "pleeease", "sooo", "helppp"): the word with
   * each run of three or more of a letter cut to two, or else to one, when that is a word the
   * knowledge base uses, an English word or a stopword ("so"). English has no letter three times
   * in a row; a run that leaves no known word ("www") is left to the other corrections. A last
   * letter typed twice ("upp", "billl", "noww") is the same slip: the word without it, when that is
   * such a word, comes before any other neighbour ("upp" is not "upnp").
   */
  private unstretched(word: string): string | undefined {
    const known = (w: string) => this.count(w) > 0 || this.isWord(w) || STOPWORDS.has(w);
    if (STRETCHED.test(word)) {
      for (const keep of ['$1$1', '$1']) {
        const candidate = word.replace(STRETCHED_RUNS, keep);
        if (known(candidate)) return candidate;
      }
    }
    if (DOUBLED_LAST.test(word) && known(word.slice(0, -1))) return word.slice(0, -1);
    return undefined;
  }

  /**
   * A three-letter word has too many neighbours one edit away to guess from ("bil": bill, oil,
   * bit…); only the commonest slip is undone, a letter left out after the first ("bil" → "bill",
   * "slo" → "slow", "txt" → "text"), when the knowledge base uses that word far more than the word
   * as typed and at least twice as much as any other word the same slip could have made.
   */
  private oneLetterShort(word: string, own: number): string {
    let best = word;
    let bestFrequency = 0;
    let runnerUp = 0;
    const tried = new Set<string>();
    for (let i = 1; i <= word.length; i++) {
      for (const letter of LETTERS) {
        const candidate = word.slice(0, i) + letter + word.slice(i);
        // A stopword says nothing about what was asked ("tel" is not "tell").
        if (tried.has(candidate) || STOPWORDS.has(candidate)) continue;
        tried.add(candidate);
        const f = this.count(candidate);
        if (f > bestFrequency) {
          runnerUp = bestFrequency;
          best = candidate;
          bestFrequency = f;
        } else if (f > runnerUp) runnerUp = f;
      }
    }
    return bestFrequency > own * DOMINANT && bestFrequency >= 2 * runnerUp ? best : word;
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A letter three times or more in a row, and every such run (see Vocabulary.unstretched). */
const STRETCHED = /(\p{L})\1\1/u;
const STRETCHED_RUNS = /(\p{L})\1{2,}/gu;
const DOUBLED_LAST = /(\p{L})\1$/u;

export interface VocabularyState {
  words: string[];
  frequency: Int32Array;
  bigrams: string[];
  lists: PackedLists;
}

interface Candidate {
  candidate: string;
  /** Edits from the typed word (one more when the first letter differs). */
  distance: number;
  /** How many articles use it. */
  frequency: number;
  /** Two slips in a short word other than letters left out: taken only when nothing else is as near. */
  guess: boolean;
}

/** Commonest first, then alphabetical (a stable order for equal counts). */
function byFrequency(a: Candidate, b: Candidate): number {
  return b.frequency - a.frequency || (a.candidate < b.candidate ? -1 : 1);
}

/** A word's distinct bigrams, padded at both ends ("^r", "ro", …, "r$"). */
function bigramsOf(word: string): Set<string> {
  const padded = `^${word}$`;
  const out = new Set<string>();
  for (let i = 0; i < padded.length - 1; i++) out.add(padded.slice(i, i + 2));
  return out;
}

/** How many corrections a vocabulary remembers (a few hundred kB at most). */
const CORRECTIONS_KEPT = 10_000;

/** How many corrections of one typo a question may match (the nearest, commonest first). */
export const MAX_SPELLINGS = 3;

/** How many times more articles a neighbour must appear in to replace a non-word the articles use. */
const DOMINANT = 5;

/** Whether `typed` is `word` with letters left out (a subsequence of it, shorter). */
function leftOut(typed: string, word: string): boolean {
  if (typed.length >= word.length) return false;
  let i = 0;
  for (let j = 0; j < word.length && i < typed.length; j++) if (word[j] === typed[i]) i++;
  return i === typed.length;
}

/** Whether every letter of `typed` is in `word`, as often (letters left out or swapped, none added). */
function lettersWithin(typed: string, word: string): boolean {
  const left = new Map<string, number>();
  for (const c of word) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of typed) {
    const n = left.get(c) ?? 0;
    if (n === 0) return false;
    left.set(c, n - 1);
  }
  return true;
}

/**
 * How a word sounds, roughly: its consonants as they are said ("th", and "sh" or "ch", each a
 * sound of its own; a soft "c" as "s", "ph" as "f", "ck" and "q" as "k", "z" as "s"), the first letter kept, vowels and the silent-prone "h", "w"
 * and "y" left out after it, a letter said twice said once. "prepaid" and "prepade" sound the same
 * ("prpd"), "prepare" does not ("prpr").
 */
export function soundOf(word: string): string {
  const said = word
    .replace(/th/g, '0')
    .replace(/[cs]h/g, 'x')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/x/g, 'ks');
  const rest = said.slice(1).replace(/[aeiouyhw]/g, '');
  return (said[0] + rest).replace(/(.)\1+/g, '$1');
}

/** Optimal-string-alignment distance, giving up (returning max + 1) once it must exceed max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n]!, max + 1);
}
