import { WIDGET } from '../model.ts';

/**
 * Words and layout numbers of the views that the content feed does not carry (seed 000 §3 lists
 * the feed's fields; these are the rest: accessible names, the fixed links, the long-wait notice).
 * Kept in one place so a later content field can replace any of them.
 */
export const VIEW_TEXT = {
  /** Name of the spinner shown until content and flags are in. */
  LOADING_WIDGET: 'Loading the answer assistant',
  CANCEL: 'Cancel',
  /** Heading of the popular (common) questions; related ones use content.askSimilarQuestionLabel. */
  POPULAR_QUESTIONS: 'Popular questions',
  /** Heading of the questions offered instead of an answer (the server's choices for a question it did not answer). */
  CHOICES: 'Is it one of these?',
  /** The card's heading when the page's own search box asks the question. */
  BEST_ANSWER: 'Best answer',
  /** The search page card's heading when no article answers the question. */
  NO_BEST_ANSWER: 'No quick answer',
  /** In place of the sub-header when the answer is a community forum post, not a help article. */
  COMMUNITY_ANSWER: 'From our community forum: an answer by other customers, not by our support team.',
  /** On the feedback reasons when Send is pressed with no reason ticked and nothing written. */
  FEEDBACK_EMPTY: 'Choose at least one reason, or tell us in your own words what was wrong.',
  THUMBS_UP: 'Yes, this answer helped',
  THUMBS_DOWN: 'No, this answer did not help',
  /** Seed 000 §2 long-wait notice. */
  LONG_WAIT: 'It is taking longer than normal to reach us.',
  /** Said (not shown) when an answer is complete, before its question. */
  ANSWER_READY: 'Answer ready:',
  ONLINE_SUPPORT: 'Get help from online support',
  /** Name of the fixed links' list. */
  MORE_HELP: 'More ways to get help',
  SUPPORT_HOME: 'Support home',
  CONTACT_US: 'Contact us',
  /** Under a no-answer message: the hand-off link to contact us, carrying the question. */
  HAND_OFF: 'Ask a person about this',
  /** After a thumbs-down: the answer did not help, a person may. */
  UNHELPFUL_HAND_OFF: 'Still need help? Ask a person about this',
  /** After a question with no answer, away from the search page: its articles that share the question's words. */
  SEARCH_ARTICLES: 'Search the help articles for this',
  SMALL_BUSINESS: 'Small business support',
  /** Name of the answer region (it holds the answer block). */
  ANSWER_REGION: 'Answer',
  /** Next to the question field when Get answer is pressed with nothing typed (nothing is sent). */
  EMPTY_QUESTION: 'Type your question first, in your own words.',
  /** In the site-search card when the page's script does not run (the card is filled in by it). */
  NO_SCRIPT:
    'The best answer needs JavaScript to appear here. The search results on this page work without it.',
} as const;

/** Next to a question field holding more than the answer API takes. */
export const tooLongText = (length: number, max: number) =>
  `Your question is ${length.toLocaleString('en-US')} characters; we can take up to ${max.toLocaleString('en-US')}. Please shorten it, keeping what you need help with.`;

/** The fixed links of seed 000 §2, in the order shown. */
export const FIXED_LINKS = [
  { href: WIDGET.LINKS.supportHome, text: VIEW_TEXT.SUPPORT_HOME },
  { href: WIDGET.LINKS.contactUs, text: VIEW_TEXT.CONTACT_US },
  { href: WIDGET.LINKS.smallBusiness, text: VIEW_TEXT.SMALL_BUSINESS },
] as const;

/** Layout numbers of the views (not seed numbers: those are in WIDGET). */
export const VIEW_LAYOUT = {
  /** The question field is one line on tablet and desktop... */
  INPUT_ROWS: 1,
  /** ...and a multi-line area up to 767 px (seed 000 §2 "a multi-line area on mobile"). */
  INPUT_ROWS_MOBILE: 3,
} as const;
