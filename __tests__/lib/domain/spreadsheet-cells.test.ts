import { csvCell, csvLine, neutraliseFormula } from '@/lib/domain/spreadsheet-cells';
import { csvTemplate } from '@/lib/window/csv';
import { liveFormulaCells, readCsv } from '../../../e2e/support/spreadsheet';

const HYPERLINK = '=HYPERLINK("http://evil.example/","Click")';

describe('formula neutralisation (issue 19 §5: any text cell starting with = + - @, tab or CR)', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', HYPERLINK, '-', '+7 (999) 123-45-67'])('%j gets a leading apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['-8009,00', '+12', '-0.5', '1234', 'Оплата', 'a=b', "'=already text"])('%j stays as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('quotes a cell that holds the delimiter, a quote or a line break', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b', ',')).toBe('"a,b"');
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
