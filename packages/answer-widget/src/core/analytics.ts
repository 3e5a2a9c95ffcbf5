import {
  type CustomerType,
  HAND_OFF_SIGNAL_TYPE,
  type Intent,
  type LineOfService,
  SIGNAL_PAYLOAD_MAX_FIELDS,
  SIGNAL_TEXT_MAX,
  type Signal,
  type SignalsBatch,
} from '@support/contracts';
import { type LinkKind, WIDGET } from '../model.ts';
import { CLIENT_DEFAULTS } from './defaults.ts';
import { errorClass } from './messages.ts';
import type { AnswerResult } from './readers.ts';
import type { SignalSender } from './signal-sender.ts';
import { parseUserAgent } from './user-agent.ts';
import type { AnalyticsLoginType } from './user-id.ts';

/**
 * Reporting signals (seed 000 §3, §7 call 10): impression, submit, redirect click, link click
 * and feedback, each with the 34 payload fields of the seed, always all present. Never in a
 * payload: cookies, the query string of the page, or long digit runs typed by the visitor
 * (account and card numbers are masked).
 */

export const SIGNAL_TYPE = {
  impression: 'impression',
  submit: 'submit',
  redirect: 'redirect',
  click: 'click',
  feedback: 'feedback',
  handOff: HAND_OFF_SIGNAL_TYPE,
} as const;
export type SignalType = (typeof SIGNAL_TYPE)[keyof typeof SIGNAL_TYPE];

/** Seed 000 §2 analytics page names. */
export const PAGE_NAMES = {
  search: '/search',
  smallBusiness: '/search/smallBusiness',
  fiberFeatures: '/search/internet/fiber/featuresbenefits',
  forumsAnswer: '/search/forumsanswer',
  unhelpfulFeedback: '/search/unhelpfulfeedback',
  offerTrayDetail: '/search/offertraydetail',
  error: '/search/error',
} as const;

/** The signals route's collection: the app id, or a fixed one when it is not a valid path part. */
export function signalsCollection(appId: string): string {
  return /^[a-z0-9_-]{1,64}$/i.test(appId) ? appId : CLIENT_DEFAULTS.SIGNALS_FALLBACK_COLLECTION;
}

export interface AnalyticsContext {
  appId: string;
  /** The page's analytics name (e.g. `/search`). */
  pageName: string;
  userId: string;
  customerType: CustomerType;
  loginType: AnalyticsLoginType;
  serviceKey: string;
  los?: LineOfService;
  navigationTree?: string;
  /** The collections asked (e.g. `globalsearch-gvp`). */
  dataSourceName: string;
  isForums: boolean;
  reportingParams?: Readonly<Record<string, string>>;
}

export interface PageEnvironment {
  title: string;
  /** location.pathname */
  path: string;
  /** origin + pathname: the query string may carry what the visitor typed elsewhere. */
  url: string;
  host: string;
  hostname: string;
  referrerDomain: string;
  userAgent: string;
}

export function readPage(): PageEnvironment {
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  return {
    title: typeof document === 'undefined' ? '' : document.title,
    path: location.pathname,
    url: `${location.origin}${location.pathname}`,
    host: location.host,
    hostname: location.hostname,
    referrerDomain: hostnameOf(referrer),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

const hostnameOf = (url: string, base?: string) => {
  if (!url) return '';
  try {
    return new URL(url, base).hostname;
  } catch {
    return '';
  }
};

/** Runs of 8 or more digits (spaces or dashes between allowed) become `#`. */
export const maskNumbers = (text: string) => text.replace(/\d(?:[ -]?\d){7,}/g, (m) => m.replace(/\d/g, '#'));

type PayloadValue = string | number | boolean | string[];

export interface SignalEvent {
  type: SignalType;
  subtype: string;
  /** Page name when not the context's (e.g. the unhelpful-feedback modal). */
  name?: string;
  q?: string;
  /** The question as typed, before trimming. */
  queryOrig?: string;
  docId?: string;
  count?: number;
  queryId?: string;
  /** Position of a clicked item, from 1. */
  position?: number;
  helpful?: 'yes' | 'no';
  answerText?: string;
  isSmartAnswer?: boolean;
  isPAA?: boolean;
  errorType?: string;
  errorMessage?: string;
  errorDetails?: string;
  /** A link's destination, for url_domain. */
  linkUrl?: string;
  extra?: Readonly<Record<string, PayloadValue>>;
}

const clip = (v: PayloadValue): PayloadValue =>
  typeof v === 'string'
    ? v.slice(0, SIGNAL_TEXT_MAX)
    : Array.isArray(v)
      ? v.slice(0, 20).map((s) => s.slice(0, SIGNAL_TEXT_MAX))
      : v;

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `sig-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** One signal; its id doubles as its idempotency key, kept across retries. */
export function buildSignal(
  ctx: AnalyticsContext,
  e: SignalEvent,
  page: PageEnvironment,
  key: string = newIdempotencyKey(),
): Signal {
  const ua = parseUserAgent(page.userAgent);
  const q = maskNumbers(e.q ?? '');
  const core: Record<string, PayloadValue> = {
    app_id: ctx.appId,
    docId: e.docId ?? '',
    count_i: e.count ?? 0,
    fusion_query_id: e.queryId ?? '',
    query: q,
    query_orig_s: maskNumbers(e.queryOrig ?? e.q ?? ''),
    filterQueries: [
      ...(ctx.los ? [`los:${ctx.los}`] : []),
      ...(ctx.navigationTree ? [`navigationTree:${ctx.navigationTree}`] : []),
      `customerType:${ctx.customerType}`,
    ],
    browser_name: ua.browser,
    os_name: ua.os,
    os_device: ua.device,
    page_title: page.title,
    path: page.path,
    subtype: e.subtype,
    URL: page.url,
    res_pos: e.position ?? 0,
    host: page.host,
    url_domain: e.linkUrl ? hostnameOf(e.linkUrl, page.url) || page.hostname : page.hostname,
    referrer_domain: page.referrerDomain,
    user_id: ctx.userId,
    data_source_name: ctx.dataSourceName,
    // The widget has no top matches, video carousel or voice-assistant promo: reported as absent.
    isTopMatches: false,
    isVideoCarousel: false,
    isGoogleVaPromo: false,
    isSmartAnswer: e.isSmartAnswer ?? false,
    isPAA: e.isPAA ?? false,
    isForums: ctx.isForums,
    helpful: e.helpful ?? '',
    productType: ctx.los ?? '',
    accessorySubCategory: '',
    title: (e.answerText ?? '').slice(0, WIDGET.REPORTED_TITLE_CHARS),
    los: ctx.los ?? '',
    errorType: e.errorType ?? '',
    errorMessage: e.errorMessage ?? '',
    errorDetails: e.errorDetails ?? '',
    loginType: ctx.loginType,
    customerType: ctx.customerType,
    serviceKey: ctx.serviceKey,
    ...e.extra,
  };
  // The page's extra params fill what room is left; they never replace a field of ours.
  const room = SIGNAL_PAYLOAD_MAX_FIELDS - Object.keys(core).length;
  const extras = Object.entries(ctx.reportingParams ?? {})
    .filter(([k]) => !Object.hasOwn(core, k))
    .slice(0, Math.max(0, room));
  const payload = Object.fromEntries(
    [...Object.entries(core), ...extras].map(([k, v]) => [k, clip(v)] as const),
  );
  return {
    type: e.type,
    id: key,
    'app-id': ctx.appId,
    q: clip(q) as string,
    name: e.name ?? ctx.pageName,
    idempotencyKey: key,
    payload,
  };
}

export const signalBatch = (signal: Signal): SignalsBatch => ({
  signals: [signal],
  'app-id': signal['app-id'],
  q: signal.q,
  name: signal.name,
});

/** What the hook knows of the shown answer when it reports. */
export interface AnswerFacts {
  id: string;
  /** The answer card's heading (the article's question). */
  question: string;
  /**
   * What the visitor asked for this answer, when known: feedback and clicks report it as the
   * query, so the team reading them sees "closed captions on tv", not the heading it got.
   */
  asked?: string;
  text: string;
  articleId?: string;
  queryId?: string;
}

export interface Analytics {
  impression(count: number): void;
  submit(s: {
    question: string;
    typed: string;
    subtype: 'typed' | 'popular' | 'retry' | 'pageload';
    result: AnswerResult;
    answered: boolean;
    relatedShown: number;
  }): void;
  cancelled(s: { question: string; longWait: boolean }): void;
  link(s: {
    kind: LinkKind | 'question';
    href: string;
    name: string;
    position?: number;
    answer?: AnswerFacts;
  }): void;
  /** A hand-off to contact us: the question, its intent and where it went (after the redirect signal). */
  handOff(s: {
    href: string;
    question: string;
    intent?: Intent;
    answered: boolean;
    articleId?: string;
    queryId?: string;
  }): void;
  feedback(s: {
    isYes: boolean;
    reasons: readonly string[];
    text: string;
    answer: AnswerFacts;
    linkName: string;
    linkDestination: string;
  }): void;
}

export function createAnalytics(
  ctx: AnalyticsContext,
  sender: SignalSender,
  page: () => PageEnvironment = readPage,
): Analytics {
  const send = (e: SignalEvent) => {
    try {
      sender.send(signalBatch(buildSignal(ctx, e, page())));
    } catch (err) {
      // Reporting never breaks the widget.
      console.warn('[answer-widget] signal not built', { reason: err instanceof Error ? err.name : 'error' });
    }
  };
  return {
    impression: (count) => send({ type: SIGNAL_TYPE.impression, subtype: 'widget', count }),
    submit: ({ question, typed, subtype, result, answered, relatedShown }) => {
      const failed = result.status === 'error';
      send({
        type: SIGNAL_TYPE.submit,
        subtype,
        name: failed ? PAGE_NAMES.error : undefined,
        q: question,
        queryOrig: typed,
        docId: answered ? (result.articleId ?? '') : '',
        // Without an answer: the questions offered in its place (the server's choices or docs).
        count: answered ? 1 : relatedShown,
        queryId: result.queryId,
        answerText: answered ? result.answer : '',
        isSmartAnswer: answered,
        isPAA: relatedShown > 0,
        errorType: errorClass(answered ? 'Success_Admit' : result.errorCode),
        errorMessage: answered ? '' : (result.error?.message ?? result.errorText ?? ''),
        errorDetails: answered
          ? ''
          : [
              result.errorCode && `code ${result.errorCode}`,
              result.error?.status && `status ${result.error.status}`,
            ]
              .filter(Boolean)
              .join('; '),
      });
    },
    cancelled: ({ question, longWait }) =>
      send({
        type: SIGNAL_TYPE.submit,
        subtype: longWait ? 'longWait' : 'cancelled',
        q: question,
        queryOrig: question,
      }),
    link: ({ kind, href, name, position, answer }) =>
      send({
        type: kind === 'redirect' ? SIGNAL_TYPE.redirect : SIGNAL_TYPE.click,
        subtype: kind,
        q: answer?.asked ?? answer?.question,
        docId: answer?.articleId ?? '',
        queryId: answer?.queryId,
        position,
        answerText: answer?.text,
        isPAA: kind === 'question',
        linkUrl: href,
        extra: { linkDestination: href, linkName: name },
      }),
    handOff: ({ href, question, intent, answered, articleId, queryId }) =>
      send({
        type: SIGNAL_TYPE.handOff,
        subtype: answered ? 'answer' : 'noAnswer',
        q: question,
        docId: articleId ?? '',
        queryId,
        linkUrl: href,
        extra: { linkDestination: href, intent: intent ?? '' },
      }),
    feedback: ({ isYes, reasons, text, answer, linkName, linkDestination }) =>
      send({
        type: SIGNAL_TYPE.feedback,
        subtype: isYes ? 'thumbsUp' : 'thumbsDown',
        name: isYes ? undefined : PAGE_NAMES.unhelpfulFeedback,
        q: answer.asked ?? answer.question,
        docId: answer.articleId ?? '',
        queryId: answer.queryId,
        helpful: isYes ? 'yes' : 'no',
        answerText: answer.text,
        isSmartAnswer: true,
        extra: {
          type: SIGNAL_TYPE.feedback,
          isYes,
          feedbackArr: [
            ...reasons,
            ...(text.trim() ? [maskNumbers(text.slice(0, WIDGET.FEEDBACK_TEXT_MAX))] : []),
          ],
          ansID: answer.id,
          linkDestination,
          linkName,
        },
      }),
  };
}
