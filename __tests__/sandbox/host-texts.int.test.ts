/**
 * Issue 21: the host answers its own texts in the reader's language (the Accept-Language the BFF forwards from the
 * screens' language), like a real acquiring host; Russian stays exactly the spec's. One refusal or two of each call
 * family — the storefront, operators, the outlet and the organisation, the act, receipts, the report, the privacy
 * policy's 409 — asked in English and in Russian.
 */
import { call, login, sandboxPerFile, type CallResult, type LoggedIn } from './helpers.ts';

jest.setTimeout(60_000);

let clock = Date.UTC(2026, 10, 20, 9, 0, 0);
const sb = sandboxPerFile({ now: () => clock, scale: 2000 });
const CYRILLIC = /[А-Яа-яЁё]/;

type Language = 'en' | 'ru';
interface Answer {
  message?: string;
  errors?: { field?: string; message: string }[];
  result?: { errors?: { field?: string; message: string }[] };
}

let merchant: LoggedIn;
let operator: LoggedIn;
let noWindow: LoggedIn;
beforeAll(async () => {
  [merchant, operator, noWindow] = await Promise.all([
    login(sb.url, '', 'merchant@demo.test'),
    login(sb.url, '', 'operator@demo.test'),
    login(sb.url, '', 'operator-nowindow@demo.test'),
  ]);
});

/** `accept-language` as the BFF sends it: the screens' language (a browser's own list reads the same). */
const inLanguage = (language: Language) => ({ 'accept-language': language === 'en' ? 'en-GB,en;q=0.9' : 'ru' });

function ask(who: LoggedIn, language: Language, method: string, path: string, body?: unknown): Promise<CallResult<Answer>> {
  return call<Answer>(sb.url, path, { method, token: who.token, csrf: who.csrf, body, headers: inLanguage(language) });
}

async function uploadCsv(language: Language, csv: string): Promise<CallResult<Answer>> {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'catalogue.csv');
  const response = await fetch(`${sb.url}/api/window/product-upload-csv`, {
    method: 'POST', body: form,
    headers: { 'request-source': 'frontend', authorization: `Bearer ${operator.token}`, 'x-csrf-token': operator.csrf, ...inLanguage(language) },
  });
  return { status: response.status, body: (await response.json()) as Answer, headers: response.headers };
}

const control = (path: string, method: string, body?: unknown) => call(sb.url, `/__sandbox${path}`, { method, body, noSource: true });

/** What the reader sees of an answer: its message, its first field error, or a file's first row error. */
const shown = ({ body }: CallResult<Answer>) => [body.message, body.errors?.[0]?.message, body.result?.errors?.[0]?.message].filter(Boolean).join(' | ');

interface Case {
  name: string;
  status: number;
  ask: (language: Language) => Promise<CallResult<Answer>>;
  en: string;
  ru: string;
}

const CASES: Case[] = [
  {
    name: 'storefront: no access', status: 400, ask: (language) => ask(noWindow, language, 'GET', '/api/window/category/list'),
    en: 'The storefront is not available to this user | The storefront is not available to this user',
    ru: 'Витрина недоступна для этого пользователя | Витрина недоступна для этого пользователя',
  },
  {
    name: 'storefront: no such product', status: 404, ask: (language) => ask(operator, language, 'PUT', '/api/window/product', { id: 999_999 }),
    en: 'Product not found', ru: 'Товар не найден',
  },
  {
    name: 'storefront: a catalogue row names its column', status: 200, ask: (language) => uploadCsv(language, 'Артикул;Наименование;Цена\r\n;Хлеб;45\r\n'),
    en: 'Article: This field is required', ru: 'Артикул: Поле обязательно для заполнения',
  },
  {
    name: 'operators: no such operator', status: 404, ask: (language) => ask(merchant, language, 'PUT', '/api/user', { id: 999_999_999 }),
    en: 'Operator not found', ru: 'Оператор не найден',
  },
  {
    name: 'operators: a field of the form', status: 400, ask: (language) => ask(merchant, language, 'POST', '/api/user', { fullName: 'Н'.repeat(101) }),
    en: 'The field must not exceed 100 characters | The field must not exceed 100 characters',
    ru: 'Длина поля не должна превышать 100 символов | Длина поля не должна превышать 100 символов',
  },
  {
    name: 'outlet: a grant of another organisation', status: 400, ask: (language) => ask(operator, language, 'POST', '/api/merchant/grant', { merchantId: 999_999, grantId: 1, value: '1' }),
    en: 'The outlet does not belong to your organisation | The outlet does not belong to your organisation',
    ru: 'Торговая точка не принадлежит вашей организации | Торговая точка не принадлежит вашей организации',
  },
  {
    name: 'outlet: a grant the role may not change', status: 403, ask: (language) => ask(merchant, language, 'POST', '/api/merchant/grant', { merchantId: 999_999, grantId: 10, value: '1' }),
    en: 'You may not change this setting',
    ru: 'Недостаточно прав для изменения этой настройки',
  },
  {
    name: 'organisation: the external system\'s address', status: 400, ask: (language) => ask(merchant, language, 'POST', '/api/ext-system-admin/update-url', { url: 'nope' }),
    en: 'A URL is required | A URL is required', ru: 'Необходимо ввести url | Необходимо ввести url',
  },
  {
    name: 'act: not for an operator', status: 403, ask: (language) => ask(operator, language, 'POST', '/api/qps-refund-keys/show', {}),
    en: 'The act is available to a merchant or a holding with the fast payment system connected', ru: 'Акт доступен мерчанту и холдингу с подключённой СБП',
  },
  {
    name: 'act: the form', status: 400,
    ask: (language) => {
      clock += 61_000; // past the act's 3 calls a minute
      return ask(merchant, language, 'POST', '/api/qps-refund-keys/generate', {});
    },
    en: 'This field is required | This field is required', ru: 'Поле обязательно для заполнения | Поле обязательно для заполнения',
  },
  {
    name: 'receipts: a phone or an e-mail, not both', status: 400, ask: (language) => ask(merchant, language, 'POST', '/api/transaction/send-check', { id: 1, phone: '+79990001122', email: 'a@b.example' }),
    en: 'Give a phone number or an e-mail address, not both | Give a phone number or an e-mail address, not both',
    ru: 'Укажите телефон или адрес электронной почты, не оба | Укажите телефон или адрес электронной почты, не оба',
  },
  {
    name: 'receipts: too many at once', status: 429,
    ask: (language) => ask(merchant, language, 'POST', '/api/transaction/mass-send-check', { ids: Array.from({ length: 51 }, (_, index) => index + 1), email: 'a@b.example' }),
    en: 'At most 50 receipts can be sent at once', ru: 'За один раз можно отправить не более 50 чеков',
  },
];

describe.each(CASES)('$name', ({ status, ask: request, en, ru }) => {
  it('in English for an English reader', async () => {
    const answer = await request('en');
    expect(answer.status).toBe(status);
    expect(shown(answer)).toBe(en);
    expect(JSON.stringify(answer.body)).not.toMatch(CYRILLIC);
  });

  it('in Russian, unchanged, for a Russian reader', async () => {
    const answer = await request('ru');
    expect(answer.status).toBe(status);
    expect(shown(answer)).toBe(ru);
  });
});

test('the report switched off by the tenant says so in the reader\'s language', async () => {
  await control('/settings/_default', 'PUT', { 'report.csv.display': 'false' });
  try {
    const refused = async (language: Language) => shown(await ask(merchant, language, 'GET', '/api/merchant/report'));
    expect(await refused('en')).toBe('The report download is switched off');
    expect(await refused('ru')).toBe('Выгрузка отчёта отключена');
  } finally {
    await control('/settings/_default', 'DELETE');
  }
});

test('the privacy policy\'s 409 says so in the reader\'s language', async () => {
  const unconfirmed = await login(sb.url, '', 'nopolicy@demo.test');
  const blocked = async (language: Language) => {
    const answer = await ask(unconfirmed, language, 'GET', '/api/organization/company');
    expect(answer.status).toBe(409);
    return shown(answer);
  };
  expect(await blocked('en')).toBe('The privacy policy must be accepted');
  expect(await blocked('ru')).toBe('Необходимо принять политику конфиденциальности');
});
