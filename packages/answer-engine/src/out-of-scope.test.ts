import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AnswerEngine } from './engine.ts';
import { loadArticlesFromDir } from './kb/load.ts';
import { Lexicon } from './text/lexicon.ts';
import { LexiconFileSchema, loadLexiconFromDir } from './text/lexicon-file.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../content');
const articles = loadArticlesFromDir(join(ROOT, 'kb'));
const lexicon = loadLexiconFromDir(join(ROOT, 'lexicon'));

describe('out-of-scope topics (content/lexicon/out-of-scope.json)', () => {
  it('are part of the lexicon files, validated like the rest', () => {
    expect(lexicon.outOfScope.length).toBeGreaterThan(5);
    expect(() => LexiconFileSchema.parse({ outOfScope: [{ topic: 'weather', examples: [] }] })).toThrow();
    expect(
      new Lexicon([LexiconFileSchema.parse({ outOfScope: [{ topic: 'w', examples: ['rain'] }] })]).outOfScope,
    ).toEqual([{ topic: 'w', examples: ['rain'] }]);
  });

  it('give the decision how much closer a question comes to one of them than to our best article question', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const near = engine.retrieve({ question: 'my electric company bill is wrong', customerType: 'consumer' });
    const ours = engine.retrieve({ question: 'how do I pay my business bill', customerType: 'consumer' });
    expect(near.features?.outOfScopeSimilarity).toBeGreaterThan(0.1);
    // "pay my … bill" is close to a utility bill too, but closer to our own article question.
    expect(ours.features?.outOfScopeSimilarity).toBe(0);
    expect(ours.hits[0]?.article.topic).toBe('pay-bill-online');
  });

  it('do not decline a question for where it happened ("stolen on the subway")', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const ask = (question: string) => engine.retrieve({ question, customerType: 'consumer' });
    // "subway" and "walmart" are in out-of-scope examples (a subway map, shopping at Walmart) and
    // in no article; where the phone was stolen is a circumstance of the question, not its subject.
    for (const question of ['my phone got stolen on the subway, what do I do', 'phone stolen at walmart']) {
      const r = ask(question);
      expect(r.best?.article.topic, question).toBe('lost-or-stolen-device');
      expect(r.features?.outOfScopeWords, question).toBe(0);
    }
    // The same word as the subject still reads as out of scope.
    expect(ask('subway map for the city').best).toBeUndefined();
  });

  it('give the decision the share of the question in words the best article lacks and they have', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const ask = (question: string) => engine.retrieve({ question, customerType: 'consumer' }).features;
    // "electric" is in the out-of-scope examples (other companies' bills), not in the article.
    expect(ask('can I get a payment arrangement on my electric bill')?.outOfScopeWords).toBeGreaterThan(0.2);
    expect(ask('can I get a payment arrangement on my bill')?.outOfScopeWords).toBe(0);
    // Words neither has do not count.
    expect(ask('can I get a payment arrangement on my zorblat bill')?.outOfScopeWords).toBe(0);
  });

  it('give the decision the share of the question in words the best article lacks that name whose thing it is', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const ask = (question: string) => engine.retrieve({ question, customerType: 'consumer' }).features;
    // "water" names whose bill it is, and the best article (our bill) lacks it.
    expect(ask('my water bill went up this month')?.unmatchedModifier).toBeGreaterThan(0.1);
    // A word the article lacks that does not stand before a matched one is not a modifier.
    expect(ask('my bill went up this month after the storm')?.unmatchedModifier).toBe(0);
    // Our own words before the matched one: the article has them.
    expect(ask('why did my phone bill go up')?.unmatchedModifier).toBe(0);
  });

  it('never answer by themselves: without articles nothing is answered, and our own questions still are', () => {
    expect(
      new AnswerEngine([], { lexicon }).retrieve({ question: 'tell me a joke', customerType: 'consumer' })
        .best,
    ).toBeUndefined();
    const engine = new AnswerEngine(articles, { lexicon });
    expect(
      engine.retrieve({ question: 'how do I pay my bill online', customerType: 'consumer' }).best,
    ).toBeDefined();
    expect(
      engine.retrieve({ question: 'will it snow this weekend', customerType: 'consumer' }).best,
    ).toBeUndefined();
  });

  it("decline a public office's or another network's thing asked in our words, and ours stay ours", () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const ask = (question: string) => engine.retrieve({ question, customerType: 'consumer' });
    for (const question of [
      'set up installments with the irs for what I owe in taxes',
      'the hotel wifi sign in page wont load on my laptop',
    ])
      expect(ask(question).best, question).toBeUndefined();
    expect(ask('can I pay what I owe in installments').best?.article.topic).toBe('payment-arrangement');
    expect(ask('my laptop wont connect to my home wifi').best?.article.topic).toBe('connect-device-to-wifi');
  });

  it('name no brand whose name is also how our customers say who they are ("navy", "usaa": the military discount)', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const ask = (question: string) => engine.retrieve({ question, customerType: 'consumer' });
    for (const question of [
      "I'm in the navy, is there a discount",
      'do you have a military discount for usaa members',
    ])
      expect(ask(question).best?.article.topic, question).toBe('military-discount');
    expect(ask('va disability discount on internet').best?.article.topic).toBe('low-income-plan');
    // Another company's thing, named by its brand, is still not ours.
    expect(ask('where is my fedex parcel from an online store').best).toBeUndefined();
  });

  it('without them the feature is 0', () => {
    const engine = new AnswerEngine(articles, { lexicon: new Lexicon() });
    expect(
      engine.retrieve({ question: 'pay my electric bill', customerType: 'consumer' }).features
        ?.outOfScopeSimilarity,
    ).toBe(0);
  });
});
