import {
  ALERT_BANNER_GROUPS,
  type AlertBannerGroup,
  ApiErrorSchema,
  LinkedAccountInfoResponseSchema,
  OUTAGE_PATHS,
  OutageAlertsQuerySchema,
  OutageAlertsResponseSchema,
  OutageWorkflowQuerySchema,
  OutageWorkflowResponseSchema,
  OutageZipParamsSchema,
  OutageZipQuerySchema,
  OutageZipResponseSchema,
  SERVICE_ALERT_GROUPS,
} from '@support/contracts';
import { type Database, outagesRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeOutage, alertFor } from './outages.service.ts';

/** Outages change within minutes: caches may keep an answer this long (seconds). */
const OUTAGE_MAX_AGE = 60;
/** Without a service, one banner per specific group (never `all`, which would repeat them). */
const SPECIFIC_GROUPS = (Object.keys(ALERT_BANNER_GROUPS) as AlertBannerGroup[]).filter(
  (g) => g !== 'all' && g !== 'none',
);
const errors = { 400: ApiErrorSchema, 500: ApiErrorSchema };

/**
 * Seed 001 §7 outage calls and §9 outage labels, from the outages table (seeded from
 * content/outages). An outage is active from startedAt until resolvedAt is set.
 */
export const outageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const outages = outagesRepository(db);

  app.get(
    OUTAGE_PATHS.zip,
    {
      schema: {
        tags: ['outages'],
        summary: 'Active outages at one ZIP code (optionally for one service label)',
        params: OutageZipParamsSchema,
        querystring: OutageZipQuerySchema,
        response: { 200: OutageZipResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { zip } = request.params;
      const found = (await outages.active({ now, zip })).filter(
        (o) => request.query.service === undefined || o.service === request.query.service,
      );
      reply.header('cache-control', `public, max-age=${OUTAGE_MAX_AGE}`);
      return {
        zip,
        checkedAt: now.toISOString(),
        hasOutage: found.length > 0,
        outages: found.map((o) => activeOutage(o, now)),
      };
    },
  );

  app.get(
    OUTAGE_PATHS.workflow,
    {
      schema: {
        tags: ['outages'],
        summary: 'The outage workflow without an account (BAN na): every active outage, then a ZIP check',
        querystring: OutageWorkflowQuerySchema,
        response: { 200: OutageWorkflowResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const active = await outages.active({ now });
      reply.header('cache-control', `public, max-age=${OUTAGE_MAX_AGE}`);
      return {
        ban: 'na' as const,
        accountLinked: false as const,
        nextStep: 'check-zip' as const,
        checkedAt: now.toISOString(),
        outages: active.map((o) => ({ ...activeOutage(o, now), zipCodes: o.zipCodes })),
      };
    },
  );

  app.get(
    OUTAGE_PATHS.linkedAccounts,
    {
      config: { personal: true },
      schema: {
        tags: ['outages'],
        summary: "The signed-in visitor's linked accounts: none, as the site has no sign-in",
        response: { 200: LinkedAccountInfoResponseSchema, ...errors },
      },
    },
    async () => ({ customerState: 'Unauthenticated' as const, linkedAccounts: [] }),
  );

  app.get(
    OUTAGE_PATHS.alerts,
    {
      schema: {
        tags: ['outages'],
        summary: "Support pages' outage alert banners, for one service key's banner group or for all groups",
        querystring: OutageAlertsQuerySchema,
        response: { 200: OutageAlertsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const active = await outages.active({ now: new Date() });
      const { service } = request.query;
      const groups = service === undefined ? SPECIFIC_GROUPS : [SERVICE_ALERT_GROUPS[service]];
      reply.header('cache-control', `public, max-age=${OUTAGE_MAX_AGE}`);
      return { alerts: groups.flatMap((g) => alertFor(g, active) ?? []) };
    },
  );
};
