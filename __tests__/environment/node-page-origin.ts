import NodeEnvironment from 'jest-environment-node';

/**
 * Node with a page origin (http://localhost/), against which Node's fetch resolves relative URLs as a browser
 * does against its page: for tests that run the browser's BFF client (ky builds a `Request` per call) next to
 * server code.
 */
export default class NodeWithPageOrigin extends NodeEnvironment {
  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL('http://localhost/');
  }
}
