import { join } from 'node:path';
import { AnswerEngine, loadArticlesFromDir, loadLexiconFromDir } from '@support/answer-engine';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config.ts';
import { type AskInput, prepareAnswer } from './answer.service.ts';

/**
 * A consumer's question in business words goes to small-business support when a business article
 * answers it as surely and the household article never speaks of them. What the articles say is
 * worked out once per engine version: an article changed in place is read again.
 */

const CONTENT_DIR = join(REPO_ROOT, 'content');
const ask = (question: string): AskInput => ({
  appId: 'sitesearch',
  question,
  customerType: 'consumer',
  dataSources: ['esupport', 'gvp'],
  relatedEnabled: true,
});

describe('business hand-off in the answer service', () => {
  it('follows the articles as they change in place', () => {
    const engine = new AnswerEngine(loadArticlesFromDir(join(CONTENT_DIR, 'kb')), {
      lexicon: loadLexiconFromDir(join(CONTENT_DIR, 'lexicon')),
    });
    const question = 'how do I pay our business bill online';
    const before = prepareAnswer(engine, ask(question));
    expect(before.forBusiness).toBe(true);
    expect(before.retrieval.declineReason).toBe('business');

    // The household bill-payment article now speaks of paying a business's bill in its own words.
    const pay = engine.article('KM1000001')!;
    engine.upsert({
      ...pay,
      questions: [...pay.questions, 'How do I pay our business bill online?', 'Pay a business bill online'],
    });
    const after = prepareAnswer(engine, ask(`${question} please`));
    expect(after.forBusiness).toBe(false);
    expect(after.best?.id).toBe('KM1000001');
  });
});
