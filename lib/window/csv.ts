/**
 * The catalogue CSV (spec §7 POST api/window/product-upload-csv): its columns, the downloadable template and
 * the reading rules shared by the sandbox and the UI. A file is UTF-8 (with or without BOM) or windows-1251,
 * its cells separated by `;` or `,`, quoted as in RFC 4180. Imported by the sandbox: relative imports carry `.ts`.
 */
import { csvLine } from '../domain/spreadsheet-cells.ts';

export type CsvColumnKey =
  | 'vendorCode' | 'title' | 'price' | 'currency' | 'stock' | 'exponent' | 'barCode' | 'vatRate' | 'category' | 'description';

export interface CsvColumn {
  key: CsvColumnKey;
  /** the template's header */
  header: string;
  required: boolean;
}

/** In the template's order. A header matches by this Russian title or by the key, in any case. */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  { key: 'vendorCode', header: 'Артикул', required: true },
  { key: 'title', header: 'Наименование', required: true },
  { key: 'price', header: 'Цена', required: true },
  { key: 'currency', header: 'Валюта', required: false },
  { key: 'stock', header: 'Остаток', required: false },
  { key: 'exponent', header: 'Знаков в остатке', required: false },
  { key: 'barCode', header: 'Штрихкод', required: false },
  { key: 'vatRate', header: 'НДС', required: false },
  { key: 'category', header: 'Категория', required: false },
  { key: 'description', header: 'Описание', required: false },
];

const TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ['COF-250', 'Кофе в зёрнах, 250 г', '499,90', '643', '12', '0', '4601234567893', '4', 'Кофе', 'Арабика средней обжарки'],
  ['TEA-LEAF', 'Чай листовой, на развес', '1200', '643', '3,250', '3', '', '3', 'Чай', 'Цена за килограмм'],
];

export const CSV_TEMPLATE_FILE_NAME = 'catalogue-template.csv';

/** The template: a header and two example rows, `;`-separated with CRLF, as Excel in Russian locales writes it. */
export function csvTemplate(): string {
  return [CSV_COLUMNS.map((column) => column.header), ...TEMPLATE_ROWS].map((cells) => csvLine(cells)).join('');
}

export type CsvEncoding = 'utf-8' | 'windows-1251';

/** UTF-8 when it has the BOM or decodes strictly; otherwise windows-1251 (Excel's "CSV" in Russian Windows). */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
  }
}

/** `;` or `,`: whichever occurs more often outside quotes in the header line (`;` on a tie). */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons += 1;
    else if (!quoted && ch === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

export interface CsvRow {
  /** 1-based line of the file where the row starts */
  line: number;
  cells: string[];
}

/** RFC 4180 rows (quotes, doubled quotes, delimiters and line breaks inside quotes); blank lines are skipped. */
export function parseCsv(text: string, delimiter: string = detectDelimiter(text)): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

const normaliseHeader = (header: string) => header.replace(/^\ufeff/, '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Where each known column is; unknown headers are ignored. */
export function csvHeaderIndex(header: readonly string[]): Map<CsvColumnKey, number> {
  const index = new Map<CsvColumnKey, number>();
  header.forEach((cell, position) => {
    const name = normaliseHeader(cell);
    const column = CSV_COLUMNS.find((item) => item.header.toLowerCase() === name || item.key.toLowerCase() === name);
    if (column && !index.has(column.key)) index.set(column.key, position);
  });
  return index;
}

export function missingRequiredColumns(index: Map<CsvColumnKey, number>): CsvColumn[] {
  return CSV_COLUMNS.filter((column) => column.required && !index.has(column.key));
}
