import { csvCell, csvLine, neutraliseFormula } from '@/lib/domain/spreadsheet-cells';
import { csvTemplate } from '@/lib/window/csv';
import { liveFormulaCells, readCsv, shownCell } from '../../../e2e/support/spreadsheet';

const HYPERLINK = '=HYPERLINK("http://evil.example/","Click")';

describe('formula neutralisation (issue 19 §5: any text cell starting with = + - @, tab or CR)', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\r=1', HYPERLINK, '-', '+7 (999) 123-45-67'])('%j gets a leading apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['-8009,00', '+12', '-0.5', '1234', 'Оплата', 'a=b', "'=already text"])('%j stays as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('quotes a cell that holds either separator, a quote, a tab or a line break', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });

  it('an operator named =HYPERLINK(…) reaches a spreadsheet as text', async () => {
    const rows = await readCsv(csvLine(['ID', 'Оператор']) + csvLine([7, HYPERLINK]) + csvLine([8, '-1+2']));
    expect(rows[1]).toEqual(['7', `'${HYPERLINK}`]);
    expect(liveFormulaCells(rows)).toEqual([]);
    // without neutralisation the same parser hands the formula over
    expect(liveFormulaCells(await readCsv(`ID;Оператор\r\n7;"${HYPERLINK.replace(/"/g, '""')}"\r\n`))).toEqual([HYPERLINK]);
  });

  it('the storefront catalogue template holds no live formula', async () => {
    expect(liveFormulaCells(await readCsv(csvTemplate()))).toEqual([]);
  });
});

describe('the review’s CSV cells (issue 35 §6)', () => {
  it('`Ivanov,=1+1` is no formula in a spreadsheet that splits on semicolons, nor in one that splits on commas', async () => {
    const line = csvLine([7, 'Ivanov,=1+1']);
    expect(line).toBe(`7;"Ivanov,'=1+1"\r\n`);
    expect(await readCsv(line)).toEqual([['7', "Ivanov,'=1+1"]]);
    expect(liveFormulaCells(await readCsv(line, ','))).toEqual([]);
    // before: the comma was not quoted, and the second cell of a comma-split line was a formula
    expect(liveFormulaCells(await readCsv('7;Ivanov,=1+1\r\n', ','))).toEqual(['=1+1']);
  });

  it.each([
    ['a part after any separator', 'a;@SUM(A1)', "a;'@SUM(A1)"],
    ['a tab-separated part', 'a\t+1+1', "a\t'+1+1"],
    ['a leading tab, and the part after it', '\t=1', "'\t'=1"],
    ['amounts and lists of numbers stay', '-8009,00', '-8009,00'],
    ['a list of numbers', '1,-2;+3', '1,-2;+3'],
    ['text with an equals sign inside', 'a=b, c', 'a=b, c'],
  ])('%s: %j → %j', (_label, text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });

  it.each(['＝1+1', '＋7', '－1+2', '＠SUM(A1)', '﹦1+1', ' =1+1', '\u00a0=1+1'])('%j (a formula once normalised or trimmed) gets the apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(liveFormulaCells([[text]])).toEqual([text]);
  });

  it('identifiers stay text: leading zeros and long digits survive a spreadsheet', async () => {
    const rows = await readCsv(csvLine([{ identifier: '000123456789' }, { identifier: '0012345678' }, { identifier: 'T0000007' }]));
    expect(rows[0]?.map(shownCell)).toEqual(['000123456789', '0012345678', 'T0000007']);
    expect(rows[0]?.[0]).toBe('="000123456789"');
    expect(liveFormulaCells(rows)).toEqual([]);
  });

  it('an identifier that could carry a formula is written as plain, neutralised text', async () => {
    const rows = await readCsv(csvLine([{ identifier: '1")&HYPERLINK("http://evil.example' }, { identifier: '=1+1' }]));
    expect(rows[0]).toEqual(['1")&HYPERLINK("http://evil.example', "'=1+1"]);
    expect(liveFormulaCells(rows)).toEqual([]);
  });

  it('a constant text is no live formula; anything more is', () => {
    expect(liveFormulaCells([['="000123"', '="T-1/2"']])).toEqual([]);
    expect(liveFormulaCells([['="1"&HYPERLINK("x")', '=HYPERLINK("x")']])).toEqual(['="1"&HYPERLINK("x")', '=HYPERLINK("x")']);
  });
});
