'use client';

import type { WidgetContent } from '@support/contracts';
import { Button, IconButton, Link, LinkList, Popover, Text } from '@support/ui';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { WIDGET, type WidgetActions, type WidgetView } from '../model.ts';
import styles from './answer-block.module.css';
import { ThumbsDownIcon, ThumbsUpIcon } from './icons.tsx';
import { LinkedText } from './linked-text.tsx';
import { useOverflow } from './use-overflow.ts';
import { VIEW_TEXT } from './view-text.ts';

type Answer = NonNullable<WidgetView['answer']>;

/** How long (in frames, about 2 s) the thanks waits for a closing modal to let focus go. */
const FOCUS_WATCH_MAX_FRAMES = 120;

/** The answer is plain text (never HTML): its blank-line or line-break separated parts are paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface AnswerBlockProps {
  answer: Answer;
  content: WidgetContent;
  feedback: WidgetView['feedback'];
  /** The contact-us hand-off, offered after a thumbs-down. */
  contactHref: string;
  actions: WidgetActions;
}

/**
 * Seed 000 §2 answer block: sub-header, the question (its heading), the answer clamped to 8 lines with a toggle
 * shown only when the text overflows, citations, the legal disclaimer and the feedback control.
 * Render it with `key={answer.id}` so a new answer starts collapsed.
 */
export function AnswerBlock({ answer, content, feedback, contactHref, actions }: AnswerBlockProps) {
  const headingId = useId();
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const { ref, overflowing } = useOverflow<HTMLDivElement>(answer.text, !expanded);
  // Links only where all of the text shows: a link cut off by the clamp could take focus unseen.
  const shown = (paragraph: string) =>
    !overflowing || expanded ? <LinkedText text={paragraph} /> : paragraph;

  return (
    <article
      className={styles.answer}
      aria-labelledby={headingId}
      data-streaming={answer.streaming || undefined}
    >
      <Text
        text={answer.community ? VIEW_TEXT.COMMUNITY_ANSWER : content.subHeader}
        size="sm"
        configs={{ color: 'muted', font: 'bold' }}
      />
      {/* The question answered is the block's heading and name: browsing by heading, each answer
          reads as what it answers, not as the same sub-header. */}
      <h3 id={headingId} className={styles.heading}>
        <Text text={answer.question} configs={{ wrapper: 'span', font: 'bold' }} />
      </h3>
      <div
        id={textId}
        ref={ref}
        className={styles.text}
        style={{ '--widget-clamp-lines': WIDGET.CLAMP_LINES } as CSSProperties}
        data-clamped={!expanded}
      >
        {paragraphs(answer.text).map((paragraph, i) => (
          // Paragraphs of one text in order; a stream only appends, so the index is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Text key={i} text={shown(paragraph)} configs={{ lineHeight: 'normal' }} />
        ))}
      </div>
      {overflowing || expanded ? (
        <Button
          text={expanded ? content.showLabel2 : content.showLabel1}
          configs={{ variant: 'whiteSecondary', size: 'small' }}
          isExpanded={expanded}
          controls={textId}
          onPress={() => setExpanded(!expanded)}
        />
      ) : null}
      {answer.citations.length > 0 ? (
        <div className={styles.citations}>
          <Popover trigger={content.citationLinkLabel} title={content.citationHeader}>
            <LinkList
              label={content.citationHeader}
              items={answer.citations.map((citation, i) => ({
                href: citation.url,
                text: citation.title,
                // Reported before the browser follows the link (seed 000 §7 link click).
                onClick: () => actions.linkClicked('citation', citation.url, citation.title, i + 1),
              }))}
            />
          </Popover>
        </div>
      ) : null}
      <Text text={<LinkedText text={content.legalDisclaimerLabel} />} legal />
      <Feedback content={content} feedback={feedback} contactHref={contactHref} actions={actions} />
    </article>
  );
}

function Feedback({
  content,
  feedback,
  contactHref,
  actions,
}: {
  content: WidgetContent;
  feedback: WidgetView['feedback'];
  contactHref: string;
  actions: WidgetActions;
}) {
  const labelId = useId();
  const thanksRef = useRef<HTMLDivElement>(null);

  // The pressed thumb disappears with the thanks; focus would fall to the page, so it goes to the
  // thanks text instead (unless the visitor has put it somewhere else). After the thumbs-down modal,
  // focus is still in the closing dialog, which then hands it back to the thumb, gone by then: so
  // watch, frame by frame, until focus has left the dialog.
  useEffect(() => {
    if (feedback === 'ask') return;
    let frames = 0;
    let frame = 0;
    const check = () => {
      const active = document.activeElement;
      if (active === null || active === document.body) {
        thanksRef.current?.focus();
        return;
      }
      if (active.closest('[role="dialog"]') && frames < FOCUS_WATCH_MAX_FRAMES) {
        frames += 1;
        frame = requestAnimationFrame(check);
      }
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [feedback]);

  return (
    <div className={styles.feedback}>
      {feedback === 'ask' ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not form fields.
        <div role="group" aria-labelledby={labelId} className={styles.thumbs}>
          <Text id={labelId} text={content.feedbackLabel} configs={{ wrapper: 'span' }} />
          <IconButton
            label={VIEW_TEXT.THUMBS_UP}
            iconSvg={<ThumbsUpIcon />}
            onPress={() => actions.thumbsUp()}
          />
          <IconButton
            label={VIEW_TEXT.THUMBS_DOWN}
            iconSvg={<ThumbsDownIcon />}
            onPress={() => actions.thumbsDown()}
          />
        </div>
      ) : null}
      {/* Always present so the thanks is announced when it appears (a live region must exist first). */}
      <div role="status" ref={thanksRef} tabIndex={-1} className={styles.thanks}>
        {feedback !== 'ask' ? <Text text={content.positiveTxt} configs={{ wrapper: 'span' }} /> : null}
      </div>
      {/* The answer did not help: the question can go on to a person (the same hand-off as the
          widget's contact link, carrying the question and its intent). */}
      {feedback === 'unhelpful' ? (
        <Link
          text={VIEW_TEXT.UNHELPFUL_HAND_OFF}
          href={contactHref}
          configs={{ variant: 'appendIcon' }}
          onPress={() => actions.handOff(contactHref, VIEW_TEXT.UNHELPFUL_HAND_OFF)}
        />
      ) : null}
    </div>
  );
}
