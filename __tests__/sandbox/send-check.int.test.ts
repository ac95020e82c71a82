/** POST api/transaction/send-check, resend-check, mass-send-check. */
import { normalisePhoneByMask } from '../../sandbox/routes/send-check.ts';
import { call, login, sandboxPerFile, type LoggedIn } from './helpers.ts';

jest.setTimeout(60_000);

const sb = sandboxPerFile({ scale: 3000 });
let merchant: LoggedIn;
let operator: LoggedIn;
let ids: number[];

beforeAll(async () => {
  merchant = await login(sb.url, '', 'merchant@demo.test');
  operator = await login(sb.url, '', 'operator@demo.test');
  const list = await call<{ result: { id: number }[] }>(sb.url, '/api/transaction/list?limit=60', { token: merchant.token });
  ids = list.body.result.map((r) => r.id);
});

const post = (who: LoggedIn, path: string, body: unknown) => call<{ result?: unknown; message?: string; errors?: { field: string }[] }>(sb.url, `/api/transaction/${path}`, { token: who.token, csrf: who.csrf, body });
const control = (path: string, method: string, body?: unknown) => call<{ result: { transactionId: number; kind: string; channel: string; contact: string }[] }>(sb.url, `/__sandbox${path}`, { method, body, noSource: true });

test('phone normalisation by phone.mask', () => {
  const mask = '+7 (###) ###-##-##';
  expect(normalisePhoneByMask('+7 (999) 123-45-67', mask)).toBe('+79991234567');
  expect(normalisePhoneByMask('89991234567', mask)).toBe('+79991234567');
  expect(normalisePhoneByMask('9991234567', mask)).toBe('+79991234567');
  expect(normalisePhoneByMask('+7999123456', mask)).toBeUndefined();
  expect(normalisePhoneByMask('+49 999 1234567', mask)).toBeUndefined();
  expect(normalisePhoneByMask('phone', mask)).toBeUndefined();
  expect(normalisePhoneByMask('+375 29 123 45 67', '+375 (##) ###-##-##')).toBe('+375291234567');
  // a mask without digit places reads as the setting's default, as the form reads it (lib/domain/phone-mask.ts)
  expect(normalisePhoneByMask('9991234567', '')).toBe('+79991234567');
  expect(normalisePhoneByMask('+7 999 123-45-67', '+7')).toBe('+79991234567');
});

test('send-check by phone and e-mail records the sending', async () => {
  const id = ids[0] as number;
  const byPhone = await post(merchant, 'send-check', { id, phone: '8 (999) 123-45-67' });
  expect(byPhone.status).toBe(200);
  expect(byPhone.body.result).toEqual({ sent: 1, channel: 'phone', contact: '+79991234567' });
  const byEmail = await post(merchant, 'send-check', { id, email: 'Client@Example.com' });
  expect(byEmail.body.result).toEqual({ sent: 1, channel: 'email', contact: 'client@example.com' });
  const sent = (await control('/sent-checks', 'GET')).body.result;
  expect(sent.slice(0, 2).map((s) => [s.transactionId, s.kind, s.channel])).toEqual([[id, 'send', 'email'], [id, 'send', 'phone']]);
});

test('send-check validation: contact, id, scope, CSRF', async () => {
  const id = ids[1] as number;
  const bad = async (body: unknown, field: string) => {
    const res = await post(merchant, 'send-check', body);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe(field);
  };
  await bad({ id }, 'phone');
  await bad({ id, phone: '123' }, 'phone');
  await bad({ id, email: 'not-an-email' }, 'email');
  await bad({ id, phone: '+79991234567', email: 'a@b.ru' }, 'phone');
  await bad({ phone: '+79991234567' }, 'id');
  const foreign = await call<{ result: { id: number }[] }>(sb.url, '/api/transaction/list?limit=1', { token: (await login(sb.url, '', 'holding@demo.test')).token });
  expect((await post(operator, 'send-check', { id: foreign.body.result[0]?.id, phone: '+79991234567' })).status).toBe(404);
  expect((await call(sb.url, '/api/transaction/send-check', { token: merchant.token, body: { id, phone: '+79991234567' } })).status).toBe(403);
});

test('sendCheck.phone / sendCheck.email / phone.mask settings switch per tenant', async () => {
  const id = ids[2] as number;
  await control('/settings/_default', 'PUT', { 'sendCheck.phone': 'false' });
  expect((await post(merchant, 'send-check', { id, phone: '+79991234567' })).status).toBe(400);
  expect((await post(merchant, 'send-check', { id, email: 'a@b.ru' })).status).toBe(200);
  await control('/settings/_default', 'PUT', { 'sendCheck.phone': 'true', 'sendCheck.email': 'false', 'phone.mask': '+375 (##) ###-##-##' });
  expect((await post(merchant, 'send-check', { id, email: 'a@b.ru' })).status).toBe(400);
  expect((await post(merchant, 'send-check', { id, phone: '+79991234567' })).status).toBe(400);
  expect((await post(merchant, 'send-check', { id, phone: '+375291234567' })).status).toBe(200);
  await control('/settings/_default', 'DELETE');
});

test('resend-check reuses the last contact, or takes a new one', async () => {
  const id = ids[3] as number;
  expect((await post(merchant, 'resend-check', { id })).status).toBe(400);
  await post(merchant, 'send-check', { id, email: 'first@example.com' });
  expect((await post(merchant, 'resend-check', { id })).body.result).toEqual({ sent: 1, channel: 'email', contact: 'first@example.com' });
  expect((await post(merchant, 'resend-check', { id, phone: '+79990001122' })).body.result).toEqual({ sent: 1, channel: 'phone', contact: '+79990001122' });
  expect((await control('/sent-checks', 'GET')).body.result[0]).toEqual(expect.objectContaining({ transactionId: id, kind: 'resend' }));
});

test('mass-send-check: 429 on every third call of a session and above 50 ids', async () => {
  const session = await login(sb.url, '', 'merchant@demo.test');
  const body = { ids: ids.slice(0, 5), email: 'mass@example.com' };
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await post(session, 'mass-send-check', body)).status);
  expect(statuses).toEqual([200, 200, 429, 200, 200, 429]);
  const tooMany = await post(session, 'mass-send-check', { ids: ids.slice(0, 51), email: 'mass@example.com' });
  expect(tooMany.status).toBe(429);
  expect(tooMany.body.message).toEqual(expect.any(String));
  const ok = await post(session, 'mass-send-check', { ids: ids.slice(0, 50), email: 'mass@example.com' });
  expect(ok.body.result).toEqual({ sent: 50, channel: 'email', contact: 'mass@example.com' });
  // the 9th call
  expect((await post(session, 'mass-send-check', body)).status).toBe(429);
  // another session counts on its own
  const other = await login(sb.url, '', 'merchant@demo.test');
  expect((await post(other, 'mass-send-check', body)).status).toBe(200);
  expect((await post(other, 'mass-send-check', { ids: [], email: 'mass@example.com' })).status).toBe(400);
});
