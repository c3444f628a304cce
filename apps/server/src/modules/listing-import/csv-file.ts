import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_COLUMNS, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '@revy/shared';
import { AppError } from '../../lib/errors';

export type CsvTable = { headers: string[]; rows: string[][] };

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** Tab when the header line has more tabs than commas and semicolons (a TSV or a spreadsheet's "text" export). */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => first.split(c).length - 1;
  const [best] = [
    ['\t', count('\t')],
    [',', count(',')],
    [';', count(';')],
  ].sort((a, b) => (b[1] as number) - (a[1] as number)) as [string, number][];
  return best![1] > 0 ? best![0] : ',';
}

/**
 * Reads a CSV or TSV file with csv-parse: RFC 4180 quotes (commas, quotes and line breaks inside a
 * field), CRLF or LF, a UTF-8 byte order mark, blank lines skipped, the first line as headers.
 * Refuses (400, naming the line) files past the limits or that cannot be read as a table.
 */
export function readCsv(content: string): CsvTable {
  if (Buffer.byteLength(content, 'utf8') > IMPORT_MAX_FILE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB');
  const text = content.replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      max_record_size: IMPORT_MAX_CELL_CHARS * 4,
      to_line: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines;
      throw refuse(
        `The file could not be read as CSV${line ? ` (line ${line})` : ''}: ${err.message.replace(/^.*?:\s*/, '')}`,
      );
    }
    throw err;
  }
  const [headerRow, ...rows] = records;
  if (!headerRow || headerRow.every((h) => !h.trim())) throw refuse('The file has no header line');
  if (rows.length === 0) throw refuse('The file has headers but no rows');
  if (rows.length > IMPORT_MAX_ROWS)
    throw refuse(`The file has more than ${IMPORT_MAX_ROWS} rows; split it into smaller files`);
  if (headerRow.length > IMPORT_MAX_COLUMNS) throw refuse(`The file has more than ${IMPORT_MAX_COLUMNS} columns`);
  const headers = headerRow.map((h, i) => h.trim() || `Column ${i + 1}`);
  if (new Set(headers).size !== headers.length) throw refuse('Two columns have the same header; rename one');
  rows.forEach((r, i) => {
    if (r.some((c) => c.length > IMPORT_MAX_CELL_CHARS))
      throw refuse(`Row ${i + 1} has a cell longer than ${IMPORT_MAX_CELL_CHARS} characters`);
  });
  return { headers, rows: rows.map((r) => headers.map((_, i) => r[i] ?? '')) };
}

/** A CSV line of values, quoted where needed (the report download). Cells starting with = + - @ are prefixed with ' (spreadsheet formulas). */
export function csvLine(values: readonly (string | number | null)[]): string {
  return values
    .map((v) => {
      let s = v === null ? '' : String(v);
      if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
      return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    })
    .join(',');
}
