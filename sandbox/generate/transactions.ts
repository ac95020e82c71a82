/**
 * Operations generator: HISTORY_DAYS days of transactions (plus today, revealed as the clock passes),
 * every operation, host response code group, card input method, payment method and several currencies;
 * refunds and reversals point at their parent; every terminal closes its day with a reconciliation that links
 * the day's successful operations (reconciliation_id) and carries their count and figures by the host's money
 * rules (lib/domain/operation-effects.ts: sum_amount is the net turnover, sales − refunds).
 * Every terminal works in one currency (most RUB; every third terminal of a legal entity a foreign one).
 * Times are millisecond offsets from the start of "today" (Moscow) — see CONTRACT.md "Time".
 * Batched inserts with prepared statements: 1,000,000 rows work.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Operation, PaymentMethod } from '../../lib/acquiring/contract/transactions.ts';
import { turnoverOf } from '../../lib/domain/operation-effects.ts';
import { DAY_MS, HOUR_MS } from '../app.ts';
import { CARD_INPUT_CODES, HISTORY_DAYS, STATUS_GROUP_CODES } from '../domain.ts';
import { Random, deriveSeed } from './prng.ts';

const BATCH = 10_000;
const HOUR_WEIGHTS = [0.2, 0.1, 0.05, 0.05, 0.05, 0.1, 0.3, 0.8, 1.5, 2.2, 2.6, 2.9, 3.2, 3.3, 3, 2.8, 2.8, 3, 3.2, 3, 2.5, 1.8, 1, 0.5];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

interface TerminalInfo {
  id: number; tenant: string; merchant_id: number; company_id: number; holding_id: number | null; weight: number; lat: number; lng: number;
  /** every terminal works in one currency (so a reconciliation has one) */
  currency: number;
}

/** Every third terminal of a legal entity (in id order) works in a foreign currency, rotating USD, EUR, KZT, JPY. */
const FOREIGN_CURRENCIES = [840, 978, 398, 392] as const;
/** Foreign-currency terminals are used less. */
const FOREIGN_WEIGHT = 0.3;

function assignCurrencies(terminals: TerminalInfo[]): void {
  const indexByCompany = new Map<number, number>();
  for (const t of terminals) {
    const k = indexByCompany.get(t.company_id) ?? 0;
    indexByCompany.set(t.company_id, k + 1);
    if (k % 3 === 2) {
      t.currency = FOREIGN_CURRENCIES[Math.floor(k / 3) % FOREIGN_CURRENCIES.length] as number;
      t.weight *= FOREIGN_WEIGHT;
    }
  }
}

interface Parentable { id: number; amount: number; currency: number; method: PaymentMethod; instrument: string | null; cardInput: number; cardType: string | null; cardMask: string | null; time: number }

interface TerminalDay {
  opDay: number;
  txNumber: number;
  reconId: number | null;
  /** the day's successful operations, for the reconciliation's figures */
  closed: { operation: string; amount: number }[];
  lastTime: number;
  payments: Parentable[];
  preAuths: Parentable[];
  expenses: Parentable[];
}

const OPERATION_WEIGHTS: readonly (readonly [Operation, number])[] = [
  ['PAYMENT', 56], ['PAYMENT_WITH_TIPS', 6], ['PAYMENT_WITH_CASHBACK', 3], ['REFUND', 5], ['PARTIAL_REFUND', 2], ['ORIGINAL_REFUND', 1],
  ['REVERSAL', 4], ['PARTIAL_REVERSAL', 1.5], ['PRE_AUTH', 3], ['PRE_AUTH_COMPLETION', 2.5], ['EXPENSE', 2.5], ['EXPENSE_REFUND', 1],
  ['CASH_WITHDRAWAL', 1.5],
];

const CHILD_OF: Partial<Record<Operation, 'payments' | 'preAuths' | 'expenses'>> = {
  REFUND: 'payments', PARTIAL_REFUND: 'payments', ORIGINAL_REFUND: 'payments', REVERSAL: 'payments', PARTIAL_REVERSAL: 'payments',
  PRE_AUTH_COMPLETION: 'preAuths', EXPENSE_REFUND: 'expenses',
};

const METHOD_WEIGHTS: readonly (readonly [PaymentMethod, number])[] = [
  ['general', 70], ['qps', 12], ['cash', 6], ['ecom', 4], ['alipay', 2], ['mvisa', 3], ['rsbdynamicqr', 3],
];

const CURRENCY_SCALE: Readonly<Record<number, { min: number; max: number; fraction: number }>> = {
  643: { min: 50, max: 30_000, fraction: 2 }, 840: { min: 2, max: 400, fraction: 2 }, 978: { min: 2, max: 400, fraction: 2 },
  398: { min: 300, max: 150_000, fraction: 2 }, 392: { min: 300, max: 60_000, fraction: 0 },
};

const CARD_TYPES: readonly (readonly [string, number])[] = [['MIR', 38], ['VISA', 32], ['MASTERCARD', 25], ['UNIONPAY', 5]];
const BIN_PREFIX: Readonly<Record<string, readonly string[]>> = {
  MIR: ['220070', '220220', '220030', '220400'], VISA: ['427601', '427638', '446916', '410213'], MASTERCARD: ['546901', '548673', '521324', '530403'],
  UNIONPAY: ['624411', '621790'],
};

const UNSUCCESS = STATUS_GROUP_CODES.unsuccessful;

function hostCode(r: Random): number {
  const group = r.weighted([['success', 82], ['unsuccessful', 11], ['cancelled', 3], ['pending', 2], ['unknown', 2]] as const);
  if (group === 'unsuccessful') return r.pick(UNSUCCESS);
  return r.pick(STATUS_GROUP_CODES[group]);
}

function cardInputFor(method: PaymentMethod, r: Random): number {
  if (method === 'qps' || method === 'rsbdynamicqr' || method === 'alipay') return CARD_INPUT_CODES.CPQR[0] as number;
  if (method === 'cash') return -1;
  if (method === 'ecom') return r.chance(0.7) ? 6 : 10;
  const name = r.weighted([['CONTACTLESS', 60], ['CONTACT', 22], ['MAGNETIC', 6], ['MANUAL', 4], ['AUTOMANUAL', 3], ['UNKNOWN', 2], ['CPQR', 3]] as const);
  return r.pick(CARD_INPUT_CODES[name]);
}

function instrumentFor(method: PaymentMethod, r: Random): string | null {
  switch (method) {
    case 'general': return r.weighted([['Card', 85], ['Host', 10], ['Server', 5]] as const);
    case 'cash': return r.chance(0.7) ? 'Cash' : null;
    case 'qps': return 'QPS';
    case 'ecom': return 'Ecom';
    case 'alipay': return 'Alipay';
    case 'mvisa': return 'mVisa';
    case 'rsbdynamicqr': return 'RSB Dynamic QR';
  }
}

function amountFor(currency: number, r: Random): number {
  const s = CURRENCY_SCALE[currency] ?? { min: 50, max: 30_000, fraction: 2 };
  const major = Math.exp(Math.log(s.min) + r.float() * (Math.log(s.max) - Math.log(s.min)));
  const factor = 10 ** s.fraction;
  const whole = r.chance(0.6) ? Math.round(major) * factor : Math.round(major * factor);
  return Math.max(whole, factor);
}

function authCode(r: Random): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let s = '';
  for (let i = 0; i < 6; i++) s += alphabet[r.int(0, alphabet.length - 1)];
  return s;
}

function pickTerminal(cumulative: Float64Array, terminals: TerminalInfo[], r: Random): TerminalInfo {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const x = r.float() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > x) hi = mid;
    else lo = mid + 1;
  }
  return terminals[lo] as TerminalInfo;
}

export function generateTransactions(db: DatabaseSync, seed: number, scale: number, log: (line: string) => void): void {
  const r = new Random(deriveSeed(seed, 'transactions'));
  const terminals = db.prepare(`SELECT t.id, t.tenant, t.merchant_id, t.company_id, c.holding_id, t.weight, m.lat, m.lng
    FROM terminal t JOIN merchant m ON m.id = t.merchant_id JOIN company c ON c.id = t.company_id ORDER BY t.id`).all() as unknown as TerminalInfo[];
  if (terminals.length === 0 || scale <= 0) return;
  for (const t of terminals) t.currency = 643;
  assignCurrencies(terminals);
  const cumulative = new Float64Array(terminals.length);
  let acc = 0;
  terminals.forEach((t, i) => {
    acc += t.weight;
    cumulative[i] = acc;
  });
  const operatorsByMerchant = new Map<number, number[]>();
  for (const row of db.prepare('SELECT id, merchant_id FROM app_user WHERE merchant_id IS NOT NULL AND can_mobile = 1 ORDER BY id').all() as { id: number; merchant_id: number }[]) {
    const list = operatorsByMerchant.get(row.merchant_id) ?? [];
    list.push(row.id);
    operatorsByMerchant.set(row.merchant_id, list);
  }

  const insertTrx = db.prepare(`INSERT INTO trx (id, tenant, holding_id, company_id, merchant_id, terminal_id, user_id, time, operation,
    host_response_code, card_input, payment_method, instrument, card_mask, card_type, amount, currency_id, bonus_amount, cashback_amount,
    tips_amount, authorization_code, rrn, operation_day, transaction_number, reconciliation_id, parent_id, lat, lng, pin_entry, sign_scan,
    workflow_title, products) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertRecon = db.prepare(`INSERT INTO reconciliation (id, tenant, holding_id, company_id, merchant_id, terminal_id, user_id, time,
    operation_day, host_response_code, initiator, status, sum_amount, count, currency_id, sales_amount, refund_amount, cash_withdrawal_amount,
    pre_auth_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  const state = new Map<number, TerminalDay>();
  const terminalById = new Map(terminals.map((t) => [t.id, t]));
  let trxId = 0;
  let reconId = 0;
  let inBatch = 0;
  const days = HISTORY_DAYS + 1;
  const weights = Array.from({ length: days }, (_, i) => {
    const weekday = (i + 3) % 7;
    return (weekday >= 5 ? 0.8 : 1) * (0.85 + 0.3 * r.float()) * (0.7 + (0.3 * i) / days);
  });
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  let produced = 0;
  let cumulativeWeight = 0;
  db.exec('BEGIN');
  for (let d = 0; d < days; d++) {
    const dayOffset = (d - HISTORY_DAYS) * DAY_MS; // d = HISTORY_DAYS is today
    const isToday = d === HISTORY_DAYS;
    cumulativeWeight += weights[d] ?? 0;
    const target = d === days - 1 ? scale : Math.round((scale * cumulativeWeight) / weightTotal);
    const count = Math.max(0, target - produced);
    produced += count;
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      let x = r.float() * HOUR_TOTAL;
      let hour = 0;
      while (hour < 23 && x >= (HOUR_WEIGHTS[hour] ?? 0)) {
        x -= HOUR_WEIGHTS[hour] ?? 0;
        hour++;
      }
      times.push(dayOffset + hour * HOUR_MS + Math.floor(r.float() * HOUR_MS));
    }
    times.sort((a, b) => a - b);
    const activeToday = new Set<number>();
    for (const time of times) {
      const terminal = pickTerminal(cumulative, terminals, r);
      let day = state.get(terminal.id);
      if (!day) {
        day = { opDay: 1, txNumber: 0, reconId: null, closed: [], lastTime: time, payments: [], preAuths: [], expenses: [] };
        state.set(terminal.id, day);
      }
      if (!activeToday.has(terminal.id)) {
        activeToday.add(terminal.id);
        day.reconId = isToday ? null : ++reconId;
        day.txNumber = 0;
        day.closed = [];
      }
      day.txNumber += 1;
      day.lastTime = time;
      const id = ++trxId;
      let operation = r.weighted(OPERATION_WEIGHTS);
      const parentList = CHILD_OF[operation];
      const parentPool = parentList ? day[parentList] : undefined;
      const parent = parentPool && parentPool.length > 0 ? parentPool[r.int(0, parentPool.length - 1)] : undefined;
      if (parentList && !parent) operation = 'PAYMENT';
      const method: PaymentMethod = parent ? parent.method : operation === 'CASH_WITHDRAWAL' ? 'general' : r.weighted(METHOD_WEIGHTS);
      const currency = parent ? parent.currency : terminal.currency;
      const code = hostCode(r);
      const cardInput = parent ? parent.cardInput : cardInputFor(method, r);
      const cardLike = method === 'general' || method === 'mvisa' || method === 'ecom';
      const cardType = parent ? parent.cardType : cardLike ? r.weighted(CARD_TYPES) : null;
      const cardMask = parent ? parent.cardMask : cardType ? `${r.pick(BIN_PREFIX[cardType] ?? ['400000'])}******${r.digits(4)}` : null;
      const instrument = parent ? parent.instrument : instrumentFor(method, r);
      let amount = parent
        ? operation.startsWith('PARTIAL') ? Math.max(1, Math.round(parent.amount * (0.1 + 0.8 * r.float()))) : parent.amount
        : amountFor(currency, r);
      const fraction = CURRENCY_SCALE[currency]?.fraction ?? 2;
      let tips: number | null = null;
      let cashback: number | null = null;
      let bonus: number | null = null;
      if (operation === 'PAYMENT_WITH_TIPS') {
        tips = Math.round(amount * (0.05 + 0.1 * r.float()));
        amount += tips;
      }
      if (operation === 'PAYMENT_WITH_CASHBACK' || operation === 'CASH_WITHDRAWAL') {
        cashback = r.int(5, 50) * 100 * 10 ** fraction;
        if (operation === 'PAYMENT_WITH_CASHBACK') amount += cashback;
        else amount = cashback;
      }
      if (cardLike && operation.startsWith('PAYMENT') && r.chance(0.12)) bonus = Math.round(amount * (0.01 + 0.04 * r.float()));
      const success = code === 0;
      const hasCoordinates = method !== 'ecom' && r.chance(0.8);
      const operators = operatorsByMerchant.get(terminal.merchant_id);
      const userId = operators && operators.length > 0 && method !== 'ecom' ? r.pick(operators) : null;
      insertTrx.run(
        id, terminal.tenant, terminal.holding_id, terminal.company_id, terminal.merchant_id, terminal.id, userId, time, operation, code,
        cardInput, method, instrument, cardMask, cardType, amount, currency, bonus, cashback, tips,
        success || r.chance(0.2) ? authCode(r) : null, method === 'cash' ? null : r.digits(12), day.opDay, day.txNumber,
        success ? day.reconId : null,
        parent ? parent.id : null,
        hasCoordinates ? Number((terminal.lat + (r.float() - 0.5) * 0.02).toFixed(6)) : null,
        hasCoordinates ? Number((terminal.lng + (r.float() - 0.5) * 0.03).toFixed(6)) : null,
        cardInput === 1 || cardInput === 7 ? (r.chance(0.8) ? 1 : 0) : r.chance(0.1) ? 1 : 0,
        cardInput === 2 || cardInput === 4 ? (r.chance(0.5) ? 1 : 0) : 0,
        r.chance(0.06) ? `Заказ №${r.int(10_000, 99_999)}` : null,
        operation.startsWith('PAYMENT') && r.chance(0.2) ? r.int(1, 4) : 0,
      );
      if (success) {
        day.closed.push({ operation, amount });
        const entry: Parentable = { id, amount, currency, method, instrument, cardInput, cardType, cardMask, time };
        const pool = operation.startsWith('PAYMENT') ? day.payments : operation === 'PRE_AUTH' ? day.preAuths : operation === 'EXPENSE' ? day.expenses : undefined;
        if (pool) {
          pool.push(entry);
          if (pool.length > 30) pool.shift();
        }
      }
      if (++inBatch >= BATCH) {
        db.exec('COMMIT');
        db.exec('BEGIN');
        inBatch = 0;
        if (trxId % 100_000 === 0) log(`generated ${trxId} operations`);
      }
    }
    // day end: every terminal that worked today closes its day (not today: the day is still open)
    if (!isToday) {
      for (const terminalId of activeToday) {
        const day = state.get(terminalId);
        const terminal = terminalById.get(terminalId);
        if (!day || !terminal || day.reconId === null) continue;
        const closeAt = Math.min(dayOffset + DAY_MS - 1000, Math.max(day.lastTime + 60_000, dayOffset + 23 * HOUR_MS + r.int(0, 50) * 60_000));
        const outcome = r.weighted([['ok', 93], ['progress', 2], ['fail', 5]] as const);
        const initiator = r.weighted([['SERVER', 60], ['USER', 30], ['ADMIN', 10]] as const);
        const operators = operatorsByMerchant.get(terminal.merchant_id);
        const figures = turnoverOf(day.closed);
        insertRecon.run(
          day.reconId, terminal.tenant, terminal.holding_id, terminal.company_id, terminal.merchant_id, terminal.id,
          initiator === 'USER' && operators && operators.length > 0 ? r.pick(operators) : null, closeAt, day.opDay,
          outcome === 'fail' ? r.pick(['12', '91', '96']) : '00', initiator, outcome === 'ok' ? 0 : outcome === 'progress' ? 1 : r.pick([2, 3]),
          figures.netAmount, day.closed.length, terminal.currency, figures.salesAmount, figures.refundAmount, figures.cashWithdrawalAmount,
          figures.preAuthAmount,
        );
        day.opDay += 1;
        day.payments = day.payments.slice(-10);
      }
    }
  }
  db.exec('COMMIT');
  log(`generated ${trxId} operations and ${reconId} reconciliations`);
}
