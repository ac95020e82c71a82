/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../render';
import { MainNav, type NavTab } from '@/components/layout/main-nav';
import { visibleTabs } from '@/lib/domain/routes';
import type { Role } from '@/lib/domain/roles';

let pathname = '/dashboard';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/** The tabs the signed-in layout passes for a user (app/[subCatalog]/(app)/layout.tsx). */
function tabsFor(roles: Role[], showWindowPage: boolean): NavTab[] {
  return visibleTabs(roles, showWindowPage).map((tab) => ({ id: tab.id, page: tab.page as NavTab['page'] }));
}

function tabLinks() {
  return within(screen.getByRole('list')).getAllByRole('link');
}

describe('header tabs (spec §2 "tabs Операции …, Организация and Витрина")', () => {
  it('an operator with the show-window-page flag sees the three tabs in order, under the tenant alias', () => {
    pathname = '/greenbank/organisation';
    renderWithProviders(<MainNav alias="greenbank" tabs={tabsFor(['operator'], true)} />);
    expect(tabLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Операции', '/greenbank/dashboard'],
      ['Организация', '/greenbank/organisation'],
      ['Витрина', '/greenbank/window'],
    ]);
    expect(screen.getByRole('link', { name: 'Организация' })).toHaveAttribute('aria-current', 'page');
  });

  it.each<[Role, boolean]>([
    ['merchant', true],
    ['holding', true],
    ['operator', false],
  ])('%s (flag %s) has no Витрина tab; the default tenant has no prefix', (role, flag) => {
    pathname = '/dashboard';
    renderWithProviders(<MainNav alias={null} tabs={tabsFor([role], flag)} />);
    expect(tabLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Операции', '/dashboard'],
      ['Организация', '/organisation'],
    ]);
  });

  it.each(['/greenbank/list', '/greenbank/onMap', '/greenbank/reconciliation', '/greenbank/dashboard'])('Операции is the current tab on %s', (path) => {
    pathname = path;
    renderWithProviders(<MainNav alias="greenbank" tabs={tabsFor(['operator'], true)} />);
    expect(screen.getByRole('link', { name: 'Операции' })).toHaveAttribute('aria-current', 'page');
    expect(tabLinks().filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
