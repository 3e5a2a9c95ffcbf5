'use client';

import type { WidgetContent } from '@support/contracts';
import { Button, CheckboxGroup, Modal, TextArea } from '@support/ui';
import { type FormEvent, useRef, useState } from 'react';
import { WIDGET, type WidgetActions } from '../model.ts';
import styles from './feedback-modal.module.css';
import { VIEW_TEXT } from './view-text.ts';

export interface FeedbackModalProps {
  content: WidgetContent;
  isOpen: boolean;
  actions: WidgetActions;
}

/** The four reasons of seed 000 §3 (label1 to label4), in the feed's order. */
export function feedbackReasons(content: WidgetContent): string[] {
  return [content.label1, content.label2, content.label3, content.label4];
}

/**
 * Seed 000 §2 thumbs-down modal: header, sub-header, the 4 reasons (several may be chosen, see
 * docs/decisions/004), a free text of at most 250 characters and a submit button. Closing it
 * (Escape, the close button, the backdrop) cancels the feedback. Sending it with no reason and no
 * text says so on the reasons (an alert) and moves focus to the first one; nothing is sent.
 */
export function FeedbackModal({ content, isOpen, actions }: FeedbackModalProps) {
  return (
    <Modal
      title={content.feedbackHeader}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actions.closeFeedback();
      }}
    >
      {/* The form mounts with the open modal, so every opening starts empty. */}
      <FeedbackForm content={content} actions={actions} />
    </Modal>
  );
}

function FeedbackForm({ content, actions }: { content: WidgetContent; actions: WidgetActions }) {
  const reasons = feedbackReasons(content);
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0 && text.trim() === '') {
      setEmpty(true);
      formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return;
    }
    // Reported in the reasons' own order, whatever order they were ticked in.
    actions.submitFeedback(
      reasons.filter((reason) => chosen.includes(reason)),
      text.trim(),
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit}>
      <CheckboxGroup
        label={content.feedbackSubHeader}
        options={reasons.map((reason) => ({ value: reason, label: reason }))}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          setEmpty(false);
        }}
        error={empty}
        errorMessage={VIEW_TEXT.FEEDBACK_EMPTY}
      />
      <TextArea
        label={content.feedbackTxt}
        value={text}
        onChange={(next) => {
          setText(next);
          if (next.trim() !== '') setEmpty(false);
        }}
        maxLength={WIDGET.FEEDBACK_TEXT_MAX}
      />
      <div className={styles.actions}>
        <Button type="submit" text={content.submitBtn} configs={{ mobileFullWidth: true }} />
      </div>
    </form>
  );
}
