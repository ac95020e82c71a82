/**
 * Issue 35 §6 "An operator can grant itself the storefront": POST api/merchant/grant, role × grant, on an outlet of
 * the caller's own scope. Only the grant the interface offers (the operator's reader-password checkbox, grant 1,
 * lib/domain/roles.ts `CHANGEABLE_GRANTS`) changes; every other grant, and every grant a holding or merchant user
 * sends, is refused as a host refuses a right the caller lacks (403), and the outlet keeps its grants.
 */
import { CHANGEABLE_GRANTS } from '@/lib/domain/roles';
import type { Role } from '@/lib/acquiring/contract/session';
import { call, login, resultOf, sandboxPerFile, type LoggedIn } from './helpers.ts';

jest.setTimeout(60_000);

interface Grant {
  grantId: number;
  value: string;
}
interface Outlet {
  id: number;
  merchantGrantList: Grant[];
}
interface Org {
  merchantList: { id: number }[];
}

const sb = sandboxPerFile({ scale: 2000 }, { resetEachTest: true });

/** The demo users of each role (sandbox/CONTRACT.md), and how each finds an outlet of its own. */
const CALLERS: { login: string; role: Role; outlet: (who: LoggedIn) => Promise<number> }[] = [
  { login: 'operator@demo.test', role: 'operator', outlet: async (who) => (await resultOf<Outlet>(sb.url, who.token, '/api/organization/merchant')).id },
  { login: 'operator-nowindow@demo.test', role: 'operator', outlet: async (who) => (await resultOf<Outlet>(sb.url, who.token, '/api/organization/merchant')).id },
  { login: 'merchant@demo.test', role: 'merchant', outlet: async (who) => firstOutlet(await resultOf<Org>(sb.url, who.token, '/api/organization/company')) },
  { login: 'holding@demo.test', role: 'holding', outlet: async (who) => firstOutlet(await resultOf<Org>(sb.url, who.token, '/api/organization/holding')) },
];
/** The contract's grants (1 reader password, 5, 10 storefront) and one no outlet has. */
const GRANTS = [1, 5, 10, 42];

function firstOutlet(org: Org): number {
  const id = org.merchantList[0]?.id;
  if (id === undefined) throw new Error('no outlet in scope');
  return id;
}

/** The outlet's grants as the caller reads them (any role reads an outlet of its scope by id). */
const grantsOf = async (who: LoggedIn, outletId: number): Promise<Grant[]> =>
  (await resultOf<Outlet>(sb.url, who.token, `/api/organization/merchant?id=${outletId}`)).merchantGrantList;

describe.each(CALLERS)('$login ($role)', ({ login: name, role, outlet }) => {
  test.each(GRANTS)('grant %i: changed only when the role may change it', async (grantId) => {
    const who = await login(sb.url, '', name);
    const merchantId = await outlet(who);
    const before = await grantsOf(who, merchantId);
    const current = before.find((grant) => grant.grantId === grantId)?.value;
    const value = current === '0' ? '1' : '0';
    const answer = await call<{ result?: Grant[]; message?: string }>(sb.url, '/api/merchant/grant', {
      token: who.token,
      csrf: who.csrf,
      body: { merchantId, grantId, value },
    });
    if (CHANGEABLE_GRANTS[role].includes(grantId)) {
      expect(answer.status).toBe(200);
      expect(answer.body.result?.find((grant) => grant.grantId === grantId)?.value).toBe(value);
    } else {
      expect([answer.status, answer.body.message]).toEqual([403, 'Недостаточно прав для изменения этой настройки']);
      expect(await grantsOf(who, merchantId)).toEqual(before);
    }
  });
});

test('the review’s reproduction: operator-nowindow cannot give itself the storefront, before or after a new sign-in', async () => {
  const who = await login(sb.url, '', 'operator-nowindow@demo.test');
  const merchantId = (await resultOf<Outlet>(sb.url, who.token, '/api/organization/merchant')).id;
  const answer = await call(sb.url, '/api/merchant/grant', { token: who.token, csrf: who.csrf, body: { merchantId, grantId: 10, value: '1' } });
  expect(answer.status).toBe(403);
  const again = await login(sb.url, '', 'operator-nowindow@demo.test');
  expect(again.session.showWindowPage).toBe(false);
  expect((await call(sb.url, '/api/window/product/list?limit=10000', { token: again.token })).status).toBe(400);
});
