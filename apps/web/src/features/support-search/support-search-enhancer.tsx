'use client';

import { type CustomerType, suggestionsAnnouncement } from '@support/contracts';
import { focusFirstSuggestion, SuggestionList } from '@support/ui';
import { useEffect, useState } from 'react';
import styles from './support-search.module.css';
import type { SupportSearchMessages } from './support-search-texts.ts';
import { useFieldWhenPresent } from './use-field-when-present.ts';
import { type SuggestionsState, useSuggestions } from './use-suggestions.ts';

export interface SupportSearchEnhancerProps {
  /** Id of the field to attach to. */
  fieldId: string;
  /** Id of the search area the page scrolls to when the field is clicked. */
  areaId: string;
  customerType: CustomerType;
  /** Seed 001 §9 maxSearchResults. */
  maxSearchResults: number;
  messages: SupportSearchMessages;
}

/**
 * The support search widget's script (seed 001 §2, §4, §5): it finds its server-rendered field
 * (polling, see useFieldWhenPresent) and attaches suggestions to it. The form
 * itself needs no script: without this, Enter still opens the search page.
 */
export function SupportSearchEnhancer({
  fieldId,
  areaId,
  customerType,
  maxSearchResults,
  messages,
}: SupportSearchEnhancerProps) {
  const field = useFieldWhenPresent(fieldId);
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const state = useSuggestions(text, customerType, maxSearchResults);
  const listId = `${fieldId}-suggestions`;
  const listed = !dismissed && state.kind === 'results';

  useEffect(() => {
    if (!field) return;
    setText(field.value);
    const onInput = () => {
      setDismissed(false);
      setText(field.value);
    };
    const onClick = () => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      document
        .getElementById(areaId)
        ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' && focusFirstSuggestion(listId)) event.preventDefault();
      else if (event.key === 'Escape') setDismissed(true);
    };
    field.addEventListener('input', onInput);
    field.addEventListener('click', onClick);
    field.addEventListener('keydown', onKeyDown);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('click', onClick);
      field.removeEventListener('keydown', onKeyDown);
    };
  }, [field, areaId, listId]);

  // The field names the list it controls while there is one. It stays a search field, not a
  // combobox: the suggestions are Tab stops (see SuggestionList), which a combobox's popup may not be.
  useEffect(() => {
    if (!field) return;
    if (listed) field.setAttribute('aria-controls', listId);
    else field.removeAttribute('aria-controls');
  }, [field, listed, listId]);

  const shown: SuggestionsState = dismissed || !field ? { kind: 'hidden' } : state;
  return (
    <>
      <div role="status" aria-live="polite" className={styles.srOnly}>
        {announcement(shown, messages)}
      </div>
      <SuggestionsPanel
        state={shown}
        listId={listId}
        messages={messages}
        onLeave={(reason) => {
          field?.focus();
          if (reason === 'escape') setDismissed(true);
        }}
      />
    </>
  );
}

const noResultsLead = (query: string, m: SupportSearchMessages) =>
  `${m.noResultsBefore} “${query}” ${m.noResultsAfter}`.replace(/ ([.,:;!?])$/, '$1');

/** What the live region says for a state (seed 001 §2 for listed suggestions). */
export function announcement(state: SuggestionsState, messages: SupportSearchMessages): string {
  switch (state.kind) {
    case 'results':
      return suggestionsAnnouncement(state.items.length);
    case 'empty':
      return noResultsLead(state.query, messages);
    case 'failed':
      return messages.noMatch;
    default:
      return '';
  }
}

function SuggestionsPanel({
  state,
  listId,
  messages,
  onLeave,
}: {
  state: SuggestionsState;
  listId: string;
  messages: SupportSearchMessages;
  onLeave: (reason: 'escape' | 'up') => void;
}) {
  if (state.kind === 'hidden') return null;
  return (
    <div className={styles.panel} data-state={state.kind}>
      {state.kind === 'results' ? (
        <>
          <SuggestionList
            id={listId}
            label={messages.suggestionsLabel}
            items={state.items.map((s) => ({ title: s.title, href: s.url }))}
            onLeave={onLeave}
          />
          <p className={styles.intermediate} data-message="intermediate">
            {messages.intermediate}
          </p>
        </>
      ) : state.kind === 'empty' ? (
        <div className={styles.message} data-message="no-results">
          <p className={styles.lead}>{noResultsLead(state.query, messages)}</p>
          <p className={styles.hintsHeading}>{messages.hintsHeading}</p>
          <ul className={styles.hints}>
            {messages.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.message} data-message="no-match">
          {messages.noMatch}
        </p>
      )}
    </div>
  );
}
