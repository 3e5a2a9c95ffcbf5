import type { LineOfService } from '@support/contracts';
import type { QuerySlot } from '../retrieval/question-index.ts';
import { NOT, splitNegations, stemOf } from './normalize.ts';

/**
 * The concept lexicon (content/lexicon/README.md): how customers say what the articles say.
 *
 * - `compounds`: spellings of one word written apart ("wi fi", "auto pay"); joined into the first
 *   form on both sides, articles and questions, so they are the same term.
 * - `synonyms`: groups of words or phrases meaning the same thing; a question using one also looks
 *   for the others, at the group's weight (< 1: the customer's own word still counts most).
 * - `expressions`: what a customer says (`say`) and the knowledge-base words it stands for
 *   (`means`), one way, at a weight; `context` limits it to questions that contain (`any`) or lack
 *   (`none`) some words or phrases ("home phone": its words in a row): a phone that will not charge
 *   is not a billing charge. `own`, where the customer's word is used in a sense the articles do
 *   not use it in, lowers the customer's own word to that weight while the rule applies ("my phone
 *   won't charge": "charge" no longer finds the articles about fees).
 * - `lines`: words that name one line of service ("iphone", "landline", "cable box"): a question
 *   that names some lines ranks the articles of the other lines lower (AnswerEngine, LINE_MISMATCH).
 */

/**
 * The lines of service a word can name, and the family each belongs to: an article of a line in
 * the family of a named line is about what was named (prepaid phones are wireless phones).
 * Articles about the account or in general belong to every line; no word names them. Home
 * internet's ways in (`ACCESS_OF_SERVICE`: DSL over a phone line, fixed wireless from an outdoor
 * antenna, the 5G home internet receiver) are named like lines, in the internet family.
 */
export const LINE_FAMILY = {
  wireless: 'wireless',
  prepaid: 'wireless',
  internet: 'internet',
  tv: 'tv',
  homephone: 'homephone',
  email: 'email',
  homesecurity: 'homesecurity',
  dsl: 'internet',
  fixedwireless: 'internet',
  internetair: 'internet',
} as const satisfies Partial<Record<LineOfService | AccessKind, string>>;
export type NamedLine = keyof typeof LINE_FAMILY;
type AccessKind = 'dsl' | 'fixedwireless' | 'internetair';

/**
 * A household's home internet services (service keys) that are one way in. A business's are not:
 * each way in has one or two business articles, the only ones a business's question about its
 * shop's Wi-Fi or its office line can find, and ranking them lower made those questions' answers
 * less sure (a consumer's "reset the wifi password at my shop" was no longer handed to small
 * business support).
 */
export const ACCESS_OF_SERVICE: ReadonlyMap<string, AccessKind> = new Map([
  ['internet-dsl', 'dsl'],
  ['internet-fixed-wireless', 'fixedwireless'],
  ['internet-air', 'internetair'],
]);

/** What an article is about among the named lines: a household's way in when it has one, else its line. */
export function namedLineOf(article: { lineOfService: string; serviceKey: string }): string {
  return ACCESS_OF_SERVICE.get(article.serviceKey) ?? article.lineOfService;
}
export const NAMED_LINES = Object.keys(LINE_FAMILY) as [NamedLine, ...NamedLine[]];

/** The matching key of a surface word: its stem (numbers as they are); a contraction's NOT is "not". */
export const keyOf = (token: string): string => (token === NOT ? 'not' : stemOf(token));

interface Rule {
  /** Keys of the words said, in order. */
  words: string[];
  /** Surface words of what it means (analysed by the caller's term function). */
  means: string[][];
  weight: number;
  /** The weight left to the slots of the words said (their own terms) when the rule applies. */
  own?: number;
  /** Context: keys of words or phrases the question must have (some of them) or must not have. */
  any?: string[][];
  none?: string[][];
  /** `means` analysed by the term function last used (`meantBy`): the same one for every question. */
  meant?: string[];
  meantBy?: (token: string) => string | null;
}

/**
 * One concept lexicon file, as the Lexicon reads it: content/lexicon/README.md says what each list
 * is for; lexicon-file.ts checks a file against exactly this shape (LexiconFileSchema).
 */
export interface LexiconFile {
  description?: string | undefined;
  compounds: string[][];
  synonyms: { terms: string[]; weight: number }[];
  expressions: {
    say: string[];
    means: string[];
    weight: number;
    own?: number | undefined;
    context?: { any?: string[] | undefined; none?: string[] | undefined } | undefined;
  }[];
  lines: { line: NamedLine; say: string[]; context?: { none: string[] } | undefined }[];
  outOfScope: { topic: string; examples: string[] }[];
}

/** A phrase naming a line of service (LexiconFile `lines`), compiled: keys of its words. */
interface LineCue {
  words: string[];
  line: NamedLine;
  none?: string[][];
}

/** The lexicon, compiled for matching. Empty when built with no files. */
export class Lexicon {
  /** first word → compound spelling (words) and the joined form, longest first */
  private readonly compounds = new Map<string, { words: string[]; joined: string }[]>();
  /** first key → rules starting with it */
  private readonly rules = new Map<string, Rule[]>();
  /** first key → the line-of-service cues starting with it */
  private readonly lineCues = new Map<string, LineCue[]>();
  /** The one-word names of a line of service ("iphone", "router", "landline"), as keys. */
  private readonly lineWords = new Set<string>();
  /**
   * Every word the lexicon uses, its out-of-scope examples' too: never "corrected" as a typo (a
   * name it knows, "gmail" or "starlink", is not a misspelt "email" or "starting").
   */
  readonly words = new Set<string>();
  /** Out-of-scope topics and how customers ask about them (see LexiconFileSchema). */
  readonly outOfScope: readonly { topic: string; examples: readonly string[] }[];

  /** `files`: kept as given, so a worker thread can compile the same lexicon. */
  constructor(readonly files: readonly LexiconFile[] = []) {
    this.outOfScope = files.flatMap((f) => f.outOfScope ?? []);
    for (const topic of this.outOfScope) this.addWords(topic.examples);
    // Compounds of every file first: the phrases below are read the way questions are, joined.
    for (const file of files) {
      for (const group of file.compounds) {
        const joined = group[0]!.replace(/ /g, '');
        for (const variant of group) {
          const words = variant.split(' ');
          if (words.length < 2) continue;
          const list = this.compounds.get(words[0]!) ?? [];
          list.push({ words, joined });
          list.sort((a, b) => b.words.length - a.words.length);
          this.compounds.set(words[0]!, list);
        }
        this.addWords(group);
        this.words.add(joined);
      }
    }
    this.chainCompounds();
    /** A phrase's words as a question's tokens come to expand(): compounds joined ("wi fi" → "wifi"). */
    const wordsOf = (phrase: string) => [...this.joinCompounds(splitNegations(phrase.split(' ')))];
    const keysOf = (phrase: string) => wordsOf(phrase).map(keyOf);
    for (const file of files) {
      for (const { terms, weight } of file.synonyms) {
        for (const t of terms)
          this.addRule({
            words: keysOf(t),
            means: terms.filter((o) => o !== t).map(wordsOf),
            weight,
          });
        this.addWords(terms);
      }
      for (const e of file.expressions) {
        const any = e.context?.any?.map(keysOf);
        const none = e.context?.none?.map(keysOf);
        for (const s of e.say)
          this.addRule({
            words: keysOf(s),
            means: e.means.map(wordsOf),
            weight: e.weight,
            own: e.own,
            any,
            none,
          });
        this.addWords(e.say);
        this.addWords(e.means);
      }
      for (const { line, say, context } of file.lines ?? []) {
        const none = context?.none.map(keysOf);
        for (const s of say) {
          const words = keysOf(s);
          const list = this.lineCues.get(words[0]!) ?? [];
          list.push({ words, line, none });
          this.lineCues.set(words[0]!, list);
          if (words.length === 1) this.lineWords.add(words[0]!);
        }
        this.addWords(say);
      }
    }
  }

  /**
   * The lines of service a question's tokens (compounds joined) name (`lines`): "my iphone won't
   * charge" names wireless; "wifi calling on my iphone" wireless only ("wifi" is home internet,
   * but not next to "calling").
   */
  linesNamed(tokens: readonly string[]): Set<NamedLine> {
    const named = new Set<NamedLine>();
    if (this.lineCues.size === 0) return named;
    const keys = tokens.map(keyOf);
    for (let i = 0; i < keys.length; i++) {
      for (const cue of this.lineCues.get(keys[i]!) ?? []) {
        if (named.has(cue.line) || !cue.words.every((w, k) => keys[i + k] === w)) continue;
        if (cue.none && someIn(cue.none, keys, i, i + cue.words.length)) continue;
        named.add(cue.line);
      }
    }
    return named;
  }

  /** Whether a term is a one-word name of a line of service (`lines`): a word of our domain. */
  namesLine(term: string): boolean {
    return this.lineWords.has(term);
  }

  private addRule(rule: Rule): void {
    const list = this.rules.get(rule.words[0]!) ?? [];
    list.push(rule);
    this.rules.set(rule.words[0]!, list);
  }

  private addWords(phrases: readonly string[]): void {
    for (const p of phrases) for (const w of p.split(' ')) this.words.add(w);
  }

  /**
   * Joins compound spellings ("wi fi" → "wifi"); applied to articles and questions alike. Tokens
   * with no compound in them come back as they are (not copied).
   */
  joinCompounds(tokens: readonly string[]): readonly string[] {
    let i = 0;
    while (i < tokens.length && this.compoundAt(tokens, i) === undefined) i++;
    if (i === tokens.length) return tokens;
    const out = tokens.slice(0, i);
    for (; i < tokens.length; i++) {
      const found = this.compoundAt(tokens, i);
      if (found) {
        out.push(found.joined);
        i += found.words.length - 1;
      } else out.push(tokens[i]!);
    }
    return out;
  }

  /**
   * Compounds are joined in one pass over the words, so a compound spelled with another compound's
   * parts ("Wi-Fi calling": "wi fi calling") would become that other compound and a word
   * ("wifi", "calling"), never the compound ("wificalling") that "wifi calling" becomes. Each such
   * spelling is added as a variant of its own.
   */
  private chainCompounds(): void {
    const spellingsOf = new Map<string, string[][]>();
    for (const list of this.compounds.values())
      for (const c of list) spellingsOf.set(c.joined, [...(spellingsOf.get(c.joined) ?? []), c.words]);
    const added: { words: string[]; joined: string }[] = [];
    for (const list of this.compounds.values())
      for (const c of list)
        for (const [k, w] of c.words.entries())
          for (const parts of spellingsOf.get(w) ?? [])
            added.push({
              words: [...c.words.slice(0, k), ...parts, ...c.words.slice(k + 1)],
              joined: c.joined,
            });
    for (const c of added) {
      const list = this.compounds.get(c.words[0]!) ?? [];
      if (list.some((o) => o.words.join(' ') === c.words.join(' '))) continue;
      list.push(c);
      list.sort((a, b) => b.words.length - a.words.length);
      this.compounds.set(c.words[0]!, list);
    }
  }

  private compoundAt(tokens: readonly string[], i: number): { words: string[]; joined: string } | undefined {
    return this.compounds.get(tokens[i]!)?.find((c) => c.words.every((w, k) => tokens[i + k] === w));
  }

  /** The compound spellings starting with a word (words and joined form), longest first; none: undefined. */
  compoundsStartingWith(
    word: string,
  ): readonly { readonly words: readonly string[]; readonly joined: string }[] | undefined {
    return this.compounds.get(word);
  }

  /**
   * The query slots of a question's tokens (compounds already joined): one per distinct content
   * word, its own term at weight 1, plus what matching lexicon rules add at their weight. A rule
   * adds to the slots of the content words it covers; a rule over stopwords only ("by itself")
   * gets a slot of its own, headed by its first meaning.
   */
  expand(tokens: readonly string[], termOf: (token: string) => string | null): QuerySlot[] {
    const slots: { head: string; alternatives: Map<string, number>; lowered?: boolean }[] = [];
    const slotOfHead = new Map<string, number>();
    const slotOfToken: (number | undefined)[] = tokens.map((token) => {
      const term = termOf(token);
      if (term === null) return undefined;
      let i = slotOfHead.get(term);
      if (i === undefined) {
        i = slots.length;
        slots.push({ head: term, alternatives: new Map([[term, 1]]) });
        slotOfHead.set(term, i);
      }
      return i;
    });
    if (this.rules.size === 0) return slots;
    const keys = tokens.map(keyOf);
    for (let i = 0; i < keys.length; i++) {
      for (const rule of this.rules.get(keys[i]!) ?? []) {
        if (!rule.words.every((w, k) => keys[i + k] === w)) continue;
        // A phrase that says its context itself ("left my phone", context "phone") needs no other
        // word for it; but the words the rule matched never veto it ("charging" shares its stem
        // with "charge" and must not veto the rule for "charge").
        const end = i + rule.words.length;
        if (rule.any && !someIn(rule.any, keys)) continue;
        if (rule.none && someIn(rule.none, keys, i, end)) continue;
        if (rule.meantBy !== termOf) {
          rule.meant = rule.means.flatMap((words) =>
            words.map(termOf).filter((t): t is string => t !== null),
          );
          rule.meantBy = termOf;
        }
        const meant = rule.meant!;
        if (meant.length === 0) continue;
        const covered = new Set<number>();
        for (let k = 0; k < rule.words.length; k++) {
          const s = slotOfToken[i + k];
          if (s !== undefined) covered.add(s);
        }
        if (covered.size === 0) {
          const head = meant[0]!;
          let s = slotOfHead.get(head);
          if (s === undefined) {
            s = slots.length;
            slots.push({ head, alternatives: new Map([[head, rule.weight]]) });
            slotOfHead.set(head, s);
          }
          covered.add(s);
        }
        for (const s of covered) {
          const slot = slots[s]!;
          const { head, alternatives } = slot;
          for (const t of meant)
            if ((alternatives.get(t) ?? 0) < rule.weight) alternatives.set(t, rule.weight);
          if (rule.own !== undefined && !meant.includes(head)) {
            alternatives.set(head, Math.min(alternatives.get(head) ?? 1, rule.own));
            slot.lowered = true;
          }
        }
      }
    }
    return slots;
  }
}

/**
 * Whether some of the phrases (keys of one word or more) occurs in `keys`, its words in a row and
 * none of them in `keys[from..to)` (the words a rule itself matched).
 */
function someIn(phrases: readonly (readonly string[])[], keys: readonly string[], from = 0, to = 0): boolean {
  for (const phrase of phrases)
    for (let i = 0; i + phrase.length <= keys.length; i++)
      if ((i + phrase.length <= from || i >= to) && phrase.every((w, k) => keys[i + k] === w)) return true;
  return false;
}
