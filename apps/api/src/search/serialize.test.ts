import {
  ApiErrorSchema,
  type BestAnswerResponse,
  BestAnswerResponseSchema,
  PopularAnswersResponseSchema,
  SearchResultsResponseSchema,
  SignalsResponseSchema,
  type SmartAnswerResponse,
  SmartAnswerResponseSchema,
} from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compileSerializer,
  contractSerializerCompiler,
  SLOT,
  slotted,
  UnsupportedSchemaError,
} from './serialize.ts';

/** What fastify-type-provider-zod's serializer wrote before: zod's encode, then JSON.stringify. */
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.encode(value as never));

const related = {
  id: 'How_do_I_pay?',
  question: 'How do I pay?',
  answer: 'Sign in to My Account and choose "Pay bill".\nIt takes a minute – or less.',
  articleId: 'KM1000001',
  url: '/support/article/my-account/KM1000001',
};

const answered: BestAnswerResponse = {
  bestAnswer: { question: 'How do I pay my bill online?', answer: 'Sign in. Choose \u2028Pay bill\u2029.' },
  relatedQuestionAnswers: [related, { ...related, id: 'x', articleId: 'KM1000002' }],
  citations: [{ title: 'Pay your bill', url: '/support/article/my-account/KM1000001' }],
  isShowBestAnswer: true,
  isShowGenAIButton: false,
  articleId: 'KM1000001',
  intent: 'billing',
  queryId: '0b9d7a52-34c5-4e8e-9a53-7d5b1f0f8e11',
  statusCode: 200,
};

const noAnswer: BestAnswerResponse = {
  bestAnswer: null,
  relatedQuestionAnswers: [],
  citations: [],
  isShowBestAnswer: false,
  isShowGenAIButton: false,
  intent: 'general',
  queryId: 'q',
  errorCode: 'SPTSEARCH-102',
  statusCode: 200,
  errorText: 'Sorry, I don\'t know how to answer that question. Try asking about "bills".',
};

const smart: SmartAnswerResponse = {
  response: {
    numFound: 2,
    start: 0,
    docs: [
      {
        id: 'KM1000001',
        question: 'How do I pay?',
        answer: 'Sign in.',
        articleIds: ['KM1000001'],
        related_questions: ['a', 'b'],
        related_answers: ['A.', 'B.'],
      },
    ],
  },
  fusion: {
    best_answer: { id: 'KM1000001', question: 'How do I pay?', answer: 'Sign in.' },
    relatedQuestionAnswers: [related],
    citations: [],
    isShowBestAnswer: true,
    isShowGenAIButton: false,
    query_id: 'q',
  },
};

/** The same object with its keys in reverse order, at every level. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

/** The same object with a key the contract does not name, at every level. */
function withExtras(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtras);
  if (typeof value !== 'object' || value === null) return value;
  return {
    internal: { secret: 'not for the client' },
    ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtras(v)])),
  };
}

describe('compiled contract serializers', () => {
  it.each([
    ['an answer', BestAnswerResponseSchema, answered],
    ['no answer', BestAnswerResponseSchema, noAnswer],
    ['a v1 answer', SmartAnswerResponseSchema, smart],
    [
      'a v1 answer without one',
      SmartAnswerResponseSchema,
      {
        ...smart,
        fusion: { ...smart.fusion, best_answer: null, errorCode: 'SPTSEARCH-102', errorText: 'Sorry.' },
      },
    ],
    [
      'popular answers',
      PopularAnswersResponseSchema,
      {
        popularAnswers: [{ id: 'a', question: 'Q?', answer: 'A.', articleId: 'KM1', citations: [] }],
        customerType: 'smb',
        navigationTree: 'Support>Wireless',
      },
    ],
    [
      'a results page',
      SearchResultsResponseSchema,
      {
        query: 'pay',
        customerType: 'consumer',
        numFound: 1,
        page: 1,
        pageCount: 1,
        rowsPerPage: 15,
        results: [
          {
            id: 'KM1',
            title: 'T',
            snippet: 'S',
            url: '/u',
            serviceKey: 'wireless',
            lineOfService: 'wireless',
            dataSource: 'esupport',
          },
        ],
      },
    ],
    ['an error', ApiErrorSchema, { errorCode: 'SPTSEARCH-103', statusCode: 500, message: 'M' }],
    [
      'an error with issues',
      ApiErrorSchema,
      {
        errorCode: 'SPTSEARCH-100',
        statusCode: 400,
        message: 'Invalid request',
        details: { statusCode: 400, issues: [{ path: 'querystring.q', message: 'is required' }] },
      },
    ],
    ['stored signals', SignalsResponseSchema, { stored: 2, duplicates: 0 }],
  ] as const)(
    'write %s byte for byte as zod + JSON.stringify did, whatever the key order, without extra keys',
    (_, schema, value) => {
      const serialize = compileSerializer(schema);
      const expected = viaZod(schema, value);
      expect(serialize(value)).toBe(expected);
      expect(serialize(reversed(value))).toBe(expected);
      expect(serialize(withExtras(value))).toBe(expected);
      expect(schema.parse(JSON.parse(serialize(value)))).toEqual(schema.parse(value));
    },
  );

  it('leave out an optional key that is undefined, as JSON.stringify does', () => {
    const serialize = compileSerializer(BestAnswerResponseSchema);
    expect(serialize({ ...answered, articleId: undefined, errorCode: undefined })).toBe(
      viaZod(BestAnswerResponseSchema, { ...answered, articleId: undefined }),
    );
  });

  it('refuse a body that lacks a required key rather than send one outside the contract', () => {
    const serialize = compileSerializer(BestAnswerResponseSchema);
    const { queryId: _, ...withoutId } = answered;
    expect(() => serialize(withoutId)).toThrow(/queryId is required/);
    expect(() => serialize({ ...answered, citations: 'none' })).toThrow(/citations is not an array/);
  });

  it('do not plan unions, records or transforms; the route compiler gives those to zod', () => {
    expect(() => compileSerializer(z.object({ n: z.string().transform((s) => s.length) }))).toThrow(
      UnsupportedSchemaError,
    );
    const shapes = [
      z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      z.record(z.string(), z.number()),
      z.object({ a: z.string() }).passthrough(),
    ];
    for (const schema of shapes) {
      expect(() => compileSerializer(schema)).toThrow(UnsupportedSchemaError);
      const serialize = contractSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
      const value = schema instanceof z.ZodRecord ? { a: 1 } : { a: 'x', extra: 1 };
      expect(serialize(value)).toBe(JSON.stringify(schema.parse(value)));
    }
  });

  it('plan every response schema of the answer routes (none falls back to zod per request)', () => {
    for (const schema of [
      BestAnswerResponseSchema,
      SmartAnswerResponseSchema,
      PopularAnswersResponseSchema,
      SearchResultsResponseSchema,
      SignalsResponseSchema,
      ApiErrorSchema,
    ])
      expect(() => compileSerializer(schema)).not.toThrow();
  });
});

describe('slotted bodies', () => {
  const serialize = compileSerializer(BestAnswerResponseSchema);

  it('fill the slot so the body is the one serialized with the value', () => {
    const body = slotted(serialize({ ...answered, queryId: SLOT }));
    expect(body?.with('id-1')).toBe(serialize({ ...answered, queryId: 'id-1' }));
    // A value is written as a JSON string, whatever it holds.
    expect(body?.with('a"b\\c')).toBe(serialize({ ...answered, queryId: 'a"b\\c' }));
  });

  it('are not made when the slot is missing or appears twice', () => {
    expect(slotted(serialize(answered))).toBeUndefined();
    expect(
      slotted(serialize({ ...answered, queryId: SLOT, bestAnswer: { question: SLOT, answer: 'a' } })),
    ).toBeUndefined();
  });
});
