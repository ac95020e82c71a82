/** POST api/qps-refund-keys/show|generate|send (spec §2, §3, §4, §7, §8). */
import { validateActForm } from '../../sandbox/routes/acts.ts';
import { getRow, run } from '../../sandbox/store/statements.ts';
import { call, login, sandboxPerFile, type LoggedIn } from './helpers.ts';

jest.setTimeout(60_000);

const sb = sandboxPerFile({ now: () => clock });
let clock = Date.UTC(2026, 4, 14, 9, 0, 0);

beforeEach(async () => {
  clock += 120_000; // a fresh rate-limit minute for every test
  await call(sb.url, '/__sandbox/reset', { method: 'POST', noSource: true });
});

const FORM = {
  companyName: 'ООО «Демо Ритейл»',
  companyAddress: 'г. Москва, ул. Тверская, д. 1',
  companyAdminName: 'Мерчантова Ольга Сергеевна',
  countryName: 'RU',
  state: 'ECOMM',
  localityName: 'Moscow',
  organizationName: 'Demo Retail',
  organizationUnitName: '7701234567',
  commonName: 'Olga Merchantova',
  email: 'merchant@demo.test',
};

type Answer = { result?: unknown; message?: string; exception?: string; errors?: { field: string; message: string }[] };

const act = (who: LoggedIn, path: string, body?: unknown, prefix = '') =>
  call<Answer>(sb.url, `${prefix}/api/qps-refund-keys/${path}`, { method: 'POST', token: who.token, csrf: who.csrf, body });

async function sendFile(who: LoggedIn, content: Buffer | null, name = 'act-signed.pdf', prefix = ''): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  if (content !== null) form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), name);
  else form.append('comment', 'no file');
  const response = await fetch(`${sb.url}${prefix}/api/qps-refund-keys/send`, {
    method: 'POST',
    headers: { 'Request-Source': 'frontend', Authorization: `Bearer ${who.token}`, 'x-csrf-token': who.csrf },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

test('show is null until generate; generate stores the act built from the form and mails it', async () => {
  const merchant = await login(sb.url, '', 'merchant@demo.test');
  expect((await act(merchant, 'show')).body).toEqual({ result: null });

  const generated = await act(merchant, 'generate', FORM);
  expect(generated.status).toBe(200);
  expect(generated.body).toEqual({ result: true });

  const shown = await act(merchant, 'show');
  expect(shown.status).toBe(200);
  const result = shown.body.result as Record<string, unknown>;
  expect(result).toMatchObject({
    actDayNumber: 14, actMonthName: 'мая', actYear: 2026,
    companyName: FORM.companyName, companyAddress: FORM.companyAddress, companyAdminName: FORM.companyAdminName,
    bankAdminName: 'Банкиров Андрей Викторович', certAttestation: 'Удостоверяющий центр АО «Демо Банк»',
    certStartDate: '2026-05-14', certEndDate: '2027-05-13', certEncryptionLib: 'OpenSSL 3.0',
  });
  expect(typeof result.actId).toBe('number');
  expect(result.certUniqNumber).toMatch(/^[0-9A-F]{32}$/);
  expect(String(result.certAlgorithm)).toContain('ECDSA');
  expect(String(result.certPublicKey)).toMatch(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PUBLIC KEY-----$/);
  expect(Object.keys(result).sort()).toEqual([
    'actDayNumber', 'actId', 'actMonthName', 'actYear', 'bankAdminName', 'certAlgorithm', 'certAttestation', 'certEncryptionLib',
    'certEndDate', 'certPublicKey', 'certStartDate', 'certUniqNumber', 'companyAddress', 'companyAdminName', 'companyName',
  ]);

  // the act belongs to the company: another session of the same user sees it; the reset removes it
  const again = await login(sb.url, '', 'merchant@demo.test');
  expect(((await act(again, 'show')).body.result as { actId: number }).actId).toBe(result.actId);
  await call(sb.url, '/__sandbox/reset', { method: 'POST', noSource: true });
  const afterReset = await login(sb.url, '', 'merchant@demo.test');
  expect((await act(afterReset, 'show')).body).toEqual({ result: null });
});

test('an e-mail at fail.test answers result false, and the act is stored all the same', async () => {
  const merchant = await login(sb.url, '', 'merchant@demo.test');
  const generated = await act(merchant, 'generate', { ...FORM, email: 'boss@fail.test' });
  expect(generated.body).toEqual({ result: false });
  expect((await act(merchant, 'show')).body.result).toMatchObject({ companyName: FORM.companyName });
});

test('generate validates every field of spec §5 (400 with errors per field)', async () => {
  const merchant = await login(sb.url, '', 'merchant@demo.test');
  const empty = await act(merchant, 'generate', {});
  expect(empty.status).toBe(400);
  expect(empty.body.exception).toBe('ValidationException');
  expect(empty.body.errors?.map((e) => e.field).sort()).toEqual(Object.keys(FORM).sort());
  expect(new Set(empty.body.errors?.map((e) => e.message))).toEqual(new Set(['Поле обязательно для заполнения']));

  const bad = await act(merchant, 'generate', {
    ...FORM,
    companyName: 'x'.repeat(101),
    companyAddress: 'y'.repeat(101),
    companyAdminName: 'z'.repeat(101),
    countryName: 'Россия',
    state: 'POS',
    localityName: 'Москва',
    organizationName: 'Demo_Retail!',
    organizationUnitName: '1234567',
    commonName: 'Olga 2',
    email: 'not-an-email',
  });
  expect(bad.status).toBe(400);
  const byField = Object.fromEntries((bad.body.errors ?? []).map((e) => [e.field, e.message]));
  expect(byField).toEqual({
    companyName: 'Длина поля не должна превышать 100 символов',
    companyAddress: 'Длина поля не должна превышать 100 символов',
    companyAdminName: 'Длина поля не должна превышать 100 символов',
    countryName: 'Выберите страну из списка',
    state: 'Выберите интерфейс подключения из списка',
    localityName: 'Допустимы только латинские буквы и цифры, без кириллицы и специальных символов',
    organizationName: 'Допустимы только латинские буквы и цифры, без кириллицы и специальных символов',
    organizationUnitName: 'Длина поля должна быть от 8 до 14 символов',
    commonName: 'Допустимы только буквы',
    email: 'Некорректный Email',
  });
  expect((await act(merchant, 'show')).body.result).toBeNull();
});

test('validateActForm: limits and the digits-only tax number', () => {
  const fields = (over: Record<string, unknown>) => Object.fromEntries(validateActForm({ ...FORM, ...over }).errors.map((e) => [e.field, e.message]));
  expect(fields({})).toEqual({});
  expect(fields({ localityName: 'A'.repeat(128), organizationName: 'B'.repeat(64), commonName: 'C'.repeat(64), organizationUnitName: '12345678901234' })).toEqual({});
  expect(fields({ localityName: 'A'.repeat(129), organizationName: 'B'.repeat(65), commonName: 'C'.repeat(65) })).toEqual({
    localityName: 'Длина поля не должна превышать 128 символов',
    organizationName: 'Длина поля не должна превышать 64 символа',
    commonName: 'Длина поля не должна превышать 64 символа',
  });
  expect(fields({ organizationUnitName: '123456789012345' })).toEqual({ organizationUnitName: 'Длина поля должна быть от 8 до 14 символов' });
  expect(fields({ organizationUnitName: '12345abc90' })).toEqual({ organizationUnitName: 'Допустимы только цифры' });
  expect(fields({ companyName: '   ' })).toEqual({ companyName: 'Поле обязательно для заполнения' });
  expect(validateActForm({ ...FORM, companyName: '  ООО  ' }).form.companyName).toBe('ООО');
});

test('send takes a multipart file: stored; empty, missing or non-multipart → 400; no act → 404', async () => {
  const merchant = await login(sb.url, '', 'merchant@demo.test');
  expect((await sendFile(merchant, Buffer.from('%PDF-1.4 signed'))).status).toBe(404);
  clock += 120_000;
  await act(merchant, 'generate', FORM);
  const sent = await sendFile(merchant, Buffer.from('%PDF-1.4 signed act'), 'Акт подписанный.pdf');
  expect(sent).toEqual({ status: 200, body: { result: true } });
  const stored = getRow<{ file_name: string; size: number; content_type: string }>(sb.app.db, 'SELECT file_name, size, content_type FROM qps_act_file ORDER BY id DESC LIMIT 1');
  expect(stored).toEqual({ file_name: 'Акт подписанный.pdf', size: 19, content_type: 'application/pdf' });

  clock += 120_000;
  const empty = await sendFile(merchant, Buffer.alloc(0));
  expect(empty.status).toBe(400);
  expect(empty.body.errors?.[0]).toEqual({ field: 'file', message: 'Файл пуст' });
  const missing = await sendFile(merchant, null);
  expect(missing.status).toBe(400);
  expect(missing.body.errors?.[0]).toEqual({ field: 'file', message: 'Файл обязателен' });
  clock += 120_000;
  const json = await act(merchant, 'send', { file: 'x' });
  expect(json.status).toBe(400);
});

test('generate and send: more than 3 calls a minute per session → 429 with a message; another minute passes', async () => {
  const merchant = await login(sb.url, '', 'merchant@demo.test');
  expect((await act(merchant, 'generate', FORM)).status).toBe(200);
  expect((await act(merchant, 'generate', { ...FORM, companyName: '' })).status).toBe(400);
  expect((await sendFile(merchant, Buffer.from('x'))).status).toBe(200);
  const limited = await sendFile(merchant, Buffer.from('x'));
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/не более 3 в минуту/);
  expect((await act(merchant, 'generate', FORM)).status).toBe(429);
  // show is not limited; another session is counted apart
  expect((await act(merchant, 'show')).status).toBe(200);
  const other = await login(sb.url, '', 'merchant@demo.test');
  expect((await act(other, 'generate', FORM)).status).toBe(200);
  clock += 61_000;
  expect((await act(merchant, 'generate', FORM)).status).toBe(200);
});

test('operators never; merchant and holding only with sbpXUserLogin on their default merchant; CSRF needed', async () => {
  const operator = await login(sb.url, '', 'operator@demo.test');
  for (const path of ['show', 'generate']) {
    const res = await act(operator, path, path === 'generate' ? FORM : undefined);
    expect(res.status).toBe(403);
  }
  expect((await sendFile(operator, Buffer.from('x'))).status).toBe(403);

  const merchant = await login(sb.url, '', 'merchant@demo.test');
  const noCsrf = await call<Answer>(sb.url, '/api/qps-refund-keys/show', { method: 'POST', token: merchant.token });
  expect(noCsrf.status).toBe(403);
  expect(noCsrf.body.exception).toBe('CsrfException');
  expect((await call(sb.url, '/api/qps-refund-keys/show', { method: 'POST' })).status).toBe(401);

  // the holding's default merchant: switch its SBP login on and off
  const holding = await login(sb.url, '', 'holding@demo.test');
  const holdingId = (holding.session.user as { holdingId: number }).holdingId;
  const first = getRow<{ id: number; sbp: string | null }>(sb.app.db,
    'SELECT m.id, m.sbp_x_user_login AS sbp FROM merchant m JOIN company c ON c.id = m.company_id WHERE c.holding_id = ? ORDER BY m.id LIMIT 1', holdingId) as { id: number; sbp: string | null };
  try {
    run(sb.app.db, 'UPDATE merchant SET sbp_x_user_login = NULL WHERE id = ?', first.id);
    expect((await act(holding, 'show')).status).toBe(403);
    run(sb.app.db, "UPDATE merchant SET sbp_x_user_login = 'sbp_holding_test' WHERE id = ?", first.id);
    expect((await act(holding, 'show')).body).toEqual({ result: null });
    expect((await act(holding, 'generate', FORM)).body).toEqual({ result: true });
    expect((await act(holding, 'show')).body.result).toMatchObject({ companyName: FORM.companyName });
    // the holding's act is not the demo company's
    expect((await act(merchant, 'show')).body.result).toBeNull();
  } finally {
    run(sb.app.db, 'UPDATE merchant SET sbp_x_user_login = ? WHERE id = ?', first.sbp, first.id);
  }
});

test('greenbank: its own acts and bank signatory', async () => {
  const merchant = await login(sb.url, '/greenbank', 'merchant@demo.test');
  expect((await act(merchant, 'show', undefined, '/greenbank')).body).toEqual({ result: null });
  expect((await act(merchant, 'generate', FORM, '/greenbank')).body).toEqual({ result: true });
  expect((await act(merchant, 'show', undefined, '/greenbank')).body.result).toMatchObject({
    bankAdminName: 'Зеленова Марина Игоревна', certAttestation: 'Удостоверяющий центр ПАО «Гринбанк»',
  });
  expect((await sendFile(merchant, Buffer.from('signed'), 'act.pdf', '/greenbank')).body).toEqual({ result: true });
  const defaultMerchant = await login(sb.url, '', 'merchant@demo.test');
  expect((await act(defaultMerchant, 'show')).body.result).toBeNull();
});
