import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; ky (the BFF client, imported by the app's provider) uses it when it loads.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

/**
 * Testing Library, for the suites that have a DOM. Two thirds of the unit tier's suites are pure logic in Node's
 * environment, which have no use for jest-dom's matchers and Testing Library's queries (aria-query builds its role
 * maps as it loads): about 55 ms a suite in band, within the noise on the whole tier with two warm workers. The
 * matchers' types come from tsconfig's `types`.
 */
if (typeof document !== 'undefined') {
  jest.requireActual('@testing-library/jest-dom');
  // CI runs the suites two at a time on two cores: a dialog's re-render can take longer than the 1 s default.
  // A test that waits for something that never comes still fails, only later.
  jest.requireActual<typeof import('@testing-library/dom')>('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
}

/**
 * Node's `perf_hooks` for every suite, with what a suite starts there stopped when the suite ends.
 * The app's metrics (lib/observability/metrics.ts) start prom-client's default metrics once per `globalThis`, which
 * in jest is once per suite: a GC observer and an event-loop delay monitor on the worker process itself. Nothing
 * stops them, so each held its suite's whole module registry for the rest of the worker's life, and each GC after
 * called every observer left (the unit tier: 6 suites, ~0.8 s of CPU in perf_hooks' observer code). Observers
 * and monitors are the real ones; only their end moves to the suite's end.
 */
const mockStarted: { stop(): void }[] = [];
jest.mock('perf_hooks', () => {
  const actual = jest.requireActual<typeof import('node:perf_hooks')>('node:perf_hooks');
  class PerformanceObserver extends actual.PerformanceObserver {
    constructor(callback: ConstructorParameters<typeof actual.PerformanceObserver>[0]) {
      super(callback);
      mockStarted.push({ stop: () => this.disconnect() });
    }
  }
  const monitorEventLoopDelay: typeof actual.monitorEventLoopDelay = (options) => {
    const histogram = actual.monitorEventLoopDelay(options);
    mockStarted.push({ stop: () => histogram.disable() });
    return histogram;
  };
  return { ...actual, PerformanceObserver, monitorEventLoopDelay };
});
afterAll(() => mockStarted.splice(0).forEach((watcher) => watcher.stop()));
