import { type ExperimentFlags, MAX_QUESTION_LENGTH } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../model.ts';
import { CONTENT } from '../testing/responses.ts';
import { type AnswerResult, emptyResult, errorResult } from './readers.ts';
import { initialState, reduce, submittable, toView, type WidgetEvent, type WidgetState } from './state.ts';

const FLAGS_ON: ExperimentFlags = {
  enableWidget: true,
  enableAPICallOnPageLoad: true,
  enableGenAIButton: false,
  enableBillingIntent: false,
  enableSpectraAPI: false,
  enablePersonalization: false,
  enableRelatedQuestions: true,
  enableFollowUp: false,
  enableForums: true,
};

const item = (n: number, prefix = 'Common'): QuestionItem => ({
  id: `${prefix}_${n}`,
  question: `${prefix} ${n}`,
  answer: `${prefix} answer ${n}`,
  citations: [{ title: `T${n}`, url: `/a/${n}` }],
  articleId: `KM900000${n}`,
});
const COMMON = [1, 2, 3].map((n) => item(n));
const RELATED = [1, 2, 3, 4].map((n) => item(n, 'Related'));

const ANSWER: AnswerResult = {
  ...emptyResult(),
  question: 'How do I pay my bill?',
  answer: 'Sign in and select Pay bill.',
  related: RELATED,
  citations: [{ title: 'Pay', url: '/pay' }],
  articleId: 'KM1000001',
};

const run = (events: WidgetEvent[], from: WidgetState = initialState()) => events.reduce(reduce, from);
const ready = () =>
  run([
    { type: 'loaded', content: CONTENT, flags: FLAGS_ON },
    { type: 'commonQuestions', items: COMMON },
  ]);
const asked = (text = '  how do I pay my bill?  ') =>
  run([{ type: 'input', value: text }, { type: 'submit' }], ready());
const answered = (
  state: WidgetState,
  result: AnswerResult,
  relatedEnabled = true,
  messageText = 'No answer.',
) => reduce(state, { type: 'answered', requestId: state.requestId, result, relatedEnabled, messageText });
const view = (s: WidgetState) =>
  toView(s, { mode: 'general', service: { heading: 'H', placeholder: 'P', topic: 'T' } });

describe('loading the widget', () => {
  it('is loading until content and flags are in, then ready with enableWidget on', () => {
    expect(view(initialState()).status).toBe('loading');
    const s = ready();
    expect(view(s)).toMatchObject({
      status: 'ready',
      content: CONTENT,
      flags: FLAGS_ON,
      phase: 'idle',
      twoColumn: false,
    });
  });

  it('is hidden with enableWidget off or when loading failed', () => {
    expect(
      run([{ type: 'loaded', content: CONTENT, flags: { ...FLAGS_ON, enableWidget: false } }]).status,
    ).toBe('hidden');
    expect(run([{ type: 'hidden' }]).status).toBe('hidden');
    expect(view(run([{ type: 'hidden' }])).content).toBeUndefined();
  });

  it('lists at most 3 common questions, as CommonQuestion', () => {
    const s = run([{ type: 'commonQuestions', items: [...COMMON, item(4)] }], ready());
    expect(s.questions).toEqual({ items: COMMON, source: 'CommonQuestion' });
  });
});

describe('submit', () => {
  it('starts loading with the trimmed question stored, answer, error and feedback cleared', () => {
    const before = { ...answered(asked(), ANSWER), feedback: 'thanks' as const };
    const s = run([{ type: 'input', value: '  why is my bill higher? ' }, { type: 'submit' }], before);
    expect(s).toMatchObject({
      phase: 'loading',
      question: 'why is my bill higher?',
      answer: undefined,
      message: undefined,
      feedback: 'ask',
      inFlight: true,
      loadingStep: 0,
      longWait: false,
      requestId: before.requestId + 1,
    });
    expect(view(s).twoColumn).toBe(true);
    expect(view(s).loadingMessage).toBe('Loading 1');
  });

  it('clears a previous error message too', () => {
    const withMessage = answered(
      asked(),
      errorResult({ errorType: 'HTTP_ERROR', code: 500, message: 'x', status: 500 }),
    );
    expect(withMessage.message).toBeDefined();
    const s = run([{ type: 'input', value: 'again' }, { type: 'submit' }], withMessage);
    expect(s.message).toBeUndefined();
    expect(view(s).message).toBeUndefined();
  });

  it('ignores an input that is empty after trimming', () => {
    const s = ready();
    expect(run([{ type: 'input', value: '   ' }, { type: 'submit' }], s)).toEqual({ ...s, input: '   ' });
    expect(submittable(s, ' \n ')).toBeUndefined();
  });

  it('ignores a question longer than the answer API takes (MAX_QUESTION_LENGTH, trimmed)', () => {
    const s = ready();
    const long = 'x'.repeat(MAX_QUESTION_LENGTH + 1);
    expect(run([{ type: 'input', value: long }, { type: 'submit' }], s)).toEqual({ ...s, input: long });
    expect(submittable(s, long)).toBeUndefined();
    expect(submittable(s, `  ${'x'.repeat(MAX_QUESTION_LENGTH)}  `)).toBe('x'.repeat(MAX_QUESTION_LENGTH));
  });

  it('ignores a submit while loading', () => {
    const s = asked();
    const again = run([{ type: 'input', value: 'another question' }, { type: 'submit' }], s);
    expect(again).toEqual({ ...s, input: 'another question' });
  });

  it('allows a new question while an answer is still streaming', () => {
    const s = reduce(asked(), { type: 'delta', requestId: 1, text: 'Sign' });
    expect(submittable(s, 'new')).toBe('new');
    expect(run([{ type: 'input', value: 'new' }, { type: 'submit' }], s)).toMatchObject({
      phase: 'loading',
      question: 'new',
      requestId: 2,
    });
  });
});

describe('loading messages', () => {
  it('follows the step while loading, and ignores it afterwards', () => {
    const s = reduce(asked(), { type: 'loadingStep', step: 3 });
    expect(view(s).loadingMessage).toBe('Loading 4');
    const done = answered(s, ANSWER);
    expect(reduce(done, { type: 'loadingStep', step: 4 })).toBe(done);
  });
});

describe('answer arrives', () => {
  it('appends stream pieces to the answer text, shown as streaming', () => {
    const s = asked();
    const one = reduce(s, {
      type: 'delta',
      requestId: s.requestId,
      text: 'Sign in',
      question: 'How do I pay my bill?',
    });
    const two = reduce(one, { type: 'delta', requestId: s.requestId, text: 'Sign in and pay.' });
    expect(view(two)).toMatchObject({
      phase: 'answer',
      answer: { question: 'How do I pay my bill?', text: 'Sign in and pay.', streaming: true },
      twoColumn: true,
    });
  });

  it('shows an answer with text and isShowBestAnswer, with its related questions (3 at most) as RelatedQuestion', () => {
    const s = answered(asked(), ANSWER);
    expect(view(s)).toMatchObject({
      phase: 'answer',
      twoColumn: true,
      answer: {
        id: 'How_do_I_pay_my_bill?',
        question: 'How do I pay my bill?',
        text: 'Sign in and select Pay bill.',
        streaming: false,
        citations: [{ title: 'Pay', url: '/pay' }],
        articleId: 'KM1000001',
      },
      message: undefined,
      questions: { items: RELATED.slice(0, 3), source: 'RelatedQuestion' },
    });
    expect(s.inFlight).toBe(false);
  });

  it('marks an answer that is a community forum post, and only that one', () => {
    expect(view(answered(asked(), { ...ANSWER, community: true })).answer?.community).toBe(true);
    expect(view(answered(asked(), ANSWER)).answer).not.toHaveProperty('community');
  });

  it('shows no related questions when enableRelatedQuestions is off', () => {
    expect(answered(asked(), ANSWER, false).questions).toEqual({ items: [], source: 'RelatedQuestion' });
  });

  it('uses the stored question when the answer has none', () => {
    expect(answered(asked('  my question '), { ...ANSWER, question: '' }).answer?.question).toBe(
      'my question',
    );
  });

  it.each([
    ['empty text', { ...ANSWER, answer: '  ' }],
    ['isShowBestAnswer false', { ...ANSWER, isShowBestAnswer: false }],
    ['an error', errorResult({ errorType: 'HTTP_ERROR', code: 'SPTSEARCH-103', message: 'x', status: 500 })],
  ])('shows the message with the capitalised term and the common questions back for %s', (_name, result) => {
    const before = answered(asked(), ANSWER);
    const s = answered(
      run([{ type: 'input', value: 'my remote' }, { type: 'submit' }], before),
      result,
      true,
      'Try again.',
    );
    expect(view(s)).toMatchObject({
      phase: 'message',
      twoColumn: true,
      answer: undefined,
      message: { searchTerm: 'My remote', text: 'Try again.' },
      questions: { items: COMMON, source: 'CommonQuestion' },
    });
  });

  it('lists the smart-answer docs as RelatedQuestion when the result carries them', () => {
    const s = answered(asked(), {
      ...emptyResult(),
      isShowBestAnswer: false,
      questions: RELATED.slice(0, 3),
    });
    expect(s.phase).toBe('message');
    expect(s.questions).toEqual({ items: RELATED.slice(0, 3), source: 'RelatedQuestion' });
  });

  it('lists the related questions of a result with no answer as the choices, at most 3', () => {
    const s = answered(asked('wifi'), { ...emptyResult(), isShowBestAnswer: false, related: RELATED });
    expect(view(s)).toMatchObject({
      phase: 'message',
      answer: undefined,
      message: { searchTerm: 'Wifi', text: 'No answer.' },
      questions: { items: RELATED.slice(0, 3), source: 'RelatedQuestion' },
    });
  });

  it('keeps the common questions when an unshown answer has text, or the call failed', () => {
    const unshown = answered(asked(), { ...ANSWER, isShowBestAnswer: false });
    expect(unshown.questions).toEqual({ items: COMMON, source: 'CommonQuestion' });
    const failed = answered(asked(), {
      ...errorResult({ errorType: 'HTTP_ERROR', code: 'SPTSEARCH-103', message: 'x', status: 500 }),
      isShowBestAnswer: false,
      related: RELATED,
    });
    expect(failed.questions).toEqual({ items: COMMON, source: 'CommonQuestion' });
  });

  it('drops the answer of an older request, an aborted result, and a piece after the end', () => {
    const s = asked();
    expect(
      reduce(s, {
        type: 'answered',
        requestId: s.requestId - 1,
        result: ANSWER,
        relatedEnabled: true,
        messageText: '',
      }),
    ).toBe(s);
    expect(answered(s, emptyResult('aborted'))).toBe(s);
    const done = answered(s, ANSWER);
    expect(reduce(done, { type: 'delta', requestId: s.requestId, text: 'late' })).toBe(done);
  });

  it('updates the common list when it is shown, and keeps related questions when they are', () => {
    const message = answered(asked(), emptyResult());
    expect(reduce(message, { type: 'commonQuestions', items: [item(7)] }).questions.items).toEqual([item(7)]);
    const answer = answered(asked(), ANSWER);
    const s = reduce(answer, { type: 'commonQuestions', items: [item(7)] });
    expect(s.questions.source).toBe('RelatedQuestion');
    expect(s.commonQuestions).toEqual([item(7)]);
  });
});

describe('cancel and retry', () => {
  it('cancel while loading ends loading and shows retry; late answers are dropped', () => {
    const s = reduce(asked(), { type: 'cancel', longWait: false });
    expect(view(s)).toMatchObject({
      phase: 'retry',
      twoColumn: true,
      longWait: false,
      answer: undefined,
      message: undefined,
    });
    expect(s.inFlight).toBe(false);
    expect(answered({ ...s, requestId: s.requestId - 1 }, ANSWER).phase).toBe('retry');
    expect(
      reduce(s, {
        type: 'answered',
        requestId: s.requestId - 1,
        result: ANSWER,
        relatedEnabled: true,
        messageText: '',
      }),
    ).toBe(s);
  });

  it('the 22 s cancel shows retry with the long-wait notice', () => {
    expect(reduce(asked(), { type: 'cancel', longWait: true })).toMatchObject({
      phase: 'retry',
      longWait: true,
    });
  });

  it('cancel does nothing when nothing is loading', () => {
    const s = answered(asked(), ANSWER);
    expect(reduce(s, { type: 'cancel', longWait: false })).toBe(s);
    expect(reduce(ready(), { type: 'cancel', longWait: true })).toEqual(ready());
  });

  it('cancel while streaming drops the partial answer', () => {
    const s = reduce(asked(), { type: 'delta', requestId: 1, text: 'Half' });
    expect(reduce(s, { type: 'cancel', longWait: false })).toMatchObject({
      phase: 'retry',
      answer: undefined,
    });
  });

  it('retry hides the retry view and resubmits the same question, whatever the input says now', () => {
    const cancelled = run(
      [
        { type: 'cancel', longWait: true },
        { type: 'input', value: 'something else' },
      ],
      asked('  same question '),
    );
    const s = reduce(cancelled, { type: 'retry' });
    expect(s).toMatchObject({
      phase: 'loading',
      question: 'same question',
      longWait: false,
      inFlight: true,
      input: 'something else',
    });
    expect(s.requestId).toBe(cancelled.requestId + 1);
  });

  it('retry does nothing outside the retry view', () => {
    const s = answered(asked(), ANSWER);
    expect(reduce(s, { type: 'retry' })).toBe(s);
  });
});

describe('choosing a listed question', () => {
  it('shows its answer and hides the error', () => {
    const s = reduce(answered(asked(), emptyResult(), true, 'No answer.'), {
      type: 'choose',
      item: COMMON[1]!,
    });
    expect(view(s)).toMatchObject({
      phase: 'answer',
      message: undefined,
      question: 'Common 2',
      answer: {
        id: 'Common_2',
        question: 'Common 2',
        text: 'Common answer 2',
        streaming: false,
        citations: COMMON[1]!.citations,
        articleId: 'KM9000002',
      },
      feedback: 'ask',
    });
    // The question field holds the chosen question, not the one asked before.
    expect(s.input).toBe('Common 2');
  });

  it('while loading, ends it and drops the pending answer', () => {
    const loading = asked();
    const s = reduce(loading, { type: 'choose', item: COMMON[0]! });
    expect(s).toMatchObject({ phase: 'answer', inFlight: false, requestId: loading.requestId + 1 });
    expect(answered({ ...s, inFlight: true, requestId: loading.requestId }, ANSWER).answer?.text).toBe(
      ANSWER.answer,
    );
    expect(
      reduce(s, {
        type: 'answered',
        requestId: loading.requestId,
        result: ANSWER,
        relatedEnabled: true,
        messageText: '',
      }),
    ).toBe(s);
  });
});

describe('feedback', () => {
  it('a feedback click shows the thanks state and closes the modal', () => {
    const s = run(
      [
        { type: 'feedbackModal', open: true },
        { type: 'feedbackGiven', helped: false },
      ],
      answered(asked(), ANSWER),
    );
    expect(view(s)).toMatchObject({ feedback: 'unhelpful', feedbackModalOpen: false });
    const up = reduce(answered(asked(), ANSWER), { type: 'feedbackGiven', helped: true });
    expect(view(up)).toMatchObject({ feedback: 'thanks', feedbackModalOpen: false });
  });

  it('opens and closes the modal only on an answer still asking for feedback', () => {
    const a = answered(asked(), ANSWER);
    expect(reduce(a, { type: 'feedbackModal', open: true }).feedbackModalOpen).toBe(true);
    const closed = run(
      [
        { type: 'feedbackModal', open: true },
        { type: 'feedbackModal', open: false },
      ],
      a,
    );
    expect(closed).toMatchObject({ feedbackModalOpen: false, feedback: 'ask' });
    const thanked = reduce(a, { type: 'feedbackGiven', helped: true });
    expect(reduce(thanked, { type: 'feedbackModal', open: true })).toBe(thanked);
    const idle = ready();
    expect(reduce(idle, { type: 'feedbackModal', open: true })).toBe(idle);
    expect(reduce(idle, { type: 'feedbackGiven', helped: true })).toBe(idle);
  });

  it('a new question asks for feedback again', () => {
    const thanked = reduce(answered(asked(), ANSWER), { type: 'feedbackGiven', helped: true });
    expect(run([{ type: 'input', value: 'next' }, { type: 'submit' }], thanked).feedback).toBe('ask');
  });
});

describe('two-column layout', () => {
  it('is used while loading and with an answer, a message or retry, not when idle', () => {
    expect(view(ready()).twoColumn).toBe(false);
    expect(view(asked()).twoColumn).toBe(true);
    expect(view(answered(asked(), ANSWER)).twoColumn).toBe(true);
    expect(view(answered(asked(), emptyResult())).twoColumn).toBe(true);
    expect(view(reduce(asked(), { type: 'cancel', longWait: false })).twoColumn).toBe(true);
  });
});

describe('the contact-us hand-off', () => {
  const audience = { customerType: 'consumer', lineOfService: 'internet' } as const;
  const href = (s: WidgetState) =>
    toView(s, { mode: 'general', service: { heading: 'H', placeholder: 'P', topic: 'T' }, audience })
      .contactHref;
  const params = (h: string) => Object.fromEntries(new URL(h, 'http://x').searchParams);

  it('is the plain contact-us page before anything is asked, the business one on a business page', () => {
    expect(href(ready())).toBe('/support/contact-us/');
    const business = { customerType: 'smb', lineOfService: 'internet' } as const;
    const service = { heading: 'H', placeholder: 'P', topic: 'T' };
    expect(toView(ready(), { mode: 'general', service, audience: business }).contactHref).toBe(
      '/support/smallbusiness/contact-us/',
    );
  });

  it('carries the answered question, the intent the server gave it and the service', () => {
    const s = answered(asked('  my wifi keeps dropping  '), { ...ANSWER, intent: 'general' });
    expect(params(href(s))).toEqual({
      topic: 'internet',
      question: 'my wifi keeps dropping',
      intent: 'general',
    });
  });

  it('carries an unanswered question too', () => {
    const s = answered(asked('can you fix my neighbour'), { ...emptyResult(), intent: 'general' });
    expect(s.phase).toBe('message');
    expect(params(href(s)).question).toBe('can you fix my neighbour');
  });

  it('forgets the last intent when a new question is asked', () => {
    const first = answered(asked('pay my bill'), { ...ANSWER, intent: 'billing' });
    const again = run([{ type: 'input', value: 'wifi slow' }, { type: 'submit' }], first);
    expect(again.intent).toBeUndefined();
    expect(params(href(again))).toEqual({ topic: 'internet', question: 'wifi slow' });
  });
});
