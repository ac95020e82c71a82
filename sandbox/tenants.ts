/** The financial institutes (tenants) the sandbox serves. The default tenant has no alias. */
import type { Dictionary, PrivacyPolicy } from '../lib/acquiring/contract/reference-data.ts';
import type { CaptchaConfiguration } from '../lib/acquiring/contract/session.ts';

export interface Tenant {
  /** '' for the default tenant */
  alias: string;
  /** stable small number, used to derive generator seeds and ids */
  index: number;
  title: string;
  mainColor: string;
  /** settings that differ from lib/domain/settings.ts defaults */
  settings: Readonly<Record<string, string>>;
  mfaCode: string;
  captcha: CaptchaConfiguration;
  dictionaries: Readonly<Record<string, Dictionary>>;
  privacyPolicies: readonly PrivacyPolicy[];
}

/** Google's public reCAPTCHA test keys: always pass, never block. */
const TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4BpOPwBJJGJE4hS5dM';

function policyHtml(bank: string, lang: 'ru' | 'en'): string {
  return lang === 'ru'
    ? `<h1>Политика конфиденциальности</h1><p>${bank} обрабатывает персональные данные пользователей кабинета мерчанта в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».</p><h2>1. Какие данные мы обрабатываем</h2><p>ФИО, адрес электронной почты, номер телефона, сведения об операциях.</p><h2>2. Цели обработки</h2><p>Предоставление доступа к кабинету, обеспечение безопасности, исполнение договора эквайринга.</p>`
    : `<h1>Privacy policy</h1><p>${bank} processes the personal data of merchant cabinet users in accordance with Federal Law No. 152-FZ "On personal data".</p><h2>1. What we process</h2><p>Full name, e-mail address, phone number, operation details.</p><h2>2. Why</h2><p>Access to the cabinet, security, performance of the acquiring agreement.</p>`;
}

export const TENANTS: readonly Tenant[] = [
  {
    alias: '',
    index: 0,
    title: 'Демо Банк',
    mainColor: '#2193A7',
    settings: {
      mainColor: '#2193A7',
      'lkm.authorization.multiFactor': 'false',
      'map.provider': 'osm',
      'footer.licence': 'Лицензия Банка России № 0000 от 01.01.2020',
      'footer.description': 'Демо Банк — эквайринг для бизнеса',
      'footer.year': '2020',
      'footer.link': 'https://bank.example',
      'footer.attachment': '',
    },
    mfaCode: '123456',
    captcha: { enabled: false, siteKeys: { invisible: '', checkbox: '' } },
    dictionaries: {
      ru: { 'Brand.productName': 'Кабинет мерчанта', 'Brand.bankName': 'Демо Банк' },
      en: { 'Brand.productName': 'Merchant cabinet', 'Brand.bankName': 'Demo Bank' },
    },
    privacyPolicies: [
      { id: 1, languageId: 'ru', content: policyHtml('АО «Демо Банк»', 'ru'), url: null },
      { id: 2, languageId: 'en', content: policyHtml('Demo Bank JSC', 'en'), url: null },
    ],
  },
  {
    alias: 'greenbank',
    index: 1,
    title: 'Гринбанк',
    mainColor: '#2E7D32',
    settings: {
      mainColor: '#2E7D32',
      'logo.invert': 'false',
      'lkm.authorization.multiFactor': 'true',
      'map.provider': 'yandex',
      'map.yandex.key': 'sandbox-yandex-key-0000',
      'map.position': '59.9343,30.3351',
      'footer.licence': 'Генеральная лицензия Банка России № 1234',
      'footer.description': 'АО «Гринбанк». Зелёный эквайринг для малого бизнеса',
      'footer.year': '2012',
      'footer.link': 'https://greenbank.example',
      'footer.attachment': 'https://greenbank.example/docs/tariffs.pdf',
      'privacyPolicy.url': 'https://greenbank.example/privacy',
      'display.bin': 'true',
      'autoregistration.terminalId': 'true',
    },
    mfaCode: '123456',
    captcha: { enabled: true, siteKeys: { invisible: TEST_SITE_KEY, checkbox: TEST_SITE_KEY } },
    dictionaries: {
      ru: { 'Brand.productName': 'Гринбанк Бизнес', 'Brand.bankName': 'Гринбанк' },
      en: { 'Brand.productName': 'Greenbank Business', 'Brand.bankName': 'Greenbank' },
    },
    privacyPolicies: [
      { id: 3, languageId: 'ru', content: policyHtml('АО «Гринбанк»', 'ru'), url: 'https://greenbank.example/privacy?lang=ru' },
      { id: 4, languageId: 'en', content: policyHtml('Greenbank JSC', 'en'), url: 'https://greenbank.example/privacy?lang=en' },
    ],
  },
];

export const ALIAS_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

export function findTenant(alias: string): Tenant | undefined {
  return TENANTS.find((t) => t.alias === alias);
}
