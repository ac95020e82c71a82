/** The catalogue CSV: UTF-8 with or without BOM and windows-1251; `;` or `,`; RFC 4180 quoting; the template. */
import { encodeCp1251 } from '../../sandbox/present/csv.ts';
import { csvHeaderIndex, csvTemplate, decodeCsv, detectDelimiter, missingRequiredColumns, parseCsv } from '@/lib/window/csv';

test('encodings: BOM, plain UTF-8, windows-1251', () => {
  const text = 'Артикул;Наименование;Цена';
  expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual({ text, encoding: 'utf-8' });
  expect(decodeCsv(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
  expect(decodeCsv(encodeCp1251(text))).toEqual({ text, encoding: 'windows-1251' });
});

test('delimiter and quoting: commas inside quotes, doubled quotes, line breaks in a cell, blank lines skipped', () => {
  const text = 'Артикул,Наименование,Цена\r\nA-1,"Сыр, твёрдый","1 250,50"\n\nA-2,"Хлеб ""Бородинский""\nнарезной",45\n';
  expect(detectDelimiter(text)).toBe(',');
  expect(detectDelimiter('a;b,c;d')).toBe(';');
  expect(parseCsv(text)).toEqual([
    { line: 1, cells: ['Артикул', 'Наименование', 'Цена'] },
    { line: 2, cells: ['A-1', 'Сыр, твёрдый', '1 250,50'] },
    { line: 4, cells: ['A-2', 'Хлеб "Бородинский"\nнарезной', '45'] },
  ]);
});

test('headers by Russian title or key in any case; required columns reported', () => {
  const index = csvHeaderIndex(['\ufeffартикул', 'TITLE', 'Остаток']);
  expect([...index.entries()]).toEqual([['vendorCode', 0], ['title', 1], ['stock', 2]]);
  expect(missingRequiredColumns(index).map((column) => column.header)).toEqual(['Цена']);
});

test('the template reads back with every column and two example rows', () => {
  const rows = parseCsv(csvTemplate());
  expect(rows).toHaveLength(3);
  expect(missingRequiredColumns(csvHeaderIndex(rows[0]?.cells ?? []))).toEqual([]);
  expect(csvHeaderIndex(rows[0]?.cells ?? []).size).toBe(10);
});
