import { describe, expect, it } from 'vitest';
import { asideTerms } from './aside.ts';
import { analyze } from './normalize.ts';

const aside = (q: string) => [...asideTerms(q, (t) => analyze(t))].sort();

describe('asideTerms: what a question says is not its need', () => {
  it.each([
    ["it's not the router, my phone can't find any network", ['not', 'router']],
    ["I don't want anything automatic, just pay this month's bill", ['anyth', 'automat']],
    ["I don't need a new phone, just a new SIM card", ['phone']],
    ['I know my PIN but it says my account is locked', ['pin']],
    ['I know my PIN, but it says my account is locked', ['pin']],
    // What works is set aside; here the Wi-Fi is also what the question is about.
    ['no signal in the garage but the wifi is fine, can I call over it', ['fine', 'wifi']],
    // Not wanting one thing, then wanting another.
    ["I don't want to add a line, I want to replace my own phone", ['add', 'line']],
    // Not doing what the question could be taken for.
    ["I'm not moving, I just want the bills at my PO box", ['move', 'not']],
    // A sentence of its own that starts with "not".
    ['Not live TV. I want to save tonight’s game', ['live', 'not', 'tv']],
    ['Not the internet phone - the copper landline has static', ['internet', 'not', 'phone']],
    // A dash between spaces ends a clause too.
    ['the home wifi is fine - my phone crawls away from it', ['fine', 'home', 'wifi']],
    ['the home wifi is fine — my phone crawls away from it', ['fine', 'home', 'wifi']],
  ])('"%s" sets aside %j', (q, terms) => {
    expect(aside(q)).toEqual(terms);
  });

  it.each([
    // A negation that is the symptom or the need, and a clause with nothing after it.
    'my phone won’t charge',
    "it's not working, what do I do",
    "don't renew my prepaid",
    "I don't want paper bills anymore",
    "I don't want autopay anymore, how do I stop it",
    'the wifi is fine',
    'I know my password',
    // A symptom said with "not", and "not" after "but": what is missing, not set aside.
    "I'm not getting texts, what do I do",
    'my password works but not the voicemail PIN. How do I reset it?',
    // A hyphen in a word is no clause end.
    'my wi-fi is fine-ish',
  ])('"%s" sets nothing aside', (q) => {
    expect(aside(q)).toEqual([]);
  });

  it('keeps a word the rest of the question uses too', () => {
    // "internet" is in both parts: it is asked about, not set aside.
    expect(aside('zero bars indoors but the internet is great, can I call over the internet')).toEqual([
      'great',
    ]);
  });
});
