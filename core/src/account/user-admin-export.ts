import type { GeneratedAccount } from './user-admin.model';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';
/** A cell starting with one of these is a formula to a spreadsheet (CSV injection): it is quoted as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The generated accounts as a CSV file Excel opens directly: a header row, then username and password. */
export function generatedAccountsCsv(accounts: readonly GeneratedAccount[]): Buffer {
  const lines = [['username', 'password'], ...accounts.map((a) => [a.username, a.password])].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`${UTF8_BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

export const GENERATED_ACCOUNTS_FILE = { name: 'generated-users.csv', type: 'text/csv; charset=utf-8' } as const;
