import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Lexicon } from './lexicon.ts';
import { type LexiconFile, LexiconFileSchema, loadLexiconFromDir } from './lexicon-file.ts';
import { surfaceTokens, termOf } from './normalize.ts';

const LEXICON_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../content/lexicon');

const file = (f: Partial<LexiconFile>): LexiconFile => LexiconFileSchema.parse(f);

/** The slots of a question as term → weight maps, keyed by head. */
function expand(lexicon: Lexicon, question: string): Record<string, Record<string, number>> {
  const slots = lexicon.expand(lexicon.joinCompounds(surfaceTokens(question)), termOf);
  return Object.fromEntries(slots.map((s) => [s.head, Object.fromEntries(s.alternatives)]));
}

describe('LexiconFileSchema', () => {
  it('accepts the committed lexicon files', () => {
    expect(() => loadLexiconFromDir(LEXICON_DIR)).not.toThrow();
    expect(loadLexiconFromDir(LEXICON_DIR).words.has('gateway')).toBe(true);
  });

  it('rejects a weight of 1 or more: the customer’s own word must count most', () => {
    expect(LexiconFileSchema.safeParse({ synonyms: [{ terms: ['a', 'b'], weight: 1 }] }).success).toBe(false);
  });

  it('rejects phrases that are not written normalised', () => {
    expect(LexiconFileSchema.safeParse({ compounds: [['wifi', 'Wi-Fi']] }).success).toBe(false);
  });

  it('rejects unknown fields', () => {
    expect(
      LexiconFileSchema.safeParse({ expressions: [{ say: ['x'], means: ['y'], weight: 0.5, when: ['z'] }] })
        .success,
    ).toBe(false);
  });

  it('gives an empty lexicon for a missing folder', () => {
    expect(loadLexiconFromDir(join(LEXICON_DIR, 'missing')).words.size).toBe(0);
  });
});

describe('Lexicon: compounds', () => {
  const lexicon = new Lexicon([
    file({
      compounds: [
        ['wifi', 'wi fi'],
        ['payperview', 'pay per view'],
      ],
    }),
  ]);

  it('joins a spelling written apart into one word, longest first', () => {
    expect(lexicon.joinCompounds(['my', 'wi', 'fi', 'is', 'down'])).toEqual(['my', 'wifi', 'is', 'down']);
    // A compound spelled with another's parts is that compound, not the other one and a word.
    const chained = new Lexicon([
      file({
        compounds: [
          ['wifi', 'wi fi'],
          ['wificalling', 'wifi calling'],
        ],
      }),
    ]);
    expect(chained.joinCompounds(['wi', 'fi', 'calling', 'on'])).toEqual(['wificalling', 'on']);
    expect(chained.joinCompounds(['wifi', 'calling'])).toEqual(['wificalling']);
    expect(chained.joinCompounds(['wi', 'fi', 'is', 'down'])).toEqual(['wifi', 'is', 'down']);
    expect(lexicon.joinCompounds(['pay', 'per', 'view'])).toEqual(['payperview']);
  });

  it('leaves a partial match alone', () => {
    expect(lexicon.joinCompounds(['pay', 'per', 'month'])).toEqual(['pay', 'per', 'month']);
  });

  it('gives back the same tokens, not a copy, when no compound is in them', () => {
    const tokens = ['pay', 'per', 'month', 'wi'];
    expect(lexicon.joinCompounds(tokens)).toBe(tokens);
    expect(lexicon.joinCompounds(['wi', 'fi', 'wi'])).toEqual(['wifi', 'wi']);
  });

  it('lists the spellings starting with a word, longest first', () => {
    expect(lexicon.compoundsStartingWith('pay')).toEqual([
      { words: ['pay', 'per', 'view'], joined: 'payperview' },
    ]);
    expect(lexicon.compoundsStartingWith('per')).toBeUndefined();
  });
});

describe('Lexicon: synonyms are weighted expansions', () => {
  const lexicon = new Lexicon([file({ synonyms: [{ terms: ['gateway', 'router', 'modem'], weight: 0.8 }] })]);

  it('keeps the customer’s word at weight 1 and adds the others below it', () => {
    expect(expand(lexicon, 'restart my router')).toEqual({
      restart: { restart: 1 },
      router: { router: 1, gatewai: 0.8, modem: 0.8 },
    });
  });

  it('works through inflections', () => {
    expect(expand(lexicon, 'two routers').router).toEqual({ router: 1, gatewai: 0.8, modem: 0.8 });
  });
});

describe('Lexicon: expressions', () => {
  const lexicon = new Lexicon([
    file({
      expressions: [
        { say: ['pay itself', 'by itself'], means: ['autopay'], weight: 0.7 },
        { say: ['gigs'], means: ['data'], weight: 0.8 },
        {
          say: ['charge'],
          means: ['fee'],
          weight: 0.6,
          context: { none: ['battery', 'charger', 'wont'] },
        },
        {
          say: ['charge'],
          means: ['battery'],
          weight: 0.6,
          context: { any: ['phone', 'wont'], none: ['bill'] },
        },
      ],
    }),
  ]);

  it('adds a multi-word expression’s meaning to the slots of its content words', () => {
    expect(expand(lexicon, 'can the bill pay itself')).toEqual({
      bill: { bill: 1 },
      pai: { pai: 1, autopai: 0.7 },
    });
  });

  it('gives an expression made of stopwords only a slot of its own, below weight 1', () => {
    expect(expand(lexicon, 'can it happen by itself')).toEqual({
      happen: { happen: 1 },
      autopai: { autopai: 0.7 },
    });
  });

  it('reads slang for a knowledge-base word', () => {
    expect(expand(lexicon, 'how many gigs left').gig).toEqual({ gig: 1, data: 0.8 });
  });

  it('uses context: a phone that will not charge is not a billing charge', () => {
    expect(expand(lexicon, 'my phone wont charge').charg).toEqual({ charg: 1, batteri: 0.6 });
    expect(expand(lexicon, 'a charge on my bill').charg).toEqual({ charg: 1, fee: 0.6 });
  });

  it('lowers the customer’s own word where it is used in a sense the articles do not use it in', () => {
    const sense = new Lexicon([
      file({
        expressions: [
          { say: ['wont charge'], means: ['battery'], weight: 0.6, own: 0.2, context: { none: ['card'] } },
          { say: ['charge'], means: ['fee'], weight: 0.6, context: { none: ['wont'] } },
        ],
      }),
    ]);
    expect(expand(sense, 'my phone wont charge').charg).toEqual({ charg: 0.2, batteri: 0.6 });
    // Out of its context the word keeps its full weight.
    expect(expand(sense, 'why wont you charge my card').charg).toEqual({ charg: 1 });
    expect(expand(sense, 'a charge on my bill').charg).toEqual({ charg: 1, fee: 0.6 });
    // The slot says so (it weighs as what it means: weighingTerm).
    const lowered = (q: string) =>
      sense.expand(sense.joinCompounds(surfaceTokens(q)), termOf).find((s) => s.head === 'charg')?.lowered;
    expect(lowered('my phone wont charge')).toBe(true);
    expect(lowered('a charge on my bill')).toBeUndefined();
  });

  it('rejects an own weight of 1 or more', () => {
    expect(
      LexiconFileSchema.safeParse({ expressions: [{ say: ['x'], means: ['y'], weight: 0.5, own: 1 }] })
        .success,
    ).toBe(false);
  });

  it('takes a phrase that says its context itself as in context ("left my phone", context "phone")', () => {
    const lost = new Lexicon([
      file({
        expressions: [
          {
            say: ['left my phone', 'left it in'],
            means: ['lost'],
            weight: 0.65,
            context: { any: ['phone'] },
          },
        ],
      }),
    ]);
    expect(expand(lost, 'left my phone in a cab').left).toEqual({ left: 1, lost: 0.65 });
    // A phrase without its context word still needs one elsewhere in the question.
    expect(expand(lost, 'left it in a cab').left).toEqual({ left: 1 });
    expect(expand(lost, 'left it in a cab, my phone').left).toEqual({ left: 1, lost: 0.65 });
  });

  it('reads a context of several words as a phrase, its words in a row', () => {
    const storm = new Lexicon([
      file({
        expressions: [
          { say: ['storm'], means: ['backup battery'], weight: 0.6, context: { any: ['home phone'] } },
        ],
      }),
    ]);
    expect(expand(storm, 'will my home phone work in a storm').storm).toEqual({
      storm: 1,
      backup: 0.6,
      batteri: 0.6,
    });
    // The same words apart are not the phrase.
    expect(expand(storm, 'my phone at home in a storm').storm).toEqual({ storm: 1 });
    const sos = new Lexicon([
      file({
        expressions: [
          { say: ['sos'], means: ['no service'], weight: 0.6, context: { none: ['home phone'] } },
        ],
      }),
    ]);
    expect(expand(sos, 'my home phone shows sos').sos).toEqual({ sos: 1 });
    // Phrases are read as questions are, compounds joined: "cell phone" is the word "cellphone".
    const cell = new Lexicon([
      file({
        compounds: [['cellphone', 'cell phone']],
        expressions: [{ say: ['sos'], means: ['no service'], weight: 0.6, context: { any: ['cell phone'] } }],
      }),
    ]);
    expect(expand(cell, 'my cell phone shows sos').sos).toEqual({ sos: 1, no: 0.6, servic: 0.6 });
    expect(expand(sos, 'my phone at home shows sos').sos).toEqual({ sos: 1, no: 0.6, servic: 0.6 });
  });
});

describe('Lexicon: negative contractions', () => {
  const lexicon = new Lexicon([
    file({
      expressions: [
        { say: ['not going through'], means: ['fail'], weight: 0.7 },
        { say: ['cant pay'], means: ['arrangement'], weight: 0.7 },
      ],
    }),
  ]);

  it('matches a phrase said with "not" or a contraction however the question writes it', () => {
    for (const q of [
      "my texts aren't going through",
      'my texts are not going through',
      'texts arent going through',
    ])
      expect(expand(lexicon, q).text, q).toEqual({ text: 1 });
    for (const q of ["my texts aren't going through", 'my texts are not going through'])
      expect(
        Object.values(expand(lexicon, q)).some((a) => a.fail === 0.7),
        q,
      ).toBe(true);
    for (const q of ["I can't pay my bill", 'I cannot pay my bill', 'I can not pay my bill'])
      expect(expand(lexicon, q).pai, q).toEqual({ pai: 1, arrang: 0.7 });
  });
});

describe('Lexicon: words that name a line of service', () => {
  const lexicon = new Lexicon([
    file({
      compounds: [
        ['wifi', 'wi fi'],
        ['cellphone', 'cell phone'],
      ],
    }),
    file({
      lines: [
        { line: 'wireless', say: ['iphone', 'cellphone', 'sim card'] },
        { line: 'internet', say: ['wifi', 'router'], context: { none: ['calling'] } },
        { line: 'homephone', say: ['dial tone', 'landline'] },
      ],
    }),
  ]);
  const named = (q: string) => [...lexicon.linesNamed(lexicon.joinCompounds(surfaceTokens(q)))].sort();

  it('names the lines a question speaks of, through inflections, compounds and phrases', () => {
    expect(named('my iPhones battery dies')).toEqual(['wireless']);
    expect(named('my cell phone lost its SIM card')).toEqual(['wireless']);
    expect(named('no dial tone on my landline and the wi fi is down')).toEqual(['homephone', 'internet']);
  });

  it('names none for words no line owns, and reads a phrase only with its words in a row', () => {
    expect(named('my phone will not turn on')).toEqual([]);
    expect(named('the tone when I dial is odd')).toEqual([]);
  });

  it('does not name a line where its context says otherwise: wifi calling is a phone feature', () => {
    expect(named('wifi calling on my iphone')).toEqual(['wireless']);
    expect(named('my router keeps dropping wifi')).toEqual(['internet']);
  });

  it('names the home phone for a phone over the internet, and the mobile line for a phone off Wi-Fi (content/lexicon/lines.json)', () => {
    const committed = loadLexiconFromDir(LEXICON_DIR);
    const lines = (q: string) => [...committed.linesNamed(committed.joinCompounds(surfaceTokens(q)))].sort();
    // The home phone's articles no longer rank at half for it ("internet" still names its line too).
    expect(lines('update the 911 address of my internet phone')).toContain('homephone');
    expect(lines('my internet is down')).toEqual(['internet']);
    expect(lines('my house telephone is silent')).toEqual(['homephone']);
    // Wi-Fi named as where a phone is not: its mobile data is what is asked about.
    expect(lines('pages take forever on my phone unless im on wifi')).toContain('wireless');
    expect(lines('full LTE bars but pages time out')).toEqual(['wireless']);
    expect(lines('the kids tablet cant find my phones wifi network')).toContain('wireless');
    // A text as the way we send a notice is not the mobile line's texting.
    expect(lines('can i get a text when the technician is on the way')).toEqual([]);
    expect(lines('texting is not working on my phone')).toEqual(['wireless']);
    // Home internet's ways in, named by what the customer has: DSL, an antenna, the 5G receiver.
    expect(lines('my dsl keeps dropping')).toEqual(['dsl', 'internet']);
    expect(lines('our phone-line internet keeps cutting out')).toContain('dsl');
    expect(lines('the antenna on the roof got knocked crooked')).toEqual(['fixedwireless']);
    expect(lines('where do I put my 5G home internet receiver')).toContain('internetair');
    expect(lines('my internet keeps dropping')).toEqual(['internet']);
  });

  it('knows the one-word names of a line as words of our domain', () => {
    expect(lexicon.namesLine(termOf('iphone')!)).toBe(true);
    expect(lexicon.namesLine(termOf('routers')!)).toBe(true);
    // A phrase's words are not names on their own.
    expect(lexicon.namesLine(termOf('tone')!)).toBe(false);
    expect(lexicon.namesLine(termOf('phone')!)).toBe(false);
  });

  it('rejects a line that does not exist', () => {
    expect(() => file({ lines: [{ line: 'satellite' as never, say: ['dish'] }] })).toThrow();
  });
});

describe('the committed lexicon', () => {
  const lexicon = loadLexiconFromDir(LEXICON_DIR);

  it('reads a phone that will not charge as a battery, not a fee', () => {
    const charge = expand(lexicon, 'my phone wont charge').charg!;
    expect(charge.charg).toBeLessThan(0.5);
    expect(charge.batteri).toBeGreaterThan(0);
    expect(charge.fee).toBeUndefined();
    expect(expand(lexicon, 'what is this charge on my bill').charg).toMatchObject({ charg: 1, fee: 0.6 });
  });

  it('reads phone makers’ names as a phone, and a pixelated picture as a TV picture', () => {
    expect(expand(lexicon, 'my pixel has no service').pixel).toMatchObject({ pixel: 1, phone: 0.6 });
    expect(expand(lexicon, 'galaxy screen cracked').galaxi).toMatchObject({ phone: 0.6 });
    expect(expand(lexicon, 'tv picture is pixelated').pixelat).toMatchObject({ pixelat: 1, pictur: 0.6 });
  });

  it('reads a destination as abroad', () => {
    expect(expand(lexicon, 'will my phone work in mexico').mexico).toMatchObject({ mexico: 1, abroad: 0.55 });
    expect(expand(lexicon, 'roaming fees in south korea').south).toMatchObject({ abroad: 0.55 });
  });

  it('reads two-step sign-in words as the one-time code', () => {
    expect(expand(lexicon, '2fa code never comes')['2fa']).toMatchObject({ code: 0.7 });
  });

  it('reads a big game as a channel to find only next to TV words', () => {
    expect(expand(lexicon, 'what channel is the super bowl on').bowl).toMatchObject({ channel: 0.6 });
    expect(expand(lexicon, 'who won the super bowl').bowl).toEqual({ bowl: 1 });
  });

  it('names the line of a phone maker, a landline and a cable box, not of "phone" alone', () => {
    const named = (q: string) => [...lexicon.linesNamed(lexicon.joinCompounds(surfaceTokens(q)))].sort();
    expect(named('my galaxy battery dies by noon')).toEqual(['wireless']);
    expect(named('static on my house phone')).toEqual(['homephone']);
    expect(named('the cable box remote is dead')).toEqual(['tv']);
    expect(named('my phone is not working')).toEqual([]);
    // Mobile internet is the phone's: "internet" names home internet only without phone words.
    expect(named('internet on my iphone is slow')).toEqual(['wireless']);
    expect(named('home internet keeps cutting out')).toEqual(['internet']);
  });

  it('reads a device that never came as an order to track, not a text never received', () => {
    expect(expand(lexicon, 'i never received my new phone').receiv).toMatchObject({
      order: 0.6,
      deliveri: 0.6,
    });
    expect(expand(lexicon, 'i never received the text').receiv).toEqual({ receiv: 1 });
    expect(expand(lexicon, 'never received my refund').receiv).toEqual({ receiv: 1 });
  });

  it('reads a carrier or product name written with a hyphen or "&" as one word', () => {
    const joined = (q: string) => lexicon.joinCompounds(surfaceTokens(q));
    expect(joined('port my number from t-mobile')).toContain('tmobile');
    expect(joined('switching from AT&T')).toContain('att');
    expect(joined('u-verse box')).toContain('uverse');
    expect(expand(lexicon, 'switching from at&t').att).toMatchObject({ att: 1, port: 0.6 });
  });

  it('reads a fix already tried as done, not asked for', () => {
    const slots = expand(lexicon, 'i already restarted my gateway and its still down');
    expect(slots.restart!.restart).toBeLessThan(0.5);
    expect(slots.gatewai!.gatewai).toBe(1);
  });
});
