import { E2E_SANDBOX_URL } from './ports';

/** Waits for the sandbox too: the web server check only covers the app. */
export default async function globalSetup(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${E2E_SANDBOX_URL}/info`, { headers: { 'request-source': 'frontend' } });
      if (response.ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('sandbox did not start');
}
