import {
  ALLOCATIONS_PATH,
  type Allocation,
  AllocationsQuerySchema,
  AllocationsResponseSchema,
  AllocationValueSchema,
  ApiErrorSchema,
} from '@support/contracts';
import { type Database, flagsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Seed 000 §7 call 6 and seed 001 §7 contact-us call 2: flag allocations of the named teams, from
 * flag_allocations (seeded from content/flags/<team>.json). An unknown team has no allocations: an empty list, not an error.
 * The widget turns them into its flags with `experimentFlags` (contracts).
 */
export const allocationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const flags = flagsRepository(db);
  app.get(
    ALLOCATIONS_PATH,
    {
      schema: {
        tags: ['content'],
        summary: 'Experiment flag allocations of one or more teams (teams=search or a comma list)',
        querystring: AllocationsQuerySchema,
        response: { 200: AllocationsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const teams = [...new Set(request.query.teams)];
      const allocations: Allocation[] = [];
      for (const row of await flags.forTeams(teams)) {
        const value = AllocationValueSchema.safeParse(row.value);
        // A value edited into an object or a long text reads as off in the widget anyway: leave it
        // out rather than fail every page's flags. Lists of short names (seed 001) pass.
        if (!value.success)
          request.log.warn(
            { team: row.team, flag: row.flag },
            'flag value is not a scalar or a list of names',
          );
        else allocations.push({ key: row.flag, team: row.team, value: value.data });
      }
      // Flags change from the console: a minute in caches is the longest a change waits.
      reply.header('cache-control', 'public, max-age=60');
      return { allocations };
    },
  );
};
