import { normalizeText } from './text/normalize.ts';

/**
 * A generic guard, not a list of particular questions: a request to set aside the assistant's own
 * instructions or to show them ("ignore previous instructions", "reveal your system prompt"), text
 * posing as the system or the assistant, or asking for the conversation's earlier text back. No
 * support question talks about the assistant's instructions, and a composer that generates text
 * (compose/composer.ts is an interface) must never receive one. Everything else that is not a
 * support question (small talk, markup, other companies) is declined by retrieval and the decision
 * model (ADR 006).
 */
const INSTRUCTION_OVERRIDE =
  /\b(ignore|disregard|forget|override|bypass) (all |any |the |your |my |previous |prior |above |earlier |those |these )*(instructions?|prompts?|rules?|guidelines?)\b|\b(system|developer|hidden) (prompt|instructions?)\b|\breveal (your|the) (prompt|instructions?|rules?)\b/;

/**
 * Text posing as another party of the conversation: a role label opening the message or a line of
 * it ("SYSTEM: …", "assistant:", "[system]", "<|im_start|>"), read on the raw text, where the
 * markup still is. Customers name their "system" or "admin" too, but not as a label with a colon
 * in front of a sentence.
 */
const ROLE_LABEL =
  /(^|\n)\s*(#+\s*)?(system|assistant|developer|admin|root)\s*:|(^|\n)\s*(\[|<)(system|assistant|developer)(\]|>)|<\|im_(start|end)\|>|\[\/?(inst|sys)\]|<<\/?sys>>/i;

/** Asking for the conversation's earlier text back ("repeat the text above", "print everything before this"). */
const EARLIER_TEXT =
  /\b(repeat|print|output|show|display|copy|recite|echo|tell me|give me) (back )?(all |everything |the |your |any )*(text|words|messages?|conversation|content|lines?|everything)( that (is|was|came))? (above|before (this|that|my)|so far|you (were|have been) given)\b/;

export function looksLikeInjection(question: string): boolean {
  if (ROLE_LABEL.test(question)) return true;
  const text = normalizeText(question);
  return INSTRUCTION_OVERRIDE.test(text) || EARLIER_TEXT.test(text);
}

/**
 * Greetings and pleasantries around a question ("hi there, … thanks!"): not what is being asked.
 * A question that is nothing but these is small talk (there is nothing left to search for).
 */
const PLEASANTRIES =
  /\b(hi|hello|hey|hiya)( there)?\b|\bgood (morning|afternoon|evening|night)\b|\bhow are you( doing)?( today| this (morning|afternoon|evening))?\b|\bhope you are (well|good)\b|\b(thanks|thank you)( so much| very much| in advance)?\b/g;

/** The question with greetings and pleasantries taken out (normalised text). */
export function withoutPleasantries(question: string): string {
  return normalizeText(question).replace(PLEASANTRIES, ' ').replace(/\s+/g, ' ').trim();
}

/** "w/" and "w/o", written for "with" and "without" ("access w/o making her the owner"). */
const WITH_OR_WITHOUT = /(?<![\w/.:])w\/o\b|(?<![\w/.:])w\/(?![\w.]*\/)/gi;

/** An amount of money ("$300", "$ 84.99", "$1,200"). */
const AMOUNT = /\$\s?\d[\d,]*(\.\d+)?/g;

/**
 * What a question asks, as retrieval reads it: "#" said as customers mean it ("acct #", "what # is
 * HBO": number), an amount of money said as one ("$112" is "amount 112": the word tells a price
 * from a speed, "300" Mbps, that shares its number), "w/" and "w/o" said in full ("with", "without"),
 * and pleasantries taken out (normalised text).
 * Articles are read as written: there "#" is the key on the keypad ("press #").
 */
export function askedOf(question: string): string {
  let asked = question.includes('#') ? question.replace(/#/g, ' number ') : question;
  if (asked.includes('$')) asked = asked.replace(AMOUNT, (m) => ` amount ${m.slice(1)} `);
  if (asked.includes('/'))
    asked = asked.replace(WITH_OR_WITHOUT, (m) => (m.length > 2 ? ' without ' : ' with '));
  return withoutPleasantries(asked);
}

/** Characters askedOf reads as words. */
const READ_AS_WORDS = /[#$/]/;

/**
 * A question as a key (of a cache entry, of a log line's hash): its normalised text, so spellings
 * alike share it, and for a question with "#", "$" or "w/", which askedOf reads as words and the
 * normaliser drops ("acct #" is not "acct"), what retrieval reads of it too.
 */
export function questionKey(question: string): string {
  const normalized = normalizeText(question);
  return READ_AS_WORDS.test(question) ? `${normalized}\u0000${askedOf(question)}` : normalized;
}
