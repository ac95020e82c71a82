import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionDetails, TransactionListRow } from '@/lib/acquiring/contract/transactions';

export const RUB: Currency = { id: 1, numberCode: 643, code: 'RUB', name: 'Российский рубль', fraction: 2, symbol: '₽', symbolPosition: 'right', enabled: true, defaultCurrency: true };

/** A row of the operations list as the API answers it. */
export function listRow(overrides: Partial<TransactionListRow> = {}): TransactionListRow {
  return {
    id: 7,
    status: { code: 0, group: 'success', text: 'Успешно' },
    serverDateTime: '2026-05-10T09:00:00Z',
    reconciliationDateTime: null,
    reconciliationId: null,
    operation: 'PAYMENT',
    paymentMethod: 'general',
    paymentInstrumentType: 'Terminal',
    cardMethod: { contactless: true, nfc: false, cardInputCapability: 'CONTACTLESS' },
    cardMask: '220000******0001',
    cardType: 'MIR',
    qpsOperationId: null,
    merchant: { id: 1, name: 'Кофейня', externalId: 'M1', merchantCategoryCode: '5812' },
    pinEntry: false,
    signScan: false,
    hostResponseCode: 0,
    user: null,
    terminal: { id: 3, externalId: 'T0001' },
    authorizationCode: '123456',
    rrn: '000000000001',
    amount: 12345,
    amountClear: '123',
    amountDivisional: '45',
    currencyId: 643,
    imageName: null,
    imageLabel: null,
    bonusAmount: null,
    cashbackAmount: null,
    tipsAmount: null,
    bin: null,
    operationDay: 1,
    transactionNumber: 2,
    parentId: null,
    coordinates: null,
    ...overrides,
  };
}

/** The details (receipt) of an operation as the API answers them. */
export function details(overrides: Partial<TransactionDetails> = {}): TransactionDetails {
  return {
    ...listRow(),
    operationName: '',
    cardholderName: null,
    statusText: 'Одобрено',
    ips: 'MIR',
    appId: null,
    appLabel: null,
    tvr: null,
    arc: null,
    kvr: null,
    reader: null,
    currencySymbol: '₽',
    isRightCurrencyPosition: true,
    amountWithoutCashback: 12345,
    amountWithoutBonus: 12345,
    amountWithoutTips: 12345,
    paymentType: 'general',
    orderProducts: [],
    discountInfo: null,
    commissionAmount: null,
    coordinatesCommaReversed: null,
    merchantDetails: { externalId: 'M1', inn: '7700000000', name: 'Кофейня', address: null, phone: null, site: null, sbpId: null, sbpAccount: null },
    parent: null,
    hostData: {
      hostResponseText: 'APPROVED',
      terminalCode: '00',
      externalTransactionId: null,
      xlsTrxId: null,
      bonusError: null,
      bonusShow: true,
      bonusPreviousBalance: 100,
      bonusAccruedAmount: 50,
      bonusPostBalance: 150,
      bonusAutoCancelStarted: false,
      bonusAutoCancelSucceeded: false,
      details: [{ label: 'Батч', value: '17' }],
    },
    ...overrides,
  };
}
