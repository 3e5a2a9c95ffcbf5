import { type DataSourceName, encodeDataSources } from '@support/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type Analytics,
  type AnswerFacts,
  createAnalytics,
  PAGE_NAMES,
  signalsCollection,
} from './core/analytics.ts';
import {
  fetchExperimentFlags,
  fetchPopularQuestions,
  fetchSmartAnswer,
  fetchWidgetContent,
  generateAnswers,
  SITESEARCH_APP_ID,
} from './core/client.ts';
import { CLIENT_DEFAULTS } from './core/defaults.ts';
import { startLoadingTimer } from './core/loading-timer.ts';
import { noAnswerMessage } from './core/messages.ts';
import type { AnswerResult } from './core/readers.ts';
import { pageHost, searchHost } from './core/search-host.ts';
import { isWirelessService, knownLineOfService, serviceDetail } from './core/services.ts';
import { createSignalSender, type SignalSender } from './core/signal-sender.ts';
import {
  initialState,
  reduce,
  submittable,
  toView,
  type WidgetEvent,
  type WidgetState,
} from './core/state.ts';
import { analyticsLoginType, anonymousUserId } from './core/user-id.ts';
import {
  type AnswerWidgetProps,
  WIDGET,
  type WidgetActions,
  type WidgetMode,
  type WidgetView,
} from './model.ts';

/**
 * The widget's behaviour (seed 000 §4, §7): content and flags, common questions, asking
 * (streamed or the smart-answer card), the loading timer, cancel/retry, feedback with its modal
 * address, and the reporting signals. State changes go through the pure reducer in core/state.ts;
 * this hook owns the side effects. Nothing here runs during server rendering except the reducer.
 */

type AskSubtype = 'typed' | 'popular' | 'retry' | 'pageload';

/** What the feedback address rewrite replaces (seed 000 §2). */
const FEEDBACK_PATH = { from: 'search', to: 'search/unhelpfulfeedback/modal' } as const;

/** How long the answer call may run past the loading timer's cut-off before its own timeout. */
const ANSWER_TIMEOUT_MARGIN_MS = 1_000;

/**
 * The answer call's own timeout (headers, then a stalled stream) never ends the wait before the
 * loading timer does: until the first text comes, the timer decides (messages up to 18 s, then at
 * 22 s retry with the long-wait notice, seed 000 §4). With the 15 s default alone, a slow answer
 * ended as a timeout error at 15 s and the last message and the long-wait notice never showed.
 */
export function answerTimeoutMs(configured: number): number {
  return Math.max(configured, WIDGET.LOADING_CANCEL_AT_S * 1_000 + ANSWER_TIMEOUT_MARGIN_MS);
}

/** The general widget asks the search data sources; forums come through isForums (enableForums). */
const DATA_SOURCES: readonly DataSourceName[] = ['search'];

interface Config {
  props: AnswerWidgetProps;
  mode: WidgetMode;
  service: ReturnType<typeof serviceDetail>;
  host: string;
  timeoutMs: number;
}

function firstState(props: AnswerWidgetProps): WidgetState {
  const start = initialState();
  return props.preloaded ? reduce(start, { type: 'loaded', ...props.preloaded }) : start;
}

export function useAnswerWidget(props: AnswerWidgetProps): { view: WidgetView; actions: WidgetActions } {
  const customerType = props.customerType ?? 'consumer';
  const mode: WidgetMode = props.appId === SITESEARCH_APP_ID ? 'sitesearch' : 'general';
  const [state, setState] = useState<WidgetState>(() => firstState(props));
  const feedDetails = state.content?.serviceDetails;
  // The feed's entry for this service (when it has one) replaces the built-in texts.
  const service = useMemo(
    () => serviceDetail(props.serviceKey, customerType, feedDetails),
    [props.serviceKey, customerType, feedDetails],
  );
  const config: Config = {
    props,
    mode,
    service,
    // The page host is only known in the browser; on the server it is the site's own origin.
    host: searchHost(pageHost(), [], props.searchHost),
    timeoutMs: props.requestTimeoutMs ?? CLIENT_DEFAULTS.REQUEST_TIMEOUT_MS,
  };
  const configRef = useRef(config);
  configRef.current = config;

  const stateRef = useRef<WidgetState | null>(null);
  stateRef.current ??= state;

  const controllerRef = useRef<AbortController | undefined>(undefined);
  const timerRef = useRef<{ stop(): void } | undefined>(undefined);
  const senderRef = useRef<SignalSender | undefined>(undefined);
  const lastAskRef = useRef<{ subtype: AskSubtype; typed: string }>({ subtype: 'typed', typed: '' });
  const lastResultRef = useRef<AnswerResult | undefined>(undefined);
  const feedbackUrlRef = useRef<string | undefined>(undefined);
  const onLoadRef = useRef({ impression: false, asked: false });

  const engine = useMemo(() => {
    const dispatch = (event: WidgetEvent) => {
      const current = stateRef.current ?? initialState();
      const next = reduce(current, event);
      if (next === current) return;
      stateRef.current = next;
      setState(next);
    };
    const current = () => stateRef.current ?? initialState();
    const stopLoading = () => {
      timerRef.current?.stop();
      timerRef.current = undefined;
    };
    const abortRequest = () => {
      controllerRef.current?.abort();
      controllerRef.current = undefined;
      stopLoading();
    };
    const pageName = () => configRef.current.props.pageName ?? location.pathname;

    const analytics = (): Analytics => {
      const { props: p, service: s } = configRef.current;
      senderRef.current ??= createSignalSender({
        host: configRef.current.host,
        collection: signalsCollection(p.appId),
      });
      return createAnalytics(
        {
          appId: p.appId,
          pageName: pageName(),
          userId: anonymousUserId(),
          customerType: p.customerType ?? 'consumer',
          // No sign-in on the site yet: every visitor is anonymous.
          loginType: analyticsLoginType(undefined),
          serviceKey: s.key,
          los: knownLineOfService(s.lineOfService),
          navigationTree: s.navigationTree[0],
          dataSourceName:
            configRef.current.mode === 'sitesearch'
              ? SITESEARCH_APP_ID
              : encodeDataSources(DATA_SOURCES).replace(/%2C/g, ','),
          isForums: current().flags?.enableForums ?? false,
          reportingParams: p.reportingParams,
        },
        senderRef.current,
      );
    };

    const answerFacts = (): AnswerFacts | undefined => {
      const a = current().answer;
      return (
        a && {
          id: a.id,
          question: a.question,
          asked: current().question || undefined,
          text: a.text,
          articleId: a.articleId,
          queryId: lastResultRef.current?.queryId,
        }
      );
    };

    /** The question the visitor asked when it got no answer (the no-answer message shows). */
    const unansweredFacts = (): AnswerFacts | undefined => {
      const s = current();
      const queryId = lastResultRef.current?.queryId;
      return s.phase === 'message' && s.question
        ? { id: '', question: s.question, asked: s.question, text: '', queryId }
        : undefined;
    };

    /** Starts the request for the stored question (after a submit or retry put the state in loading). */
    const ask = (subtype: AskSubtype, typed: string) => {
      const { requestId, question, flags } = current();
      if (!flags) return;
      lastAskRef.current = { subtype, typed };
      abortRequest();
      const controller = new AbortController();
      controllerRef.current = controller;
      timerRef.current = startLoadingTimer({
        onMessage: (step) => dispatch({ type: 'loadingStep', step }),
        onCancel: () => {
          // Seed 000 §4: at 22 s loading is cancelled; retry shows with the long-wait notice.
          abortRequest();
          dispatch({ type: 'cancel', longWait: true });
          analytics().cancelled({ question, longWait: true });
        },
      });
      const { props: p, service: s, host, timeoutMs, mode: m } = configRef.current;
      const customer = p.customerType ?? 'consumer';
      const los = knownLineOfService(s.lineOfService);
      const common = { host, signal: controller.signal, timeoutMs: answerTimeoutMs(timeoutMs) };
      let streamedQuestion: string | undefined;
      const request =
        m === 'sitesearch'
          ? fetchSmartAnswer({
              ...common,
              q: question,
              userId: anonymousUserId(),
              los,
              customerType: customer,
            })
          : generateAnswers(
              {
                ...common,
                appId: p.appId,
                q: question,
                includeDS: DATA_SOURCES,
                relatedQuestions: flags.enableRelatedQuestions,
                showGenAIButton: flags.enableGenAIButton,
                callSpectra: flags.enableSpectraAPI,
                enableForums: flags.enableForums,
                navigationTree: s.navigationTree[0],
                customerType: customer,
                isWireless: isWirelessService(s.key),
                lineOfService: los,
                sourcePage: pageName(),
              },
              {
                onInit: (init) => {
                  streamedQuestion = init.question;
                },
                onDelta: (_delta, soFar) => {
                  // Text on screen is progress enough: the loading messages and their 22 s cancel end.
                  stopLoading();
                  dispatch({ type: 'delta', requestId, text: soFar, question: streamedQuestion });
                },
              },
            );
      request.then((result) => {
        if (result.status === 'aborted' || current().requestId !== requestId || !current().inFlight) return;
        stopLoading();
        controllerRef.current = undefined;
        lastResultRef.current = result;
        const { service: sv } = configRef.current;
        const messageText = noAnswerMessage({
          errorCode: result.errorCode,
          errorText: result.errorText,
          noAnswerText: sv.errorText,
          topic: sv.topic,
          searchTerm: question,
        });
        dispatch({
          type: 'answered',
          requestId,
          result,
          relatedEnabled: flags.enableRelatedQuestions,
          messageText,
        });
        const after = current();
        analytics().submit({
          question,
          typed,
          subtype,
          result,
          answered: after.phase === 'answer',
          relatedShown: after.questions.source === 'RelatedQuestion' ? after.questions.items.length : 0,
        });
      });
    };

    const submitText = (text: string, subtype: AskSubtype) => {
      if (submittable(current(), text) === undefined) return;
      dispatch({ type: 'input', value: text });
      dispatch({ type: 'submit' });
      ask(subtype, text);
    };

    const restoreAddress = () => {
      if (feedbackUrlRef.current === undefined) return;
      history.replaceState(history.state, '', feedbackUrlRef.current);
      feedbackUrlRef.current = undefined;
    };
    const rewriteAddress = () => {
      const p = configRef.current.props;
      const { pathname, search, hash } = location;
      const enabled = p.feedbackUrl ?? pathname.includes(PAGE_NAMES.search);
      if (!enabled || !pathname.includes(FEEDBACK_PATH.from)) return;
      feedbackUrlRef.current = `${pathname}${search}${hash}`;
      history.replaceState(
        history.state,
        '',
        `${pathname.replace(FEEDBACK_PATH.from, FEEDBACK_PATH.to)}${search}${hash}`,
      );
    };

    const actions: WidgetActions = {
      setInput: (value) => dispatch({ type: 'input', value }),
      submit: () => submitText(current().input, 'typed'),
      cancel: () => {
        const s = current();
        if (s.phase !== 'loading' && !s.inFlight) return;
        abortRequest();
        dispatch({ type: 'cancel', longWait: false });
        analytics().cancelled({ question: s.question, longWait: false });
      },
      retry: () => {
        const s = current();
        if (s.phase !== 'retry') return;
        dispatch({ type: 'retry' });
        ask('retry', s.question);
      },
      choose: (item, position) => {
        // The answer shown when the visitor chose another question: the click is about leaving it.
        // With no answer shown, the question that got none: the click is what it was about (one of
        // the choices offered, or a common question).
        const shown = answerFacts() ?? unansweredFacts();
        abortRequest();
        lastResultRef.current = undefined;
        dispatch({ type: 'choose', item });
        analytics().link({
          kind: 'question',
          href: item.citations[0]?.url ?? '',
          name: item.question,
          position,
          answer: shown,
        });
      },
      thumbsUp: () => {
        const facts = answerFacts();
        if (!facts || current().feedback !== 'ask') return;
        dispatch({ type: 'feedbackGiven', helped: true });
        analytics().feedback({
          isYes: true,
          reasons: [],
          text: '',
          answer: facts,
          linkName: 'thumbsUp',
          linkDestination: location.pathname,
        });
      },
      thumbsDown: () => {
        const facts = answerFacts();
        if (!facts || current().feedback !== 'ask') return;
        if (configRef.current.props.feedbackModal ?? true) {
          dispatch({ type: 'feedbackModal', open: true });
          rewriteAddress();
          return;
        }
        dispatch({ type: 'feedbackGiven', helped: false });
        analytics().feedback({
          isYes: false,
          reasons: [],
          text: '',
          answer: facts,
          linkName: 'thumbsDown',
          linkDestination: location.pathname,
        });
      },
      closeFeedback: () => {
        dispatch({ type: 'feedbackModal', open: false });
        restoreAddress();
      },
      submitFeedback: (reasons, text) => {
        const facts = answerFacts();
        if (!facts || current().feedback !== 'ask') return;
        const destination = location.pathname;
        dispatch({ type: 'feedbackGiven', helped: false });
        restoreAddress();
        analytics().feedback({
          isYes: false,
          reasons,
          text: text.slice(0, WIDGET.FEEDBACK_TEXT_MAX),
          answer: facts,
          linkName: current().content?.submitBtn ?? 'submit',
          linkDestination: destination,
        });
      },
      linkClicked: (kind, href, name, position) =>
        analytics().link({ kind, href, name, position, answer: answerFacts() }),
      handOff: (href, name) => {
        const s = current();
        analytics().link({ kind: 'redirect', href, name, answer: answerFacts() });
        if (href === WIDGET.LINKS.contactUs || s.question.trim() === '') return;
        analytics().handOff({
          href,
          question: s.question,
          intent: s.intent,
          answered: s.phase === 'answer',
          articleId: s.answer?.articleId,
          queryId: lastResultRef.current?.queryId,
        });
      },
    };

    return { dispatch, current, ask, submitText, abortRequest, restoreAddress, analytics, actions };
  }, []);

  // Mount and unmount: the signal sender lives with the widget; leaving aborts what is in flight.
  // A request interrupted by a remount (React's strict mode) is started again.
  useEffect(() => {
    if (engine.current().inFlight && !controllerRef.current) {
      engine.ask(lastAskRef.current.subtype, lastAskRef.current.typed);
    }
    return () => {
      engine.abortRequest();
      engine.restoreAddress();
      senderRef.current?.dispose();
      senderRef.current = undefined;
    };
  }, [engine]);

  // Content and flags, both at once, unless the page brought them.
  const preloaded = props.preloaded !== undefined;
  useEffect(() => {
    if (preloaded) return;
    const controller = new AbortController();
    const { host, timeoutMs, props: p } = configRef.current;
    const options = { host, timeoutMs, signal: controller.signal };
    Promise.all([fetchWidgetContent({ ...options, appId: p.appId }), fetchExperimentFlags(options)]).then(
      ([content, flags]) => {
        if (controller.signal.aborted) return;
        if (content.ok && flags.ok)
          engine.dispatch({ type: 'loaded', content: content.data, flags: flags.data });
        else engine.dispatch({ type: 'hidden' });
      },
    );
    return () => controller.abort();
  }, [preloaded, engine]);

  // Ready with the widget on: common questions, the impression, and the page's question if asked for.
  const status = state.status;
  useEffect(() => {
    if (status !== 'ready') return;
    const controller = new AbortController();
    const { host, timeoutMs, props: p, service: s } = configRef.current;
    fetchPopularQuestions({
      host,
      timeoutMs,
      signal: controller.signal,
      appId: p.appId,
      serviceKey: s.key,
      los: knownLineOfService(s.lineOfService),
      navigationTree: s.navigationTree[0],
      customerType: p.customerType ?? 'consumer',
    }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) engine.dispatch({ type: 'commonQuestions', items: result.data });
      if (!onLoadRef.current.impression) {
        onLoadRef.current.impression = true;
        engine.analytics().impression(result.ok ? result.data.length : 0);
      }
    });
    const question = p.initialQuestion?.trim();
    if (question && engine.current().flags?.enableAPICallOnPageLoad && !onLoadRef.current.asked) {
      onLoadRef.current.asked = true;
      engine.submitText(question, 'pageload');
    }
    return () => controller.abort();
  }, [status, engine]);

  const view = toView(state, {
    mode,
    service: {
      heading: service.displayText,
      placeholder: state.content?.inputPlaceHolder ?? '',
      topic: service.topic,
    },
    audience: { customerType, lineOfService: service.lineOfService },
  });
  return { view, actions: engine.actions };
}
