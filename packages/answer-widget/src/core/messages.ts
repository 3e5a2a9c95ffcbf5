import { analyticsErrorClass, HTTP_ERROR, SEARCH_ERROR, TIMEOUT_ERROR } from '@support/contracts';
import { ERROR_TYPE } from './http.ts';

/**
 * Seed 000 §8: the error / no-answer view's text. The tokens are the seed's; the wording of the
 * per-code messages is ours: friendly, and saying what to do next.
 */

export const TOKENS = { topic: '[[TOPIC]]', searchTerm: '[[searchTerm]]' } as const;

/** The configured no-answer text, for a service whose errorText is missing. */
export const NO_ANSWER_TEXT = "Sorry, I don't know how to answer that question. Try asking about [[TOPIC]].";

/** A message per error code; SPTSEARCH-102 (no answer) is absent on purpose: it uses the server's text or the no-answer text. */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  [SEARCH_ERROR.invalidParameters]:
    "We couldn't use that question (it may be too long). Try asking it in a few plain words, for example about [[TOPIC]].",
  [SEARCH_ERROR.businessRule]:
    "We can't answer that here. Try asking about [[TOPIC]], or use the support links below.",
  [SEARCH_ERROR.internal]:
    'Something went wrong on our side while answering "[[searchTerm]]". Please try again in a moment.',
  [String(TIMEOUT_ERROR.code)]:
    'Getting an answer took too long. Please try again, or browse our online support.',
  [TIMEOUT_ERROR.name]: 'Getting an answer took too long. Please try again, or browse our online support.',
  // Errors of the HTTP layer, not answers: say so, and when to try again.
  [HTTP_ERROR.tooManyRequests]:
    "We've had a lot of questions from you in a short time. Please wait a minute, then try again.",
  [HTTP_ERROR.unavailable]: 'Our answers service is busy or down for a moment. Please try again shortly.',
  [HTTP_ERROR.requestTimeout]:
    'Getting an answer took too long. Please try again, or browse our online support.',
  // A status with no error body (a proxy or gateway in the way).
  ...Object.fromEntries(
    ['500', '502', '503', '504'].map((status) => [
      status,
      'Something went wrong on our side while answering "[[searchTerm]]". Please try again in a moment.',
    ]),
  ),
  '429': "We've had a lot of questions from you in a short time. Please wait a minute, then try again.",
  [ERROR_TYPE.network]: "We couldn't reach our answers service. Check your connection and try again.",
  [ERROR_TYPE.stream]: 'The answer was cut off before it was complete. Please try again.',
  [ERROR_TYPE.parse]: 'Something went wrong on our side. Please try again in a moment.',
};

export function replaceTokens(text: string, values: { topic: string; searchTerm: string }): string {
  return text.split(TOKENS.topic).join(values.topic).split(TOKENS.searchTerm).join(values.searchTerm);
}

export interface NoAnswerInput {
  errorCode?: string;
  /** The text the server supplied with the error. */
  errorText?: string;
  /** The service's configured no-answer text (may hold the tokens). */
  noAnswerText?: string;
  topic: string;
  searchTerm: string;
  /** Overrides of {@link ERROR_MESSAGES}. */
  messages?: Readonly<Record<string, string>>;
}

/**
 * Seed 000 §8 order: (1) SPTSEARCH-102 → the supplied text, if any; (2) a message configured for
 * the code; (3) the configured no-answer text. Tokens replaced in every case.
 */
export function noAnswerMessage(input: NoAnswerInput): string {
  const table = { ...ERROR_MESSAGES, ...input.messages };
  const code = input.errorCode;
  const chosen =
    (code === SEARCH_ERROR.noAnswer && input.errorText?.trim() ? input.errorText : undefined) ??
    (code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined) ??
    (input.noAnswerText?.trim() ? input.noAnswerText : NO_ANSWER_TEXT);
  return replaceTokens(chosen, { topic: input.topic, searchTerm: input.searchTerm });
}

/**
 * The error view shows the search term capitalised (seed 000 §8): its first letter, and the word
 * "I" wherever it stands alone ("can i" reads "Can I"; "i'm" reads "I'm").
 */
export const capitalise = (text: string) =>
  (text.charAt(0).toUpperCase() + text.slice(1)).replace(
    /(?<![\p{L}\p{N}'’])i(?=$|[^\p{L}\p{N}]|['’](?:m|ve|d|ll)\b)/gu,
    'I',
  );

/** Seed 000 §8 analytics error-code mapping (the table lives in contracts). */
export const errorClass = analyticsErrorClass;
