/**
 * The operation search (issue 21 §2, Ctrl/Cmd+K): what a merchant types — an RRN, an authorisation code, the
 * card's last 4 digits, an amount or a check number — read as the list filter's conditions (spec §3, §7), one
 * query per reading, run side by side over every operation the user may see (`api/transaction/total`).
 */
import { encodeListQuery, TRANSACTION_QUERY_FIELDS as F, type QueryCondition } from '../domain/filter-query';
import { toMinorUnitsRounded } from '../domain/money';

export const SEARCH_MATCHES = ['checkNumber', 'rrn', 'authorizationCode', 'card', 'amount'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** Shorter input reads as too many things: nothing is asked before this many characters. */
export const SEARCH_MIN_LENGTH = 3;
/** Rows asked per reading; the dialog shows at most `SEARCH_MAX_RESULTS` of them, newest first per reading. */
export const SEARCH_ROWS_PER_MATCH = 5;
export const SEARCH_MAX_RESULTS = 10;
/** The list type every reading asks: current and archived operations alike. */
export const SEARCH_LIST_PATH = 'api/transaction/total';
/** The card-mask field of the list query (the sandbox's; masks read "400000******1234"). */
export const CARD_MASK_FIELD = 'cardMask';
/** Amounts are read in the major units of a two-decimal currency (₽, $, €): what the merchant sees on a receipt. */
const SEARCH_AMOUNT_FRACTION = 2;

export interface SearchProbe {
  match: SearchMatch;
  conditions: QueryCondition[];
}

const CHECK_NUMBER = /^(\d{1,6})\s*[/\\-]\s*(\d{1,9})$/;
const DIGITS = /^\d+$/;
/** A leading minus (typed, or copied from the screen: "−8 009,00") reads as the refund of that size. */
const AMOUNT = /^[-\u2212]?\d{1,9}(?:[.,]\d{1,2})?$/;
const AUTH_CODE = /^[0-9A-Za-z]{3,8}$/;

/** "№ 12 / 345", " 2 000,50 " → the text the readings look at: no number sign, no spaces inside numbers. */
export function normaliseSearchText(input: string): string {
  const trimmed = input.trim().replace(/^(№|#|no\.?)\s*/i, '');
  return /^[\d\s.,/\\\-\u2212]+$/.test(trimmed) ? trimmed.replace(/\s+(?=[\d])/g, '').replace(/(\d)\s+(?=[/\\-])/g, '$1') : trimmed;
}

/** Every reading of the input, most specific first; none below `SEARCH_MIN_LENGTH`. */
export function searchProbes(input: string): SearchProbe[] {
  const text = normaliseSearchText(input);
  if (text.length < SEARCH_MIN_LENGTH) return [];
  const probes: SearchProbe[] = [];
  const check = CHECK_NUMBER.exec(text);
  if (check) {
    probes.push({
      match: 'checkNumber',
      conditions: [
        { field: F.operationDay, op: 'eq', value: Number(check[1]) },
        { field: F.transactionNumber, op: 'eq', value: Number(check[2]) },
      ],
    });
  }
  if (DIGITS.test(text) && text.length <= 12) probes.push({ match: 'rrn', conditions: [{ field: F.rrn, op: 'like', value: text }] });
  if (AUTH_CODE.test(text) && (!DIGITS.test(text) || text.length <= 6)) {
    probes.push({ match: 'authorizationCode', conditions: [{ field: F.authorizationCode, op: 'like', value: text }] });
  }
  // "*1234" matches the masked part's end only, never four digits inside the BIN
  if (DIGITS.test(text) && text.length === 4) probes.push({ match: 'card', conditions: [{ field: CARD_MASK_FIELD, op: 'like', value: `*${text}` }] });
  if (AMOUNT.test(text)) {
    // Amounts are kept unsigned and signed on display (lib/domain/operation-effects.ts `shownAmount`): one size finds
    // the sale and the refund of that sum, whichever sign was typed.
    const minor = toMinorUnitsRounded(text.replace(/^[-\u2212]/, '').replace(',', '.'), SEARCH_AMOUNT_FRACTION, 'floor');
    if (minor !== null && minor > 0) probes.push({ match: 'amount', conditions: [{ field: F.amount, op: 'eq', value: minor }] });
  }
  return probes;
}

/** The API query of one reading: a few rows, newest first. */
export function searchProbeParams(probe: SearchProbe): URLSearchParams {
  return encodeListQuery({
    conditions: probe.conditions,
    limit: SEARCH_ROWS_PER_MATCH,
    offset: 0,
    order: { field: 'serverDateTime', descending: true },
    archive: false,
  });
}

export interface SearchHit<Row extends { id: number }> {
  row: Row;
  match: SearchMatch;
}

/** The readings' rows in reading order, each operation once (under its first reading), at most `SEARCH_MAX_RESULTS`. */
export function mergeSearchHits<Row extends { id: number }>(answers: readonly { match: SearchMatch; rows: readonly Row[] }[]): SearchHit<Row>[] {
  const seen = new Set<number>();
  const hits: SearchHit<Row>[] = [];
  for (const { match, rows } of answers) {
    for (const row of rows) {
      if (seen.has(row.id) || hits.length >= SEARCH_MAX_RESULTS) continue;
      seen.add(row.id);
      hits.push({ row, match });
    }
  }
  return hits;
}
