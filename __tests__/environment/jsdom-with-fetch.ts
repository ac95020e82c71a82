import JSDOMEnvironment from 'jest-environment-jsdom';

const ORIGIN_KEY = Symbol.for('undici.globalOrigin.1');

/**
 * jsdom plus Node's fetch API, which jsdom lacks: the BFF client is ky, which builds a `Request` for every
 * call, relative to the page's URL (http://localhost/ here). Node's AbortController, FormData, File and Blob
 * come along because a Node `Request` takes only its own signal and form bodies; TransformStream because ky
 * reads a download's progress through one. Tests of code that calls the BFF name this environment.
 */
export default class JsdomWithFetch extends JSDOMEnvironment {
  /** undici keeps its origin on the worker's real global: put back what was there, or later test files' fetch sends an Origin. */
  private readonly previousOrigin = (globalThis as Record<symbol, unknown>)[ORIGIN_KEY];

  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const { fetch, Request, Response, Headers, ReadableStream, TransformStream, AbortController, AbortSignal, FormData, File, Blob } = globalThis;
    Object.assign(this.global, { fetch, Request, Response, Headers, ReadableStream, TransformStream, AbortController, AbortSignal, FormData, File, Blob });
    // Node's fetch resolves relative URLs against this origin, as a browser does against the page.
    (globalThis as Record<symbol, unknown>)[ORIGIN_KEY] = new URL(this.dom?.window.location.href ?? 'http://localhost/');
  }

  override async teardown(): Promise<void> {
    (globalThis as Record<symbol, unknown>)[ORIGIN_KEY] = this.previousOrigin;
    await super.teardown();
  }
}
