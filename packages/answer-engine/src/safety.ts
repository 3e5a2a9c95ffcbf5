import { normalizeText } from './text/normalize.ts';

/**
 * Attempts to steer the answer engine instead of asking it something. These get no answer,
 * whatever words they share with the knowledge base.
 */
const INJECTION =
  /\b(ignore|disregard|forget|override|bypass) (all |any |the |your |my |previous |prior |above |earlier |those |these )*(instructions?|prompts?|rules?|guidelines?|directions?|context)\b|\b(system|developer|hidden) (prompt|message|instructions?)\b|\byou are (now|no longer)\b|\b(pretend|act) (to be|as if|like you)\b|\bjailbreak\b|\bdo anything now\b|\breveal (your|the) (prompt|instructions?|rules?)\b/;

export function looksLikeInjection(question: string): boolean {
  return INJECTION.test(normalizeText(question));
}

/** Small talk addressed to the assistant rather than a support question. */
const SMALL_TALK =
  /^(whats|what is) your name\b|\bwho (are|made|built) you\b|\bare you (a |an )?(human|robot|bot|real|person|ai)\b|^how are you\b|\btell me a (joke|story)\b|\btalk to me\b|\bi m bored\b|\bim bored\b|\bdo you (like|love|dream)\b|^(good (morning|night|evening)|thank you|thanks)$/;

/** Greetings and pleasantries around a question ("hi there, … thanks!"): not what is being asked. */
const PLEASANTRIES =
  /\b(hi|hello|hey|hiya)( there)?\b|\bgood (morning|afternoon|evening|night)\b|\bhow are you( doing)?( today| this (morning|afternoon|evening))?\b|\bhope you are (well|good)\b|\b(thanks|thank you)( so much| very much| in advance)?\b/g;

/** The question with greetings and pleasantries taken out (normalised text). */
export function withoutPleasantries(question: string): string {
  return normalizeText(question).replace(PLEASANTRIES, ' ').replace(/\s+/g, ' ').trim();
}

export function looksLikeSmallTalk(question: string): boolean {
  return SMALL_TALK.test(normalizeText(question));
}
