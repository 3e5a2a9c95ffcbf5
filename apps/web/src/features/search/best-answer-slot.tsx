import type { CustomerType } from '@support/contracts';
import { CardShell, LinkList, Text } from '@support/ui';
import { Suspense } from 'react';
import { fetchBestAnswer } from './search.server.ts';
import styles from './search-page.module.css';
import { searchHref } from './search-params.ts';

/**
 * The place of the best-answer card, above the results. For now the server renders the answer
 * (seed 000 call 3, not streamed); the answer widget replaces this component in one line once it
 * is ready. It streams in its own Suspense boundary, so it never holds up the results.
 */
export function BestAnswerSlot({ question, customerType }: { question: string; customerType: CustomerType }) {
  return (
    <Suspense key={`${customerType} ${question}`} fallback={<AnswerPending />}>
      <Answer question={question} customerType={customerType} />
    </Suspense>
  );
}

function AnswerPending() {
  return (
    <section className={styles.answer} aria-busy="true" aria-live="polite" aria-label="Best answer">
      <CardShell background="gray100">
        <Text text="Looking for the best answer…" configs={{ margin: '0' }} />
      </CardShell>
    </section>
  );
}

async function Answer({ question, customerType }: { question: string; customerType: CustomerType }) {
  let result: Awaited<ReturnType<typeof fetchBestAnswer>>;
  try {
    result = await fetchBestAnswer(question, customerType);
  } catch {
    return (
      <section className={styles.answer} aria-labelledby="answer-error" aria-live="polite">
        <CardShell>
          <h2 id="answer-error">We couldn’t get an answer right now</h2>
          <Text text="Please try again in a moment, or call customer service at 800-555-0100." />
        </CardShell>
      </section>
    );
  }
  if (!result.isShowBestAnswer || !result.bestAnswer) {
    return (
      <section className={styles.answer} aria-labelledby="no-answer">
        <CardShell>
          <h2 id="no-answer">{capitalise(question)}</h2>
          <Text text={result.errorText} configs={{ margin: '0' }} />
        </CardShell>
      </section>
    );
  }
  return (
    <section className={styles.answer} aria-labelledby="answer-title">
      <CardShell>
        <Text
          text="Best answer"
          size="sm"
          configs={{ font: 'bold', color: 'muted', className: styles.eyebrow, margin: '0 0 0.25rem' }}
        />
        <h2 id="answer-title">{result.bestAnswer.question}</h2>
        <Text text={result.bestAnswer.answer} configs={{ lineHeight: 'loose', margin: '0' }} />
        {result.citations.length > 0 && (
          <>
            <h3 id="answer-source">Source</h3>
            <LinkList
              labelledBy="answer-source"
              items={result.citations.map((c) => ({ href: c.url, text: c.title }))}
            />
          </>
        )}
        {result.relatedQuestionAnswers.length > 0 && (
          <>
            <h3 id="answer-related">People also ask</h3>
            <LinkList
              labelledBy="answer-related"
              items={result.relatedQuestionAnswers.map((r) => ({
                href: searchHref(customerType, r.question),
                text: r.question,
              }))}
            />
          </>
        )}
      </CardShell>
    </section>
  );
}

/** Seed 000 §8: the error view shows the search term, capitalised. */
function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
