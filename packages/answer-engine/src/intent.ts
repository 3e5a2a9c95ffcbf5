import type { Intent } from '@support/contracts';
import { normalizeText } from './text/normalize.ts';

/**
 * Lexical cues for the intents the personalised answers need (seed 000 §5). The more specific
 * intents come first: "more time to pay my bill" is a payment arrangement, not billing.
 */
const CUES: ReadonlyArray<readonly [Intent, RegExp]> = [
  [
    'paymentArrangement',
    /\b(payment (arrangement|plan|extension)s?|(payment|bill|billing|due date) extension|extension (on|for) (my |the |our )?(bill|payment|balance|due date)|extend (my |the |our )?(due date|payment)|more time to pay|extra time to pay|split (my |the |our )?(bill|balance|payment|past due)|pay (it |my bill |the bill )?later|past due|overdue|behind on (my |our )?(bill|payment)s?|(cant|cannot|couldnt|unable to) afford|defer (my |the |our )?(bill|payment))\b/,
  ],
  [
    'upgrade',
    /\b(upgrade|upgrading|upgrades|eligible for a new|trade ?in|trading in|faster (internet|plan|speed)|move (up )?from dsl)\b/,
  ],
  [
    'addOn',
    /\b(add (a |an |another |one more |more )?(new )?(line|lines|tablet|tablets|(apple |smart ?)?watch|smartwatch)|add (a |an |another )?(new )?(phone|device|iphone) to (my |our |the )?(plan|account)|add ?ons?|day pass|international (plan|pass|package|add ?on)|cruise|extenders?|smart ?watch)\b/,
  ],
  [
    'billing',
    /\b(bills?|billing|billed|statements?|invoices?|charges?|charged|charging|fees?|payments?|pay|paying|paid|autopay|refunds?|credits?|balance|price|cost|costs|refill|rates?)\b/,
  ],
];

/**
 * A device's charging, not a fee: "will not charge", "stopped charging", a "charger", a "charging
 * port". Left out before the billing cue is read ("why are you charging me" stays billing).
 */
const DEVICE_CHARGING =
  /\b((wont|will not|doesnt|does not|dont|do not|cant|cannot|isnt|is not|not|stopped|stops|quit) (charge|charging)|chargers?|charging (port|cable|cord|pad|case|brick))\b/g;

/** Intent from the question's own words, if it says enough. */
export function intentFromCues(question: string): Intent | undefined {
  const text = normalizeText(question);
  for (const [intent, pattern] of CUES)
    if (pattern.test(intent === 'billing' ? text.replace(DEVICE_CHARGING, ' ') : text)) return intent;
  return undefined;
}

/**
 * The question's intent: an explicit cue for one of the specific intents wins; otherwise the
 * answering article's intent; otherwise a billing cue; otherwise general.
 */
export function classifyIntent(question: string, answeringArticleIntent?: Intent): Intent {
  const cue = intentFromCues(question);
  if (cue && cue !== 'billing') return cue;
  if (answeringArticleIntent) return answeringArticleIntent;
  return cue ?? 'general';
}
