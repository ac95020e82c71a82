import {
  activeFilterCount,
  changeFilter,
  entryFilter,
  isPageEntry,
  reconciliationCountParams,
  reconciliationDefaults,
  reconciliationFilterFromUrl,
  reconciliationListParams,
  reconciliationListType,
  reconciliationSearch,
  toggleOrder,
  withArchive,
} from '@/lib/reconciliation/filter';
import { listValues, readListConditions, readOrder } from '@/lib/domain/list-query-wire';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const defaults = reconciliationDefaults(NOW);

describe('reconciliation filter defaults (spec §3, §9)', () => {
  it('pages by 20 from offset 0, newest first, over the last 30 days with an open end', () => {
    expect(defaults.limit).toBe(20);
    expect(defaults.offset).toBe(0);
    expect(defaults.order).toEqual({ name: 'serverDateTime', descending: true });
    expect(defaults.serverDateTime).toEqual({ ge: '2026-02-08T12:00:00.000Z', le: null });
  });

  it('asks the API for page 1 of the last 30 days only', () => {
    expect(reconciliationListParams(defaults).toString()).toBe(
      'serverDateTime.ge=2026-02-08T12%3A00%3A00.000Z&limit=20&offset=0&order=serverDateTime%2Cdesc',
    );
  });
});

describe('filter → API query (spec §7: terminal.merchantId, hostResponseCode, initiator, user.fullName)', () => {
  const filter = changeFilter(defaults, {
    checkNumber: { operationDay: 12 },
    terminalIds: [3, 7],
    merchantIds: [2],
    statusesReconciliation: ['unsuccessful', 'successful'],
    hostResponseCodes: ['00', '96'],
    initiator: ['ADMIN', 'SERVER'],
    initiatorFullName: '  Иванов ',
    reconciliationId: 55,
    serverDateTime: { ge: '2026-03-01T00:00:00.000Z', le: '2026-03-05T23:59:59.999Z' },
  });

  it('writes every condition in the field.op=value scheme', () => {
    const params = reconciliationListParams(filter);
    expect(params.get('terminalId.in')).toBe('3,7');
    expect(params.get('terminal.merchantId.in')).toBe('2');
    // statuses expand to their codes: unsuccessful = 2 and 3
    expect(params.get('status.in')).toBe('0,2,3');
    expect(params.get('hostResponseCode.in')).toBe('00,96');
    expect(params.get('initiator.in')).toBe('ADMIN,SERVER');
    expect(params.get('operationDay.eq')).toBe('12');
    expect(params.get('id.eq')).toBe('55');
    expect(params.get('user.fullName.like')).toBe('Иванов');
    expect(params.get('serverDateTime.ge')).toBe('2026-03-01T00:00:00.000Z');
    expect(params.get('serverDateTime.le')).toBe('2026-03-05T23:59:59.999Z');
  });

  it('reads back through the wire reader the sandbox uses, host codes kept as text', () => {
    const params = reconciliationListParams(filter);
    const hostCodes = readListConditions(params).find(({ field }) => field === 'hostResponseCode');
    expect(hostCodes && listValues(hostCodes.field, hostCodes.raws)).toEqual(['00', '96']);
    expect(readOrder(params.get('order') ?? '')).toEqual({ field: 'serverDateTime', direction: 'desc' });
  });

  it('counts with the same conditions but without page and order', () => {
    const count = reconciliationCountParams(filter);
    expect(count.get('limit')).toBeNull();
    expect(count.get('offset')).toBeNull();
    expect(count.get('order')).toBeNull();
    expect(count.get('status.in')).toBe('0,2,3');
  });

  it('asks the archive list when the archive flag is on', () => {
    expect(reconciliationListType(defaults)).toBe('list');
    const archived = withArchive(defaults, true, defaults);
    expect(reconciliationListType(archived)).toBe('archive');
    // The archive is older than 60 days: the default 30-day range would hide all of it.
    expect(archived.serverDateTime).toEqual({ ge: null, le: null });
    expect(withArchive(archived, false, defaults).serverDateTime).toEqual(defaults.serverDateTime);
  });
});

describe('filter ↔ page URL', () => {
  it('keeps only what differs from the defaults and reads it back', () => {
    const filter = changeFilter(defaults, { statusesReconciliation: ['inProgress'], initiator: ['USER'], terminalIds: [4] });
    const search = reconciliationSearch(filter, defaults);
    expect(search).toBe('?terminalId=4&status=inProgress&initiator=USER');
    expect(reconciliationFilterFromUrl(new URLSearchParams(search), defaults)).toEqual(filter);
    expect(reconciliationSearch(defaults, defaults)).toBe('');
  });

  it('ignores invalid values instead of failing', () => {
    const filter = reconciliationFilterFromUrl(new URLSearchParams('status=nonsense&initiator=ROBOT&offset=-3&operationDay=x'), defaults);
    expect(filter).toEqual(defaults);
  });

  it('spec §2: entering the page resets the offset to 0 and keeps the rest', () => {
    const entered = entryFilter(new URLSearchParams('offset=40&hostResponseCode=96'), defaults);
    expect(entered.offset).toBe(0);
    expect(entered.hostResponseCodes).toEqual(['96']);
  });

  it('spec §2: a document load enters the page; the client router’s fetch of its own paging does not', () => {
    expect(isPageEntry('document')).toBe(true);
    expect(isPageEntry('empty')).toBe(false);
    expect(isPageEntry(null)).toBe(false);
  });

  it('any change but paging goes back to the first page; sorting a column flips its direction', () => {
    const paged = { ...defaults, offset: 60 };
    expect(changeFilter(paged, { initiator: ['SERVER'] }).offset).toBe(0);
    expect(changeFilter(paged, { offset: 80 }).offset).toBe(80);
    const bySum = toggleOrder(paged, 'sumAmount');
    expect(bySum.order).toEqual({ name: 'sumAmount', descending: true });
    expect(bySum.offset).toBe(0);
    expect(toggleOrder(bySum, 'sumAmount').order).toEqual({ name: 'sumAmount', descending: false });
  });

  it('counts active conditions, not paging or order', () => {
    expect(activeFilterCount({ ...defaults, offset: 20, order: { name: 'status', descending: false } }, defaults)).toBe(0);
    expect(activeFilterCount(changeFilter(defaults, { terminalIds: [1, 2], archive: true }), defaults)).toBe(2);
  });
});
