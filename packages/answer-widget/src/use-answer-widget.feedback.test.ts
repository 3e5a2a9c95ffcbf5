import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PATHS } from './core/client.ts';
import type { AnswerWidgetProps } from './model.ts';
import { ANSWERED_STREAM, NO_ANSWER_STREAM, related, sseResponse } from './testing/responses.ts';
import { advance, captureSignals, fakeApi, PRELOADED, renderWidget } from './testing/widget-harness.ts';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  history.replaceState(null, '', '/search?q=pay#top');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

/** A widget showing the streamed answer to "How do I pay my bill?". */
async function answered(props: Partial<AnswerWidgetProps> = {}) {
  const api = fakeApi({ [SEARCH_PATHS.answer]: () => sseResponse(ANSWERED_STREAM) });
  const signals = captureSignals(api);
  const hook = renderWidget({ preloaded: PRELOADED, ...props });
  await advance();
  act(() => hook.result.current.actions.setInput('how do I pay my bill'));
  act(() => hook.result.current.actions.submit());
  await advance();
  expect(hook.result.current.view.phase).toBe('answer');
  const feedbackSignals = async () =>
    (await signals()).filter((b) => b.signals[0]!.type === 'feedback').map((b) => b.signals[0]!);
  return { ...hook, feedbackSignals, signals };
}

const address = () => `${location.pathname}${location.search}${location.hash}`;

describe('feedback', () => {
  it('thumbs-up records at once and shows the thanks state', async () => {
    const { result, feedbackSignals } = await answered();
    expect(result.current.view.feedback).toBe('ask');
    act(() => result.current.actions.thumbsUp());
    expect(result.current.view).toMatchObject({ feedback: 'thanks', feedbackModalOpen: false });
    const [signal, ...more] = await feedbackSignals();
    expect(more).toEqual([]);
    // The query is what the visitor asked, not the answer's heading ("How do I pay my bill?").
    expect(signal).toMatchObject({ type: 'feedback', name: '/search', q: 'how do I pay my bill' });
    expect(signal!.payload).toMatchObject({
      type: 'feedback',
      isYes: true,
      helpful: 'yes',
      feedbackArr: [],
      ansID: 'How_do_I_pay_my_bill?',
      docId: 'KM1000001',
      fusion_query_id: 'query-1',
      linkName: 'thumbsUp',
      linkDestination: '/search',
      title: 'Sign in and select Pay bill.',
    });
    act(() => result.current.actions.thumbsUp());
    expect(await feedbackSignals()).toHaveLength(1);
  });

  it('choosing a related question reports leaving the shown answer: its article and query id, and where it went', async () => {
    const { result, signals } = await answered();
    const item = result.current.view.questions.items.find((i) => i.question === 'Where is my bill?')!;
    act(() => result.current.actions.choose(item, 2));
    expect(result.current.view.answer).toMatchObject({ id: item.id });
    const clicks = (await signals()).map((b) => b.signals[0]!).filter((s) => s.type === 'click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.payload).toMatchObject({
      subtype: 'question',
      docId: 'KM1000001',
      fusion_query_id: 'query-1',
      linkDestination: item.citations[0]!.url,
      linkName: 'Where is my bill?',
    });
  });

  it('a question that got choices instead of an answer: the choices show, and choosing one reports the question asked, its query id and where it went', async () => {
    const choices = [
      related('Where is my bill?', 'KM1000008'),
      related('Why did my bill change?', 'KM1000005'),
    ];
    const api = fakeApi({
      [SEARCH_PATHS.answer]: () =>
        sseResponse([{ type: 'related', relatedQuestionAnswers: choices }, ...NO_ANSWER_STREAM], {
          queryId: 'query-9',
          question: 'billing',
        }),
    });
    const signals = captureSignals(api);
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.setInput('billing'));
    act(() => result.current.actions.submit());
    await advance();
    expect(result.current.view.phase).toBe('message');
    expect(result.current.view.questions.source).toBe('RelatedQuestion');
    expect(result.current.view.questions.items.map((i) => i.question)).toEqual([
      'Where is my bill?',
      'Why did my bill change?',
    ]);
    const submitted = (await signals()).map((b) => b.signals[0]!).find((s) => s.type === 'submit');
    expect(submitted!.payload).toMatchObject({ docId: '', count_i: 2, isPAA: true });
    act(() => result.current.actions.choose(result.current.view.questions.items[1]!, 2));
    expect(result.current.view.answer).toMatchObject({ question: 'Why did my bill change?' });
    const clicks = (await signals()).map((b) => b.signals[0]!).filter((s) => s.type === 'click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ q: 'billing' });
    expect(clicks[0]!.payload).toMatchObject({
      subtype: 'question',
      docId: '',
      fusion_query_id: 'query-9',
      linkDestination: choices[1]!.url,
    });
  });

  it('thumbs-down opens the modal and rewrites the address; closing cancels with no signal and restores it', async () => {
    const { result, feedbackSignals } = await answered();
    act(() => result.current.actions.thumbsDown());
    expect(result.current.view).toMatchObject({ feedbackModalOpen: true, feedback: 'ask' });
    expect(address()).toBe('/search/unhelpfulfeedback/modal?q=pay#top');
    act(() => result.current.actions.closeFeedback());
    expect(result.current.view).toMatchObject({ feedbackModalOpen: false, feedback: 'ask' });
    expect(address()).toBe('/search?q=pay#top');
    expect(await feedbackSignals()).toEqual([]);
  });

  it('the modal submit sends the reasons and the text (250 characters at most), shows thanks and restores the address', async () => {
    const { result, feedbackSignals } = await answered();
    act(() => result.current.actions.thumbsDown());
    act(() =>
      result.current.actions.submitFeedback(['It was hard to understand', 'Something else'], 'y'.repeat(400)),
    );
    expect(result.current.view).toMatchObject({ feedback: 'unhelpful', feedbackModalOpen: false });
    expect(address()).toBe('/search?q=pay#top');
    const [signal] = await feedbackSignals();
    expect(signal!.name).toBe('/search/unhelpfulfeedback');
    expect(signal!.payload).toMatchObject({
      isYes: false,
      helpful: 'no',
      subtype: 'thumbsDown',
      ansID: 'How_do_I_pay_my_bill?',
      linkName: 'Send feedback',
      linkDestination: '/search/unhelpfulfeedback/modal',
      feedbackArr: ['It was hard to understand', 'Something else', 'y'.repeat(250)],
    });
  });

  it('leaves the address alone off /search, or with the feedback address off', async () => {
    history.replaceState(null, '', '/support/contact-us/');
    const off = await answered({ pageName: '/support/contact-us' });
    act(() => off.result.current.actions.thumbsDown());
    expect(off.result.current.view.feedbackModalOpen).toBe(true);
    expect(address()).toBe('/support/contact-us/');
    off.unmount();

    history.replaceState(null, '', '/search');
    const disabled = await answered({ feedbackUrl: false });
    act(() => disabled.result.current.actions.thumbsDown());
    expect(address()).toBe('/search');
  });

  it('restores the address when the widget goes away with the modal open', async () => {
    const { result, unmount } = await answered();
    act(() => result.current.actions.thumbsDown());
    expect(location.pathname).toBe('/search/unhelpfulfeedback/modal');
    unmount();
    expect(address()).toBe('/search?q=pay#top');
  });

  it('with the modal option off, thumbs-down records at once', async () => {
    const { result, feedbackSignals } = await answered({ feedbackModal: false });
    act(() => result.current.actions.thumbsDown());
    expect(result.current.view).toMatchObject({ feedback: 'unhelpful', feedbackModalOpen: false });
    expect(address()).toBe('/search?q=pay#top');
    expect((await feedbackSignals())[0]!.payload).toMatchObject({
      isYes: false,
      feedbackArr: [],
      helpful: 'no',
    });
  });

  it('ignores feedback when no answer is shown', async () => {
    fakeApi();
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    act(() => result.current.actions.thumbsUp());
    act(() => result.current.actions.thumbsDown());
    expect(result.current.view).toMatchObject({ feedback: 'ask', feedbackModalOpen: false });
  });
});

describe('link clicks', () => {
  it('reports a redirect and a citation click with destination, name and position', async () => {
    const { result, signals } = await answered();
    act(() => result.current.actions.linkClicked('redirect', '/support/contact-us/', 'Contact us'));
    act(() =>
      result.current.actions.linkClicked(
        'citation',
        '/support/article/my-account/KM1000001',
        'Pay your bill',
        1,
      ),
    );
    const clicks = (await signals())
      .map((b) => b.signals[0]!)
      .filter((s) => s.type !== 'impression' && s.type !== 'submit');
    expect(
      clicks.map((s) => [
        s.type,
        s.payload.subtype,
        s.payload.linkDestination,
        s.payload.linkName,
        s.payload.res_pos,
      ]),
    ).toEqual([
      ['redirect', 'redirect', '/support/contact-us/', 'Contact us', 0],
      ['click', 'citation', '/support/article/my-account/KM1000001', 'Pay your bill', 1],
    ]);
    // Every signal of the session has its own idempotency key.
    const keys = (await signals()).map((b) => b.signals[0]!.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('hand-off to contact us', () => {
  it('links to contact us with the question, its intent and the service, and records the hand-off', async () => {
    const { result, signals } = await answered({ serviceKey: 'u-verse-high-speed-internet' });
    const href = result.current.view.contactHref;
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({
      topic: 'internet',
      question: 'how do I pay my bill',
      intent: 'billing',
    });
    act(() => result.current.actions.handOff(href, 'Contact us'));
    const sent = (await signals()).map((b) => b.signals[0]!);
    const redirect = sent.find((s) => s.type === 'redirect')!;
    expect(redirect.payload).toMatchObject({ linkDestination: href, linkName: 'Contact us' });
    const handOff = sent.find((s) => s.type === 'handoff')!;
    expect(handOff.q).toBe('how do I pay my bill');
    expect(handOff.payload).toMatchObject({
      subtype: 'answer',
      intent: 'billing',
      los: 'internet',
      linkDestination: href,
      docId: 'KM1000001',
    });
  });

  it('records only the redirect when nothing was asked', async () => {
    const api = fakeApi();
    const signals = captureSignals(api);
    const { result } = renderWidget({ preloaded: PRELOADED });
    await advance();
    expect(result.current.view.contactHref).toBe('/support/contact-us/');
    act(() => result.current.actions.handOff('/support/contact-us/', 'Contact us'));
    const types = (await signals()).map((b) => b.signals[0]!.type);
    expect(types).toContain('redirect');
    expect(types).not.toContain('handoff');
  });
});
