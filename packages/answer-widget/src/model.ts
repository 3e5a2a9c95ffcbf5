import type { Citation, CustomerType, ExperimentFlags, WidgetContent } from '@support/contracts';

/**
 * The seam between the widget's logic (`core/`, `use-answer-widget.ts`) and its views
 * (`views/`): the logic turns calls, timers and events into a {@link WidgetView}; the views
 * render one and call {@link WidgetActions}. Views hold no state of their own beyond what is
 * purely visual (the clamp toggle, an open popover).
 */

/** Seed 000 §1: the site-search best-answer card, or the general widget. */
export type WidgetMode = 'sitesearch' | 'general';

/** Props of `<AnswerWidget>` (seed 000 §2). */
export interface AnswerWidgetProps {
  /** App id: `sitesearch` selects the best-answer card mode; anything else the general widget. */
  appId: string;
  /** Service key (seed 000 §3), default `support`; an smb visitor's key gets the `smb-` prefix. */
  serviceKey?: string;
  /** Default `consumer`. */
  customerType?: CustomerType;
  /** Extra reporting params merged into every signal's payload. */
  reportingParams?: Readonly<Record<string, string>>;
  /** A question to ask on load when enableAPICallOnPageLoad is on (the page's `?q=`). */
  initialQuestion?: string;
  /** Content and flags the page already fetched on the server: no spinner, no browser fetch. */
  preloaded?: { content: WidgetContent; flags: ExperimentFlags };
  /** Search API origin; default from the search-host helper (the site's own origin). */
  searchHost?: string;
  /** Page name for analytics (e.g. `/search`, `/search/smallBusiness`, `/support`). */
  pageName?: string;
  /** A thumbs-down opens the feedback modal (seed 000 §4); off, it records at once. Default true. */
  feedbackModal?: boolean;
  /**
   * While the feedback modal is open the address reads `…/search/unhelpfulfeedback/modal…`
   * (seed 000 §2). Default: on when the page path contains `/search`.
   */
  feedbackUrl?: boolean;
  /** Milliseconds before a call (or a stalled stream) fails with TIMEOUT_ERROR. Default 15000. */
  requestTimeoutMs?: number;
}

/** Where the question list came from (seed 000 §4). */
export type ListSource = 'CommonQuestion' | 'RelatedQuestion';

/** A popular, common or related question with its answer. */
export interface QuestionItem {
  /** The question with spaces replaced by underscores. */
  id: string;
  question: string;
  answer: string;
  citations: Citation[];
  articleId?: string;
}

/** Seed 000 §2/§4 phases; feedback-thanks is {@link WidgetView.feedback}. */
export type WidgetPhase = 'idle' | 'loading' | 'answer' | 'message' | 'retry';

export interface WidgetView {
  mode: WidgetMode;
  /** `loading`: spinner (min height 233px) until content and flags are in; `hidden`: enableWidget off. */
  status: 'loading' | 'hidden' | 'ready';
  /** Present once status is `ready`. */
  content?: WidgetContent;
  flags?: ExperimentFlags;
  /** The service's prompt (heading), input placeholder and topic. */
  service: { heading: string; placeholder: string; topic: string };
  phase: WidgetPhase;
  /** Two-column layout: while loading or when an answer, message or retry is present. */
  twoColumn: boolean;
  /** The text in the input. */
  input: string;
  /** The question that was submitted last (stored on submit). */
  question: string;
  /** The loading message for the elapsed time (seed 000 §4 table). */
  loadingMessage: string;
  /** After the 22 s cancel: the "taking longer than normal" notice, shown with the retry view. */
  longWait: boolean;
  /** The answer block's content when phase is `answer`. */
  answer?: {
    id: string;
    question: string;
    text: string;
    /** True while stream pieces are still arriving. */
    streaming: boolean;
    citations: Citation[];
    /** Where the answer came from, e.g. the article id. */
    articleId?: string;
    /** A community forum post (other customers' words), shown as such. */
    community?: boolean;
  };
  /** The error / no-answer view when phase is `message`: the term capitalised, then the text. */
  message?: { searchTerm: string; text: string };
  /** Up to 3 questions: common (popular) ones, or the answer's related ones. */
  questions: { items: QuestionItem[]; source: ListSource };
  /**
   * `ask`: the question and two buttons; `thanks`: the positive text; `unhelpful`: the same text
   * after a thumbs-down, with a way to a person about the question.
   */
  feedback: 'ask' | 'thanks' | 'unhelpful';
  /** Whether the thumbs-down modal is open. */
  feedbackModalOpen: boolean;
  /** The contact-us link: a hand-off carrying the asked question once there is one. */
  contactHref: string;
}

/** Kinds of link click the widget reports. */
export type LinkKind = 'citation' | 'redirect' | 'link';

export interface WidgetActions {
  setInput(value: string): void;
  /** Submit the input (Enter or the button); ignored when empty after trimming or while loading. */
  submit(): void;
  /** Cancel while loading: abort, show retry. */
  cancel(): void;
  /** Resubmit the stored question. */
  retry(): void;
  /** A popular / related question chosen from the list (position from 1). */
  choose(item: QuestionItem, position: number): void;
  thumbsUp(): void;
  thumbsDown(): void;
  /** Closing the modal cancels the feedback. */
  closeFeedback(): void;
  /** The modal's submit: chosen reasons (their labels) and the free text (at most 250 characters). */
  submitFeedback(reasons: readonly string[], text: string): void;
  /** A click on a citation, a redirect (fixed links) or another link, reported before navigation. */
  linkClicked(kind: LinkKind, href: string, name: string, position?: number): void;
  /**
   * The contact-us link was followed (`href`, the view's contactHref): reported as a redirect and,
   * when it carries a question, as a hand-off signal (question, intent, service).
   */
  handOff(href: string, name: string): void;
}

/** Seed 000 §9. */
export const WIDGET = {
  LOADING_MIN_HEIGHT_PX: 233,
  CLAMP_LINES: 8,
  FEEDBACK_TEXT_MAX: 250,
  QUESTIONS_MAX: 3,
  /** Seconds at which loading messages 2–5 appear. */
  LOADING_MESSAGE_AT_S: [5, 10, 14, 18] as const,
  /** Seconds after which loading is cancelled (the long-wait notice and retry). */
  LOADING_CANCEL_AT_S: 22,
  /** Popular-question carousel: slides shown up to each width (9999 → 3, 1366 → 2, 650 → 1). */
  CAROUSEL_BREAKPOINTS: [
    { maxWidth: 9999, slidesToShow: 3 },
    { maxWidth: 1366, slidesToShow: 2 },
    { maxWidth: 650, slidesToShow: 1 },
  ] as const,
  /** Characters of the answer reported as `title`. */
  REPORTED_TITLE_CHARS: 30,
  /** Fixed links (seed 000 §2). */
  LINKS: {
    supportHome: '/support',
    contactUs: '/support/contact-us/',
    smallBusiness: '/support/smallbusiness/',
    onlineSupport: '/support',
  },
} as const;
