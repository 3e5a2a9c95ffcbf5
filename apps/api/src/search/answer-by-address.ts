import { randomUUID } from 'node:crypto';
import type { AnswerEngine, FeedbackAdjuster } from '@support/answer-engine';
import type { FastifyBaseLogger, preValidationHookHandler } from 'fastify';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { logAnswer } from '../platform/logging.ts';
import type { PreparedAnswer } from './answer.service.ts';
import { cacheFor } from './answer-cache.ts';
import { type SlottedBody, sendJson } from './serialize.ts';

/**
 * Longer addresses are answered the long way and never kept, so that query strings padded with
 * parameters nobody reads cannot fill memory: a full cache holds at most ANSWER_CACHE_SIZE
 * addresses of this length. A typical question takes a few hundred characters percent-encoded.
 */
export const MAX_KEPT_ADDRESS = 4096;

/** What the answer log line says of a prepared answer (no question text at info). */
export function answerOutcome(p: PreparedAnswer) {
  return {
    answered: p.best !== undefined,
    articleId: p.best?.id,
    intent: p.retrieval.intent,
    declineReason: p.retrieval.declineReason,
  };
}

export function logPrepared(log: FastifyBaseLogger, question: string, p: PreparedAnswer): void {
  logAnswer(log, question, answerOutcome(p), p.questionHash);
}

interface KeptAnswer {
  body: SlottedBody;
  question: string;
  questionHash: string;
  outcome: ReturnType<typeof answerOutcome>;
}

/** The engine and feedback an answer was ranked with: the kept body belongs to their cache. */
export interface RankedWith {
  engine: AnswerEngine;
  feedback: FeedbackAdjuster | undefined;
}

export const rankedNow = (kb: KnowledgeBase): RankedWith => ({ engine: kb.engine, feedback: kb.feedback });

const keptAnswers = ({ engine, feedback }: RankedWith) => cacheFor<KeptAnswer>(engine, 'addresses', feedback);

/**
 * A route hook (after the rate limiter, before validation) that answers an address answered
 * before with a body the same for everyone: the same address reads as the same query, so it is
 * neither validated nor looked up again; only the query id is new, and the answer is logged as
 * the handler logs it. Kept per engine and feedback, so a rebuilt index or new feedback weights
 * start afresh, as the answer cache does.
 */
export function answerKeptAddress(kb: KnowledgeBase): preValidationHookHandler {
  // A callback hook: the common case (nothing kept, or an answer sent) needs no promise.
  return function answeredBefore(request, reply, done) {
    const kept =
      request.url.length > MAX_KEPT_ADDRESS ? undefined : keptAnswers(rankedNow(kb)).get(request.url);
    if (kept === undefined) return done();
    logAnswer(request.log, kept.question, kept.outcome, kept.questionHash);
    sendJson(reply, kept.body.with(randomUUID()));
  };
}

/**
 * Keeps the body just sent for its address, when it is one every visitor asking there gets
 * (`body` is the prepared answer's shared body; undefined when the answer was this visitor's
 * alone: composed per request, or with a notice for their ZIP).
 */
export function keepForAddress(
  ranked: RankedWith,
  url: string,
  question: string,
  p: PreparedAnswer,
  body: SlottedBody | undefined,
): void {
  if (body === undefined || url.length > MAX_KEPT_ADDRESS) return;
  keptAnswers(ranked).set(url, {
    body,
    question,
    questionHash: p.questionHash,
    outcome: answerOutcome(p),
  });
}
