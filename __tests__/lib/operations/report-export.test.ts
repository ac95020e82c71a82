import { REPORT_COLUMNS } from '@/lib/operations/report-columns';
import { byteSize, exportChoiceSchema, exportColumnKeys, exportQuery, receivedPercent } from '@/lib/operations/report-export';

const NONE_OPTIONAL = { showBonus: false, showCashback: false, showTips: false, showBin: false };

describe('exportColumnKeys (the columns a merchant may choose)', () => {
  it('are the report\'s columns in its order, without the optional ones while their settings are off (spec §3)', () => {
    const keys = exportColumnKeys(NONE_OPTIONAL);
    expect(keys.slice(0, 7)).toEqual(['id', 'serverDateTime', 'operation', 'status', 'hostResponseCode', 'amount', 'currency']);
    expect(keys.filter((key) => ['bonusAmount', 'cashbackAmount', 'tipsAmount', 'bin'].includes(key))).toEqual([]);
    expect(keys).toHaveLength(REPORT_COLUMNS.length - 4);
  });

  it.each([
    ['showBonus', 'bonusAmount'],
    ['showCashback', 'cashbackAmount'],
    ['showTips', 'tipsAmount'],
    ['showBin', 'bin'],
  ] as const)('%s adds %s, and only it', (setting, key) => {
    const keys = exportColumnKeys({ ...NONE_OPTIONAL, [setting]: true });
    expect(keys).toHaveLength(REPORT_COLUMNS.length - 3);
    expect(keys).toContain(key);
  });

  it('are every column when every optional one is shown', () => {
    expect(exportColumnKeys({ showBonus: true, showCashback: true, showTips: true, showBin: true })).toEqual(REPORT_COLUMNS.map((column) => column.key));
  });
});

describe('exportQuery', () => {
  it('keeps the filter and adds the chosen columns in the report\'s order, whatever order they were ticked in', () => {
    const query = new URLSearchParams(exportQuery('currencyId.eq=643&operation.in=REFUND&operation.in=PAYMENT', ['amount', 'rrn', 'id']));
    expect(query.getAll('operation.in')).toEqual(['REFUND', 'PAYMENT']);
    expect(query.get('currencyId.eq')).toBe('643');
    expect(query.get('columns')).toBe('id,amount,rrn');
  });

  it('replaces columns already in the query and drops unknown keys', () => {
    expect(new URLSearchParams(exportQuery('columns=id', ['operation', 'nonsense'])).getAll('columns')).toEqual(['operation']);
  });
});

describe('exportChoiceSchema', () => {
  it('needs at least one column ("Выберите хотя бы один столбец")', async () => {
    await expect(exportChoiceSchema.validate({ format: 'csv', columns: [] })).rejects.toThrow('noColumns');
    await expect(exportChoiceSchema.validate({ format: 'xlsx', columns: ['id'] })).resolves.toEqual({ format: 'xlsx', columns: ['id'] });
  });

  it('knows only CSV and XLSX', async () => {
    await expect(exportChoiceSchema.validate({ format: 'pdf', columns: ['id'] })).rejects.toThrow();
  });
});

describe('the progress of a download', () => {
  it('names sizes in kB below a megabyte, in MB from one', () => {
    expect(byteSize(0)).toEqual({ value: 0, unit: 'kilobyte' });
    expect(byteSize(153_600)).toEqual({ value: 153.6, unit: 'kilobyte' });
    expect(byteSize(2_500_000)).toEqual({ value: 2.5, unit: 'megabyte' });
  });

  it('is a share only when the length is known, never past 100 %', () => {
    expect(receivedPercent(500, null)).toBeNull();
    expect(receivedPercent(250, 1000)).toBe(25);
    expect(receivedPercent(1200, 1000)).toBe(100);
  });
});
