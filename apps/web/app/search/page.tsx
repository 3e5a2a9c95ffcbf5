import { MAX_QUESTION_LENGTH } from '@support/contracts';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { QuestionForm } from '../../src/components/question-form.tsx';
import { fetchBestAnswer } from '../../src/features/search/search.server.ts';
import styles from './search.module.css';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const questionOf = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v[0] : v)?.trim().slice(0, MAX_QUESTION_LENGTH) ?? '';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = questionOf((await searchParams).q);
  return { title: q ? `Answers for “${q}”` : 'Ask a question', robots: { index: false } };
}

export default async function SearchPage({ searchParams }: Props) {
  const q = questionOf((await searchParams).q);
  return (
    <div className={`container ${styles.page}`}>
      <h1>Ask a question</h1>
      <QuestionForm id="q" label="What do you need help with?" defaultValue={q} />
      {q && (
        // The page shell goes out at once; the answer streams in when the engine has it.
        <Suspense key={q} fallback={<AnswerPending />}>
          <Answer question={q} />
        </Suspense>
      )}
    </div>
  );
}

function AnswerPending() {
  return (
    <section className={styles.card} aria-busy="true" aria-live="polite">
      <p>Looking for the best answer…</p>
    </section>
  );
}

async function Answer({ question }: { question: string }) {
  let result: Awaited<ReturnType<typeof fetchBestAnswer>>;
  try {
    result = await fetchBestAnswer(question);
  } catch {
    return (
      <section className={styles.card} aria-live="polite">
        <h2>We couldn’t get an answer right now</h2>
        <p>Please try again in a moment, or call customer service at 800-555-0100.</p>
      </section>
    );
  }
  if (!result.isShowBestAnswer || !result.bestAnswer) {
    return (
      <section className={styles.card} aria-labelledby="no-answer">
        <h2 id="no-answer">{capitalise(question)}</h2>
        <p>{result.errorText}</p>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="answer-title">
      <p className={styles.eyebrow}>Best answer</p>
      <h2 id="answer-title">{result.bestAnswer.question}</h2>
      <p className={styles.answer}>{result.bestAnswer.answer}</p>
      {result.citations.length > 0 && (
        <>
          <h3>Source</h3>
          <ul className={styles.list}>
            {result.citations.map((c) => (
              <li key={c.url}>
                <Link href={c.url}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {result.relatedQuestionAnswers.length > 0 && (
        <>
          <h3>People also ask</h3>
          <ul className={styles.list}>
            {result.relatedQuestionAnswers.map((r) => (
              <li key={r.id}>
                <Link href={`/search?q=${encodeURIComponent(r.question)}`} prefetch={false}>
                  {r.question}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Seed 000 §8: the error view shows the search term, capitalised. */
function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
