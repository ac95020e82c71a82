/**
 * The slip «Печать чека» prints (issue 34 §4): the operation as its customer receives it — "the bank's brand, the
 * merchant and outlet, date and time, the operation, the amount, the masked card, the authorisation code and RRN,
 * and the status", on one page. The technical panel of the details (TVR, ARC, KVR, the reader's serial number, the
 * host's data) stays on screen and never reaches paper.
 */
import type { TransactionDetails } from '../acquiring/contract/transactions';
import type { OperationsSettings } from './settings-view';

/**
 * The lines under the operation's name, in print order. The check number is day/number, as the search reads it; a
 * fast payment has no card, and its fast-payment operation id stands where the card would.
 */
export const SLIP_LINES = ['serverDateTime', 'transactionNumber', 'terminal', 'cardMask', 'qpsOperationId', 'authorizationCode', 'rrn'] as const;
export type SlipLine = (typeof SLIP_LINES)[number];

/** The outlet's lines under its name in the slip's head (spec §3 merchant details): its address, INN and MID. */
export const SLIP_MERCHANT_LINES = ['address', 'inn', 'merchantExternalId'] as const;
export type SlipMerchantLine = (typeof SLIP_MERCHANT_LINES)[number];

/** One line of the slip: what it is, and its value as the API gives it (a date-time in ISO, formatted on show). */
export interface SlipEntry<Line extends string> {
  line: Line;
  value: string;
}

const present = <Line extends string>(lines: readonly Line[], values: Record<Line, string | null | undefined>): SlipEntry<Line>[] =>
  lines.flatMap((line) => {
    const value = values[line]?.trim();
    return value ? [{ line, value }] : [];
  });

/** The operation's lines, without those it has no value for. */
export function slipLines(details: TransactionDetails): SlipEntry<SlipLine>[] {
  return present(SLIP_LINES, {
    serverDateTime: details.serverDateTime,
    transactionNumber: `${details.operationDay}/${details.transactionNumber}`,
    terminal: details.terminal.externalId,
    cardMask: details.cardMask,
    qpsOperationId: details.cardMask ? null : details.hostData.qpsOperationId,
    authorizationCode: details.authorizationCode,
    rrn: details.rrn,
  });
}

/** The outlet's lines, without those it has no value for. */
export function slipMerchantLines(details: TransactionDetails): SlipEntry<SlipMerchantLine>[] {
  const merchant = details.merchantDetails;
  return present(SLIP_MERCHANT_LINES, { address: merchant.address, inn: merchant.inn, merchantExternalId: merchant.externalId });
}

/** The parts of the amount printed above it, each where the tenant shows it (spec §3: "only when their options are on"). */
export const SLIP_AMOUNT_PARTS = ['tipsAmount', 'cashbackAmount'] as const;
export type SlipAmountPart = (typeof SLIP_AMOUNT_PARTS)[number];

/** The tips and cashback of the operation (minor units) where the options show them and the operation has them. */
export function slipAmountParts(details: TransactionDetails, settings: Pick<OperationsSettings, 'showTips' | 'showCashback'>): { line: SlipAmountPart; minor: number }[] {
  const parts: Record<SlipAmountPart, number | null> = {
    tipsAmount: settings.showTips ? details.tipsAmount : null,
    cashbackAmount: settings.showCashback ? details.cashbackAmount : null,
  };
  return SLIP_AMOUNT_PARTS.flatMap((line) => {
    const minor = parts[line];
    return minor ? [{ line, minor }] : [];
  });
}
