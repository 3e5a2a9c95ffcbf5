import { join } from 'node:path';
import { z } from 'zod';

/** The repository root (apps/api/src/platform → ../../../..). */
export const REPO_ROOT = join(new URL('.', import.meta.url).pathname, '..', '..', '..', '..');

const EnvSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  CONTENT_DIR: z.string().default(join(REPO_ROOT, 'content')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
