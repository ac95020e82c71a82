/**
 * The operation search (issue 21 §2, Ctrl/Cmd+K): what a merchant types — an RRN, an authorisation code, the
 * card's last 4 digits, an amount or a check number — read as the list filter's conditions (spec §3, §7), one
 * query per reading, run side by side over every operation the user may see (`api/transaction/total`); the
 * answers ranked by how exactly and by what they match (issue 34 §4).
 */
import { encodeListQuery } from '../domain/list-query-wire';
import { TRANSACTION_QUERY_FIELDS as F, type QueryCondition } from '../domain/query-conditions';
import { toMinorUnitsRounded } from '../domain/money';
import type { TransactionListRow } from '../acquiring/contract/transactions';
import * as ENDPOINTS from '../acquiring/endpoints';
import { endpointCall } from '../acquiring/endpoint';

export const SEARCH_MATCHES = ['checkNumber', 'rrn', 'authorizationCode', 'card', 'amount'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** Shorter input reads as too many things: nothing is asked before this many characters. */
export const SEARCH_MIN_LENGTH = 3;
/** Rows asked per reading (newest first); the dialog ranks them (`rankSearchHits`) and shows at most `SEARCH_MAX_RESULTS`. */
export const SEARCH_ROWS_PER_MATCH = 5;
export const SEARCH_MAX_RESULTS = 10;
/** The list type every reading asks: current and archived operations alike. */
export const SEARCH_LIST_CALL = endpointCall(ENDPOINTS.transactionList, { name: 'total' });
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

/** What of a row the ranking reads. */
export type SearchRow = Pick<TransactionListRow, 'id' | 'serverDateTime' | 'cardMask' | 'rrn' | 'authorizationCode'>;

export interface SearchHit<Row extends SearchRow> {
  row: Row;
  match: SearchMatch;
  /** the row's field is what was typed (a whole RRN, the card's last 4 digits), not only contains it */
  exact: boolean;
}

/**
 * The order of kinds among exact matches (issue 34 §4): «8444» is first the card ending in 8444, then an amount of
 * 8 444,00, then an RRN or authorisation code that is exactly that; an RRN that merely contains the digits comes after
 * every exact match. A check number is exact and no other reading shares its text.
 */
export const SEARCH_RANK: readonly SearchMatch[] = ['checkNumber', 'card', 'amount', 'rrn', 'authorizationCode'];

/** Whether the row's field equals the typed text, not only contains it (the `eq` readings always do). */
export function isExactMatch(row: SearchRow, match: SearchMatch, input: string): boolean {
  const text = normaliseSearchText(input);
  switch (match) {
    case 'card':
      return (row.cardMask ?? '').endsWith(text);
    case 'rrn':
      return row.rrn === text;
    case 'authorizationCode':
      return (row.authorizationCode ?? '').toUpperCase() === text.toUpperCase();
    default:
      return true;
  }
}

const rankOf = (hit: SearchHit<SearchRow>) => (hit.exact ? 0 : SEARCH_RANK.length) + SEARCH_RANK.indexOf(hit.match);

/**
 * The readings' rows as the dialog lists them: exact matches first, by `SEARCH_RANK`, then partial ones in the same
 * order; newest first within a kind. Each operation once, under its best reading; at most `SEARCH_MAX_RESULTS`.
 */
export function rankSearchHits<Row extends SearchRow>(input: string, answers: readonly { match: SearchMatch; rows: readonly Row[] }[]): SearchHit<Row>[] {
  const best = new Map<number, SearchHit<Row>>();
  for (const { match, rows } of answers) {
    for (const row of rows) {
      const hit = { row, match, exact: isExactMatch(row, match, input) };
      const known = best.get(row.id);
      if (!known || rankOf(hit) < rankOf(known)) best.set(row.id, hit);
    }
  }
  return [...best.values()]
    .sort((a, b) => rankOf(a) - rankOf(b) || Date.parse(b.row.serverDateTime) - Date.parse(a.row.serverDateTime))
    .slice(0, SEARCH_MAX_RESULTS);
}
