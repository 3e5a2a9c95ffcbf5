import { describe, expect, it } from 'vitest';
import type { Article } from '../kb/article.ts';
import { sampleArticle } from '../testing/sample-article.ts';
import { analyze } from '../text/normalize.ts';
import { composeToString } from './composer.ts';
import {
  EXTRACT_MAX_CHARS,
  EXTRACTIVE_MAX_SENTENCES,
  ExtractiveComposer,
  extractAnswer,
  replyFor,
  splitSentences,
  trimAnswer,
} from './extractive.ts';

const FOUR_SENTENCES = [
  'Sign in to My Account and choose Pay bill.',
  'Autopay can be turned on under Billing settings.',
  'Paperless billing sends the bill by email instead of by post.',
  'A late fee is added when a payment arrives after the due date.',
].join(' ');

function article(answer: string): Article {
  return sampleArticle({
    questions: ['How do I pay my bill online?', 'one time payment', 'pay my bill'],
    answer,
    body: 'Body.',
  });
}

async function collect(iterable: AsyncIterable<string>, onPiece?: (piece: string, index: number) => void) {
  const pieces: string[] = [];
  for await (const piece of iterable) {
    onPiece?.(piece, pieces.length);
    pieces.push(piece);
  }
  return pieces;
}

describe('splitSentences', () => {
  it('splits after . ! or ? followed by a capital, a digit or a quote', () => {
    expect(splitSentences('Restart it. Then wait! Did it work? "Yes," she said. 2 lights show.')).toEqual([
      'Restart it.',
      'Then wait!',
      'Did it work?',
      '"Yes," she said.',
      '2 lights show.',
    ]);
  });

  it('does not split inside web addresses, numbers or before a lower-case word', () => {
    expect(splitSentences('Go to www.example.com/myaccount and pay $10.50 today. e.g. use the app.')).toEqual(
      ['Go to www.example.com/myaccount and pay $10.50 today. e.g. use the app.'],
    );
  });
});

describe('trimAnswer: at most 3 sentences, keeping the first', () => {
  it('keeps an answer of up to 3 sentences whole, its middle too', () => {
    expect(trimAnswer('Sign in and pay.', [])).toBe('Sign in and pay.');
    expect(trimAnswer('Sign in. Then pay.', ['late'])).toBe('Sign in. Then pay.');
    const reset =
      'Select Reset voicemail password. We text a temporary password to that phone. Call your voicemail and enter the temporary password.';
    expect(trimAnswer(reset, analyze('reset voicemail pin'))).toBe(reset);
  });

  it('keeps the first sentence and the one that matches the question, in their original order', () => {
    const trimmed = trimAnswer(FOUR_SENTENCES, analyze('what is the late fee'));
    expect(trimmed).toBe(
      'Sign in to My Account and choose Pay bill. A late fee is added when a payment arrives after the due date.',
    );
  });

  it('adds other matching sentences up to 3 in all, best matches first', () => {
    const trimmed = trimAnswer(FOUR_SENTENCES, analyze('late fee autopay email'));
    expect(splitSentences(trimmed)).toEqual([
      'Sign in to My Account and choose Pay bill.',
      'Autopay can be turned on under Billing settings.',
      'A late fee is added when a payment arrives after the due date.',
    ]);
  });

  it('never returns more than 3 sentences even when all match', () => {
    const trimmed = trimAnswer(FOUR_SENTENCES, analyze('bill autopay email late fee payment sign'));
    expect(EXTRACTIVE_MAX_SENTENCES).toBe(3);
    expect(splitSentences(trimmed)).toHaveLength(3);
    expect(trimmed.startsWith('Sign in to My Account and choose Pay bill.')).toBe(true);
  });

  it('returns the first two sentences when nothing matches the question', () => {
    expect(trimAnswer(FOUR_SENTENCES, ['zzz'])).toBe(
      'Sign in to My Account and choose Pay bill. Autopay can be turned on under Billing settings.',
    );
  });

  it('only returns sentences of the answer, unchanged', () => {
    const sentences = splitSentences(FOUR_SENTENCES);
    for (const q of ['late fee', 'paperless', 'autopay', 'sign in', '']) {
      for (const s of splitSentences(trimAnswer(FOUR_SENTENCES, analyze(q)))) expect(sentences).toContain(s);
    }
  });
});

describe('trimAnswer: the lexicon’s expansions of the question count too, at half weight', () => {
  const answer =
    'The account holder starts the transfer online. The new owner accepts the invitation. Fees may apply to the new plan. The phone number stays the same. If the account holder has died, call us instead.';

  it('keeps the sentence that only an expansion matches ("passed away" adds "died")', () => {
    const terms = analyze('my mom passed away, take over her phone');
    const without = trimAnswer(answer, terms);
    expect(without).not.toContain('has died');
    const withExpansions = trimAnswer(answer, terms, analyze('deceased died'));
    expect(withExpansions).toContain('If the account holder has died, call us instead.');
    expect(withExpansions.startsWith('The account holder starts the transfer online.')).toBe(true);
  });

  it('counts the customer’s own word above an expansion', () => {
    // "fees" and "number" are the customer's words, "died" only an expansion: with two places left
    // after the opening sentence, the customer's words take them.
    const kept = trimAnswer(answer, analyze('fees number'), analyze('died'));
    expect(kept).toContain('Fees may apply');
    expect(kept).toContain('The phone number stays the same.');
    expect(kept).not.toContain('has died');
  });
});

describe('extractAnswer: the part of the article the question asks about', () => {
  const battery = {
    answer:
      'Yes. Digital home phone service needs power, so it stops in an outage unless your gateway has a backup battery. A standard battery lasts about 8 hours on standby.',
    body: [
      'Intro paragraph about the gateway.',
      '',
      '## What the battery covers',
      '',
      '- **Phone calls only.** The gateway turns off Wi-Fi while it is on battery.',
      '- **Corded phones only.** Cordless phone bases need wall power.',
      '',
      '## Beeping or a battery warning',
      '',
      'A regular beep means the battery is low or missing.',
      '',
      'Press the **silence** button on the',
      'gateway to stop the sound for 24 hours.',
      '',
      'Recycle old batteries at an electronics drop-off.',
      '',
      'If the account was opened in your name:',
      '',
      '1. Call us',
      '',
      '## Order a battery',
      '',
      'Order one in My Account under **Home Phone > Equipment**.',
    ].join('\n'),
  };
  const ask = (question: string, rare: readonly string[]) =>
    extractAnswer(battery, { terms: analyze(question), rareTerms: rare.flatMap((w) => analyze(w)) });

  it('trims the best answer when it has every rare word of the question', () => {
    expect(ask('how long does the battery last', ['battery'])).toBe(
      trimAnswer(battery.answer, analyze('how long does the battery last')),
    );
    expect(extractAnswer(battery, { terms: analyze('beeping') })).toBe(
      trimAnswer(battery.answer, analyze('beeping')),
    );
  });

  it('quotes the section whose heading names a rare word the answer lacks, after the answer’s opening', () => {
    const text = ask('my gateway keeps beeping', ['beeping']);
    expect(text).toBe(
      'Digital home phone service needs power, so it stops in an outage unless your gateway has a backup battery. A regular beep means the battery is low or missing. Press the silence button on the gateway to stop the sound for 24 hours.',
    );
  });

  it('picks the section’s passages that share most with the question, in their order, markdown as text', () => {
    const text = ask('how do I silence the beeping gateway', ['silence', 'beeping']);
    expect(text).toContain('Press the silence button on the gateway to stop the sound for 24 hours.');
    expect(text).not.toContain('**');
    expect(text.startsWith('Digital home phone service')).toBe(true);
  });

  it('quotes a body passage with the rare word and another of the question’s when no heading names it', () => {
    expect(ask('recycle my old battery', ['recycle'])).toBe(
      'Digital home phone service needs power, so it stops in an outage unless your gateway has a backup battery. Recycle old batteries at an electronics drop-off.',
    );
    expect(ask('do cordless phones work on battery', ['cordless'])).toContain(
      'Corded phones only. Cordless phone bases need wall power.',
    );
  });

  it('never quotes a lead-in or a list fragment', () => {
    const text = ask('account opened in my name', ['opened']);
    expect(text).not.toContain('If the account was opened');
    expect(text).toBe(trimAnswer(battery.answer, analyze('account opened in my name')));
  });

  it('quotes a short paragraph whole and cuts a long one into sentences', () => {
    const body = `## Beeping\n\nA beep means low. It stops when charged.\n\n${'Filler words here. '.repeat(14)}A beep at night means the battery is failing. ${'More filler words. '.repeat(6)}`;
    const text = extractAnswer(
      { answer: battery.answer, body },
      { terms: analyze('beep night'), rareTerms: analyze('beep') },
    );
    expect(text).toContain('A beep means low. It stops when charged.');
    expect(text).toContain('A beep at night means the battery is failing.');
    expect(text).not.toContain('Filler');
  });

  it('stays within EXTRACT_MAX_CHARS past the first passage', () => {
    const long = `${'The beep is explained here in many words. '.repeat(8).trim()}`;
    const body = `## Beeping\n\n${long}\n\nBeep two is short.\n\nBeep three is short too.`;
    const text = extractAnswer(
      { answer: battery.answer, body },
      { terms: analyze('beep'), rareTerms: analyze('beep') },
    );
    expect(text.length).toBeLessThanOrEqual(EXTRACT_MAX_CHARS + 100);
  });
});

describe('extractAnswer: headings that echo the question, titles, quotes and compounds', () => {
  const callerId = {
    title: 'Caller ID and blocking on your home phone',
    answer:
      'To block the last caller, hang up and dial *60. To hide your own number for one call, dial *67 before the number.',
    body: [
      '## Caller ID isn’t showing names or numbers',
      '',
      '1. Make sure your phone supports caller ID. Most cordless phones do.',
      '2. Restart the gateway.',
      '',
      '## Warning signs of a spoofed call',
      '',
      '- "Your line will be cut off today" or "You won a prize".',
      '- A caller who asks you to read back a code we texted you.',
      '',
      '## Recordings',
      '',
      'Your recordings list shows how full the home phone’s DVR is.',
    ].join('\n'),
  };
  const ask = (question: string, extra: { rareTerms?: string[]; specificTerms?: string[] } = {}) =>
    extractAnswer(callerId, { question, terms: analyze(question), ...extra });

  it('quotes a section whose heading has two of the question’s words, one the answer lacks, and more than any answer sentence', () => {
    // "names" and "showing" are not in the answer; the heading has both.
    const text = ask('names not showing on my home phone');
    expect(text).toContain('Make sure your phone supports caller ID.');
    // The answer's opening shares no word with the question and a section was named: it is left out.
    expect(text).not.toContain('To block the last caller');
  });

  it('keeps the answer when one of its sentences has as many of the question’s words as the heading', () => {
    // "show" is missing from the answer, but "hide your own number" answers it, matching "number".
    const question = 'my number should not show, how do i hide my number';
    expect(ask(question)).toBe(trimAnswer(callerId.answer, analyze(question)));
  });

  it('does not let a word most articles have echo a heading (Retrieval.specificTerms)', () => {
    const question = 'caller id not showing on my home phone';
    // With "show" common to most articles, the heading echoes nothing the answer lacks.
    const specificTerms = analyze(question).filter((t) => t !== analyze('showing')[0]);
    expect(ask(question, { specificTerms })).toBe(trimAnswer(callerId.answer, analyze(question)));
  });

  it('never quotes a body passage only for a rare word of the title', () => {
    // "home" is rare, missing from the answer and in the title: the whole article is about the home
    // phone, so the recordings passage that has it (and "DVR", "full") is no answer to this.
    const question = 'home phone dvr full';
    expect(ask(question, { rareTerms: analyze('home') })).toBe(
      trimAnswer(callerId.answer, analyze(question)),
    );
    // The same passage is quoted for a rare word the title does not have.
    expect(ask(question, { rareTerms: analyze('dvr') })).toContain('how full the home phone’s DVR is');
  });

  it('never quotes a quoted example of what someone says', () => {
    const text = ask('my line will be cut off today, is it real', { rareTerms: analyze('cut') });
    expect(text).not.toContain('Your line will be cut off today');
  });

  it('reads the article with the engine’s analyser, compounds joined like the question’s terms', () => {
    // The engine's analyser joins "caller id" into one term, as the question's terms have it.
    const joined = (text: string) =>
      analyze(text, (tokens) =>
        tokens.flatMap((t, i) =>
          t === 'caller' && tokens[i + 1] === 'id'
            ? ['callerid']
            : t === 'id' && tokens[i - 1] === 'caller'
              ? []
              : [t],
        ),
      );
    const question = 'callerid not showing';
    const plain = extractAnswer(callerId, { question, terms: joined(question), rareTerms: ['callerid'] });
    const read = extractAnswer(callerId, {
      question,
      terms: joined(question),
      rareTerms: ['callerid'],
      analyze: joined,
    });
    // Plain analysis never sees "callerid" in the heading; the engine's does, and quotes the section.
    expect(plain).not.toContain('Make sure your phone supports caller ID.');
    expect(read).toContain('Make sure your phone supports caller ID.');
  });
});

describe('replyFor: a bare yes or no answers only a yes-or-no question', () => {
  const answer = 'Yes, in most cases. Sign in and pick an arrangement. Keep paying new bills on time.';

  it('keeps "Yes" for a question that asks yes or no, greetings before it too', () => {
    expect(replyFor(answer, 'Can I get more time to pay?')).toBe(answer);
    expect(replyFor(answer, 'hi, is there a way to pay later')).toBe(answer);
    expect(
      replyFor(answer, "I got laid off and can't pay it all, can I split it into smaller payments?"),
    ).toBe(answer);
    expect(replyFor(answer, 'Money is tight this month. Is there any way to pay later?')).toBe(answer);
    expect(replyFor(answer, undefined)).toBe(answer);
  });

  it('drops it for anything else', () => {
    expect(replyFor(answer, 'payment arrangement')).toBe(
      'Sign in and pick an arrangement. Keep paying new bills on time.',
    );
    expect(replyFor(answer, 'Can you help? Where do I set up a payment plan?')).toBe(
      'Sign in and pick an arrangement. Keep paying new bills on time.',
    );
    expect(replyFor(answer, "I lost my job and can't pay my bill")).toBe(
      'Sign in and pick an arrangement. Keep paying new bills on time.',
    );
    expect(replyFor('Yes. Call us.', 'how do I get help')).toBe('Call us.');
  });

  it('keeps an answer that only starts with the word, and a one-sentence answer', () => {
    const long = 'No dial tone usually means the gateway is off. Check its power.';
    expect(replyFor(long, 'dead phone line')).toBe(long);
    expect(replyFor('Yes.', 'autopay')).toBe('Yes.');
  });

  it('is what extractAnswer answers from', () => {
    const article = { answer, body: 'Body.' };
    expect(
      extractAnswer(article, { question: 'payment arrangement', terms: analyze('payment arrangement') }),
    ).not.toMatch(/^Yes/);
    expect(extractAnswer(article, { question: 'can I pay later', terms: analyze('pay later') })).toMatch(
      /^Yes/,
    );
  });
});

describe('ExtractiveComposer: streaming', () => {
  const composer = new ExtractiveComposer();
  const input = (answer: string, question: string) => ({
    question,
    article: article(answer),
    supporting: [],
    terms: analyze(question),
  });

  it('is extractive', () => {
    expect(composer.kind).toBe('extractive');
  });

  it('streams pieces that concatenate to the trimmed answer', async () => {
    const pieces = await collect(composer.compose(input(FOUR_SENTENCES, 'what is the late fee')));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(trimAnswer(FOUR_SENTENCES, analyze('what is the late fee')));
    for (const p of pieces) expect(p.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
  });

  it('composes to the same string with composeToString', async () => {
    const text = await composeToString(composer, input(FOUR_SENTENCES, 'autopay'));
    expect(text).toBe(trimAnswer(FOUR_SENTENCES, analyze('autopay')));
  });

  it('yields nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const pieces = await collect(composer.compose(input(FOUR_SENTENCES, 'late fee'), controller.signal));
    expect(pieces).toEqual([]);
  });

  it('stops after the piece during which the signal was aborted', async () => {
    const controller = new AbortController();
    const pieces = await collect(
      composer.compose(input(FOUR_SENTENCES, 'late fee'), controller.signal),
      (_, i) => {
        if (i === 1) controller.abort();
      },
    );
    expect(pieces).toHaveLength(2);
    const full = trimAnswer(FOUR_SENTENCES, analyze('late fee'));
    expect(full.startsWith(pieces.join(''))).toBe(true);
    expect(pieces.join('').length).toBeLessThan(full.length);
  });
});
