import {
  ACCOUNT_DETAILS_PATH,
  ApiErrorSchema,
  HTTP_ERROR,
  PROFILE_INFO_PATH,
  ProfileInfoResponseSchema,
} from '@support/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../platform/errors.ts';

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
  // Seed 001 §7 call 3: a signed-in contact-us header asks for the account's details with an
  // empty body. Nobody is signed in here, so there are no details to give: 401, in the contract.
  app.post(
    ACCOUNT_DETAILS_PATH,
    {
      config: { personal: true },
      schema: {
        tags: ['accounts'],
        summary: "The signed-in visitor's account details: 401 until the site has sign-in",
        body: z.union([z.undefined(), z.null(), z.strictObject({})]).optional(),
        response: { 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async () => {
      throw new HttpError(401, HTTP_ERROR.unauthorized, 'No one is signed in.');
    },
  );
};
