/**
 * Organisation generator: holdings, legal entities, outlets (merchants), terminals, operators,
 * administrators and the demo users of every tenant. Deterministic for a given seed.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { hashPassword } from '../auth/password.ts';
import type { Tenant } from '../tenants.ts';
import {
  CITIES, COMPANY_FORMS, COMPANY_WORDS, FEMALE_FIRST, FEMALE_PATRONYMIC, HOLDING_NAMES, MALE_FIRST, MALE_LAST,
  MALE_PATRONYMIC, OUTLET_KINDS, OUTLET_WORDS, STREETS, transliterate, type City,
} from './names.ts';
import { Random, deriveSeed } from './prng.ts';

export const DEMO_PASSWORD = 'demo';

export type DemoLogin =
  | 'holding@demo.test'
  | 'merchant@demo.test'
  | 'operator@demo.test'
  | 'operator-nowindow@demo.test'
  | 'newuser@demo.test'
  | 'expiring@demo.test'
  | 'nopolicy@demo.test';

/** The demo users, their phones and what makes each special. */
export const DEMO_USERS: readonly { login: DemoLogin; phone: string; fullName: string }[] = [
  { login: 'holding@demo.test', phone: '+79990000001', fullName: 'Холдингов Андрей Петрович' },
  { login: 'merchant@demo.test', phone: '+79990000002', fullName: 'Мерчантова Ольга Сергеевна' },
  { login: 'operator@demo.test', phone: '+79990000003', fullName: 'Операторов Иван Дмитриевич' },
  { login: 'operator-nowindow@demo.test', phone: '+79990000004', fullName: 'Безвитринный Павел Олегович' },
  { login: 'newuser@demo.test', phone: '+79990000005', fullName: 'Новиков Егор Андреевич' },
  { login: 'expiring@demo.test', phone: '+79990000006', fullName: 'Срочная Мария Ивановна' },
  { login: 'nopolicy@demo.test', phone: '+79990000007', fullName: 'Неподписанный Роман Викторович' },
];

/** Merchant category codes with the outlet kinds that use them. */
const MCC: Readonly<Record<string, string>> = {
  Кафе: '5812', Ресторан: '5812', Кофейня: '5814', Пекарня: '5462', Магазин: '5411', Минимаркет: '5411', Аптека: '5912',
  Салон: '7230', Цветы: '5992', Книжный: '5942', Автомойка: '7542', Химчистка: '7216',
};

interface Ids { holding: number; company: number; merchant: number; terminal: number; user: number }

interface Statements {
  holding: StatementSync;
  company: StatementSync;
  merchant: StatementSync;
  grant: StatementSync;
  terminal: StatementSync;
  user: StatementSync;
}

interface UserInput {
  tenant: string;
  email: string;
  phone: string;
  fullName: string;
  holdingId: number | null;
  companyId: number | null;
  merchantId: number | null;
  status: number;
  canMobile: 0 | 1;
  canLkm: 0 | 1;
  needChangePassword?: boolean;
  passExpireDays?: number | null;
  privacyConfirmed?: boolean;
  lastUsedTerminalId?: number | null;
}

export function innWithChecksum(random: Random): string {
  const base = `77${random.digits(7)}`;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(base[i]) * (weights[i] ?? 0);
  return base + String((sum % 11) % 10);
}

class OrganisationGenerator {
  private readonly random: Random;
  private readonly usedEmails = new Set<string>();
  private readonly usedPhones = new Set<string>();
  private readonly tenant: Tenant;
  private readonly ids: Ids;
  private readonly st: Statements;

  constructor(tenant: Tenant, seed: number, ids: Ids, st: Statements) {
    this.tenant = tenant;
    this.random = new Random(deriveSeed(seed, `organisation:${tenant.alias}`));
    this.ids = ids;
    this.st = st;
  }

  run(): void {
    const r = this.random;
    const alias = this.tenant.alias;
    const holdingCount = r.int(2, 3);
    const holdingNames = [...HOLDING_NAMES];
    const demoHolding = { id: 0 };
    for (let h = 0; h < holdingCount; h++) {
      const holdingId = ++this.ids.holding;
      const title = holdingNames.splice(r.int(0, holdingNames.length - 1), 1)[0] ?? `Холдинг ${h + 1}`;
      this.st.holding.run(holdingId, alias, title);
      if (h === 0) demoHolding.id = holdingId;
      this.user({ tenant: alias, ...this.person('holding-admin'), holdingId, companyId: null, merchantId: null, status: 0, canMobile: 0, canLkm: 1 });
      const companyCount = r.int(2, 4);
      for (let c = 0; c < companyCount; c++) this.company(holdingId, r.int(2, 4), null);
    }
    // The demo legal entity (no holding): several outlets; outlet 1 has SBP and grant 10 = 1, outlet 2 grant 10 = 0.
    const demo = this.company(null, 4, 'ООО «Демо Ритейл»');
    this.company(null, r.int(2, 3), null);

    const [outletWindow, outletNoWindow] = demo.merchants;
    if (!outletWindow || !outletNoWindow) throw new Error('demo company needs two outlets');
    const demoSpecs: Record<DemoLogin, Partial<UserInput>> = {
      'holding@demo.test': { holdingId: demoHolding.id, canLkm: 1, canMobile: 0 },
      'merchant@demo.test': { companyId: demo.id, canLkm: 1, canMobile: 0 },
      'operator@demo.test': { merchantId: outletWindow.id, canLkm: 1, canMobile: 1, lastUsedTerminalId: outletWindow.terminals[0] ?? null },
      'operator-nowindow@demo.test': { merchantId: outletNoWindow.id, canLkm: 1, canMobile: 1, lastUsedTerminalId: outletNoWindow.terminals[0] ?? null },
      'newuser@demo.test': { companyId: demo.id, canLkm: 1, canMobile: 0, needChangePassword: true },
      'expiring@demo.test': { companyId: demo.id, canLkm: 1, canMobile: 0, passExpireDays: 3 },
      'nopolicy@demo.test': { companyId: demo.id, canLkm: 1, canMobile: 0, privacyConfirmed: false },
    };
    for (const demoUser of DEMO_USERS) {
      const spec = demoSpecs[demoUser.login];
      this.user({
        tenant: alias, email: demoUser.login, phone: demoUser.phone, fullName: demoUser.fullName,
        holdingId: null, companyId: null, merchantId: null, status: 0, canMobile: 0, canLkm: 1, ...spec,
      });
    }
  }

  private company(holdingId: number | null, merchantCount: number, fixedName: string | null): { id: number; merchants: { id: number; terminals: number[] }[] } {
    const r = this.random;
    const id = ++this.ids.company;
    const form = fixedName ? 'ООО' : r.pick(COMPANY_FORMS);
    const word = r.pick(COMPANY_WORDS);
    const name = fixedName ?? (form === 'ИП' ? `ИП ${this.personName().fullName}` : `${form} «${word}»`);
    const city = r.pick(CITIES);
    const inn = form === 'ИП' ? `77${r.digits(10)}` : innWithChecksum(r);
    const legalAddress = this.address(city);
    const realAddress = r.chance(0.7) ? legalAddress : this.address(city);
    this.st.company.run(id, this.tenant.alias, holdingId, name, inn, realAddress, legalAddress);
    this.user({ tenant: this.tenant.alias, ...this.person('company-admin'), holdingId: null, companyId: id, merchantId: null, status: 0, canMobile: 0, canLkm: 1 });
    const merchants: { id: number; terminals: number[] }[] = [];
    for (let m = 0; m < merchantCount; m++) {
      merchants.push(this.merchant(id, inn, name, city, fixedName !== null ? m : -1));
    }
    return { id, merchants };
  }

  /** demoIndex ≥ 0 marks the outlets of the demo company (fixed grants, SBP on the first). */
  private merchant(companyId: number, inn: string, companyName: string, companyCity: City, demoIndex: number): { id: number; terminals: number[] } {
    const r = this.random;
    const id = ++this.ids.merchant;
    const kind = r.pick(OUTLET_KINDS);
    const name = `${kind} «${r.pick(OUTLET_WORDS)}»`;
    const city = r.chance(0.8) ? companyCity : r.pick(CITIES);
    const address = this.address(city);
    const hasSbp = demoIndex === 0 || (demoIndex < 0 && r.chance(0.3));
    const domain = transliterate(companyName.replace(/^(ООО|АО|ИП)\s*/, '')) || 'shop';
    const externalId = `${this.tenant.index + 7}${String(id).padStart(6, '0')}${r.digits(8)}`;
    this.st.merchant.run(
      id, this.tenant.alias, companyId, name, externalId,
      r.chance(0.85) ? this.address(city) : null, address, inn,
      r.chance(0.9) ? `+7${city.phoneCode}${r.digits(7)}` : null,
      r.chance(0.6) ? `https://${domain}.ru` : null,
      MCC[kind] ?? '5999',
      hasSbp ? `sbp_${domain.replace(/-/g, '_')}_${id}` : null,
      hasSbp ? `MA${r.digits(10)}` : null,
      hasSbp ? `40702810${r.digits(12)}` : null,
      city.name, city.lat + (r.float() - 0.5) * 0.12, city.lng + (r.float() - 0.5) * 0.2,
    );
    const window = demoIndex === 0 ? '1' : demoIndex === 1 ? '0' : r.chance(0.7) ? '1' : '0';
    this.st.grant.run(id, 1, demoIndex >= 0 ? '1' : r.chance(0.8) ? '1' : '0');
    this.st.grant.run(id, 5, r.chance(0.5) ? '1' : '0');
    this.st.grant.run(id, 10, window);
    const terminals: number[] = [];
    const terminalCount = demoIndex >= 0 ? 3 : r.int(1, 4);
    for (let t = 0; t < terminalCount; t++) {
      const terminalId = ++this.ids.terminal;
      terminals.push(terminalId);
      const status = t === 0 ? 0 : r.weighted([[0, 80], [1, 8], [2, 6], [3, 6]] as const);
      const weight = (demoIndex >= 0 ? 6 : 1) * (status === 0 ? 1 : 0.3) * (0.5 + r.float());
      this.st.terminal.run(
        terminalId, this.tenant.alias, id, companyId, `${this.tenant.index ? 'G' : 'T'}${String(terminalId).padStart(7, '0')}`,
        r.chance(0.6) ? `${kind} касса ${t + 1}` : null, status, r.chance(0.85) ? 1 : 0, r.chance(0.25) ? 1 : 0, weight,
      );
    }
    const operatorCount = r.int(1, 4);
    for (let o = 0; o < operatorCount; o++) {
      this.user({
        tenant: this.tenant.alias, ...this.person('operator'), holdingId: null, companyId: null, merchantId: id,
        status: r.weighted([[0, 85], [1, 10], [6, 5]] as const), canMobile: 1, canLkm: 0,
        lastUsedTerminalId: r.chance(0.8) ? r.pick(terminals) : null,
      });
    }
    if (r.chance(0.4)) {
      this.user({ tenant: this.tenant.alias, ...this.person('outlet-admin'), holdingId: null, companyId: null, merchantId: id, status: 0, canMobile: 0, canLkm: 1 });
    }
    return { id, terminals };
  }

  private address(city: City): string {
    const r = this.random;
    return `г. ${city.name}, ${r.pick(STREETS)}, д. ${r.int(1, 120)}${r.chance(0.3) ? `, корп. ${r.int(1, 5)}` : ''}`;
  }

  private personName(): { fullName: string; latin: string } {
    const r = this.random;
    const female = r.chance(0.5);
    const last = r.pick(MALE_LAST);
    const first = female ? r.pick(FEMALE_FIRST) : r.pick(MALE_FIRST);
    const patronymic = female ? r.pick(FEMALE_PATRONYMIC) : r.pick(MALE_PATRONYMIC);
    const lastName = female ? `${last}а` : last;
    return { fullName: `${lastName} ${first} ${patronymic}`, latin: `${transliterate(first)}.${transliterate(lastName)}` };
  }

  private person(kind: string): { email: string; phone: string; fullName: string } {
    const { fullName, latin } = this.personName();
    let email = `${latin}@${kind}.example.ru`;
    for (let n = 2; this.usedEmails.has(email); n++) email = `${latin}${n}@${kind}.example.ru`;
    let phone = `+79${this.random.digits(9)}`;
    while (this.usedPhones.has(phone) || phone.startsWith('+7999000')) phone = `+79${this.random.digits(9)}`;
    return { email, phone, fullName };
  }

  private user(u: UserInput): void {
    const r = this.random;
    this.usedEmails.add(u.email);
    this.usedPhones.add(u.phone);
    const id = ++this.ids.user;
    this.st.user.run(
      id, u.tenant, u.email, u.phone, u.fullName, u.holdingId, u.companyId, u.merchantId, u.status, u.canMobile, u.canLkm,
      hashPassword(DEMO_PASSWORD, r.hex(32)), u.needChangePassword ? 1 : 0, u.passExpireDays ?? null, u.privacyConfirmed === false ? 0 : 1,
      r.chance(0.6) ? r.digits(4) : '', r.chance(0.4) ? r.digits(4) : '', r.chance(0.4) ? r.digits(4) : '',
      u.merchantId !== null && u.canMobile ? r.hex(24) : '', null, r.chance(0.2) ? 1 : 0, u.lastUsedTerminalId ?? null,
    );
  }
}

export function generateOrganisation(db: DatabaseSync, seed: number, tenants: readonly Tenant[]): void {
  const st: Statements = {
    holding: db.prepare('INSERT INTO holding (id, tenant, title) VALUES (?, ?, ?)'),
    company: db.prepare('INSERT INTO company (id, tenant, holding_id, name, inn, real_address, legal_address) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    merchant: db.prepare(`INSERT INTO merchant (id, tenant, company_id, name, external_id, legal_address, address, inn, phone, site, mcc,
      sbp_x_user_login, sbp_id, sbp_account, city, lat, lng) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    grant: db.prepare('INSERT INTO merchant_grant (merchant_id, grant_id, value) VALUES (?, ?, ?)'),
    terminal: db.prepare(`INSERT INTO terminal (id, tenant, merchant_id, company_id, external_id, name, status, attached, for_soft_pos, weight)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    user: db.prepare(`INSERT INTO app_user (id, tenant, login_email, login_phone, full_name, holding_id, company_id, merchant_id, status,
      can_mobile, can_lkm, password_hash, need_change_password, pass_expire_days, privacy_confirmed, pin_pwd, reversal_pwd, refund_pwd,
      api_secret, autoreg_terminal_id, mandatory_fiscal, last_used_terminal_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  };
  const ids: Ids = { holding: 0, company: 0, merchant: 0, terminal: 0, user: 0 };
  for (const tenant of tenants) new OrganisationGenerator(tenant, seed, ids, st).run();
  // Autoregistration TIDs: operators of outlets with a free terminal get one.
  db.exec(`UPDATE app_user SET autoreg_terminal_id = (
      SELECT t.id FROM terminal t WHERE t.merchant_id = app_user.merchant_id AND t.status = 0 ORDER BY t.id DESC LIMIT 1)
    WHERE can_mobile = 1 AND merchant_id IS NOT NULL AND id % 3 = 0`);
}
