/** The act state of the shell: the generate form's prefill from the user's company (spec §2). */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/acquiring/upstream', () => ({ callEndpoint: jest.fn() }));

import { callEndpoint } from '@/lib/acquiring/upstream';
import { loadActState } from '@/lib/session/act-state';
import type { SignedInSession } from '@/lib/session/signed-in';

const call = jest.mocked(callEndpoint);

function session(roles: string[], company: Record<string, string | null>): SignedInSession {
  return {
    alias: null,
    token: 't',
    expiresAt: Date.now() + 60_000,
    user: { id: 1, fullName: 'Иванов Иван', loginEmail: 'ivanov@bank.ru', loginPhone: null, holdingId: 5, companyId: null, merchantId: null, roles, showWindowPage: false, passExpireDate: null, needChangePassword: false, ...company },
  } as unknown as SignedInSession;
}

beforeEach(() => {
  call.mockImplementation(async (endpoint) => {
    const { path } = endpoint as { path: string };
    if (path === 'api/organization/merchant') return { sbpXUserLogin: 'qps-login' } as never;
    if (path === 'api/qps-refund-keys/show') return null as never;
    if (path === 'api/organization/company') return { name: 'ООО «Ромашка»', realAddress: 'Москва, Тверская, 1', inn: '7701234567' } as never;
    throw new Error(`unexpected ${path}`);
  });
});

it('a holding user: the session object’s company (name, real address, tax number), no company call', async () => {
  const state = await loadActState(session(['holding'], { companyName: 'АО «Холдинг»', companyRealAddress: 'Казань, Баумана, 2', companyInn: '1655000000' }));
  expect(state).toMatchObject({
    canAct: true,
    exists: false,
    prefill: { companyName: 'АО «Холдинг»', companyAddress: 'Казань, Баумана, 2', organizationUnitName: '1655000000', companyAdminName: 'Иванов Иван', email: 'ivanov@bank.ru' },
  });
  expect(call.mock.calls.map(([endpoint]) => (endpoint as { path: string }).path)).not.toContain('api/organization/company');
});

it('a merchant user: the company the API answers', async () => {
  const state = await loadActState(session(['merchant'], { companyName: 'old name' }));
  expect(state).toMatchObject({ prefill: { companyName: 'ООО «Ромашка»', companyAddress: 'Москва, Тверская, 1', organizationUnitName: '7701234567' } });
});

it('a session from before these fields: the name only', async () => {
  const state = await loadActState(session(['holding'], { companyName: 'АО «Холдинг»' }));
  expect(state).toMatchObject({ prefill: { companyName: 'АО «Холдинг»', companyAddress: '', organizationUnitName: '' } });
});
