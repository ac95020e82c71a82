/**
 * Whether this instance is stopping (SIGTERM): the server entry says so as it starts to drain, and the readiness
 * probe answers down from then on. On `globalThis`: the entry and the route bundles share it.
 */
const SHUTTING_DOWN_KEY = Symbol.for('merchant-back-office.shutting-down');

type WithFlag = typeof globalThis & { [SHUTTING_DOWN_KEY]?: boolean };

export function isShuttingDown(): boolean {
  return (globalThis as WithFlag)[SHUTTING_DOWN_KEY] === true;
}

export function markShuttingDown(): void {
  (globalThis as WithFlag)[SHUTTING_DOWN_KEY] = true;
}
