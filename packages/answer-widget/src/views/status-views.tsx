'use client';

import {
  BUSINESS_HAND_OFF,
  BUSINESS_NO_ANSWER_TEXT,
  maskLongNumbers,
  SPANISH_LANG,
  spanishNoAnswer,
  type WidgetContent,
} from '@support/contracts';
import { Button, Link, Text } from '@support/ui';
import { WIDGET, type WidgetActions, type WidgetView } from '../model.ts';
import { LinkedText } from './linked-text.tsx';
import styles from './status-views.module.css';
import { VIEW_TEXT } from './view-text.ts';

/**
 * The widget's one polite live region (role=status), always rendered so that what appears in it is
 * announced: the rotating loading message, the retry text (with the long-wait notice), or the
 * error / no-answer message, or (hidden from the eye) that an answer is ready. It sits outside the
 * aria-busy answer region, which would hold it back.
 */
export function StatusRegion({ view, content }: { view: WidgetView; content: WidgetContent }) {
  return (
    <div role="status" className={styles.status} data-phase={view.phase}>
      {view.phase === 'loading' && view.loadingMessage ? (
        <Text text={view.loadingMessage} configs={{ color: 'muted' }} />
      ) : null}
      {view.phase === 'retry' ? (
        <>
          {view.longWait ? <Text text={VIEW_TEXT.LONG_WAIT} configs={{ font: 'bold' }} /> : null}
          <Text text={content.resubmitMsg} />
        </>
      ) : null}
      {/* The answer region is not live (it would read every streamed piece): once the answer is
          complete, this says it is there, for those who cannot see it arrive. */}
      {view.phase === 'answer' && view.answer && !view.answer.streaming ? (
        <span className={styles.announcement}>{`${VIEW_TEXT.ANSWER_READY} ${view.answer.question}`}</span>
      ) : null}
      {view.phase === 'message' && view.message ? (
        // A question in Spanish gets its answer in Spanish: read with a Spanish voice.
        <div className={styles.message} lang={spanishNoAnswer(view.message.text) ? SPANISH_LANG : undefined}>
          <Text
            text={view.message.searchTerm}
            size="lg"
            configs={{ font: 'bold', className: styles.searchTerm }}
          />
          <Text text={<LinkedText text={shownMessage(view.message.text)} />} />
        </div>
      ) : null}
    </div>
  );
}

/** Seed 000 §4 retry view's controls: the online-support link (long wait) and the resubmit button. */
export function RetryControls({
  view,
  content,
  actions,
  onRetry,
}: {
  view: WidgetView;
  content: WidgetContent;
  actions: WidgetActions;
  /** Runs after actions.retry (the view moves focus, as the button disappears). */
  onRetry: () => void;
}) {
  return (
    <div className={styles.retry}>
      {view.longWait ? (
        <Link
          text={VIEW_TEXT.ONLINE_SUPPORT}
          href={WIDGET.LINKS.onlineSupport}
          configs={{ variant: 'appendIcon' }}
          onPress={() => actions.linkClicked('link', WIDGET.LINKS.onlineSupport, VIEW_TEXT.ONLINE_SUPPORT)}
        />
      ) : null}
      <Button
        text={content.resubmitButton}
        configs={{ variant: 'bluePrimary' }}
        onPress={() => {
          actions.retry();
          onRetry();
        }}
      />
    </div>
  );
}

/**
 * Under a no-answer message: a person can help with what was asked. The link hands the question,
 * its intent and the service over to the contact-us page (view.contactHref).
 */
export function HandOffLink({
  view,
  actions,
  searchPage,
}: {
  view: WidgetView;
  actions: WidgetActions;
  /**
   * The search page of this widget's audience, away from it: the question unanswered here may
   * still be in an article, so the articles that share its words are offered too.
   */
  searchPage?: string;
}) {
  const target = handOffTarget(view);
  const search =
    searchPage && target.href === view.contactHref && view.message
      ? `${searchPage}?${new URLSearchParams({ q: maskLongNumbers(view.message.searchTerm) })}`
      : undefined;
  return (
    <div className={styles.handOff} lang={target.lang}>
      {isThisPage(target.href) ? null : (
        <Link
          text={target.text}
          href={target.href}
          configs={{ variant: 'appendIcon' }}
          onPress={() => actions.handOff(target.href, target.text)}
        />
      )}
      {search ? (
        <Link
          text={VIEW_TEXT.SEARCH_ARTICLES}
          href={search}
          configs={{ variant: 'appendIcon' }}
          onPress={() => actions.linkClicked('redirect', search, VIEW_TEXT.SEARCH_ARTICLES)}
        />
      ) : null}
    </div>
  );
}

/** A no-answer text as this page shows it: the Spanish one, on the contact page it names, without sending the visitor there. */
function shownMessage(text: string): string {
  const spanish = spanishNoAnswer(text);
  return spanish && isThisPage(spanish.handOff.href) ? spanish.onContactPage : text;
}

/**
 * Whether a plain address (no query) is the page the widget is on, such as the Spanish contact
 * page's own widget handing a Spanish question off to that page: a link to it would go nowhere.
 */
function isThisPage(href: string): boolean {
  if (typeof window === 'undefined' || href.includes('?')) return false;
  const trim = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  return trim(window.location.pathname) === trim(href);
}

/**
 * Where the hand-off goes: asked in Spanish, the Spanish contact page, named in Spanish; a business
 * question asked as a consumer, small-business search asked the same; otherwise contact us.
 */
function handOffTarget(view: WidgetView): { href: string; text: string; lang?: string } {
  const spanish = spanishNoAnswer(view.message?.text)?.handOff;
  if (spanish) return { ...spanish, lang: SPANISH_LANG };
  if (view.message?.text === BUSINESS_NO_ANSWER_TEXT)
    return { href: BUSINESS_HAND_OFF.href(view.message.searchTerm), text: BUSINESS_HAND_OFF.text };
  return { href: view.contactHref, text: VIEW_TEXT.HAND_OFF };
}
