import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEMANTIC_WEIGHT } from '@support/answer-engine';
import { DEFAULT_SITE_ENV, SiteEnvSchema } from '@support/contracts';
import { z } from 'zod';

/**
 * The nearest folder above `from` whose package.json declares workspaces. Found by walking up, not
 * by a fixed number of `..`, because this module runs from apps/api/src/platform under tsx and
 * from apps/api/dist once bundled.
 */
export function findRepoRoot(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        if (Array.isArray(JSON.parse(readFileSync(file, 'utf8')).workspaces)) return dir;
      } catch {}
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** The repository root; the working directory when the API runs outside a checkout. */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? process.cwd();

const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const EnvSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Loopback unless configured: the web server on the same host is the API's only client. */
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  CONTENT_DIR: z.string().default(join(REPO_ROOT, 'content')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** The web app's own address, to ask it to revalidate article pages when articles change. */
  WEB_URL: optional(
    z
      .string()
      .refine(
        (v) => v.split(',').every((u) => URL.canParse(u.trim()) && /^https?:\/\//.test(u.trim())),
        'must be http(s):// URLs, comma separated (one per web server)',
      ),
  ),
  /** Shared with the web app, which accepts revalidation requests only with it. */
  REVALIDATE_SECRET: optional(z.string().min(1)),
  /** Strict-Transport-Security max-age in seconds for HTTPS deployments; 0 sends none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  /** Answers per client per window on the answer routes; 0 turns the limit off. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(120),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1).default(60_000),
  /**
   * Peers allowed to set x-forwarded-for: `loopback` (the web server on this host), a comma list
   * of addresses or CIDRs (a load balancer), or `false` for none.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /**
   * Bearer token for the support team's read-only operator routes (/operator/v1/…: stored
   * signals and feedback). Unset: those routes do not exist.
   */
  OPERATOR_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  /**
   * Seed 001 §9: which environment this is (local, dev, test, perf, stage, prod), selecting the
   * upstream hosts of SITE_HOSTS (contracts), shared with the web app. Any case; empty is local.
   */
  SITE_ENV: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    SiteEnvSchema.default(DEFAULT_SITE_ENV),
  ),
  /**
   * Semantic retrieval (platform/embeddings.ts): an OpenAI-compatible embeddings server, such as a
   * local Ollama (http://127.0.0.1:11434); `{base}/v1/embeddings` is called. Unset: lexical only.
   */
  EMBEDDINGS_BASE_URL: optional(
    z.string().refine((v) => URL.canParse(v) && /^https?:\/\//.test(v), 'must be an http(s):// URL'),
  ),
  EMBEDDINGS_MODEL: z.string().trim().min(1).default('nomic-embed-text'),
  /** Sent as `Authorization: Bearer …` when set. */
  EMBEDDINGS_API_KEY: optional(z.string().min(1)),
  /** How long a question waits for its embedding before it is answered lexically only. */
  EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().min(1).default(1500),
  /**
   * Put before each question and each article text that is embedded. Unset: the model's own
   * prefixes where they are known (`search_query: ` and `search_document: ` for nomic-embed-text).
   */
  EMBEDDINGS_QUERY_PREFIX: z.string().optional(),
  EMBEDDINGS_DOCUMENT_PREFIX: z.string().optional(),
  /**
   * How much the articles nearest in meaning move the lexical ranking (0 to 1; 1 weighs them as
   * much as it). Unset: SEMANTIC_WEIGHT (0.05), which lets them swap the lexical first two at most.
   * `npx tsx bench/relevance.ts` with EMBEDDINGS_BASE_URL set prints hit@1 at several weights.
   */
  EMBEDDINGS_WEIGHT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().min(0).max(1).default(SEMANTIC_WEIGHT),
  ),
  /**
   * Answer a question only when the answer decision's probability is at least this (0 to 1).
   * Unset: the fitted model's threshold (95 % of its answers on the dev questions go to questions
   * the articles answer). Higher declines more questions, answerable ones too; `npx tsx
   * bench/relevance/fit-decision.ts` prints the trade.
   */
  ANSWER_MIN_CONFIDENCE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().min(0).max(1).optional(),
  ),
});
export type Config = z.infer<typeof EnvSchema>;

/** Reads the environment once, at start; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** The app's runtime policies as the environment sets them (headers, limits, proxies). */
export function policiesFromConfig(c: Config): {
  security: { hsts: false | { maxAge: number } };
  rateLimit: { max: number; timeWindowMs: number } | false;
  trustProxy: boolean | string[];
} {
  return {
    security: { hsts: c.HSTS_MAX_AGE > 0 ? { maxAge: c.HSTS_MAX_AGE } : false },
    rateLimit: c.RATE_LIMIT_MAX > 0 ? { max: c.RATE_LIMIT_MAX, timeWindowMs: c.RATE_LIMIT_WINDOW_MS } : false,
    trustProxy:
      c.TRUST_PROXY === 'false'
        ? false
        : c.TRUST_PROXY.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
  };
}
