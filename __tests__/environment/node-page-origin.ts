import NodeEnvironment from 'jest-environment-node';

const ORIGIN_KEY = Symbol.for('undici.globalOrigin.1');

/**
 * Node with a page origin (http://localhost/), against which Node's fetch resolves relative URLs as a browser
 * does against its page: for tests that run the browser's BFF client (ky builds a `Request` per call) next to
 * server code.
 */
export default class NodeWithPageOrigin extends NodeEnvironment {
  /** undici keeps its origin on the worker's real global: put back what was there, or later test files' fetch sends an Origin. */
  private readonly previousOrigin = (globalThis as Record<symbol, unknown>)[ORIGIN_KEY];

  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    (globalThis as Record<symbol, unknown>)[ORIGIN_KEY] = new URL('http://localhost/');
  }

  override async teardown(): Promise<void> {
    (globalThis as Record<symbol, unknown>)[ORIGIN_KEY] = this.previousOrigin;
    await super.teardown();
  }
}
