import { ApiErrorSchema, PROFILE_INFO_PATH, ProfileInfoResponseSchema } from '@support/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Seed 001 §7 support-site call 1: whether the visitor is signed in. The site has no sign-in yet
 * (no accounts, no sessions), so nobody is: the answer is always Unauthenticated, whatever cookies
 * come with the request. When sign-in is built, this reads its session cookie. It is about this
 * visitor, so it is never cached (`personal`).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROFILE_INFO_PATH,
    {
      config: { personal: true },
      schema: {
        tags: ['accounts'],
        summary:
          "The visitor's sign-in state (content.customerState): always Unauthenticated, no sign-in yet",
        response: { 200: ProfileInfoResponseSchema, 400: ApiErrorSchema },
      },
    },
    async () => ({ content: { customerState: 'Unauthenticated' as const } }),
  );
};
