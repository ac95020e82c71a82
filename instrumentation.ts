/**
 * Next calls `register` once as a server starts. In the Node.js runtime it installs the hooks the server entry
 * (scripts/server.mjs) starts the observed HTTP server with: request ids, logs, metrics, draining (issue 35).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerHooks } = await import('./lib/server/register');
  installServerHooks();
}
