/** @jest-environment jsdom */
import type { ReactElement } from 'react';
import { render as renderBare, screen } from '@testing-library/react';
import ru from '@/messages/ru.json';
import { TestProviders } from '../render';

const requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Errors') => (key: keyof typeof ru.Errors) => ru[namespace][key],
}));

import NotFound from '@/app/[subCatalog]/not-found';
import TechnicalErrorPage from '@/app/[subCatalog]/error/page';

const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestProviders });

describe('the not-found page (spec §2 "/pageNotFound, /404 and any unknown path")', () => {
  it('is the main landmark of the page, headed with the not-found text', async () => {
    requestHeaders.set('x-bo-alias', 'greenbank');
    render(await NotFound());
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' }));
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/greenbank');
  });

  it.each(['', '../admin', 'api'])('with x-bo-alias %j the way home is the default tenant', async (value) => {
    requestHeaders.set('x-bo-alias', value);
    render(await NotFound());
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});

describe('the technical error page (spec §2 "/error")', () => {
  it.each([
    ['greenbank', '/greenbank'],
    ['_', '/'],
  ])('under %s: the main landmark, "Техническая ошибка", home is %s', async (subCatalog, home) => {
    render(await TechnicalErrorPage({ params: Promise.resolve({ subCatalog }) }));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Техническая ошибка' }));
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', home);
  });
});
