import { findContactUsService } from './contact-us-services.ts';
import { maskLongNumbers } from './long-numbers.ts';
import { type CustomerType, INTENTS, type Intent, LINES_OF_SERVICE, type LineOfService } from './services.ts';

// Ours (neither seed has it): the answer widget hands a visitor who still needs a person over to
// the contact-us page, with what they asked, so they do not have to start again. The link carries
// the question, its intent and the service; the page opens on that service (its own contact-us
// page when it has one, else the landing with that service's card first), shows the question,
// and puts the contact option that suits the intent first.

/** The hand-off's query parameters (next to the seed's service and topic). */
export const HAND_OFF_PARAMS = { question: 'question', intent: 'intent' } as const;

/** Longest question carried in the address; longer ones are cut at a word boundary. */
export const HAND_OFF_QUESTION_MAX = 250;

/** Signal type the widget records a hand-off under (one per click), to count hand-offs per topic. */
export const HAND_OFF_SIGNAL_TYPE = 'handoff';

/** Where a hand-off lands, by audience (the seed's contact-us paths). */
export const HAND_OFF_PATHS: Record<CustomerType, string> = {
  consumer: '/support/contact-us/',
  smb: '/support/smallbusiness/contact-us/',
};

/** What the widget knows when the visitor asks for a person. */
export interface HandOffSource {
  question: string;
  intent?: Intent;
  /** The widget's line of service (its service key's), e.g. internet. */
  lineOfService?: LineOfService;
  customerType: CustomerType;
}

/** The lines of service with a contact-us service page of their own (seed 001 §2: prepaid, digitallife). */
const SERVICE_PAGES: Partial<Record<LineOfService, string>> = {
  prepaid: 'prepaid',
  homesecurity: 'digitallife',
};

/**
 * The question as carried: long numbers masked (maskLongNumbers), whitespace folded, cut at a word
 * boundary to HAND_OFF_QUESTION_MAX. The contact page reads it back the same way, so a link made
 * elsewhere shows no more of a number either.
 */
export function handOffQuestion(question: string | undefined): string | undefined {
  const q = question === undefined ? undefined : maskLongNumbers(question).replace(/\s+/g, ' ').trim();
  if (!q) return undefined;
  if (q.length <= HAND_OFF_QUESTION_MAX) return q;
  const cut = q.slice(0, HAND_OFF_QUESTION_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > HAND_OFF_QUESTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The contact-us address of a hand-off: `service` when the line of service has its own page for
 * this audience (the seed's redirect rules would otherwise send it to the landing and drop the
 * rest), else `topic` with the line of service; then the question and its intent.
 */
export function handOffHref(source: HandOffSource): string {
  const params = new URLSearchParams();
  const los = source.lineOfService;
  const page = los ? SERVICE_PAGES[los] : undefined;
  if (page && findContactUsService(page, source.customerType)) params.set('service', page);
  else if (los && los !== 'general') params.set('topic', los);
  const question = handOffQuestion(source.question);
  if (question) params.set(HAND_OFF_PARAMS.question, question);
  if (source.intent) params.set(HAND_OFF_PARAMS.intent, source.intent);
  const query = params.toString();
  return `${HAND_OFF_PATHS[source.customerType]}${query ? `?${query}` : ''}`;
}

/** A hand-off as the contact-us page reads it back; undefined when no question came with it. */
export interface HandOff {
  question: string;
  intent?: Intent;
  /** The line of service named by `topic`, when it is one. */
  lineOfService?: LineOfService;
}

/** Reads the hand-off parameters; unknown intents and topics are ignored rather than trusted. */
export function readHandOff(values: {
  question?: string;
  intent?: string;
  topic?: string;
}): HandOff | undefined {
  const question = handOffQuestion(values.question);
  if (!question) return undefined;
  const intent = INTENTS.find((i) => i.toLowerCase() === values.intent?.trim().toLowerCase());
  const lineOfService = LINES_OF_SERVICE.find((l) => l === values.topic?.trim().toLowerCase());
  return { question, intent, lineOfService };
}

/**
 * The contact option that suits an intent: money matters (a bill, a payment arrangement) are
 * best settled by phone with the account open; buying (upgrades, add-ons) and troubleshooting
 * go to chat, where links and steps can be shared.
 */
export function preferredContactOption(intent: Intent | undefined): 'call' | 'chat' {
  return intent === 'billing' || intent === 'paymentArrangement' ? 'call' : 'chat';
}

/** The choose-service card category (the feed's productCategory) a line of service belongs to. */
export const LINE_OF_SERVICE_CATEGORIES: Partial<Record<LineOfService, readonly string[]>> = {
  wireless: ['wireless'],
  prepaid: ['wireless'],
  internet: ['internet'],
  tv: ['tv', 'business-tv'],
  homephone: ['home-phone', 'business-phone'],
  homesecurity: ['home-security'],
};
