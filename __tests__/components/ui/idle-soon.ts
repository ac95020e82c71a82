/**
 * A browser's requestIdleCallback for jsdom, which has none: the callback runs on the next task, as on a page
 * with nothing else to do. Without it, usePreloadWhenIdle (lib/client/preload.ts) takes its fallback for Safari,
 * two seconds after mounting, and each suite that waits for an on-demand part to come idled those two seconds.
 * Imported by those suites; __tests__/lib/client/preload.test.tsx tests both ways of the preload itself.
 */
if (typeof window.requestIdleCallback !== 'function') {
  window.requestIdleCallback = (run) => window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 1);
  window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
}

export {};
