/** The organisation page's rules: access-level text (spec §3), status toggling (§4), user-list filters (§6), settings-governed actions (§6). */
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import type { Setting } from '@/lib/acquiring/contract/reference-data';
import { accessLevelText } from '@/lib/organisation/access-level';
import { readerPasswordGrant } from '@/lib/organisation/grants';
import { operatorActions, operatorColumns } from '@/lib/organisation/operator-actions';
import { initialOperatorValues, operatorSaveRequest, validateOperatorForm, type OperatorFormValues } from '@/lib/organisation/operator-form';
import { organisationSettings } from '@/lib/organisation/settings';
import { operatorTerminalTid, terminalExternalIds, terminalName, visibleTerminals } from '@/lib/organisation/terminals';
import { filterByName, nextOperatorStatus } from '@/lib/organisation/user-lists';
import { mobileUserListQuery, userListQuery } from '@/lib/organisation/user-list-query';

const user = (over: Partial<UserListItem>): UserListItem => ({
  id: 1, fullName: 'Иванов Иван', loginEmail: 'i@x.ru', loginPhone: '+79990000000', status: 0, holdingId: null, companyId: null, merchantId: null,
  merchantName: null, companyName: null, holdingTitle: null, canMobile: 1, canLkm: 0, pinPwd: '', autoregistrationTerminalId: null,
  autoregistrationExternalTid: null, mandatoryFiscal: false, lastUsedTerminalId: null, lastUsedTerminalExternalId: null, reversalPwd: '',
  refundPwd: '', apiSecret: '', ...over,
});
const settings = (values: Record<string, string> = {}) => organisationSettings(Object.entries(values).map(([name, value]): Setting => ({ name, value })));

describe('access-level text (spec §3): holdingId, then companyId, then merchantId', () => {
  test('holding administrator by the holding title', () => {
    expect(accessLevelText(user({ holdingId: 2, companyId: 5, holdingTitle: 'Альфа' }))).toEqual({ key: 'accessHolding', name: 'Альфа' });
  });
  test('legal entity administrator, name from the organisation when the row has none', () => {
    const known = { holding: { id: 2, title: 'Альфа', companyList: [{ id: 5, name: 'ООО «Бета»', holdingId: 2 }], merchantList: [] } };
    expect(accessLevelText(user({ companyId: 5 }), known)).toEqual({ key: 'accessCompany', name: 'ООО «Бета»' });
  });
  test('outlet administrator; no scope → no text', () => {
    expect(accessLevelText(user({ merchantId: 9, merchantName: 'Кафе «Ромашка»' }))).toEqual({ key: 'accessMerchant', name: 'Кафе «Ромашка»' });
    expect(accessLevelText(user({}))).toBeNull();
  });
});

describe('operator status (spec §4)', () => {
  test('active → blocked (1); blocked and auto-blocked → active', () => {
    expect(nextOperatorStatus(0)).toBe(1);
    expect(nextOperatorStatus(1)).toBe(0);
    expect(nextOperatorStatus(6)).toBe(0);
  });
});

describe('user-list filters (spec §6, §7, §9)', () => {
  const params = (query: URLSearchParams) => Object.fromEntries(query.entries());
  test('operators: canMobile = 1, status in 0,1,6, limit 9999; merchant → holdingId null', () => {
    expect(params(userListQuery('operators', ['merchant']))).toEqual({ 'status.in': '0,1,6', 'canMobile.eq': '1', 'holdingId.nullable': 'true', limit: '9999', offset: '0' });
  });
  test('admins: canLkm = 1; holding unrestricted; operator → companyId and holdingId null', () => {
    expect(params(userListQuery('admins', ['holding']))).toEqual({ 'status.in': '0,1,6', 'canLkm.eq': '1', limit: '9999', offset: '0' });
    expect(params(userListQuery('admins', ['operator']))).toEqual(expect.objectContaining({ 'companyId.nullable': 'true', 'holdingId.nullable': 'true' }));
  });
  test('mobile-capable users: status in 0,1,2,6, canMobile = 1, no company and no holding', () => {
    expect(params(mobileUserListQuery())).toEqual(expect.objectContaining({ 'status.in': '0,1,2,6', 'canMobile.eq': '1', 'companyId.nullable': 'true', 'holdingId.nullable': 'true' }));
  });
  test('name filter: case-insensitive substring; empty keeps all', () => {
    const list = [user({ id: 1, fullName: 'Петров Пётр' }), user({ id: 2, fullName: 'Сидорова Анна' })];
    expect(filterByName(list, 'петр').map((u) => u.id)).toEqual([1]);
    expect(filterByName(list, '  ')).toHaveLength(2);
  });
});

describe('settings-governed visibility (spec §3, §6)', () => {
  test('defaults allow every action to holding and merchant users, none to operators', () => {
    expect(operatorActions(['merchant'], settings())).toEqual({ add: true, edit: true, editName: true, delete: true, block: true, resetPassword: true });
    expect(Object.values(operatorActions(['operator'], settings())).some(Boolean)).toBe(false);
  });
  test('each setting switches its action off', () => {
    const off = operatorActions(['holding'], settings({
      'operators.allowAdd': 'false', 'operators.allowDelete': 'false', 'operators.allowEditName': 'false', 'operators.allowResetPasswords': 'false',
    }));
    expect(off).toEqual({ add: false, edit: true, editName: false, delete: false, block: true, resetPassword: false });
  });
  test('the autoregistration TID column only with its setting', () => {
    expect(operatorColumns(settings())).toEqual(['fullName', 'loginEmail', 'loginPhone', 'tid', 'id', 'status']);
    expect(operatorColumns(settings({ 'autoregistration.terminalId': 'true' }))).toContain('autoregistrationTid');
  });
});

describe('operator form (spec §3, §5)', () => {
  const valid: OperatorFormValues = { ...initialOperatorValues(null, 7), fullName: 'Новый Оператор', loginEmail: 'new@x.ru', loginPhone: '7 999 123-45-67' };
  test('contact messages of spec §5 and required fields', () => {
    expect(validateOperatorForm({ ...valid, loginEmail: 'x', loginPhone: '12', fullName: '' }, settings(), null)).toEqual({
      fullName: 'required', loginEmail: 'enterEmail', loginPhone: 'enterPhone',
    });
    expect(validateOperatorForm({ ...valid, pinPwd: '12a' }, settings(), null)).toEqual({ pinPwd: 'digitsOnly' });
  });
  test('required refund password and autoregistration TID when the settings say so; a stored password is enough', () => {
    const strict = settings({ 'refundPassword.display': 'true', 'refundPassword.required': 'true', 'autoregistration.terminalId': 'true', 'autoregistration.terminalId.required': 'true' });
    expect(validateOperatorForm(valid, strict, null)).toEqual({ refundPwd: 'required', autoregistrationTerminalId: 'required' });
    expect(validateOperatorForm({ ...valid, autoregistrationTerminalId: '3' }, strict, user({ refundPwd: '****' }))).toEqual({});
  });
  test('empty passwords are sent as ****, the phone gets its plus, the name only when it may change', () => {
    const request = operatorSaveRequest(valid, settings(), null);
    expect(request).toEqual(expect.objectContaining({ fullName: 'Новый Оператор', loginPhone: '+79991234567', merchantId: 7, pinPwd: '****', refundPwd: '****', reversalPwd: '****', canMobile: 1 }));
    const edit = operatorSaveRequest({ ...valid, pinPwd: '4321' }, settings({ 'operators.allowEditName': 'false' }), user({ id: 5 }));
    expect(edit).toEqual(expect.objectContaining({ id: 5, pinPwd: '4321' }));
    expect(edit).not.toHaveProperty('fullName');
  });
  // Issue 21: '9991112233' was saved as '+9991112233' and '89991112233' as '+89991112233'.
  test.each([
    ['9991112233', '+79991112233'],
    ['89991112233', '+79991112233'],
    ['8 (999) 111-22-33', '+79991112233'],
    ['+7 999 111-22-33', '+79991112233'],
    ['79991112233', '+79991112233'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('the phone %s is saved as %s (the tenant mask +7 (###) ###-##-##)', (typed, saved) => {
    expect(validateOperatorForm({ ...valid, loginPhone: typed }, settings(), null)).toEqual({});
    expect(operatorSaveRequest({ ...valid, loginPhone: typed }, settings(), null).loginPhone).toBe(saved);
  });
  test("another tenant's mask: its prefix goes before the national digits", () => {
    const belarus = settings({ 'phone.mask': '+375 (##) ###-##-##' });
    expect(operatorSaveRequest({ ...valid, loginPhone: '29 123 45 67' }, belarus, null).loginPhone).toBe('+375291234567');
    // a number typed with its plus is international as it stands
    expect(operatorSaveRequest({ ...valid, loginPhone: '+7 999 111-22-33' }, belarus, null).loginPhone).toBe('+79991112233');
  });
});

describe('terminals and the reader grant (spec §3, §4)', () => {
  const terminal = (id: number, status: 0 | 1 | 2 | 3, name: string | null = null) => ({ id, status, name, merchantName: 'Кафе', externalId: `T${id}` });
  test('status 3 hidden unless a text filter is active; the name falls back to the outlet', () => {
    const list = [terminal(1, 0, 'Касса 1'), terminal(2, 3)];
    expect(visibleTerminals(list, '').map((t) => t.id)).toEqual([1]);
    expect(visibleTerminals(list, 't2').map((t) => t.id)).toEqual([2]);
    expect(terminalName(terminal(2, 3))).toBe('Кафе');
  });
  test('the checkbox follows the first grant, on by default', () => {
    expect(readerPasswordGrant([])).toEqual({ grantId: 1, checked: true });
    expect(readerPasswordGrant([{ grantId: 1, value: '0' }, { grantId: 10, value: '1' }])).toEqual({ grantId: 1, checked: false });
  });
  test('the checkbox only ever changes grant 1, the one grant the interface offers (issue 35 §6)', () => {
    // an outlet whose first grant is the storefront's: the checkbox must not flip grant 10
    expect(readerPasswordGrant([{ grantId: 5, value: '0' }, { grantId: 10, value: '1' }])).toEqual({ grantId: 1, checked: false });
    expect(readerPasswordGrant([{ grantId: 10, value: '1' }, { grantId: 1, value: '0' }])).toEqual({ grantId: 1, checked: false });
  });
});

describe('an operator’s TID (spec §3: "lastUsedTerminalId (shown as the terminal’s external id)")', () => {
  const known = terminalExternalIds([{ id: 7, externalId: 'T0000007' }]);
  it('the external id the API sends, else the terminal looked up by id, else a dash', () => {
    expect(operatorTerminalTid('T0000042', 7, known)).toBe('T0000042');
    expect(operatorTerminalTid(null, 7, known)).toBe('T0000007');
    expect(operatorTerminalTid(null, 8, known)).toBe('—');
    expect(operatorTerminalTid(null, null, known)).toBe('—');
  });
});
