import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { Lexicon, type LexiconFile, NAMED_LINES } from './lexicon.ts';

/**
 * A concept lexicon file's schema (content/lexicon/README.md) and the folder loader that checks
 * every file against it. Apart from the Lexicon itself (lexicon.ts): the index worker builds a
 * Lexicon from files already checked, and loading zod took a tenth of a second of its start.
 */
const phrase = z
  .string()
  .trim()
  .min(1)
  .refine(
    (s) => normalizePhrase(s) === s,
    'must be written normalised: lower case, words separated by one space',
  );
const weight = z.number().gt(0).lt(1);

export const LexiconFileSchema = z
  .object({
    description: z.string().optional(),
    compounds: z.array(z.array(phrase).min(2)).default([]),
    synonyms: z.array(z.object({ terms: z.array(phrase).min(2), weight }).strict()).default([]),
    expressions: z
      .array(
        z
          .object({
            say: z.array(phrase).min(1),
            means: z.array(phrase).min(1),
            weight,
            /** The weight the customer's own words keep while this rule applies (default 1). */
            own: weight.optional(),
            context: z
              .object({ any: z.array(phrase).min(1).optional(), none: z.array(phrase).min(1).optional() })
              .strict()
              .optional(),
          })
          .strict(),
      )
      .default([]),
    /**
     * Words and phrases that name a line of service: a device, a piece of equipment or a service
     * only that line has ("iphone", "sim card": wireless; "dial tone": home phone). `none`: not when
     * the question also says one of these ("wifi" names home internet, but not in "wifi calling").
     */
    lines: z
      .array(
        z
          .object({
            line: z.enum(NAMED_LINES),
            say: z.array(phrase).min(1),
            context: z
              .object({ none: z.array(phrase).min(1) })
              .strict()
              .optional(),
          })
          .strict(),
      )
      .default([]),
    /**
     * What the site does not answer, said the way customers ask it: requests near the domain
     * (another company's bill, a bank card, which phone to buy, the weather). Matched like article
     * questions; the answer decision reads how close a question comes to one of them.
     */
    outOfScope: z
      .array(
        z.object({ topic: z.string().min(1), examples: z.array(z.string().trim().min(1)).min(1) }).strict(),
      )
      .default([]),
  })
  .strict();
export type { LexiconFile };

/** The schema checks exactly the shape the Lexicon reads: this fails to compile when they part. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaReadsLexiconFile: Same<z.infer<typeof LexiconFileSchema>, LexiconFile> = true;
void schemaReadsLexiconFile;

function normalizePhrase(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Reads and validates every `*.json` file of a lexicon folder; a bad file throws naming it. */
export function loadLexiconFromDir(dir: string): Lexicon {
  if (!existsSync(dir)) return new Lexicon();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = LexiconFileSchema.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${join(dir, f)}: ${issue.path.join('.')}: ${issue.message}`);
      }
      return parsed.data;
    });
  return new Lexicon(files);
}
