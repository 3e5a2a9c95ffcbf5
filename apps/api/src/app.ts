import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type AnswerComposer, ExtractiveComposer } from '@support/answer-engine';
import { type Database, migrate, openDatabase } from '@support/db';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { contentRoutes } from './msapi/index.ts';
import type { Config } from './platform/config.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { KnowledgeBase } from './platform/knowledge.ts';
import { seedContent } from './platform/seed.ts';
import { searchRoutes } from './search/index.ts';

export interface AppOptions {
  /** An open database; when omitted one is opened from the config (and closed with the app). */
  db?: Database;
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'CONTENT_DIR' | 'LOG_LEVEL'>;
  composer?: AnswerComposer;
  /** Set to false in tests that open many apps. */
  logger?: boolean;
}

/**
 * The API as a plugin tree: database (migrated and seeded from content/), the answer engine
 * built from it, and one plugin per domain. `server.ts` only listens.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.config.LOG_LEVEL },
    // Query strings are the API's main input; keep them bounded.
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const ownsDb = !options.db;
  const db =
    options.db ??
    (await openDatabase(
      options.config.DATABASE_URL
        ? { databaseUrl: options.config.DATABASE_URL }
        : { dataDir: options.config.DATA_DIR },
    ));
  await migrate(db);
  await seedContent(db, options.config.CONTENT_DIR, app.log);
  const kb = await KnowledgeBase.open(db, app.log);
  app.addHook('onClose', async () => {
    await kb.close();
    if (ownsDb) await db.close();
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Support answer API',
        description: 'Answer extraction, popular answers and the services behind the support site.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true, articles: kb.engine.size }));
  await app.register(contentRoutes, { kb });
  await app.register(searchRoutes, { kb, db, composer: options.composer ?? new ExtractiveComposer() });
  return app;
}
