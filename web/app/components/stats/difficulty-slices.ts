import type { PieSlice } from '../charts/status-pie';
import { DIFFICULTY_CHART_COLOURS, DIFFICULTY_LEVELS } from '../problem/difficulty';

/**
 * The user home's difficulty statistics as pie slices: one per level with a solved problem, easiest first,
 * named in the page's language (`label`); levels outside 0–9 are grey.
 */
export function difficultySlices(solvedByDifficulty: Readonly<Record<string, number>>, label: (difficulty: number) => string): PieSlice[] {
  return Object.entries(solvedByDifficulty)
    .map(([level, count]) => ({ level: Number(level), count: Number(count) }))
    .filter(({ level, count }) => Number.isInteger(level) && count > 0)
    .sort((a, b) => a.level - b.level)
    .map(({ level, count }) => ({
      name: label(level),
      value: count,
      color: (DIFFICULTY_LEVELS as readonly number[]).includes(level) ? DIFFICULTY_CHART_COLOURS[level] : DIFFICULTY_CHART_COLOURS[0],
    }));
}
