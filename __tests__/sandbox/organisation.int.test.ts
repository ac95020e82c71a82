/** Organisation writes: api/user (create, edit, status, reset, delete), unclosed-transactions check, readers, grants, preferred TIDs, external admin URL. */
import { call, login, resultOf, sandboxPerFile, type LoggedIn } from './helpers.ts';
import { allRows } from '../../sandbox/store/statements.ts';

jest.setTimeout(60_000);

interface Item {
  id: number; fullName: string; loginEmail: string; loginPhone: string; status: number; merchantId: number | null; canMobile: number; canLkm: number;
  pinPwd: string; refundPwd: string; reversalPwd: string; autoregistrationTerminalId: number | null; autoregistrationExternalTid: string | null;
  mandatoryFiscal: boolean; companyId: number | null; holdingId: number | null;
}
interface Org { id: number; merchantList: { id: number; name: string }[]; companyList?: { id: number; name: string; inn?: string }[] }
interface Term { id: number; merchantId: number; status: number; forSoftPos: boolean; externalId: string }
interface ErrorBody { message: string; exception?: string; errors?: { field?: string; message: string }[] }

const sb = sandboxPerFile({ scale: 3000 });
let merchant: LoggedIn;
let operator: LoggedIn;
let company: Org;
let seq = 0;

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
  operator = await login(sb.url, '', 'operator@demo.test');
  company = await get<Org>(merchant, '/api/organization/company');
});

const get = <T>(who: LoggedIn, path: string): Promise<T> => resultOf<T>(sb.url, who.token, path);
const send = <T = { result: Item }>(who: LoggedIn, method: string, path: string, body?: unknown) =>
  call<T>(sb.url, path, { method, token: who.token, csrf: who.csrf, body });
const control = (path: string, method: string, body?: unknown) => call(sb.url, `/__sandbox${path}`, { method, body, noSource: true });

function newOperator(extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    fullName: `Тестов Оператор ${seq}`, loginEmail: `Test.Op${seq}@Example.ru`, loginPhone: `7 (912) 000-${String(seq).padStart(2, '0')}-99`,
    merchantId: company.merchantList[0]?.id, pinPwd: '****', refundPwd: '****', reversalPwd: '****', ...extra,
  };
}

async function operators(who: LoggedIn): Promise<Item[]> {
  return get<Item[]>(who, '/api/user/list?status.in=0,1,6&canMobile.eq=1&limit=9999');
}

test('create → the list shows it active, mobile, with normalised contacts and no passwords', async () => {
  const res = await send(merchant, 'POST', '/api/user', newOperator({ pinPwd: '1234' }));
  expect(res.status).toBe(200);
  const created = res.body.result;
  expect(created).toEqual(expect.objectContaining({ status: 0, canMobile: 1, canLkm: 0, loginEmail: `test.op${seq}@example.ru`, loginPhone: `+7912000${String(seq).padStart(2, '0')}99`, pinPwd: '****', refundPwd: '' }));
  expect((await operators(merchant)).map((u) => u.id)).toContain(created.id);
  // the operator of outlet 1 sees its new colleague; the holding of another tenant part does not
  expect((await operators(operator)).map((u) => u.id)).toContain(created.id);
});

test("the host reads a phone through the tenant's mask, as the form does (issue 21: 89991112233 was kept as +89991112233)", async () => {
  const national = `99911${String(seq + 1).padStart(3, '0')}33`;
  const saved = (await send(merchant, 'POST', '/api/user', newOperator({ loginPhone: `8${national}` }))).body.result;
  expect(saved.loginPhone).toBe(`+7${national}`);
  const edited = await send(merchant, 'PUT', '/api/user', { id: saved.id, loginPhone: national.replace('999', '998') });
  expect(edited.body.result.loginPhone).toBe(`+7${national.replace('999', '998')}`);
});

test('validation: spec §5 contact messages, duplicates, digits-only passwords', async () => {
  const fail = async (body: Record<string, unknown>) => (await send<ErrorBody>(merchant, 'POST', '/api/user', body)).body;
  expect((await fail(newOperator({ loginEmail: 'nope' }))).errors?.[0]).toEqual({ field: 'loginEmail', message: 'Введите адрес электронной почты' });
  expect((await fail(newOperator({ loginPhone: '12' }))).errors?.[0]).toEqual({ field: 'loginPhone', message: 'Введите номер телефона' });
  expect((await fail(newOperator({ fullName: '  ' }))).errors?.[0]).toEqual({ field: 'fullName', message: 'Поле обязательно для заполнения' });
  expect((await fail(newOperator({ loginEmail: 'merchant@demo.test' }))).errors?.[0]?.field).toBe('loginEmail');
  expect((await fail(newOperator({ pinPwd: '12a4' }))).errors?.[0]).toEqual({ field: 'pinPwd', message: 'Допустимы только цифры' });
  const foreign = await fail(newOperator({ merchantId: 999_999 }));
  expect(foreign.errors?.[0]?.field).toBe('merchantId');
});

test('edit keeps **** passwords, changes others; status 0 ↔ 1 persists', async () => {
  const body = newOperator({ pinPwd: '1111' });
  const created = (await send(merchant, 'POST', '/api/user', body)).body.result;
  const edited = await send(merchant, 'PUT', '/api/user', { id: created.id, fullName: 'Изменённый Оператор', pinPwd: '****', refundPwd: '2222', reversalPwd: '' });
  expect(edited.status).toBe(200);
  expect(edited.body.result).toEqual(expect.objectContaining({ fullName: 'Изменённый Оператор', pinPwd: '****', refundPwd: '****', reversalPwd: '' }));
  const blocked = await send(merchant, 'PUT', '/api/user', { id: created.id, status: 1 });
  expect(blocked.body.result.status).toBe(1);
  expect((await operators(merchant)).find((u) => u.id === created.id)?.status).toBe(1);
  expect((await send<ErrorBody>(merchant, 'PUT', '/api/user', { id: created.id, status: 6 })).status).toBe(400);
  expect((await send(merchant, 'PUT', '/api/user', { id: created.id, status: 0 })).body.result.status).toBe(0);
});

test('settings switch actions off (per tenant, via the control API)', async () => {
  const created = (await send(merchant, 'POST', '/api/user', newOperator())).body.result;
  await control('/settings/_default', 'PUT', {
    'operators.allowAdd': 'false', 'operators.allowDelete': 'false', 'operators.allowEditName': 'false', 'operators.allowResetPasswords': 'false',
  });
  try {
    const settings = await get<{ name: string; value: string }[]>(merchant, '/api/setting/list');
    expect(settings.find((s) => s.name === 'operators.allowAdd')?.value).toBe('false');
    expect((await send<ErrorBody>(merchant, 'POST', '/api/user', newOperator())).body.exception).toBe('OperationNotAllowedException');
    expect((await send<ErrorBody>(merchant, 'DELETE', `/api/user?id=${created.id}`)).status).toBe(400);
    expect((await send<ErrorBody>(merchant, 'PUT', '/api/user', { id: created.id, fullName: 'Другое Имя' })).status).toBe(400);
    expect((await send<ErrorBody>(merchant, 'PUT', '/api/user', { id: created.id, resetPassword: true })).status).toBe(400);
    // the name unchanged is not an edit of the name
    expect((await send(merchant, 'PUT', '/api/user', { id: created.id, fullName: created.fullName, pinPwd: '5555' })).status).toBe(200);
  } finally {
    await control('/settings/_default', 'DELETE');
  }
  const greenbank = await login(sb.url, '/greenbank', 'merchant@demo.test');
  const gbCompany = await call<{ result: Org }>(sb.url, '/greenbank/api/organization/company', { token: greenbank.token });
  expect((await call(sb.url, '/greenbank/api/user', { method: 'POST', token: greenbank.token, csrf: greenbank.csrf, body: { ...newOperator(), merchantId: gbCompany.body.result.merchantList[0]?.id } })).status).toBe(200);
});

test('password reset sets a new password and ends the sessions', async () => {
  const victim = await login(sb.url, '', 'operator-nowindow@demo.test');
  const id = Number((victim.session.user as { id: number }).id);
  expect((await call(sb.url, '/api/organization/merchant', { token: victim.token })).status).toBe(200);
  const res = await send(merchant, 'PUT', '/api/user', { id, resetPassword: true });
  expect(res.status).toBe(200);
  expect((await call(sb.url, '/api/organization/merchant', { token: victim.token })).status).toBe(401);
  expect((await call(sb.url, '/api/session/auth', { body: { login: 'operator-nowindow@demo.test', password: 'demo' } })).status).toBe(401);
});

test('delete: unclosed operations refuse; another merchant\'s operator refused with the spec message; otherwise gone', async () => {
  const all = await operators(merchant);
  const withOpen = [];
  for (const u of all) {
    if ((await get<boolean>(merchant, `/api/user/check-unclosed-transactions/${u.id}`)) === true) withOpen.push(u);
  }
  expect(withOpen.length).toBeGreaterThan(0);
  const refused = await send<ErrorBody>(merchant, 'DELETE', `/api/user?id=${withOpen[0]?.id}`);
  expect(refused.status).toBe(400);
  expect(refused.body.exception).toBe('UnclosedTransactionsException');

  const holding = await login(sb.url, '', 'holding@demo.test');
  const holdingOperators = await operators(holding);
  const foreign = holdingOperators.find((u) => u.companyId === null && u.holdingId === null);
  if (!foreign) throw new Error('holding has operators');
  const other = await send<ErrorBody>(merchant, 'DELETE', `/api/user?id=${foreign.id}`);
  expect(other.status).toBe(400);
  expect(other.body.message).toBe('Нельзя удалить оператора, принадлежащего другому мерчанту');
  expect((await send<ErrorBody>(merchant, 'GET', `/api/user/check-unclosed-transactions/${foreign.id}`)).body.message).toBe('Нельзя удалить оператора, принадлежащего другому мерчанту');

  const created = (await send(merchant, 'POST', '/api/user', newOperator())).body.result;
  expect(await get<boolean>(merchant, `/api/user/check-unclosed-transactions/${created.id}`)).toBe(false);
  const deleted = await send<{ result: boolean }>(merchant, 'DELETE', `/api/user?id=${created.id}`);
  expect(deleted.body.result).toBe(true);
  expect((await operators(merchant)).map((u) => u.id)).not.toContain(created.id);
  // operators do not manage users
  expect((await send(operator, 'POST', '/api/user', newOperator())).status).toBe(403);
});

test('preferred TIDs, autoregistration rules and one operator to one terminal', async () => {
  const outlet = company.merchantList[0]?.id as number;
  const tids = await get<Term[]>(merchant, `/api/terminal/list-preferred/${outlet}`);
  expect(tids.length).toBeGreaterThan(0);
  expect(tids.every((t) => t.merchantId === outlet && (t.status === 0 || t.status === 2))).toBe(true);
  const terminal = tids[0] as Term;
  const first = (await send(merchant, 'POST', '/api/user', newOperator({ autoregistrationTerminalId: terminal.id }))).body.result;
  expect(first.autoregistrationExternalTid).toBe(terminal.externalId);
  await control('/settings/_default', 'PUT', { 'operators.oneOperatorOneTerminal': 'true', 'autoregistration.terminalId': 'true', 'autoregistration.terminalId.required': 'true' });
  try {
    const taken = await send<ErrorBody>(merchant, 'POST', '/api/user', newOperator({ autoregistrationTerminalId: terminal.id }));
    expect(taken.body.errors?.[0]?.field).toBe('autoregistrationTerminalId');
    const missing = await send<ErrorBody>(merchant, 'POST', '/api/user', newOperator());
    expect(missing.body.errors?.[0]).toEqual({ field: 'autoregistrationTerminalId', message: 'Поле обязательно для заполнения' });
    const free = await get<Term[]>(merchant, `/api/terminal/list-preferred/${outlet}`);
    expect(free.map((t) => t.id)).not.toContain(terminal.id);
    expect((await get<Term[]>(merchant, `/api/terminal/list-preferred/${outlet}?userId=${first.id}`)).map((t) => t.id)).toContain(terminal.id);
  } finally {
    await control('/settings/_default', 'DELETE');
  }
  expect((await call(sb.url, '/api/terminal/list-preferred/999999', { token: merchant.token })).status).toBe(404);
});

test('readers unbind, grants persist, the external admin URL is validated and stored', async () => {
  const withReader = (await operators(merchant)).find((u) => u.id % 2 === 0 && u.merchantId !== null);
  if (!withReader) throw new Error('an operator with a reader');
  const unbind = await send<{ result: { deleted: number } }>(merchant, 'POST', '/api/reader', { userId: withReader.id });
  expect(unbind.status).toBe(200);
  expect(typeof unbind.body.result.deleted).toBe('number');
  expect((await send<{ result: { deleted: number } }>(merchant, 'POST', '/api/reader', { userId: withReader.id })).body.result.deleted).toBe(0);

  const mine = await get<{ id: number; merchantGrantList: { grantId: number; value: string }[] }>(operator, '/api/organization/merchant');
  const grants = await send<{ result: { grantId: number; value: string }[] }>(operator, 'POST', '/api/merchant/grant', { merchantId: mine.id, grantId: 1, value: '0' });
  expect(grants.body.result.find((g) => g.grantId === 1)?.value).toBe('0');
  expect((await get<typeof mine>(operator, '/api/organization/merchant')).merchantGrantList[0]).toEqual({ grantId: 1, value: '0' });
  expect((await send(operator, 'POST', '/api/merchant/grant', { merchantId: 999_999, grantId: 1, value: '1' })).status).toBe(400);

  expect(await get<{ url: string | null }>(merchant, '/api/ext-system-admin/get-admin')).toEqual({ url: null });
  expect((await send<ErrorBody>(merchant, 'POST', '/api/ext-system-admin/update-url', { url: 'not a url' })).body.message).toBe('Необходимо ввести url');
  expect((await send(merchant, 'POST', '/api/ext-system-admin/update-url', { url: 'https://admin.example.ru/' })).status).toBe(200);
  expect(await get<{ url: string | null }>(merchant, '/api/ext-system-admin/get-admin')).toEqual({ url: 'https://admin.example.ru/' });
});

test('holding answer carries the legal entities\' INN', async () => {
  const holding = await login(sb.url, '', 'holding@demo.test');
  const org = await get<Org>(holding, '/api/organization/holding');
  expect(org.companyList?.every((c) => /^\d{10,12}$/.test(c.inn ?? ''))).toBe(true);
});

test('a holding reads each of its legal entities and their terminals, and nothing of another holding (issue 34)', async () => {
  const holding = await login(sb.url, '', 'holding@demo.test');
  const org = await get<Org>(holding, '/api/organization/holding');
  const own = org.companyList ?? [];
  expect(own.length).toBeGreaterThan(1);
  for (const entity of own) {
    const company = await get<Org>(holding, `/api/organization/company?id=${entity.id}`);
    expect(company.id).toBe(entity.id);
    const outletIds = company.merchantList.map((outlet) => outlet.id);
    expect(outletIds.length).toBeGreaterThan(0);
    const terminals = await get<Term[]>(holding, `/api/terminal/list?merchant.companyId.eq=${entity.id}&limit=1000&offset=0`);
    expect(terminals.length).toBeGreaterThan(0);
    expect(terminals.every((terminal) => outletIds.includes(terminal.merchantId))).toBe(true);
  }

  // another holding of the same tenant, the demo company without a holding, and the other tenant's holding
  const ownIds = new Set(own.map((entity) => entity.id));
  const foreign = allRows<{ id: number }>(sb.app.db, "SELECT id FROM company WHERE tenant = '' AND (holding_id IS NULL OR holding_id != ?) ORDER BY id", org.id).map((row) => row.id);
  const otherTenant = await get<Org>(await login(sb.url, '/greenbank', 'holding@demo.test'), '/greenbank/api/organization/holding');
  foreign.push(...(otherTenant.companyList ?? []).map((entity) => entity.id));
  expect(foreign.length).toBeGreaterThan(2);
  for (const id of foreign) {
    expect(ownIds.has(id)).toBe(false);
    expect((await call(sb.url, `/api/organization/company?id=${id}`, { token: holding.token })).status).toBe(404);
    expect(await get<Term[]>(holding, `/api/terminal/list?merchant.companyId.eq=${id}&limit=1000&offset=0`)).toEqual([]);
  }
});

test('control reset restores the seed: created operators gone, edits and grants undone', async () => {
  const before = await operators(merchant);
  const target = before.find((u) => u.merchantId !== null) as Item;
  await send(merchant, 'POST', '/api/user', newOperator());
  await control('/reset', 'POST');
  const fresh = await login(sb.url, '', 'merchant@demo.test');
  const after = await get<Item[]>(fresh, '/api/user/list?status.in=0,1,6&canMobile.eq=1&limit=9999');
  expect(after.filter((u) => u.fullName.startsWith('Тестов') || u.fullName === 'Изменённый Оператор')).toEqual([]);
  expect(after.find((u) => u.id === target.id)?.fullName).toBe(target.fullName);
  const op = await login(sb.url, '', 'operator@demo.test');
  expect((await get<{ merchantGrantList: { grantId: number; value: string }[] }>(op, '/api/organization/merchant')).merchantGrantList[0]).toEqual({ grantId: 1, value: '1' });
});
