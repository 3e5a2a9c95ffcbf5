import { normalizeText } from './normalize.ts';

/**
 * What a question sets aside: the parts that say what the need is not, or what works ("it's not an
 * outage, only my house has no internet", "I don't want anything automatic, just pay it now", "I
 * don't want a new number. I want to bring mine over", "I'm not moving, I just want the bills at
 * my PO box", "Not live TV. I want to save tonight's game", "I know my password, but it says my
 * username is wrong", "zero bars but the home internet is great"). Their words still count, at a
 * lower weight (the engine's ASIDE_WEIGHT): the rest of the question is what it asks. Read on the
 * raw text, where the clauses still are (they end at , ; : . ! ?, a dash between spaces, or
 * "but"); a negation that is the symptom ("won't charge", "it's not working", "I'm not getting
 * texts") or the need ("don't renew my prepaid", "I don't want paper bills") is not of these forms,
 * and a clause with nothing after it sets nothing aside.
 */
const NOT_WANTED = /^(i |we )?(dont|do not|didnt|never) (want|need)\b/;
const ALTERNATIVE = /^(i |we )?(just|only|instead|want|need|would like|wanna)\b/;
/** Not doing what the question could be taken for: an action on the service, not a symptom. */
const NOT_DOING =
  /^((i|we) (am|are) |im |were )?not (moving|cancell?ing|leaving|switching|adding|changing|upgrading|porting|buying|asking about|talking about)\b/;
/** A sentence of its own that starts with "not" ("Not live TV.", "Not the internet phone -"). */
const NOT_SENTENCE = /^not\b/;
const SENTENCE_END = /[.!?:]|[-–—]/;
const KNOWN = /^(i |we )?(know|have|remember) (my|our|the|it|what)\b/;
const NOT_THIS = /^(i |we )?(its|it is|this is|thats|that is) not (a|an|the|my|our|your)\b/;
const WORKS = /\b(is|are|works?|seems?) (fine|great|ok|okay|good|perfect|normal)( now)?$/;

/**
 * The clauses of a question (normalised), each with whether "but" ended it and whether it is a
 * sentence of its own (it starts the question or follows a sentence's end, and ends one).
 */
function clausesOf(question: string): { text: string; endsWithBut: boolean; sentence: boolean }[] {
  const out: { text: string; endsWithBut: boolean; sentence: boolean }[] = [];
  // ", but" is one end, a "but" one; so is a dash between spaces ("Wi-Fi is fine - it's my phone").
  const re = /[,;:.!?]+(\s*but\b)?|\bbut\b|\s[-–—]+\s|[–—]/gi;
  let from = 0;
  let startsSentence = true;
  const push = (text: string, end: string) => {
    const endsSentence = SENTENCE_END.test(end) && !/but/i.test(end);
    out.push({
      text: normalizeText(text),
      endsWithBut: /but/i.test(end),
      sentence: startsSentence && endsSentence,
    });
    startsSentence = endsSentence;
  };
  for (let m = re.exec(question); m; m = re.exec(question)) {
    push(question.slice(from, m.index), m[0]);
    from = m.index + m[0].length;
  }
  push(question.slice(from), '');
  return out.filter((c) => c.text !== '');
}

/**
 * The terms only the set-aside parts of a question use (none when it sets nothing aside);
 * `analyze` gives a text's terms as the engine reads them (compounds joined).
 */
export function asideTerms(question: string, analyze: (text: string) => readonly string[]): Set<string> {
  return readAside(question, analyze).terms;
}

/** What a question sets aside: the terms only those parts use, and the rest of it (normalised). */
export function readAside(
  question: string,
  analyze: (text: string) => readonly string[],
): { terms: Set<string>; kept: string } {
  const nothing = { terms: new Set<string>(), kept: question };
  // One clause sets nothing aside (the common case: no clause is read at all).
  if (!/[,;:.!?–—]|\bbut\b|\s-+\s/i.test(question)) return nothing;
  const aside: string[] = [];
  const kept: string[] = [];
  const clauses = clausesOf(question);
  clauses.forEach((c, i) => {
    const next = clauses[i + 1];
    const whole =
      next !== undefined &&
      ((NOT_WANTED.test(c.text) && ALTERNATIVE.test(next.text)) ||
        (KNOWN.test(c.text) && c.endsWithBut) ||
        NOT_THIS.test(c.text) ||
        NOT_DOING.test(c.text) ||
        (NOT_SENTENCE.test(c.text) && c.sentence) ||
        WORKS.test(c.text));
    if (whole) {
      aside.push(c.text);
      return;
    }
    kept.push(c.text);
  });
  if (aside.length === 0 || kept.every((k) => k.trim() === '')) return nothing;
  const terms = (texts: string[]) => new Set(texts.flatMap((t) => analyze(t)));
  const keptTerms = terms(kept);
  return { terms: new Set([...terms(aside)].filter((t) => !keptTerms.has(t))), kept: kept.join(' ') };
}
