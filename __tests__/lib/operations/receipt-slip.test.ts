import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { SLIP_LINES, SLIP_MERCHANT_LINES, slipAmountParts, slipLines, slipMerchantLines } from '@/lib/operations/receipt-slip';
import { details } from '../../components/operations/fixtures';

const withTechnicalData: TransactionDetails = details({
  operationDay: 175,
  transactionNumber: 7,
  tvr: '0000008000',
  arc: '00',
  kvr: 'K1',
  reader: { serialNumber: 'PAX780357817' },
});

describe('the customer\'s slip (issue 34 §4: «the merchant and outlet, date and time, the operation, the amount, the masked card, the authorisation code and RRN, and the status»)', () => {
  it('a card operation: date and time, check day/number, terminal, masked card, authorisation code, RRN — in this order', () => {
    expect(slipLines(withTechnicalData)).toEqual([
      { line: 'serverDateTime', value: '2026-05-10T09:00:00Z' },
      { line: 'transactionNumber', value: '175/7' },
      { line: 'terminal', value: 'T0001' },
      { line: 'cardMask', value: '220000******0001' },
      { line: 'authorizationCode', value: '123456' },
      { line: 'rrn', value: '000000000001' },
    ]);
  });

  it('carries nothing of the technical panel: no TVR, ARC, KVR, reader or host data', () => {
    const printed = JSON.stringify([slipLines(withTechnicalData), slipMerchantLines(withTechnicalData)]);
    for (const technical of ['0000008000', 'K1', 'PAX780357817', withTechnicalData.hostData.hostResponseText]) expect(printed).not.toContain(technical);
    expect([...SLIP_LINES, ...SLIP_MERCHANT_LINES].filter((line) => ['tvr', 'arc', 'kvr', 'reader', 'hostData'].includes(line))).toEqual([]);
  });

  it('a fast payment has no card: its fast-payment operation id stands in the card\'s place', () => {
    const fastPayment = details({ cardMask: null, authorizationCode: null, hostData: { ...details().hostData, qpsOperationId: 'A6337120155430000000010011' } });
    expect(slipLines(fastPayment).map(({ line }) => line)).toEqual(['serverDateTime', 'transactionNumber', 'terminal', 'qpsOperationId', 'rrn']);
  });

  it('the outlet: its address, INN and MID, without an empty address', () => {
    const outlet = details({ merchantDetails: { ...details().merchantDetails, address: 'г. Казань, ул. Пушкина, д. 43', inn: '7799285537', externalId: '700002827870021' } });
    expect(slipMerchantLines(outlet)).toEqual([
      { line: 'address', value: 'г. Казань, ул. Пушкина, д. 43' },
      { line: 'inn', value: '7799285537' },
      { line: 'merchantExternalId', value: '700002827870021' },
    ]);
    expect(slipMerchantLines(details({ merchantDetails: { ...outlet.merchantDetails, address: null } })).map(({ line }) => line)).toEqual(['inn', 'merchantExternalId']);
  });

  it('tips and cashback only where the tenant shows them (spec §3 option-governed rows) and the operation has them', () => {
    const withParts = details({ tipsAmount: 10000, cashbackAmount: 0 });
    expect(slipAmountParts(withParts, { showTips: true, showCashback: true })).toEqual([{ line: 'tipsAmount', minor: 10000 }]);
    expect(slipAmountParts(withParts, { showTips: false, showCashback: true })).toEqual([]);
  });
});
