import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type AnswerComposer, ExtractiveComposer, loadLexiconFromDir } from '@support/answer-engine';
import { DEFAULT_SITE_ENV } from '@support/contracts';
import { trackConnections } from '@support/contracts/http-drain';
import { type Database, migrate, openDatabase } from '@support/db';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { kmServicesRoutes } from './kmservices/index.ts';
import { contentRoutes } from './msapi/index.ts';
import { operatorRoutes } from './operator/index.ts';
import type { Config } from './platform/config.ts';
import type { EmbeddingsConfig } from './platform/embeddings.ts';
import { embeddingsConfig, SemanticSearch } from './platform/embeddings.ts';
import { refuseConnect, registerErrorHandling, transportErrorOptions } from './platform/errors.ts';
import { FeedbackRefresher } from './platform/feedback.ts';
import { KnowledgeBase } from './platform/knowledge.ts';
import {
  genReqId,
  type LogDestination,
  loggerOptions,
  QuietAccessLog,
  REQUEST_ID_HEADER,
} from './platform/logging.ts';
import { type RateLimitOptions, registerRateLimit } from './platform/rate-limit.ts';
import { DOCS_CSP, registerSecurity, type SecurityOptions, securityHeaders } from './platform/security.ts';
import { seedContent } from './platform/seed.ts';
import { createWebNotifier } from './platform/web-notify.ts';
import { businessWords } from './search/answer.service.ts';
import { searchRoutes } from './search/index.ts';

/** The knowledge base on its own, for the benches (bench/kb-refresh.ts). */
export { KnowledgeBase } from './platform/knowledge.ts';

export interface AppOptions {
  /** An open database; when omitted one is opened from the config (and closed with the app). */
  db?: Database;
  config: Pick<
    Config,
    'DATABASE_URL' | 'DATA_DIR' | 'CONTENT_DIR' | 'LOG_LEVEL' | 'WEB_URL' | 'REVALIDATE_SECRET'
  > &
    Partial<Pick<Config, 'OPERATOR_TOKEN' | 'SITE_ENV' | 'ANSWER_MIN_CONFIDENCE'>> &
    Partial<EmbeddingsConfig>;
  composer?: AnswerComposer;
  /** Set to false in tests that open many apps. */
  logger?: boolean;
  /** Where log lines go; stdout when omitted (tests pass a stream to read them). */
  logStream?: LogDestination;
  /** Security headers; HSTS is off unless set here. */
  security?: SecurityOptions;
  /** Per-client limits on the answer routes (defaults: 120 a minute); false turns them off. */
  rateLimit?: RateLimitOptions | false;
  /**
   * Which peers may set x-forwarded-for (so `request.ip`, the rate-limit key, is the visitor and
   * not the proxy). Default: loopback only, i.e. the web server on the same host. Behind a load
   * balancer, list its addresses or CIDRs; never `true` on a port the internet can reach, or any
   * client picks its own rate-limit key.
   */
  trustProxy?: boolean | string | string[];
}

/**
 * The API as a plugin tree: database (migrated and seeded from content/), the answer engine
 * built from it, and one plugin per domain. `server.ts` only listens.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const headers = securityHeaders(options.security);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.config.LOG_LEVEL, options.logStream),
    logController: new QuietAccessLog(),
    genReqId,
    // genReqId reads x-request-id itself, keeping only safe tokens.
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? 'loopback',
    ...transportErrorOptions(headers),
    // A client has 30 s to send its whole request (Fastify's default is no limit, which lets a
    // slow sender hold a connection forever); past that it gets 408 on the socket.
    requestTimeout: 30_000,
    // Query strings are the API's main input; keep them bounded.
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  // A shutdown closes connections with no request in flight, those that never sent one included
  // (Fastify's own idle closing leaves a browser's preconnect open for 60 s).
  const drain = trackConnections(app.server);
  app.addHook('preClose', async () => drain.start());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Security headers first, so every later hook's error answer carries them.
  await registerSecurity(app, options.security);
  registerErrorHandling(app);
  refuseConnect(app, headers);
  await registerRateLimit(app, options.rateLimit ?? {});

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
  // Article pages on the web servers are static: tell them when the articles they show change,
  // and once at start, since content may have changed while this instance was down (ADR 003).
  const notifyWeb = createWebNotifier({
    webUrls: options.config.WEB_URL ? options.config.WEB_URL.split(',').map((u) => u.trim()) : [],
    secret: options.config.REVALIDATE_SECRET,
    log: app.log,
  });
  const semantic = await SemanticSearch.open(db, app.log, embeddingsConfig(options.config));
  // What makes a question a business's is worked out when the index changes, not on a visitor's
  // first business question after it.
  const kb: KnowledgeBase = await KnowledgeBase.open(db, app.log, {
    onRebuilt: () => {
      businessWords(kb.engine);
      void notifyWeb();
    },
    lexicon: loadLexiconFromDir(join(options.config.CONTENT_DIR, 'lexicon')),
    semantic,
    answerThreshold: options.config.ANSWER_MIN_CONFIDENCE,
  });
  // Feedback keys questions as the engine reads them (typos corrected, compounds joined).
  const feedback = await FeedbackRefresher.open(db, {
    log: app.log,
    analyze: (question) => kb.engine.questionTerms(question),
  });
  kb.useFeedback(feedback);
  businessWords(kb.engine);
  void notifyWeb();
  app.addHook('onClose', async () => {
    await kb.close();
    await feedback.stop();
    await semantic?.close();
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
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });

  const siteEnv = options.config.SITE_ENV ?? DEFAULT_SITE_ENV;
  app.log.info({ siteEnv }, 'site environment');
  app.get('/healthz', { schema: { hide: true } }, async () => ({
    ok: true,
    articles: kb.engine.size,
    siteEnv,
    // Semantic retrieval: how many articles have vectors (absent when it is off).
    ...(semantic ? { semantic: semantic.stats } : {}),
  }));
  await app.register(contentRoutes, { kb, db, contentDir: options.config.CONTENT_DIR });
  await app.register(kmServicesRoutes, { kb, db });
  await app.register(searchRoutes, { kb, db, composer: options.composer ?? new ExtractiveComposer() });
  const operatorToken = options.config.OPERATOR_TOKEN;
  if (operatorToken) await app.register(operatorRoutes, { db, token: operatorToken, kb });
  return app;
}
