/** Contract shapes of operations: list rows from stored columns, details derived deterministically from the id. */
import type { PaymentInstrumentType } from '../../lib/acquiring/contract/reference-data.ts';
import type { Operation, OrderProduct, PaymentMethod, TransactionDetails, TransactionHostData, TransactionListRow } from '../../lib/acquiring/contract/transactions.ts';
import { INSTRUMENT_TYPES, OPERATION_NAMES, STATUS_TEXT, cardInputMethod, statusGroup } from '../domain.ts';
import { Random, deriveSeed } from '../generate/prng.ts';
import type { Merchant } from '../../lib/acquiring/contract/organisation.ts';
import { CURRENCIES } from '../routes/reference.ts';
import type { TrxRow } from '../store/transactions.ts';
import type { HostTexts } from './host-texts.ts';

export function currencyOf(id: number): { fraction: number; symbol: string; right: boolean } {
  const c = CURRENCIES.find((x) => x.numberCode === id);
  return { fraction: c?.fraction ?? 2, symbol: c?.symbol ?? '', right: c?.symbolPosition !== 'left' };
}

export function splitAmount(amount: number, fraction: number): { amountClear: string; amountDivisional: string } {
  const factor = 10 ** fraction;
  const abs = Math.abs(amount);
  return {
    amountClear: `${amount < 0 ? '-' : ''}${Math.floor(abs / factor)}`,
    amountDivisional: fraction === 0 ? '' : String(abs % factor).padStart(fraction, '0'),
  };
}

export function listRow(row: TrxRow, anchor: number): TransactionListRow {
  const group = statusGroup(row.host_response_code);
  const input = cardInputMethod(row.card_input);
  const { fraction } = currencyOf(row.currency_id);
  return {
    id: row.id,
    status: { code: row.host_response_code, group, text: STATUS_TEXT[group] },
    serverDateTime: new Date(anchor + row.time).toISOString(),
    reconciliationDateTime: row.reconciliation_time === null ? null : new Date(anchor + row.reconciliation_time).toISOString(),
    reconciliationId: row.reconciliation_id,
    operation: row.operation as Operation,
    paymentMethod: row.payment_method as PaymentMethod,
    paymentInstrumentType: row.instrument === null ? null : ((INSTRUMENT_TYPES[row.instrument] ?? null) as PaymentInstrumentType | null),
    cardMethod: { contactless: input === 'CONTACTLESS', nfc: input === 'CONTACTLESS' && row.card_input === 5, cardInputCapability: input },
    cardMask: row.card_mask,
    cardType: row.card_type,
    qpsOperationId: row.payment_method === 'qps' ? qpsOperationId(row.id, row.parent_id !== null) : null,
    merchant: { id: row.merchant_id, name: row.merchant_name, externalId: row.merchant_external_id, merchantCategoryCode: row.mcc },
    pinEntry: row.pin_entry === 1,
    signScan: row.sign_scan === 1,
    hostResponseCode: row.host_response_code,
    user: row.user_id === null ? null : { id: row.user_id, fullName: row.user_full_name ?? '' },
    terminal: { id: row.terminal_id, externalId: row.terminal_external_id },
    authorizationCode: row.authorization_code,
    rrn: row.rrn,
    amount: row.amount,
    ...splitAmount(row.amount, fraction),
    currencyId: row.currency_id,
    imageName: row.sign_scan === 1 ? `sign_${row.id}.png` : null,
    imageLabel: row.sign_scan === 1 ? 'Подпись клиента' : null,
    bonusAmount: row.bonus_amount,
    cashbackAmount: row.cashback_amount,
    tipsAmount: row.tips_amount,
    bin: row.card_mask ? row.card_mask.slice(0, 6) : null,
    operationDay: row.operation_day,
    transactionNumber: row.transaction_number,
    parentId: row.parent_id,
    coordinates: row.lat === null || row.lng === null ? null : `${row.lng},${row.lat}`,
  };
}

const PRODUCTS = ['Капучино', 'Круассан', 'Чизкейк', 'Латте', 'Сэндвич', 'Вода 0,5 л', 'Букет роз', 'Книга', 'Шампунь', 'Хлеб', 'Мойка кузова', 'Витамины'];
const CARDHOLDERS = ['IVAN PETROV', 'ANNA SMIRNOVA', 'OLGA IVANOVA', 'DMITRY KUZNETSOV', 'ELENA POPOVA', 'SERGEY VOLKOV', 'CARDHOLDER'];
const APP: Readonly<Record<string, [string, string]>> = {
  MIR: ['A0000006581010', 'MIR'], VISA: ['A0000000031010', 'VISA CREDIT'], MASTERCARD: ['A0000000041010', 'MASTERCARD'], UNIONPAY: ['A000000333010101', 'UnionPay Debit'],
};

/** Stable ids of fast-payment (QPS) operations, derived from the transaction id. */
export function qpsTrxId(id: number): string {
  return `A${(id * 2654435761 % 2 ** 32).toString(16).toUpperCase().padStart(8, '0')}${String(id).padStart(10, '0')}`;
}

const hex8 = (value: number) => (value >>> 0).toString(16).toUpperCase().padStart(8, '0');

/**
 * The fast payment system's id of an operation, 32 characters as the system's own ("A…" a payment, "B…" a refund),
 * derived from the transaction id: the list row and the receipt show the same one.
 */
export function qpsOperationId(id: number, refund: boolean): string {
  return `${refund ? 'B' : 'A'}${hex8(Math.imul(id, 0x9e3779b1))}${hex8(Math.imul(id, 0x85ebca6b))}0000${String(id).padStart(11, '0')}`;
}

function orderProducts(row: TrxRow, r: Random, fraction: number): OrderProduct[] {
  if (row.products === 0) return [];
  const parts: OrderProduct[] = [];
  let left = row.amount - (row.tips_amount ?? 0) - (row.cashback_amount ?? 0);
  for (let i = 0; i < row.products; i++) {
    const last = i === row.products - 1;
    const amount = last ? left : Math.floor(left * (0.2 + 0.4 * r.float()));
    left -= amount;
    parts.push({ title: r.pick(PRODUCTS), quantity: r.int(1, 3), amount, ...splitAmount(amount, fraction) });
  }
  return parts;
}

/** `texts`: the host's own texts in the reader's language (./host-texts.ts). */
export function details(row: TrxRow, parent: TrxRow | undefined, merchant: Merchant, anchor: number, seed: number, texts: HostTexts): TransactionDetails {
  const r = new Random(deriveSeed(seed, `trx:${row.id}`));
  const base = listRow(row, anchor);
  const currency = currencyOf(row.currency_id);
  const group = base.status.group;
  const app = row.card_type ? APP[row.card_type] : undefined;
  const qps = row.payment_method === 'qps';
  const bonusShow = row.bonus_amount !== null;
  const previous = bonusShow ? r.int(0, 500_000) : null;
  const hostData: TransactionHostData = {
    hostResponseText: texts.responseText[row.host_response_code] ?? texts.unknownResponse,
    terminalCode: row.host_response_code === 0 ? '00' : String(row.host_response_code).padStart(2, '0'),
    externalTransactionId: r.hex(16),
    xlsTrxId: r.chance(0.3) ? `XLS${r.digits(9)}` : null,
    bonusError: bonusShow && r.chance(0.05) ? texts.bonusUnavailable : null,
    bonusShow,
    bonusPreviousBalance: previous,
    bonusAccruedAmount: row.bonus_amount,
    bonusPostBalance: previous === null || row.bonus_amount === null ? null : previous + row.bonus_amount,
    bonusAutoCancelStarted: false,
    bonusAutoCancelSucceeded: false,
    details: [
      { label: texts.responseCode, value: String(row.host_response_code) },
      { label: texts.checkNumber, value: `${row.operation_day}/${row.transaction_number}` },
      ...(row.workflow_title ? [{ label: texts.order, value: row.workflow_title }] : []),
    ],
  };
  if (qps) {
    hostData.sourceId = `SBP${r.digits(12)}`;
    hostData.qpsOperationId = base.qpsOperationId ?? undefined;
    hostData.trxId = qpsTrxId(row.id);
    hostData.originalId = row.parent_id === null ? null : qpsTrxId(row.parent_id);
  }
  const tips = row.tips_amount ?? 0;
  const cashback = row.cashback_amount ?? 0;
  const bonus = row.bonus_amount ?? 0;
  const [lng, lat] = base.coordinates ? base.coordinates.split(',') : [];
  return {
    ...base,
    operationName: OPERATION_NAMES[row.operation as Operation] ?? row.operation,
    cardholderName: row.card_type && r.chance(0.7) ? r.pick(CARDHOLDERS) : null,
    statusText: STATUS_TEXT[group],
    ips: row.card_type ?? (qps ? texts.fastPayments : null),
    appId: app ? app[0] : null,
    appLabel: app ? app[1] : null,
    tvr: app ? r.hex(10).toUpperCase() : null,
    arc: app ? (row.host_response_code === 0 ? '00' : '05') : null,
    kvr: app ? r.hex(8).toUpperCase() : null,
    reader: row.payment_method === 'general' ? { serialNumber: `PAX${r.digits(9)}` } : null,
    currencySymbol: currency.symbol,
    isRightCurrencyPosition: currency.right,
    amountWithoutCashback: row.amount - cashback,
    amountWithoutBonus: row.amount - bonus,
    amountWithoutTips: row.amount - tips,
    paymentType: row.payment_method,
    orderProducts: orderProducts(row, r, currency.fraction),
    discountInfo: r.chance(0.05) ? texts.loyaltyDiscount : null,
    commissionAmount: Math.round(row.amount * 0.018),
    coordinatesCommaReversed: lat && lng ? `${lat},${lng}` : null,
    merchantDetails: {
      externalId: merchant.externalId, inn: merchant.inn, name: merchant.name, address: merchant.address, phone: merchant.phone,
      site: merchant.site, sbpId: merchant.sbpId, sbpAccount: merchant.sbpAccount,
    },
    parent: parent ? listRow(parent, anchor) : null,
    hostData,
  };
}
