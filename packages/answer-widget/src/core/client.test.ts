import { ALLOCATIONS_PATH, WIDGET_CONTENT_PATH } from '@support/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, pending } from '../testing/fake-fetch.ts';
import {
  ANSWERED_STREAM,
  allocationsBody,
  apiError,
  bestAnswerBody,
  CONTENT,
  contentBody,
  json,
  popularBody,
  smartAnswerBody,
  smartDoc,
  sseResponse,
} from '../testing/responses.ts';
import {
  fetchExperimentFlags,
  fetchPopularQuestions,
  fetchSmartAnswer,
  fetchWidgetContent,
  type GenerateAnswersParams,
  generateAnswers,
  SEARCH_PATHS,
} from './client.ts';

const PARAMS: GenerateAnswersParams = {
  appId: 'idpSupport',
  q: '  How do I pay my bill?  ',
  relatedQuestions: true,
  showGenAIButton: false,
  callSpectra: false,
  customerType: 'consumer',
  isWireless: false,
  navigationTree: 'Support>Account',
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('generateAnswers', () => {
  it('asks /search/v2/answerextraction with the seed query, in order, streamed, and a comma-separated data-source list', async () => {
    const f = fakeFetch({ [SEARCH_PATHS.answer]: () => sseResponse(ANSWERED_STREAM) });
    await generateAnswers({
      ...PARAMS,
      includeDS: ['search', 'forums'],
      gptVersion: 'v4',
      lineOfService: 'account',
      sourcePage: '/support',
      enableForums: true,
    });
    const call = f.calls[0]!;
    expect(call.path).toBe('/search/v2/answerextraction');
    expect(call.rawQuery).toContain('includeDatasources=globalsearch-gvp%2Cglobalsearch-forums&');
    expect(call.query.get('includeDatasources')).toBe('globalsearch-gvp,globalsearch-forums');
    expect([...call.query.entries()]).toEqual([
      ['app-id', 'idpSupport'],
      ['searchTerm', 'How do I pay my bill?'],
      ['responseSignal', 'true'],
      ['includeDatasources', 'globalsearch-gvp,globalsearch-forums'],
      ['isRelatedQnAEnabled', 'true'],
      ['isCallLLM', 'false'],
      ['lineOfService', 'account'],
      ['gptVersion', 'v4'],
      ['genAIclick', 'false'],
      ['callSpectra', 'false'],
      ['navigationTree', 'Support>Account'],
      ['isForums', 'true'],
      ['isWireless', 'false'],
      ['sourcePage', '/support'],
      ['stream', 'true'],
    ]);
  });

  it('uses the /smb path for a non-consumer, the search data source by default, and the search host', async () => {
    const f = fakeFetch({ [SEARCH_PATHS.answerSmb]: () => sseResponse(ANSWERED_STREAM) });
    await generateAnswers({
      ...PARAMS,
      customerType: 'smb',
      isWireless: true,
      host: 'https://search.example.com',
    });
    expect(f.calls[0]!.url.startsWith('https://search.example.com/search/v2/answerextraction/smb?')).toBe(
      true,
    );
    expect(f.calls[0]!.query.get('includeDatasources')).toBe('globalsearch-gvp');
    expect(f.calls[0]!.query.get('isWireless')).toBe('true');
    expect(f.calls[0]!.query.has('lineOfService')).toBe(false);
  });

  it('passes answer pieces as they arrive and gives the whole answer', async () => {
    fakeFetch({ [SEARCH_PATHS.answer]: () => sseResponse(ANSWERED_STREAM) });
    const pieces: string[] = [];
    const init = vi.fn();
    const r = await generateAnswers(PARAMS, { onInit: init, onDelta: (_d, soFar) => pieces.push(soFar) });
    expect(init).toHaveBeenCalledWith({
      type: 'init',
      queryId: 'query-1',
      question: 'How do I pay my bill?',
    });
    expect(pieces).toEqual(['Sign in and ', 'Sign in and select Pay bill.']);
    expect(r).toMatchObject({
      status: 'ok',
      answer: 'Sign in and select Pay bill.',
      question: 'How do I pay my bill?',
      isShowBestAnswer: true,
      articleId: 'KM1000001',
      queryId: 'query-1',
    });
    expect(r.related).toHaveLength(2);
  });

  it('reads a JSON answer when the server did not stream', async () => {
    fakeFetch({ [SEARCH_PATHS.answer]: json(bestAnswerBody()) });
    const r = await generateAnswers(PARAMS);
    expect(r).toMatchObject({ status: 'ok', answer: 'Sign in and select Pay bill.', articleId: 'KM1000001' });
  });

  it('turns a non-OK response into an empty error result with its code and status, logged without the question', async () => {
    fakeFetch({ [SEARCH_PATHS.answer]: apiError(500, 'SPTSEARCH-103') });
    const r = await generateAnswers(PARAMS);
    expect(r).toMatchObject({ status: 'error', answer: '', errorCode: 'SPTSEARCH-103' });
    expect(r.error).toEqual({
      errorType: 'HTTP_ERROR',
      code: 'SPTSEARCH-103',
      message: 'The request failed.',
      status: 500,
    });
    expect(warn).toHaveBeenCalledWith('[answer-widget] answer failed', {
      errorType: 'HTTP_ERROR',
      code: 'SPTSEARCH-103',
      status: 500,
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('pay my bill');
  });

  it('reads details.statusCode when the error has no errorCode, and the status when the body is not JSON', async () => {
    fakeFetch({ [SEARCH_PATHS.answer]: json({ message: 'x', details: { statusCode: 502 } }, 502) });
    expect((await generateAnswers(PARAMS)).errorCode).toBe('502');
    fakeFetch({ [SEARCH_PATHS.answer]: new Response('bad gateway', { status: 504 }) });
    expect((await generateAnswers(PARAMS)).error).toMatchObject({ code: 504, status: 504 });
  });

  it('times out with TIMEOUT_ERROR when no response comes in time', async () => {
    fakeFetch({ [SEARCH_PATHS.answer]: pending });
    const done = generateAnswers({ ...PARAMS, timeoutMs: 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    const r = await done;
    expect(r.status).toBe('error');
    expect(r.error).toEqual({
      errorType: 'TIMEOUT_ERROR',
      code: 999,
      message: 'Request timed out after :: 2000 milliseconds',
    });
    expect(r.errorCode).toBe('999');
  });

  it('times out when the stream stalls, with the error logged', async () => {
    fakeFetch({ [SEARCH_PATHS.answer]: () => sseResponse(ANSWERED_STREAM.slice(0, 1), { open: true }) });
    const done = generateAnswers({ ...PARAMS, timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    const r = await done;
    expect(r).toMatchObject({ status: 'error', answer: '', errorCode: '999' });
    expect(warn).toHaveBeenCalledWith(
      '[answer-widget] answer stream failed',
      expect.objectContaining({ code: 999 }),
    );
  });

  it('ends as aborted, unlogged, when its signal aborts while waiting or while streaming', async () => {
    fakeFetch({ [SEARCH_PATHS.answer]: pending });
    const c1 = new AbortController();
    const waiting = generateAnswers({ ...PARAMS, signal: c1.signal });
    c1.abort();
    expect((await waiting).status).toBe('aborted');

    fakeFetch({ [SEARCH_PATHS.answer]: () => sseResponse(ANSWERED_STREAM.slice(0, 1), { open: true }) });
    const c2 = new AbortController();
    const streaming = generateAnswers({ ...PARAMS, signal: c2.signal });
    await vi.advanceTimersByTimeAsync(10);
    c2.abort();
    expect((await streaming).status).toBe('aborted');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('fetchSmartAnswer', () => {
  it('asks /search/v1/answerextraction with the seed query, in order, and fq=los only when a line of service is known', async () => {
    const f = fakeFetch({ [SEARCH_PATHS.smartAnswer]: json(smartAnswerBody([smartDoc(1)], null)) });
    await fetchSmartAnswer({ q: ' reset router ', userId: 'u-1', los: 'internet' });
    expect([...f.calls[0]!.query.entries()]).toEqual([
      ['app-id', 'sitesearch'],
      ['start', '0'],
      ['rows', '1'],
      ['wt', 'json'],
      ['role', 'default'],
      ['omitHeader', 'true'],
      ['defType', 'edismax'],
      ['fq', 'los:internet'],
      ['q', 'reset router'],
      ['user_id', 'u-1'],
      ['responseSignal', 'true'],
    ]);
    await fetchSmartAnswer({ q: 'reset router', userId: 'u-1' });
    expect(f.calls[1]!.query.has('fq')).toBe(false);
  });

  it('applies the smart-answer rule to the response', async () => {
    fakeFetch({ [SEARCH_PATHS.smartAnswer]: json(smartAnswerBody([smartDoc(1)], null)) });
    expect(await fetchSmartAnswer({ q: 'x', userId: 'u' })).toMatchObject({
      answer: 'Answer 1',
      isShowBestAnswer: true,
    });
    fakeFetch({ [SEARCH_PATHS.smartAnswer]: json(smartAnswerBody([1, 2, 3].map(smartDoc), null)) });
    const list = await fetchSmartAnswer({ q: 'x', userId: 'u', rows: 3 });
    expect(list.answer).toBe('');
    expect(list.questions?.map((q) => q.id)).toEqual(['Question_1', 'Question_2', 'Question_3']);
  });

  it('treats a body that is not a smart answer as a logged failure', async () => {
    fakeFetch({ [SEARCH_PATHS.smartAnswer]: json({ docs: [] }) });
    const r = await fetchSmartAnswer({ q: 'x', userId: 'u' });
    expect(r).toMatchObject({ status: 'error', errorCode: 'PARSE_ERROR', error: { status: 200 } });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('fetchPopularQuestions', () => {
  it('asks popularAnswers with the service key and gives the first 3', async () => {
    const f = fakeFetch({ [SEARCH_PATHS.popular]: json(popularBody(10)) });
    const r = await fetchPopularQuestions({
      appId: 'idpSupport',
      serviceKey: 'wireless',
      los: 'wireless',
      navigationTree: 'Support>Wireless',
      customerType: 'consumer',
    });
    expect([...f.calls[0]!.query.entries()]).toEqual([
      ['app-id', 'idpSupport'],
      ['q', 'wireless'],
      ['los', 'wireless'],
      ['navigationTree', 'Support>Wireless'],
      ['customerType', 'consumer'],
    ]);
    expect(r.ok && r.data.map((q) => q.id)).toEqual([
      'Popular_question_1',
      'Popular_question_2',
      'Popular_question_3',
    ]);
  });

  it('keeps the status of a failure', async () => {
    fakeFetch({ [SEARCH_PATHS.popular]: apiError(400, 'SPTSEARCH-101') });
    const r = await fetchPopularQuestions({ appId: 'x', serviceKey: 'support', customerType: 'consumer' });
    expect(r).toEqual({
      ok: false,
      error: { errorType: 'HTTP_ERROR', code: 'SPTSEARCH-101', message: 'The request failed.', status: 400 },
    });
  });
});

describe('fetchWidgetContent and fetchExperimentFlags', () => {
  it('sends the app id as client-id and gives the content', async () => {
    const f = fakeFetch({ [WIDGET_CONTENT_PATH]: json(contentBody()) });
    const r = await fetchWidgetContent({ appId: 'idpSupport' });
    expect(f.calls[0]!.init.headers).toEqual({ 'client-id': 'idpSupport' });
    expect(r).toEqual({ ok: true, status: 200, data: CONTENT });
  });

  it('fails on content that does not match the schema', async () => {
    fakeFetch({ [WIDGET_CONTENT_PATH]: json(contentBody({ ...CONTENT, loadingMsgArray: ['only one'] })) });
    const r = await fetchWidgetContent({ appId: 'idpSupport' });
    expect(r.ok).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      '[answer-widget] widget content failed',
      expect.objectContaining({ errorType: 'PARSE_ERROR' }),
    );
  });

  it('asks the search team allocations and reads true or "true" as on', async () => {
    const f = fakeFetch({
      [ALLOCATIONS_PATH]: json(
        allocationsBody({
          'svc-search-ixp-smart-answer': true,
          'svc-search-ixp-related-questions': 'true',
          'svc-search-ixp-forums-best-answer': 'TRUE',
        }),
      ),
    });
    const r = await fetchExperimentFlags();
    expect(f.calls[0]!.query.get('teams')).toBe('search');
    expect(r.ok && r.data).toMatchObject({
      enableWidget: true,
      enableRelatedQuestions: true,
      enableForums: false,
      enableGenAIButton: false,
    });
  });

  it('times out a call that does not answer', async () => {
    fakeFetch({ [ALLOCATIONS_PATH]: pending });
    const done = fetchExperimentFlags({ timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(await done).toEqual({
      ok: false,
      error: {
        errorType: 'TIMEOUT_ERROR',
        code: 999,
        message: 'Request timed out after :: 500 milliseconds',
      },
    });
  });
});
