import { z } from 'zod';

// Seed 001 §3 "Profile response field read: content.customerState" and §4 "Authentication": a
// visitor is signed in when customerState is "Authenticated". The site has no sign-in yet, so the
// API answers Unauthenticated to everyone (apps/api/src/msapi/README.md, "Profile").

/** Seed 001 §7 support-site call 1. */
export const PROFILE_INFO_PATH = '/msapi/accountservices/v1/profile/info';

export const CUSTOMER_STATES = ['Authenticated', 'Unauthenticated'] as const;
export const CustomerStateSchema = z.enum(CUSTOMER_STATES);
export type CustomerState = z.infer<typeof CustomerStateSchema>;

export const ProfileInfoResponseSchema = z.object({
  content: z.object({ customerState: CustomerStateSchema }),
});
export type ProfileInfoResponse = z.infer<typeof ProfileInfoResponseSchema>;

/** Seed 001 §4: signed in only for exactly "Authenticated"; anything else (or a failure) is signed out. */
export function isAuthenticated(response: unknown): boolean {
  const parsed = ProfileInfoResponseSchema.safeParse(response);
  return parsed.success && parsed.data.content.customerState === 'Authenticated';
}

/**
 * Seed 001 §7 support-site call 3 (POST, empty body), and §4: a signed-in visitor's contact-us
 * header triggers it (the account-details event). Without sign-in there is no session to describe:
 * the API answers 401 UNAUTHORIZED.
 */
export const ACCOUNT_DETAILS_PATH = '/msapi/accountservices/v1/common/accountDetails';
