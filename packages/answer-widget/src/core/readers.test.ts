import { describe, expect, it } from 'vitest';
import {
  ANSWERED_STREAM,
  bestAnswerBody,
  popularBody,
  related,
  smartAnswerBody,
  smartDoc,
} from '../testing/responses.ts';
import {
  BestAnswerReadSchema,
  cleanAnswerText,
  emptyResult,
  errorCodeOf,
  foldStreamMessage,
  readBestAnswer,
  readPopularAnswers,
  readSmartAnswer,
  SmartAnswerReadSchema,
} from './readers.ts';

describe('readBestAnswer', () => {
  it('reads the answer, related questions with underscore ids, citations and the article id', () => {
    const r = readBestAnswer(bestAnswerBody());
    expect(r).toEqual({
      status: 'ok',
      question: 'How do I pay my bill?',
      answer: 'Sign in and select Pay bill.',
      isShowBestAnswer: true,
      isShowGenAIButton: false,
      related: [
        {
          id: 'How_do_I_set_up_autopay?',
          question: 'How do I set up autopay?',
          answer: 'Answer to How do I set up autopay?',
          citations: [{ title: 'How do I set up autopay?', url: '/support/article/wireless/KM1000002' }],
          articleId: 'KM1000002',
        },
      ],
      citations: [{ title: 'Pay your bill', url: '/support/article/my-account/KM1000001' }],
      articleId: 'KM1000001',
      queryId: 'query-1',
      intent: 'billing',
      errorCode: undefined,
      errorText: undefined,
    });
  });

  it('takes a missing isShowBestAnswer as true and a missing isShowGenAIButton as false', () => {
    const body = BestAnswerReadSchema.parse({ bestAnswer: { question: 'q', answer: 'a' } });
    const r = readBestAnswer(body);
    expect(r.isShowBestAnswer).toBe(true);
    expect(r.isShowGenAIButton).toBe(false);
    expect(r.related).toEqual([]);
  });

  it('keeps explicit false and true flags', () => {
    const r = readBestAnswer(bestAnswerBody({ isShowBestAnswer: false, isShowGenAIButton: true }));
    expect(r.isShowBestAnswer).toBe(false);
    expect(r.isShowGenAIButton).toBe(true);
  });

  it('reads whether the answer is a community forum post', () => {
    expect(readBestAnswer(bestAnswerBody({ community: true })).community).toBe(true);
    expect(readBestAnswer(bestAnswerBody()).community).toBeUndefined();
  });

  it('drops an article id that is not KM and 7 digits', () => {
    expect(readBestAnswer(bestAnswerBody({ articleId: 'KM123' })).articleId).toBeUndefined();
    expect(readBestAnswer(bestAnswerBody({ articleId: 'XX1234567' })).articleId).toBeUndefined();
  });
});

describe('errorCodeOf', () => {
  it('reads errorCode, else details.statusCode', () => {
    expect(errorCodeOf({ errorCode: 'SPTSEARCH-102', details: { statusCode: 200 } })).toBe('SPTSEARCH-102');
    expect(errorCodeOf({ details: { statusCode: 503 } })).toBe('503');
    expect(errorCodeOf({ errorCode: '', details: { statusCode: 500 } })).toBe('500');
    expect(errorCodeOf({})).toBeUndefined();
    expect(errorCodeOf('text')).toBeUndefined();
  });
});

describe('readSmartAnswer: the smart-answer rule', () => {
  const parse = (b: unknown) => readSmartAnswer(SmartAnswerReadSchema.parse(b), b);

  it('shows one smart answer when the server flags a best answer', () => {
    const body = smartAnswerBody([smartDoc(1), smartDoc(2)], {
      id: 'KM1000001',
      question: 'Best q',
      answer: 'Best a',
    });
    const r = parse(body);
    expect(r.isShowBestAnswer).toBe(true);
    expect(r.question).toBe('Best q');
    expect(r.answer).toBe('Best a');
    expect(r.articleId).toBe('KM1000001');
    expect(r.questions).toBeUndefined();
    // No fusion related questions: the doc's own related lists, zipped.
    expect(r.related).toEqual([
      { id: 'Related_1', question: 'Related 1', answer: 'Related answer 1', citations: [] },
    ]);
  });

  it('shows one smart answer when exactly one doc came back, even without a best answer', () => {
    const r = parse(smartAnswerBody([smartDoc(4)], null));
    expect(r.isShowBestAnswer).toBe(true);
    expect(r.answer).toBe('Answer 4');
    expect(r.question).toBe('Question 4');
    expect(r.articleId).toBe('KM1000004');
  });

  it('prefers fusion related questions over the doc lists', () => {
    const body = smartAnswerBody([smartDoc(1)], null, {
      relatedQuestionAnswers: [related('Where is my bill?')],
    });
    expect(parse(body).related.map((q) => q.id)).toEqual(['Where_is_my_bill?']);
  });

  it('turns the first 3 docs into the question list, with no answer, when there is no best answer and several docs', () => {
    const r = parse(smartAnswerBody([1, 2, 3, 4].map(smartDoc), null));
    expect(r.answer).toBe('');
    expect(r.isShowBestAnswer).toBe(false);
    expect(r.questions).toEqual(
      [1, 2, 3].map((n) => ({
        id: `Question_${n}`,
        question: `Question ${n}`,
        answer: `Answer ${n}`,
        citations: [],
        articleId: `KM100000${n}`,
      })),
    );
  });

  it('with no doc and no best answer, lists fusion’s related questions (the server’s choices on a one-row page)', () => {
    const body = smartAnswerBody([], null, {
      relatedQuestionAnswers: [
        'Where is my bill?',
        'Why did my bill go up?',
        'Get paper bills',
        'Fourth?',
      ].map((q) => related(q)),
      errorCode: 'SPTSEARCH-102',
      errorText: 'That could be about a few things.',
    });
    const r = parse(body);
    expect(r.isShowBestAnswer).toBe(false);
    expect(r.answer).toBe('');
    expect(r.errorText).toBe('That could be about a few things.');
    expect(r.questions?.map((q) => q.id)).toEqual([
      'Where_is_my_bill?',
      'Why_did_my_bill_go_up?',
      'Get_paper_bills',
    ]);
  });

  it('has no answer and no list when no doc came back, and keeps the server error code and text', () => {
    const r = parse(
      smartAnswerBody([], null, { errorCode: 'SPTSEARCH-102', errorText: 'Try asking about TV.' }),
    );
    expect(r.answer).toBe('');
    expect(r.questions).toEqual([]);
    expect(r.errorCode).toBe('SPTSEARCH-102');
    expect(r.errorText).toBe('Try asking about TV.');
  });

  it('takes missing fusion flags with the seed defaults', () => {
    const body = { response: { numFound: 1, start: 0, docs: [smartDoc(1)] }, fusion: { best_answer: null } };
    const r = parse(body);
    expect(r.isShowBestAnswer).toBe(true);
    expect(r.isShowGenAIButton).toBe(false);
  });
});

describe('cleanAnswerText', () => {
  it('unescapes quotes and decodes ampersand entities once', () => {
    expect(cleanAnswerText('Say \\"yes\\" and it\\\'s done')).toBe('Say "yes" and it\'s done');
    expect(cleanAnswerText('A &amp; B &quot;C&quot; D&#39;s E&#x27;s F&apos;s &lt;tag&gt;')).toBe(
      "A & B \"C\" D's E's F's <tag>",
    );
    expect(cleanAnswerText('&amp;quot; stays an entity')).toBe('&quot; stays an entity');
    expect(cleanAnswerText('&unknown; &#0; & alone')).toBe('&unknown; &#0; & alone');
  });
});

describe('readPopularAnswers', () => {
  it('keeps the first 3, with ids from the question and cleaned answers', () => {
    const body = popularBody(5);
    body.popularAnswers[0]!.answer = 'Tap &quot;Settings&quot; &amp; then \\"Reset\\"';
    body.popularAnswers[1]!.question = 'Why is my bill higher?';
    const items = readPopularAnswers(body);
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id: 'Popular_question_1',
      question: 'Popular question 1',
      answer: 'Tap "Settings" & then "Reset"',
      citations: [{ title: 'Article 1', url: '/support/article/support/KM2000001' }],
      articleId: 'KM2000001',
    });
    expect(items[1]!.id).toBe('Why_is_my_bill_higher?');
  });
});

describe('foldStreamMessage', () => {
  it('appends answer pieces and takes related questions, citations and meta', () => {
    const r = ANSWERED_STREAM.reduce(foldStreamMessage, emptyResult());
    expect(r.answer).toBe('Sign in and select Pay bill.');
    expect(r.related.map((q) => q.id)).toEqual(['How_do_I_set_up_autopay?', 'Where_is_my_bill?']);
    expect(r.citations).toHaveLength(1);
    expect(r.articleId).toBe('KM1000001');
    expect(r.isShowBestAnswer).toBe(true);
    expect(r.community).toBeUndefined();
  });

  it('takes the community flag from the meta message', () => {
    const meta = {
      type: 'meta' as const,
      isShowBestAnswer: true,
      isShowGenAIButton: false,
      intent: 'general' as const,
      statusCode: 200,
      community: true,
    };
    expect(foldStreamMessage(emptyResult(), meta).community).toBe(true);
  });

  it('turns an error message into an error result without the partial answer', () => {
    const r = [
      { type: 'answer' as const, delta: 'Half' },
      { type: 'error' as const, errorCode: 'SPTSEARCH-103', message: 'Could not finish.' },
    ].reduce(foldStreamMessage, emptyResult());
    expect(r).toMatchObject({ status: 'error', answer: '', errorCode: 'SPTSEARCH-103' });
  });
});
