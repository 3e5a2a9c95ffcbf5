import { ALLOCATIONS_PATH, SERVICE_DETAILS, WIDGET_CONTENT_PATH } from '@support/contracts';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PATHS } from './core/client.ts';
import { pending } from './testing/fake-fetch.ts';
import {
  ANSWERED_STREAM,
  apiError,
  CONTENT,
  json,
  related,
  smartAnswerBody,
  smartDoc,
  sseResponse,
} from './testing/responses.ts';
import {
  advance,
  captureSignals,
  controlledStream,
  FLAGS,
  fakeApi,
  PRELOADED,
  renderWidget,
} from './testing/widget-harness.ts';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  history.replaceState(null, '', '/search');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('loading the widget', () => {
  it('fetches content and flags in parallel, then is ready with 3 common questions and an impression', async () => {
    const api = fakeApi();
    const signals = captureSignals(api);
    const { result } = renderWidget();
    expect(result.current.view.status).toBe('loading');
    await advance();
    // Both were asked before either answered: they are the first two calls.
    expect(
      api.calls
        .slice(0, 2)
        .map((c) => c.path)
        .sort(),
    ).toEqual([ALLOCATIONS_PATH, WIDGET_CONTENT_PATH].sort());
    expect(api.to(WIDGET_CONTENT_PATH)[0]!.init.headers).toEqual({ 'client-id': 'idpSupport' });
    const view = result.current.view;
    expect(view).toMatchObject({ status: 'ready', phase: 'idle', twoColumn: false });
    expect(view.service).toEqual({
      heading: 'Ask about your phone, plan or wireless service',
      placeholder: 'Type a question',
      topic: 'your phone, plan or wireless service',
    });
    expect(view.questions.source).toBe('CommonQuestion');
    expect(view.questions.items.map((q) => q.id)).toEqual([
      'Popular_question_1',
      'Popular_question_2',
      'Popular_question_3',
    ]);
    const popular = api.to(SEARCH_PATHS.popular)[0]!;
    expect(popular.query.get('q')).toBe('wireless');
    expect(popular.query.get('app-id')).toBe('idpSupport');
    const sent = await signals();
    expect(sent.map((b) => b.signals[0]!.type)).toEqual(['impression']);
    expect(sent[0]!.signals[0]!.payload).toMatchObject({ count_i: 3, app_id: 'idpSupport', los: 'wireless' });
  });

  it('is hidden when enableWidget is off, without common questions or impression', async () => {
    const api = fakeApi({}, { 'svc-search-ixp-smart-answer': false });
    const signals = captureSignals(api);
    const { result } = renderWidget();
    await advance();
    expect(result.current.view.status).toBe('hidden');
    expect(api.to(SEARCH_PATHS.popular)).toHaveLength(0);
    expect(await signals()).toEqual([]);
  });

  it('is hidden when the content cannot be had', async () => {
    fakeApi({ [WIDGET_CONTENT_PATH]: apiError(500, 'SPTSEARCH-103') });
    const { result } = renderWidget();
    await advance();
    expect(result.current.view.status).toBe('hidden');
  });

  it('skips the content and flag fetches when preloaded', async () => {
    const api = fakeApi();
    const { result } = renderWidget({ preloaded: PRELOADED });
    expect(result.current.view.status).toBe('ready');
    await advance();
    expect(api.to(WIDGET_CONTENT_PATH)).toHaveLength(0);
    expect(api.to(ALLOCATIONS_PATH)).toHaveLength(0);
    expect(api.to(SEARCH_PATHS.popular)).toHaveLength(1);
  });

  it("takes the service's heading and topic from the feed's entry for it, keeping the built-in ones otherwise", async () => {
    const api = fakeApi();
    const content = {
      ...CONTENT,
      serviceDetails: [
        { serviceName: 'wireless', displayText: 'Ask us about your phone line', topic: 'phones' },
      ],
    };
    const { result } = renderWidget({ preloaded: { content, flags: FLAGS }, serviceKey: 'wireless' });
    expect(result.current.view.service.heading).toBe('Ask us about your phone line');
    expect(result.current.view.service.topic).toBe('phones');
    await advance();
    expect(api.to(SEARCH_PATHS.popular)).toHaveLength(1);
    const other = renderWidget({ preloaded: { content, flags: FLAGS }, serviceKey: 'u-verse-tv' });
    expect(other.result.current.view.service.heading).toBe(SERVICE_DETAILS['u-verse-tv'].displayText);
  });

  it('is hidden at once when preloaded flags turn the widget off', () => {
    fakeApi();
    const { result } = renderWidget({
      preloaded: { ...PRELOADED, flags: { ...FLAGS, enableWidget: false } },
    });
    expect(result.current.view.status).toBe('hidden');
  });

  it('asks the page question on load when enableAPICallOnPageLoad is on, showing it in the input', async () => {
    const api = fakeApi({ [SEARCH_PATHS.answer]: () => sseResponse(ANSWERED_STREAM) });
    const { result } = renderWidget({ preloaded: PRELOADED, initialQuestion: ' how do I pay my bill ' });
    await advance();
    expect(result.current.view.input).toBe('how do I pay my bill');
    expect(api.to(SEARCH_PATHS.answer)[0]!.query.get('searchTerm')).toBe('how do I pay my bill');
    expect(result.current.view.phase).toBe('answer');
  });

  it('survives strict mode: the page question is answered once and one impression is sent', async () => {
    const api = fakeApi({ [SEARCH_PATHS.answer]: () => sseResponse(ANSWERED_STREAM) });
    const signals = captureSignals(api);
    const { result } = renderWidget(
      { preloaded: PRELOADED, initialQuestion: 'how do I pay my bill' },
      { strict: true },
    );
    await advance();
    expect(result.current.view).toMatchObject({
      phase: 'answer',
      answer: { text: 'Sign in and select Pay bill.' },
    });
    // The first request was aborted by the simulated unmount and asked again.
    expect(api.to(SEARCH_PATHS.answer).map((c) => c.init.signal?.aborted)).toEqual([true, false]);
    const types = (await signals()).map((b) => b.signals[0]!.type);
    expect(types.filter((t) => t === 'impression')).toHaveLength(1);
    expect(types.filter((t) => t === 'submit')).toHaveLength(1);
  });

  it('does not ask on load with enableAPICallOnPageLoad off', async () => {
    const api = fakeApi();
    const { result } = renderWidget({
      preloaded: { ...PRELOADED, flags: { ...FLAGS, enableAPICallOnPageLoad: false } },
      initialQuestion: 'pay bill',
    });
    await advance();
    expect(api.to(SEARCH_PATHS.answer)).toHaveLength(0);
    expect(result.current.view.phase).toBe('idle');
  });
});

describe('asking in the general widget', () => {
  it('submit → loading messages → streamed answer → related questions, with a submit signal', async () => {
    const stream = controlledStream();
    const api = fakeApi({ [SEARCH_PATHS.answer]: stream.response });
    const signals = captureSignals(api);
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('  how do I pay my bill?  '));
    act(() => result.current.actions.submit());
    expect(result.current.view).toMatchObject({
      phase: 'loading',
      question: 'how do I pay my bill?',
      loadingMessage: 'Loading 1',
      twoColumn: true,
    });
    await advance(4_999);
    expect(result.current.view.loadingMessage).toBe('Loading 1');
    await advance(1);
    expect(result.current.view.loadingMessage).toBe('Loading 2');
    await advance(5_000);
    expect(result.current.view.loadingMessage).toBe('Loading 3');
    const call = api.to(SEARCH_PATHS.answer)[0]!;
    expect(call.query.get('searchTerm')).toBe('how do I pay my bill?');
    expect(call.query.get('isWireless')).toBe('true');
    expect(call.query.get('stream')).toBe('true');
    expect(call.query.get('navigationTree')).toBe('Support>Wireless');

    stream.init('How do I pay my bill?');
    stream.send({ type: 'answer', delta: 'Sign in and ' });
    await advance();
    expect(result.current.view).toMatchObject({
      phase: 'answer',
      answer: { question: 'How do I pay my bill?', text: 'Sign in and ', streaming: true },
    });
    stream.send({ type: 'answer', delta: 'select Pay bill.' });
    await advance();
    expect(result.current.view.answer?.text).toBe('Sign in and select Pay bill.');
    for (const m of ANSWERED_STREAM.slice(2)) stream.send(m);
    stream.end();
    await advance();
    expect(result.current.view).toMatchObject({
      phase: 'answer',
      answer: { text: 'Sign in and select Pay bill.', streaming: false, articleId: 'KM1000001' },
      questions: { source: 'RelatedQuestion' },
    });
    expect(result.current.view.questions.items.map((q) => q.id)).toEqual([
      'How_do_I_set_up_autopay?',
      'Where_is_my_bill?',
    ]);
    // The loading timer ended with the first piece: nothing fires at 22 s.
    await advance(30_000);
    expect(result.current.view.phase).toBe('answer');
    const submit = (await signals()).find((b) => b.signals[0]!.type === 'submit')!;
    expect(submit.signals[0]!.payload).toMatchObject({
      query: 'how do I pay my bill?',
      query_orig_s: '  how do I pay my bill?  ',
      subtype: 'typed',
      docId: 'KM1000001',
      fusion_query_id: 'query-1',
      title: 'Sign in and select Pay bill.',
      isSmartAnswer: true,
      errorType: 'success',
    });
  });

  it('ignores an empty submit and a submit while loading', async () => {
    const api = fakeApi({ [SEARCH_PATHS.answer]: pending });
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('   '));
    act(() => result.current.actions.submit());
    expect(result.current.view.phase).toBe('idle');
    act(() => result.current.actions.setInput('first'));
    act(() => result.current.actions.submit());
    act(() => result.current.actions.setInput('second'));
    act(() => result.current.actions.submit());
    await advance();
    expect(api.to(SEARCH_PATHS.answer).map((c) => c.query.get('searchTerm'))).toEqual(['first']);
    expect(result.current.view.question).toBe('first');
  });

  it('cancel aborts and shows retry; retry resubmits the same question', async () => {
    const api = fakeApi({ [SEARCH_PATHS.answer]: pending });
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('roaming abroad'));
    act(() => result.current.actions.submit());
    await advance(1_000);
    act(() => result.current.actions.cancel());
    expect(result.current.view).toMatchObject({ phase: 'retry', longWait: false, twoColumn: true });
    expect(api.to(SEARCH_PATHS.answer)[0]!.init.signal?.aborted).toBe(true);
    act(() => result.current.actions.setInput('something else'));
    act(() => result.current.actions.retry());
    expect(result.current.view).toMatchObject({ phase: 'loading', question: 'roaming abroad' });
    await advance();
    expect(api.to(SEARCH_PATHS.answer).map((c) => c.query.get('searchTerm'))).toEqual([
      'roaming abroad',
      'roaming abroad',
    ]);
  });

  it('at 22 s cancels loading: the request is aborted, retry shows with the long-wait notice', async () => {
    const api = fakeApi({ [SEARCH_PATHS.answer]: pending });
    const { result } = renderWidget({ preloaded: PRELOADED, requestTimeoutMs: 60_000 });
    await advance();
    act(() => result.current.actions.setInput('roaming abroad'));
    act(() => result.current.actions.submit());
    await advance(14_000);
    expect(result.current.view.loadingMessage).toBe('Loading 4');
    await advance(4_000);
    expect(result.current.view.loadingMessage).toBe('Loading 5');
    await advance(3_999);
    expect(result.current.view.phase).toBe('loading');
    await advance(1);
    expect(result.current.view).toMatchObject({ phase: 'retry', longWait: true });
    expect(api.to(SEARCH_PATHS.answer)[0]!.init.signal?.aborted).toBe(true);
    act(() => result.current.actions.retry());
    expect(result.current.view).toMatchObject({ phase: 'loading', longWait: false });
  });

  it.each([
    ['the general widget', 'idpSupport', SEARCH_PATHS.answer],
    ['the site-search card', 'sitesearch', SEARCH_PATHS.smartAnswer],
  ])(
    '%s, with the default request timeout, waits for the 18 s message and the 22 s long wait (no timeout at 15 s)',
    async (_, appId, path) => {
      const api = fakeApi({ [path]: pending });
      // No requestTimeoutMs: the default (15 s) must not end the wait before the loading timer does.
      const { result } = renderWidget({ preloaded: PRELOADED, appId });
      await advance();
      act(() => result.current.actions.setInput('roaming abroad'));
      act(() => result.current.actions.submit());
      await advance(15_000);
      expect(result.current.view).toMatchObject({ phase: 'loading', loadingMessage: 'Loading 4' });
      await advance(3_000);
      expect(result.current.view).toMatchObject({ phase: 'loading', loadingMessage: 'Loading 5' });
      await advance(4_000);
      expect(result.current.view).toMatchObject({ phase: 'retry', longWait: true, message: undefined });
      expect(api.to(path)[0]!.init.signal?.aborted).toBe(true);
    },
  );

  it('shows the no-answer message and brings the common questions back when the server has no answer', async () => {
    fakeApi({
      [SEARCH_PATHS.answer]: () =>
        sseResponse([
          {
            type: 'meta',
            isShowBestAnswer: false,
            isShowGenAIButton: false,
            intent: 'general',
            statusCode: 200,
            errorCode: 'SPTSEARCH-102',
            errorText: 'Try asking about phones.',
          },
        ]),
    });
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('what is the meaning of life'));
    act(() => result.current.actions.submit());
    await advance();
    expect(result.current.view).toMatchObject({
      phase: 'message',
      message: { searchTerm: 'What is the meaning of life', text: 'Try asking about phones.' },
      questions: { source: 'CommonQuestion' },
    });
    expect(result.current.view.questions.items).toHaveLength(3);
  });

  it('turns a non-OK response into the message for its code, with the common questions, logged', async () => {
    fakeApi({ [SEARCH_PATHS.answer]: apiError(500, 'SPTSEARCH-103') });
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('roaming abroad'));
    act(() => result.current.actions.submit());
    await advance();
    expect(result.current.view).toMatchObject({
      phase: 'message',
      message: {
        searchTerm: 'Roaming abroad',
        text: 'Something went wrong on our side while answering "roaming abroad". Please try again in a moment.',
      },
      questions: { source: 'CommonQuestion' },
    });
    expect(warn).toHaveBeenCalledWith('[answer-widget] answer failed', {
      errorType: 'HTTP_ERROR',
      code: 'SPTSEARCH-103',
      status: 500,
    });
  });

  it('uses the /smb path and smb service for a small-business visitor', async () => {
    const api = fakeApi({ [SEARCH_PATHS.answerSmb]: () => sseResponse(ANSWERED_STREAM) });
    const { result } = renderWidget({ preloaded: PRELOADED, customerType: 'smb' });
    await advance();
    expect(api.to(SEARCH_PATHS.popular)[0]!.query.get('q')).toBe('smb-wireless');
    act(() => result.current.actions.setInput('add a line'));
    act(() => result.current.actions.submit());
    await advance();
    expect(api.to(SEARCH_PATHS.answerSmb)).toHaveLength(1);
    expect(result.current.view.phase).toBe('answer');
  });

  it('choosing a listed question shows its answer and hides the error', async () => {
    fakeApi({ [SEARCH_PATHS.answer]: apiError(500, 'SPTSEARCH-103') });
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('x'));
    act(() => result.current.actions.submit());
    await advance();
    const item = result.current.view.questions.items[1]!;
    act(() => result.current.actions.choose(item, 2));
    expect(result.current.view).toMatchObject({
      phase: 'answer',
      message: undefined,
      answer: { id: item.id, text: item.answer },
    });
  });

  it('aborts the request and stops the timers on unmount', async () => {
    const api = fakeApi({ [SEARCH_PATHS.answer]: pending });
    const { result, unmount } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('x'));
    act(() => result.current.actions.submit());
    await advance();
    unmount();
    expect(api.to(SEARCH_PATHS.answer)[0]!.init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0); // the aborted call settles
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the site-search card (app id sitesearch)', () => {
  it('shows one smart answer from the v1 call', async () => {
    const api = fakeApi({
      [SEARCH_PATHS.smartAnswer]: json(
        smartAnswerBody(
          [smartDoc(1)],
          { id: 'KM1000001', question: 'Best q', answer: 'Best a' },
          { relatedQuestionAnswers: [related('Where is my bill?')] },
        ),
      ),
    });
    const { result } = renderWidget({ preloaded: PRELOADED, appId: 'sitesearch' });
    await advance();
    act(() => result.current.actions.setInput('pay bill'));
    act(() => result.current.actions.submit());
    await advance();
    const call = api.to(SEARCH_PATHS.smartAnswer)[0]!;
    expect(call.query.get('rows')).toBe('1');
    expect(call.query.get('fq')).toBe('los:wireless');
    expect(call.query.get('user_id')).toMatch(/^anon-/);
    expect(result.current.view).toMatchObject({
      mode: 'sitesearch',
      phase: 'answer',
      answer: { question: 'Best q', text: 'Best a', articleId: 'KM1000001' },
      questions: { source: 'RelatedQuestion' },
    });
  });

  it('lists the first 3 docs, with no answer, when there is no best answer and several docs', async () => {
    fakeApi({ [SEARCH_PATHS.smartAnswer]: json(smartAnswerBody([1, 2, 3, 4].map(smartDoc), null)) });
    const { result } = renderWidget({ preloaded: PRELOADED, appId: 'sitesearch', serviceKey: 'support' });
    await advance();
    act(() => result.current.actions.setInput('pay bill'));
    act(() => result.current.actions.submit());
    await advance();
    expect(result.current.view.phase).toBe('message');
    expect(result.current.view.answer).toBeUndefined();
    expect(result.current.view.questions).toMatchObject({ source: 'RelatedQuestion' });
    expect(result.current.view.questions.items.map((q) => q.id)).toEqual([
      'Question_1',
      'Question_2',
      'Question_3',
    ]);
  });
});
