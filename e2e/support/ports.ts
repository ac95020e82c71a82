/** Ports of the e2e run: the app under test and its sandbox, away from the dev defaults. */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT || 3100);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || E2E_APP_PORT + 1010);
export const E2E_SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
