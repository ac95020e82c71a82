/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../render';
import { errorPageTarget } from '@/components/layout/use-leave-for-error-page';
import RenderingError from '@/app/[subCatalog]/error';
import GlobalError from '@/app/global-error';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

describe('errorPageTarget (spec §8 "Rendering error or start-up failure: go to /error")', () => {
  it.each([
    ['/greenbank/list', '/greenbank/error'],
    ['/greenbank', '/greenbank/error'],
    ['/dashboard', '/error'],
    ['/', '/error'],
    ['//evil.example/list', '/error'],
  ])('from %s goes to %s, keeping the tenant', (from, to) => {
    expect(errorPageTarget(from)).toBe(to);
  });

  it('stays on the error page itself (going there again would reload it forever)', () => {
    expect(errorPageTarget('/error')).toBeNull();
    expect(errorPageTarget('/greenbank/error')).toBeNull();
  });
});

describe('a rendering error on the error page itself', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/greenbank/error');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('the page boundary shows the technical error with a way back to the tenant, not an endless spinner', async () => {
    renderWithProviders(<RenderingError error={new Error('boom')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Техническая ошибка' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/greenbank');
  });

  it('the root boundary (its own <html>, no texts provider) says what the error page says', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} />);
    expect(html).toContain(`<h1>${ru.Errors.technicalError}</h1>`);
    expect(html).toContain(ru.Errors.technicalErrorText);
  });

  it('the root boundary speaks the language of the language cookie (issue 21: no Russian in English)', async () => {
    document.cookie = 'language=en; path=/';
    try {
      const root = createRoot(document);
      await act(async () => root.render(<GlobalError error={new Error('boom')} />));
      expect(document.documentElement.lang).toBe('en');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.Errors.technicalError);
      expect(screen.getByRole('button', { name: en.Errors.reload })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/[А-Яа-яЁё]/);
      await act(async () => root.unmount());
    } finally {
      document.cookie = 'language=; path=/; max-age=0';
    }
  });
});
