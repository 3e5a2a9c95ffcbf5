'use client';

import { MAX_QUESTION_LENGTH } from '@support/contracts';
import { Button, CardShell, LinkList, Spinner, Text, TextArea } from '@support/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { questionTooLong } from '../core/state.ts';
import { WIDGET, type WidgetActions, type WidgetView } from '../model.ts';
import { AnswerBlock } from './answer-block.tsx';
import styles from './answer-widget-view.module.css';
import { FeedbackModal } from './feedback-modal.tsx';
import { QuestionList } from './question-list.tsx';
import { HandOffLink, RetryControls, StatusRegion } from './status-views.tsx';
import { FIXED_LINKS, tooLongText, VIEW_LAYOUT, VIEW_TEXT } from './view-text.ts';

/**
 * The widget's words are English (its content feed and ours), also on the Spanish pages (/es-us/):
 * said on its root, so a screen reader reads them with an English voice there.
 */
const WIDGET_LANG = 'en-US';

export interface AnswerWidgetViewProps {
  view: WidgetView;
  actions: WidgetActions;
  /**
   * Whether the widget shows its own question field and buttons. Default `true`. A page whose own
   * search box asks the question (the site-search card above results) passes `false`, so the
   * page has one question field, not two.
   */
  askForm?: boolean;
  /**
   * Where the question form is sent when the page's script has not run (yet): a GET with the
   * question as `q`, such as the site's search page, which answers on the server. Without it the
   * form has nowhere to go and a question typed before the script runs is lost. Default none.
   */
  formAction?: string;
}

/** Whether some of an element is on the screen. */
function inViewport(el: Element): boolean {
  const { top, bottom } = el.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * The generative answer widget's views (seed 000 §2, §4): pure presentation of a WidgetView that
 * calls WidgetActions. Its only state is visual (the clamp toggle, an open popover, the feedback
 * form's draft). State is exposed on the root as data-status, data-phase, data-mode and data-layout.
 */
export function AnswerWidgetView({ view, actions, askForm = true, formAction }: AnswerWidgetViewProps) {
  const headingId = useId();
  const inputId = useId();
  // Get answer pressed with nothing typed: said next to the field until the visitor types.
  const [emptyTried, setEmptyTried] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const phaseBefore = useRef(view.phase);
  const answerBefore = useRef(view.answer?.id);
  // What a question brought (an answer, a message, a retry) is brought into view when it lands out
  // of sight, as on a phone, where it comes below the field. Focus then follows it from the
  // question form (it would stay on a field scrolled off the screen, with a phone's keyboard still
  // over the answer); in sight, focus stays where the visitor is. An answer shown for a question
  // chosen from the list (no request: popular and related questions carry theirs) comes above the
  // list on a phone and can push the chosen button off the screen: focus then goes to the answer
  // (brought into view if it is not), or the next Tab would go on below it, past the answer and
  // its rating. A list still in sight keeps focus, to try the next question.
  useEffect(() => {
    const before = phaseBefore.current;
    const answerWas = answerBefore.current;
    phaseBefore.current = view.phase;
    answerBefore.current = view.answer?.id;
    const asked = before === 'loading' && view.phase !== 'loading';
    const chosen =
      !asked && view.phase === 'answer' && view.answer !== undefined && view.answer.id !== answerWas;
    if (!asked && !chosen) return;
    const result = resultRef.current;
    if (!result || typeof result.scrollIntoView !== 'function') return;
    const active = document.activeElement;
    const { top } = result.getBoundingClientRect();
    const resultInSight = top >= 0 && top < window.innerHeight * 0.75;
    if (chosen ? active !== null && active !== document.body && inViewport(active) : resultInSight) return;
    if (!resultInSight) {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      result.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }
    const inForm = active !== null && formRef.current?.contains(active);
    if (chosen || inForm || active === null || active === document.body)
      result.focus({ preventScroll: true });
  }, [view.phase, view.answer]);

  if (view.status === 'hidden') return null;
  if (view.status === 'loading' || !view.content) {
    return (
      <section className={styles.root} lang={WIDGET_LANG} data-mode={view.mode} data-status="loading">
        <Spinner label={VIEW_TEXT.LOADING_WIDGET} size="large" minHeight={WIDGET.LOADING_MIN_HEIGHT_PX} />
      </section>
    );
  }

  const { content } = view;
  const loading = view.phase === 'loading';
  // The button under focus (cancel, retry) disappears with the phase it belongs to; focus goes
  // back to the question field rather than falling to the page.
  const focusInput = () => document.getElementById(inputId)?.focus();
  const tooLong = questionTooLong(view.input);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Too long: the message next to the field says so; the question stays to be shortened.
    if (tooLong) focusInput();
    else if (view.input.trim() === '') {
      setEmptyTried(true);
      focusInput();
    } else if (!loading) actions.submit();
  };
  // Without its own form (the search page's card) the left column would hold a heading alone: the
  // answer takes the card's width instead.
  const layout = view.twoColumn && askForm ? 'two-column' : 'one-column';
  const questionsHeading =
    view.questions.source !== 'RelatedQuestion'
      ? VIEW_TEXT.POPULAR_QUESTIONS
      : view.phase === 'message'
        ? VIEW_TEXT.CHOICES
        : content.askSimilarQuestionLabel;

  const body = (
    <div className={styles.layout} data-layout={layout}>
      <div className={styles.ask}>
        <h2 id={headingId} className={styles.heading}>
          <Text
            text={
              askForm
                ? view.service.heading
                : view.phase === 'message'
                  ? VIEW_TEXT.NO_BEST_ANSWER
                  : VIEW_TEXT.BEST_ANSWER
            }
            size="lg"
            configs={{ wrapper: 'span', font: 'bold' }}
          />
        </h2>
        {askForm ? (
          <form ref={formRef} className={styles.form} onSubmit={submit} action={formAction} method="get">
            <div className={styles.input}>
              <TextArea
                id={inputId}
                name="q"
                label={view.service.heading}
                isLabelHidden
                // The field takes the row up to the button (its 40rem cap left the button stranded at the far right).
                fullWidth
                value={view.input}
                onChange={(value) => {
                  setEmptyTried(false);
                  actions.setInput(value);
                }}
                error={tooLong || emptyTried}
                errorText={
                  tooLong
                    ? tooLongText(view.input.trim().length, MAX_QUESTION_LENGTH)
                    : emptyTried
                      ? VIEW_TEXT.EMPTY_QUESTION
                      : undefined
                }
                onEnter={() => submit()}
                rows={VIEW_LAYOUT.INPUT_ROWS}
                mobileRows={VIEW_LAYOUT.INPUT_ROWS_MOBILE}
                placeholder={content.inputPlaceHolder || view.service.placeholder}
              />
            </div>
            <div className={styles.buttons}>
              {/* Pending rather than disabled while loading: presses are blocked (aria-disabled)
                but a focused button keeps its focus, which `disabled` would drop. */}
              <Button
                type="submit"
                text={content.cta}
                spinnerLabel={content.cta}
                configs={{ spinner: loading, mobileFullWidth: true }}
              />
              {loading ? (
                <Button
                  text={VIEW_TEXT.CANCEL}
                  configs={{ variant: 'whiteSecondary', mobileFullWidth: true }}
                  onPress={() => {
                    actions.cancel();
                    focusInput();
                  }}
                />
              ) : null}
            </div>
          </form>
        ) : loading ? (
          <Button
            text={VIEW_TEXT.CANCEL}
            configs={{ variant: 'whiteSecondary', mobileFullWidth: true }}
            onPress={actions.cancel}
          />
        ) : null}
      </div>
      {/* Focusable from script only: focus follows a result scrolled into view (above). */}
      <div className={styles.result} ref={resultRef} tabIndex={-1}>
        {/* The card is filled in by the page's script; without it, say where the help is. */}
        {askForm ? null : (
          <noscript>
            <Text text={VIEW_TEXT.NO_SCRIPT} />
          </noscript>
        )}
        <StatusRegion view={view} content={content} />
        {view.phase === 'retry' ? (
          <RetryControls view={view} content={content} actions={actions} onRetry={focusInput} />
        ) : null}
        {view.phase === 'message' ? (
          <HandOffLink
            view={view}
            actions={actions}
            searchPage={view.mode === 'sitesearch' ? undefined : formAction}
          />
        ) : null}
        <div
          className={styles.answerRegion}
          aria-busy={loading || view.answer?.streaming || undefined}
          data-phase={view.phase}
        >
          {view.phase === 'answer' && view.answer ? (
            <AnswerBlock
              key={view.answer.id}
              answer={view.answer}
              content={content}
              feedback={view.feedback}
              contactHref={view.contactHref}
              actions={actions}
            />
          ) : null}
        </div>
      </div>
      {/* After the answer in the page's order (a phone shows the answer right under the question,
          and Tab reaches it first); beside the question's column's foot from the tablet width. */}
      <div className={styles.questions}>
        <QuestionList heading={questionsHeading} items={view.questions.items} actions={actions} />
      </div>
      <nav className={styles.links} aria-label={VIEW_TEXT.MORE_HELP}>
        <LinkList
          className={styles.linkList}
          items={FIXED_LINKS.map((link) =>
            link.href === WIDGET.LINKS.contactUs
              ? {
                  text: link.text,
                  href: view.contactHref,
                  onClick: () => actions.handOff(view.contactHref, link.text),
                }
              : { ...link, onClick: () => actions.linkClicked('redirect', link.href, link.text) },
          )}
        />
      </nav>
      <FeedbackModal content={content} isOpen={view.feedbackModalOpen} actions={actions} />
    </div>
  );

  return (
    <section
      className={styles.root}
      lang={WIDGET_LANG}
      aria-labelledby={headingId}
      data-mode={view.mode}
      data-status="ready"
      data-phase={view.phase}
      data-layout={layout}
    >
      <Frame mode={view.mode}>{body}</Frame>
    </section>
  );
}

/** Site search shows the widget as a best-answer card above the results (seed 000 §1). */
function Frame({ mode, children }: { mode: WidgetView['mode']; children: ReactNode }) {
  if (mode === 'sitesearch') return <CardShell className={styles.card}>{children}</CardShell>;
  return children;
}
