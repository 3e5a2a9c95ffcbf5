import type { CustomerType, DataSource, LineOfService, ServiceKey } from '@support/contracts';
import MiniSearch from 'minisearch';
import type { Article } from '../kb/article.ts';
import { markdownToText } from '../kb/markdown.ts';
import { analyze, applyPhrases, SYNONYM_WORDS, surfaceTokens, termOf } from '../text/normalize.ts';
import { Vocabulary } from '../text/spell.ts';

export const FIELDS = ['title', 'questions', 'answer', 'body'] as const;
export type Field = (typeof FIELDS)[number];

/** Field weights: a match in the title or a customer question says more than one in the body. */
export const FIELD_BOOST: Record<Field, number> = { title: 2, questions: 2, answer: 1, body: 1 };

interface IndexedDoc {
  id: string;
  title: string;
  questions: string;
  answer: string;
  body: string;
  customerType: CustomerType;
  serviceKey: ServiceKey;
  lineOfService: LineOfService;
  dataSource: DataSource;
}

export interface RawHit {
  id: string;
  score: number;
  /** term → the fields it matched in */
  match: Record<string, Field[]>;
}

export type DocFilter = (doc: {
  customerType: CustomerType;
  serviceKey: ServiceKey;
  lineOfService: LineOfService;
  dataSource: DataSource;
}) => boolean;

/**
 * The full-text index (MiniSearch, BM25+) over analysed terms. Articles are analysed once here;
 * MiniSearch then only splits on spaces, so indexing and querying share one analyser.
 */
export class SearchIndex {
  private readonly mini: MiniSearch<IndexedDoc>;
  readonly vocabulary = new Vocabulary();
  private readonly documentFrequency = new Map<string, number>();
  readonly size: number;

  constructor(articles: readonly Article[], boost: Record<Field, number> = FIELD_BOOST) {
    this.mini = new MiniSearch<IndexedDoc>({
      fields: [...FIELDS],
      storeFields: ['customerType', 'serviceKey', 'lineOfService', 'dataSource'],
      tokenize: (text) => (text === '' ? [] : text.split(' ')),
      processTerm: (term) => term,
      searchOptions: { boost, combineWith: 'OR' },
    });
    this.vocabulary.protect(SYNONYM_WORDS);
    const docs: IndexedDoc[] = [];
    for (const a of articles) {
      const fields: Record<Field, string> = {
        title: a.title,
        questions: a.questions.join('. '),
        answer: a.answer,
        body: markdownToText(a.body),
      };
      const seen = new Set<string>();
      const words = new Set<string>();
      const analysed = {} as Record<Field, string>;
      for (const f of FIELDS) {
        const tokens = surfaceTokens(fields[f]);
        for (const w of tokens) words.add(w);
        const terms: string[] = [];
        for (const token of applyPhrases(tokens)) {
          const t = termOf(token);
          if (t !== null) {
            terms.push(t);
            seen.add(t);
          }
        }
        analysed[f] = terms.join(' ');
      }
      for (const w of words) this.vocabulary.add(w);
      for (const t of seen) this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      docs.push({
        id: a.id,
        ...analysed,
        customerType: a.customerType,
        serviceKey: a.serviceKey,
        lineOfService: a.lineOfService,
        dataSource: a.dataSource,
      });
    }
    this.mini.addAll(docs);
    this.size = docs.length;
  }

  /** Query words corrected against the vocabulary, then analysed into index terms. */
  queryTerms(question: string): { terms: string[]; corrected: string } {
    const words = surfaceTokens(question).map((w) => this.vocabulary.correct(w));
    const corrected = words.join(' ');
    return { terms: [...new Set(analyze(corrected))], corrected };
  }

  /** Inverse document frequency; a term no article has gets the highest value. */
  idf(term: string): number {
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.size + 1) / (df + 0.5));
  }

  knows(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  search(terms: readonly string[], filter: DocFilter | undefined, limit: number): RawHit[] {
    if (terms.length === 0) return [];
    const results = this.mini.search(terms.join(' '), {
      filter: filter ? (r) => filter(r as unknown as Parameters<DocFilter>[0]) : undefined,
    });
    return results
      .slice(0, limit)
      .map((r) => ({ id: r.id as string, score: r.score, match: r.match as RawHit['match'] }));
  }
}
