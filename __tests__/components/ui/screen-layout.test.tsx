/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { ScreenLayoutProvider, WideOrNarrow } from '@/components/ui/screen-layout';
import { useRememberScreenLayout } from '@/components/ui/remember-screen-layout';
import { system } from '@/lib/theme/system';
import type { ScreenLayout } from '@/lib/layout/screen-guess';

/** A media query list whose answer the test sets, telling its listeners of a change. */
function mockWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  const state = { wide };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state.wide;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(toWide: boolean) {
      state.wide = toWide;
      listeners.forEach((listener) => listener());
    },
  };
}

const layouts = (guess: ScreenLayout | null, provided = true) => {
  const content = <WideOrNarrow wide={() => <table data-testid="table" />} narrow={() => <ul data-testid="cards" />} />;
  return <ChakraProvider value={system}>{provided ? <ScreenLayoutProvider guess={guess}>{content}</ScreenLayoutProvider> : content}</ChakraProvider>;
};

describe('WideOrNarrow (a table from 960 px, cards below: only the one shown is rendered)', () => {
  it('renders the table alone on a wide screen and the cards alone on a narrow one, following a resize', () => {
    const width = mockWidth(true);
    render(layouts(null));
    expect(screen.getByTestId('table')).toBeInTheDocument();
    expect(screen.queryByTestId('cards')).toBeNull();
    act(() => width.resize(false));
    expect(screen.getByTestId('cards')).toBeInTheDocument();
    expect(screen.queryByTestId('table')).toBeNull();
  });

  it('server-renders the guessed layout alone, or both where there is no guess', () => {
    expect(renderToString(layouts('narrow'))).toContain('data-testid="cards"');
    expect(renderToString(layouts('narrow'))).not.toContain('data-testid="table"');
    expect(renderToString(layouts('wide'))).not.toContain('data-testid="cards"');
    const both = renderToString(layouts(null));
    expect(both).toContain('data-testid="table"');
    expect(both).toContain('data-testid="cards"');
  });

  it('hydrates the server’s guess without a mismatch, then corrects a wrong one', async () => {
    mockWidth(false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(layouts('wide'));
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, layouts('wide'), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cards"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="table"]')).toBeNull();
    container.remove();
  });

  it('renders both outside the app’s providers (a component test), whatever the width', () => {
    mockWidth(false);
    render(layouts(null, false));
    expect(screen.getByTestId('table')).toBeInTheDocument();
    expect(screen.getByTestId('cards')).toBeInTheDocument();
  });
});

describe('useRememberScreenLayout (every page, the login included: the server guesses the next page by it)', () => {
  it('writes the layout the screen shows, and again when the window crosses the breakpoint', () => {
    const width = mockWidth(true);
    const { unmount } = renderHook(() => useRememberScreenLayout());
    expect(document.cookie).toContain('screenLayout=wide');
    act(() => width.resize(false));
    expect(document.cookie).toContain('screenLayout=narrow');
    unmount();
    // no listener is left behind: a later change writes nothing
    act(() => width.resize(true));
    expect(document.cookie).toContain('screenLayout=narrow');
  });
});
