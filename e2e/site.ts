/** How the site under test runs: shared by playwright.config.ts and the specs. */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
/** The operator token the site runs with, so specs can read stored signals back from the database. */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';
