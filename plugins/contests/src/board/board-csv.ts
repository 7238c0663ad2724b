import type { BoardProblem, BoardRow } from './board.types';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark (as the core's account export). */
const UTF8_BOM = '\uFEFF';
/** A cell starting with one of these is a formula to a spreadsheet (CSV injection): it is quoted as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  const raw = String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Seconds as h:mm:ss (ACM times). */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * The board as a CSV file (download-contest-rank): a header row, then one row per board row in rank order
 * ('*' for stars). ACM: solved, penalty (minutes), total time (h:mm:ss) and per problem the AC time `h:mm:ss`
 * with `(-n)` rejected tries before it and `FB` for first blood; `(-n)` rejected and `(?n)` pending tries when
 * not accepted. OI: total score, total time (ms) and per problem the score. (No cell starts with + - = @:
 * a spreadsheet would read a formula.)
 */
export function boardCsv(type: 0 | 1, problems: readonly BoardProblem[], rows: readonly BoardRow[], withRealName: boolean): Buffer {
  const award = rows.some((r) => r.isWinAward);
  const head = ['Rank', 'Username', ...(withRealName ? ['Real name'] : []), 'Nickname', 'School', ...(award ? ['Award'] : [])];
  const totals = type === 0 ? ['Solved', 'Penalty (min)', 'Total time'] : ['Total score', 'Total time (ms)'];
  const lines: Array<Array<string | number>> = [[...head, ...totals, ...problems.map((p) => p.displayId)]];
  for (const r of rows) {
    const who = [r.rank === -1 ? '*' : r.rank, r.username, ...(withRealName ? [r.realname] : []), r.nickname, r.school, ...(award ? [r.awardName ?? ''] : [])];
    const sums = type === 0 ? [r.ac, r.penalty, clockOf(r.totalTime)] : [r.totalScore, r.totalTime];
    const cells = problems.map((p) => {
      const c = r.submissionInfo[p.displayId];
      if (!c) return '';
      if (type === 1) return c.score === null ? (c.pendingNum ? `(?${c.pendingNum})` : '') : c.score;
      if (c.isAC) return [clockOf(c.ACTime ?? 0), c.errorNum ? `(-${c.errorNum})` : '', c.isFirstAC ? 'FB' : ''].filter(Boolean).join(' ');
      return [c.errorNum ? `(-${c.errorNum})` : '', c.pendingNum ? `(?${c.pendingNum})` : ''].filter(Boolean).join(' ');
    });
    lines.push([...who, ...sums, ...cells]);
  }
  return Buffer.from(`${UTF8_BOM}${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
