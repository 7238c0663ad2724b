import { cellOf, clockOf, type RankCell, type RankProblem } from './board-format';

/** Cell colours (HOJ's board): first blood, accepted, rejected, pending; OI: full, partial, zero. */
export const CELL_COLORS = {
  firstBlood: { bg: '#1daa1d', fg: '#fff' },
  accepted: { bg: '#a9f5af', fg: '#1b4d1f' },
  rejected: { bg: '#ffa2a2', fg: '#6b1111' },
  pending: { bg: '#ffe58f', fg: '#5c4400' },
  full: { bg: '#a9f5af', fg: '#1b4d1f' },
  partial: { bg: '#bfe3ff', fg: '#0b3d66' },
  zero: { bg: '#ffa2a2', fg: '#6b1111' },
} as const;

type CellKind = keyof typeof CELL_COLORS;

/** How a cell looks: its colour and its two lines. */
export function cellView(type: 0 | 1, sent: RankCell | undefined, problem: RankProblem): { kind: CellKind; top: string; bottom: string } | null {
  if (!sent) return null;
  const cell = cellOf(sent);
  if (cell.tryNum === 0 && cell.score === null) return null;
  const pending = cell.pendingNum ? ` ?${cell.pendingNum}` : '';
  if (type === 0) {
    if (cell.isAC) return { kind: cell.isFirstAC ? 'firstBlood' : 'accepted', top: clockOf(cell.ACTime), bottom: cell.errorNum ? `(-${cell.errorNum})` : '' };
    if (cell.pendingNum) return { kind: 'pending', top: '?', bottom: `${cell.errorNum ? `(-${cell.errorNum})` : ''}${pending}`.trim() };
    return { kind: 'rejected', top: `(-${cell.errorNum})`, bottom: '' };
  }
  if (cell.score === null) return { kind: 'pending', top: '?', bottom: pending.trim() };
  const full = problem.fullScore ?? 100;
  const kind: CellKind = cell.score >= full && cell.time !== null ? 'full' : cell.score === 0 ? 'zero' : 'partial';
  return { kind, top: String(cell.score), bottom: `${cell.time ?? 0}ms${pending}` };
}
