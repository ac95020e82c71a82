import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Button } from '@chakra-ui/react';

const inserted: (() => ReactNode)[] = [];
jest.mock('next/navigation', () => ({ useServerInsertedHTML: (callback: () => ReactNode) => inserted.push(callback) }));

import { Provider } from '@/components/ui/provider';

/** What Next writes into the streamed HTML from the registry's callbacks. */
const flushed = () => inserted.map((callback) => renderToStaticMarkup(<>{callback()}</>)).join('');

describe('EmotionRegistry (server render, as Next streams a page)', () => {
  beforeEach(() => {
    inserted.length = 0;
  });

  it("Chakra's styles go into the HTML as <style nonce> tags the browser's cache adopts, not into React's tree", () => {
    const markup = renderToString(
      <Provider nonce="n0nce">
        <Button>Войти</Button>
      </Provider>,
    );
    expect(markup).not.toContain('<style');
    const className = /class="[^"]*\b(bo-[a-z0-9]+)\b/.exec(markup)?.[1];
    expect(className).toBeDefined();
    const styles = flushed();
    expect(styles).toMatch(/^<style nonce="n0nce" data-emotion="bo [a-z0-9 ]+">/);
    expect(styles).toContain(`.${className}{`);
    expect(styles).toContain(className?.replace(/^bo-/, ' '));
  });

  it('the provider writes no global CSS (tokens, reset): the static lib/theme/chakra.css has it', () => {
    renderToString(
      <Provider nonce="n0nce">
        <Button>Войти</Button>
      </Provider>,
    );
    const styles = flushed();
    expect(styles).not.toContain('--ck-colors-bg:');
    expect(styles).not.toContain('@layer reset');
  });

  it('each style goes out once: a later flush has only what is new', () => {
    renderToString(
      <Provider nonce="n0nce">
        <Button>Войти</Button>
        <Button>Отмена</Button>
      </Provider>,
    );
    const [callback] = inserted;
    expect(renderToStaticMarkup(<>{callback?.()}</>)).toContain('<style');
    expect(callback?.()).toBeNull();
  });
});
