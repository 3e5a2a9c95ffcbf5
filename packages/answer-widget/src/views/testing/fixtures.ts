import type { WidgetContent } from '@support/contracts';
import { vi } from 'vitest';
import type { QuestionItem, WidgetActions, WidgetView } from '../../model.ts';

/** The five loading messages (seed 000 §4), typed one by one for the tests. */
export const LOADING_MESSAGES = [
  'Looking through our help pages…',
  'Reading the most useful articles…',
  'Putting an answer together…',
  'Almost there…',
  'Still working on it…',
] as const;

/** A full content feed for the views, in our own words. */
export const CONTENT: WidgetContent = {
  subHeader: 'Suggested answer',
  showLabel1: 'Show more',
  showLabel2: 'Show less',
  inputPlaceHolder: 'Type a question, for example: how do I pay my bill?',
  cta: 'Ask',
  loadingMsgArray: [...LOADING_MESSAGES],
  resubmitMsg: 'We stopped waiting for that answer. Would you like to try again?',
  resubmitButton: 'Try again',
  askSimilarQuestionLabel: 'People also ask',
  citationLinkLabel: 'Sources',
  citationHeader: 'Where this answer comes from',
  legalDisclaimerLabel: 'Answers are written by an automated assistant and may contain mistakes.',
  feedbackLabel: 'Did this help?',
  positiveTxt: 'Thank you for telling us.',
  feedbackHeader: 'Help us do better',
  label1: 'It did not answer my question',
  label2: 'It was hard to understand',
  label3: 'It looked out of date',
  label4: 'Something else',
  feedbackTxt: 'Anything else you would like to add?',
  feedbackSubHeader: 'What went wrong?',
  submitBtn: 'Send feedback',
};

export const QUESTIONS: QuestionItem[] = [
  {
    id: 'How_do_I_pay_my_bill?',
    question: 'How do I pay my bill?',
    answer: 'Pay online, in the app or by phone.',
    citations: [],
  },
  {
    id: 'How_do_I_restart_my_router?',
    question: 'How do I restart my router?',
    answer: 'Unplug it for 30 seconds.',
    citations: [],
  },
  {
    id: 'Can_I_keep_my_number?',
    question: 'Can I keep my number?',
    answer: 'Yes, when you switch to us.',
    citations: [],
  },
  { id: 'A_fourth_question', question: 'A fourth question', answer: 'Never shown.', citations: [] },
];

export const ANSWER: NonNullable<WidgetView['answer']> = {
  id: 'answer-1',
  question: 'How do I restart my router?',
  text: 'Unplug the router and wait thirty seconds.\n\nPlug it back in and wait for the light to turn white.',
  streaming: false,
  citations: [
    { title: 'Restart your router', url: '/support/article/KM1000001' },
    { title: 'Router lights explained', url: '/support/article/KM1000002' },
  ],
  articleId: 'KM1000001',
};

/** An idle, ready widget; `overrides` replace whole fields. */
export function makeView(overrides: Partial<WidgetView> = {}): WidgetView {
  return {
    mode: 'general',
    status: 'ready',
    content: CONTENT,
    service: {
      heading: 'What can we help you with?',
      placeholder: 'Ask about your account',
      topic: 'support',
    },
    phase: 'idle',
    twoColumn: false,
    input: '',
    question: '',
    loadingMessage: '',
    longWait: false,
    questions: { items: QUESTIONS.slice(0, 3), source: 'CommonQuestion' },
    feedback: 'ask',
    feedbackModalOpen: false,
    contactHref: '/support/contact-us/',
    ...overrides,
  };
}

/** The widget showing {@link ANSWER}. */
export function answerView(overrides: Partial<WidgetView> = {}): WidgetView {
  return makeView({
    phase: 'answer',
    twoColumn: true,
    question: ANSWER.question,
    answer: ANSWER,
    questions: { items: QUESTIONS.slice(1, 3), source: 'RelatedQuestion' },
    ...overrides,
  });
}

/** Every action as a spy. */
export function makeActions(): { [K in keyof WidgetActions]: ReturnType<typeof vi.fn<WidgetActions[K]>> } {
  return {
    setInput: vi.fn<WidgetActions['setInput']>(),
    submit: vi.fn<WidgetActions['submit']>(),
    cancel: vi.fn<WidgetActions['cancel']>(),
    retry: vi.fn<WidgetActions['retry']>(),
    choose: vi.fn<WidgetActions['choose']>(),
    thumbsUp: vi.fn<WidgetActions['thumbsUp']>(),
    thumbsDown: vi.fn<WidgetActions['thumbsDown']>(),
    closeFeedback: vi.fn<WidgetActions['closeFeedback']>(),
    submitFeedback: vi.fn<WidgetActions['submitFeedback']>(),
    linkClicked: vi.fn<WidgetActions['linkClicked']>(),
    handOff: vi.fn<WidgetActions['handOff']>(),
  };
}

/** Sets the viewport width as the views read it (window.innerWidth) and tells them. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/**
 * Keeps link clicks on the page: happy-dom would otherwise try to load the address. Runs after
 * React's handlers (on the document, bubbling), so what the widget reports is still seen.
 */
export function stayOnPage(): () => void {
  const stop = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}
