/** The imported users' CSV (03 §5): seven columns, UTF-8; only username and password must be filled. */
export const IMPORT_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;
/** Rows per insert-batch-user call (the server's limit). */
export const IMPORT_MAX_ROWS = 1000;

export type ImportRow = string[];

export type CsvProblem =
  | { kind: 'notUtf8' }
  | { kind: 'empty' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'columns'; row: number; count: number }
  | { kind: 'required'; row: number; column: 'username' | 'password' };

export interface ParsedCsv {
  rows: ImportRow[];
  problems: CsvProblem[];
}

/** RFC 4180 fields: commas, double quotes ("" inside quotes), CRLF or LF line ends. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/**
 * Reads the file's bytes: UTF-8 only (a BOM is dropped), blank lines skipped, a first row naming the
 * columns ('username', ...) skipped; each row padded to seven columns. Problems are what the page says
 * before anything is sent; the server checks every row again.
 */
export function parseUsersCsv(bytes: ArrayBuffer | Uint8Array): ParsedCsv {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { rows: [], problems: [{ kind: 'notUtf8' }] };
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  let records = csvRecords(text).filter((r) => r.some((cell) => cell.trim() !== ''));
  if (records[0]?.[0]?.trim().toLowerCase() === 'username') records = records.slice(1);
  const problems: CsvProblem[] = [];
  if (records.length === 0) problems.push({ kind: 'empty' });
  if (records.length > IMPORT_MAX_ROWS) problems.push({ kind: 'tooMany', max: IMPORT_MAX_ROWS });
  const rows = records.map((record, index) => {
    if (record.length > IMPORT_COLUMNS.length) problems.push({ kind: 'columns', row: index + 1, count: record.length });
    const row = IMPORT_COLUMNS.map((_, i) => (i === 1 ? (record[i] ?? '') : (record[i] ?? '').trim()));
    if (!row[0]) problems.push({ kind: 'required', row: index + 1, column: 'username' });
    if (!row[1].trim()) problems.push({ kind: 'required', row: index + 1, column: 'password' });
    return row;
  });
  return { rows, problems };
}
