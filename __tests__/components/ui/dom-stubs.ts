/**
 * What Chakra's state machines (zag) ask of the browser and jsdom does not have: element sizes, media
 * queries, scrolling. Imported by the component tests of components/ui.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const globals = globalThis as unknown as Record<string, unknown>;
globals.ResizeObserver ??= NoopResizeObserver;
globals.IntersectionObserver ??= class extends NoopResizeObserver {};
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  window.scrollTo ??= () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
