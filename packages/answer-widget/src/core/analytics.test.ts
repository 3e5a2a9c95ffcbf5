import { type Signal, type SignalsBatch, SignalsBatchSchema } from '@support/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnalyticsContext,
  buildSignal,
  createAnalytics,
  maskNumbers,
  type PageEnvironment,
  signalsCollection,
} from './analytics.ts';
import { emptyResult, errorResult } from './readers.ts';
import type { SignalSender } from './signal-sender.ts';

const CTX: AnalyticsContext = {
  appId: 'idpSupport',
  pageName: '/search',
  userId: 'anon-lx1-abcdefgh',
  customerType: 'consumer',
  loginType: 'anonymous',
  serviceKey: 'wireless',
  los: 'wireless',
  navigationTree: 'Support>Wireless',
  dataSourceName: 'globalsearch-gvp',
  isForums: true,
  reportingParams: { campaign: 'spring', app_id: 'must-not-win' },
};

const PAGE: PageEnvironment = {
  title: 'Support search',
  path: '/search',
  url: 'https://www.example.com/search',
  host: 'www.example.com',
  hostname: 'www.example.com',
  referrerDomain: 'www.referrer.org',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

/** The 34 seed fields with the values every event shares; each test states what differs. */
const BASE = {
  app_id: 'idpSupport',
  docId: '',
  count_i: 0,
  fusion_query_id: '',
  query: '',
  query_orig_s: '',
  filterQueries: ['los:wireless', 'navigationTree:Support>Wireless', 'customerType:consumer'],
  browser_name: 'Chrome',
  os_name: 'Windows',
  os_device: 'Desktop',
  page_title: 'Support search',
  path: '/search',
  subtype: '',
  URL: 'https://www.example.com/search',
  res_pos: 0,
  host: 'www.example.com',
  url_domain: 'www.example.com',
  referrer_domain: 'www.referrer.org',
  user_id: 'anon-lx1-abcdefgh',
  data_source_name: 'globalsearch-gvp',
  isTopMatches: false,
  isVideoCarousel: false,
  isGoogleVaPromo: false,
  isSmartAnswer: false,
  isPAA: false,
  isForums: true,
  helpful: '',
  productType: 'wireless',
  accessorySubCategory: '',
  title: '',
  los: 'wireless',
  errorType: '',
  errorMessage: '',
  errorDetails: '',
  loginType: 'anonymous',
  customerType: 'consumer',
  serviceKey: 'wireless',
  campaign: 'spring',
};

const ANSWER_TEXT = 'Open Settings, then Mobile data, then turn on roaming.';
const ANSWER = {
  id: 'How_do_I_turn_on_roaming?',
  question: 'How do I turn on roaming?',
  text: ANSWER_TEXT,
  articleId: 'KM1000007',
  queryId: 'query-7',
};

let sent: SignalsBatch[];
let analytics: ReturnType<typeof createAnalytics>;
beforeEach(() => {
  sent = [];
  const sender: SignalSender = { send: (b) => sent.push(b), flush: vi.fn(), dispose: vi.fn() };
  analytics = createAnalytics(CTX, sender, () => PAGE);
});

const only = (): Signal => {
  expect(sent).toHaveLength(1);
  const batch = sent[0]!;
  // Every batch is one the API accepts.
  expect(SignalsBatchSchema.safeParse(batch).success).toBe(true);
  expect(batch['app-id']).toBe('idpSupport');
  expect(batch.q).toBe(batch.signals[0]!.q);
  expect(batch.name).toBe(batch.signals[0]!.name);
  const signal = batch.signals[0]!;
  expect(signal.id).toBe(signal.idempotencyKey);
  expect(signal.idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  return signal;
};

describe('signals', () => {
  it('impression: every field', () => {
    analytics.impression(3);
    const s = only();
    expect(s).toMatchObject({ type: 'impression', 'app-id': 'idpSupport', q: '', name: '/search' });
    expect(s.payload).toEqual({ ...BASE, subtype: 'widget', count_i: 3 });
  });

  it('submit answered: every field, the title the first 30 characters of the answer', () => {
    analytics.submit({
      question: 'How do I turn on roaming?',
      typed: ' How do I turn on roaming? ',
      subtype: 'typed',
      result: { ...emptyResult(), answer: ANSWER_TEXT, articleId: 'KM1000007', queryId: 'query-7' },
      answered: true,
      relatedShown: 2,
    });
    const s = only();
    expect(s).toMatchObject({ type: 'submit', q: 'How do I turn on roaming?', name: '/search' });
    expect(s.payload).toEqual({
      ...BASE,
      subtype: 'typed',
      query: 'How do I turn on roaming?',
      query_orig_s: ' How do I turn on roaming? ',
      docId: 'KM1000007',
      count_i: 1,
      fusion_query_id: 'query-7',
      title: 'Open Settings, then Mobile dat',
      isSmartAnswer: true,
      isPAA: true,
      errorType: 'success',
    });
    expect(s.payload.title).toHaveLength(30);
  });

  it('submit without an answer: the error class, message and details, under the error page name on failure', () => {
    analytics.submit({
      question: 'roaming',
      typed: 'roaming',
      subtype: 'retry',
      result: errorResult({
        errorType: 'HTTP_ERROR',
        code: 'SPTSEARCH-103',
        message: 'The service failed.',
        status: 500,
      }),
      answered: false,
      relatedShown: 0,
    });
    const s = only();
    expect(s.name).toBe('/search/error');
    expect(s.payload).toEqual({
      ...BASE,
      subtype: 'retry',
      query: 'roaming',
      query_orig_s: 'roaming',
      errorType: 'Failure_System',
      errorMessage: 'The service failed.',
      errorDetails: 'code SPTSEARCH-103; status 500',
    });
  });

  it('submit with no answer found (SPTSEARCH-102) reports Failure_User under the page name', () => {
    analytics.submit({
      question: 'x',
      typed: 'x',
      subtype: 'popular',
      result: {
        ...emptyResult(),
        isShowBestAnswer: false,
        errorCode: 'SPTSEARCH-102',
        errorText: 'No answer.',
      },
      answered: false,
      relatedShown: 0,
    });
    const s = only();
    expect(s.name).toBe('/search');
    expect(s.payload).toMatchObject({
      errorType: 'Failure_User',
      errorMessage: 'No answer.',
      errorDetails: 'code SPTSEARCH-102',
    });
  });

  it('cancelled: a submit signal saying why', () => {
    analytics.cancelled({ question: 'roaming', longWait: true });
    expect(only().payload).toEqual({
      ...BASE,
      subtype: 'longWait',
      query: 'roaming',
      query_orig_s: 'roaming',
    });
  });

  it('redirect click: every field, with the link destination, name and domain', () => {
    analytics.link({ kind: 'redirect', href: '/support/contact-us/', name: 'Contact us' });
    const s = only();
    expect(s.type).toBe('redirect');
    expect(s.payload).toEqual({
      ...BASE,
      subtype: 'redirect',
      linkDestination: '/support/contact-us/',
      linkName: 'Contact us',
    });
  });

  it('link click on a citation: the answer, the position and the destination domain', () => {
    analytics.link({
      kind: 'citation',
      href: 'https://help.example.net/a/1',
      name: 'Roaming abroad',
      position: 1,
      answer: ANSWER,
    });
    const s = only();
    expect(s).toMatchObject({ type: 'click', q: 'How do I turn on roaming?' });
    expect(s.payload).toEqual({
      ...BASE,
      subtype: 'citation',
      query: 'How do I turn on roaming?',
      query_orig_s: 'How do I turn on roaming?',
      docId: 'KM1000007',
      fusion_query_id: 'query-7',
      res_pos: 1,
      title: 'Open Settings, then Mobile dat',
      url_domain: 'help.example.net',
      linkDestination: 'https://help.example.net/a/1',
      linkName: 'Roaming abroad',
    });
  });

  it('reports what the visitor asked as the query of feedback and clicks, not the answer’s heading', () => {
    const asked = { ...ANSWER, asked: 'roaming keeps charging me 4111 1111 1111 1111' };
    analytics.feedback({
      isYes: false,
      reasons: [],
      text: '',
      answer: asked,
      linkName: 'x',
      linkDestination: '/',
    });
    analytics.link({
      kind: 'citation',
      href: 'https://help.example.net/a/1',
      name: 'n',
      position: 1,
      answer: asked,
    });
    expect(sent).toHaveLength(2);
    for (const batch of sent) {
      const { payload } = batch.signals[0]!;
      // Masked as every reported question is.
      expect(payload.query).toBe('roaming keeps charging me #### #### #### ####');
      expect(payload.query_orig_s).toBe('roaming keeps charging me #### #### #### ####');
    }
  });

  it('feedback thumbs-up: every field with type, isYes, feedbackArr, ansID, link destination and name', () => {
    analytics.feedback({
      isYes: true,
      reasons: [],
      text: '',
      answer: ANSWER,
      linkName: 'Thumbs up',
      linkDestination: '/search',
    });
    const s = only();
    expect(s).toMatchObject({ type: 'feedback', name: '/search' });
    expect(s.payload).toEqual({
      ...BASE,
      subtype: 'thumbsUp',
      query: 'How do I turn on roaming?',
      query_orig_s: 'How do I turn on roaming?',
      docId: 'KM1000007',
      fusion_query_id: 'query-7',
      helpful: 'yes',
      isSmartAnswer: true,
      title: 'Open Settings, then Mobile dat',
      type: 'feedback',
      isYes: true,
      feedbackArr: [],
      ansID: 'How_do_I_turn_on_roaming?',
      linkDestination: '/search',
      linkName: 'Thumbs up',
    });
  });

  it('feedback thumbs-down: reasons and the text (250 characters at most, long numbers masked) under the unhelpful-feedback page', () => {
    const text = `My account 1234 5678 9012 is wrong. ${'x'.repeat(300)}`;
    analytics.feedback({
      isYes: false,
      reasons: ['It was hard to understand'],
      text,
      answer: ANSWER,
      linkName: 'Send feedback',
      linkDestination: '/search/unhelpfulfeedback/modal',
    });
    const s = only();
    expect(s.name).toBe('/search/unhelpfulfeedback');
    expect(s.payload).toMatchObject({ helpful: 'no', subtype: 'thumbsDown', isYes: false, ansID: ANSWER.id });
    const arr = s.payload.feedbackArr as string[];
    expect(arr[0]).toBe('It was hard to understand');
    expect(arr[1]).toHaveLength(250);
    expect(arr[1]!.startsWith('My account #### #### #### is wrong.')).toBe(true);
  });
});

describe('payload hygiene', () => {
  it('masks long digit runs in the question and never reads cookies', () => {
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('session=secret-cookie');
    const s = buildSignal(
      CTX,
      { type: 'submit', subtype: 'typed', q: 'pay account 123456789' },
      PAGE,
      'key-12345678',
    );
    expect(s.q).toBe('pay account #########');
    expect(s.payload.query).toBe('pay account #########');
    expect(JSON.stringify(s)).not.toContain('secret-cookie');
    expect(cookie).not.toHaveBeenCalled();
    cookie.mockRestore();
    expect(maskNumbers('call 555-0100 or 1234-5678-9012')).toBe('call 555-0100 or ####-####-####');
  });

  it('keeps the payload within the field limit, our fields first', () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, 'v']));
    const s = buildSignal(
      { ...CTX, reportingParams: many },
      { type: 'impression', subtype: 'widget' },
      PAGE,
      'key-12345678',
    );
    expect(Object.keys(s.payload)).toHaveLength(60);
    expect(s.payload.app_id).toBe('idpSupport');
  });

  it('names the collection after the app id when it can', () => {
    expect(signalsCollection('idpSupport')).toBe('idpSupport');
    expect(signalsCollection('sitesearch')).toBe('sitesearch');
    expect(signalsCollection('bad id/..')).toBe('widget');
  });
});
