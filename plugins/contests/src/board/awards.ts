import type { BoardContest, BoardRow } from './board.types';

/**
 * Awards (03 §3 awardType, awardConfigList): the levels in priority order (1 first) take consecutive rank
 * ranges. By number (2) a level takes `num` places; by proportion (1) floor(`num`% of the ranked rows, stars
 * excluded — 02 §5's "of the ranked total", as HOJ counts). Only ranked rows that solved something
 * (ACM: ac > 0; OI: totalScore > 0) win. A row wins the first level whose range reaches its rank, so rows tied at a boundary all
 * take the better level. Sets isWinAward / awardName / awardBackground / awardColor in place.
 */
export function awardsOf(contest: Pick<BoardContest, 'type' | 'awardType' | 'awardConfig'>, rows: BoardRow[]): void {
  if (contest.awardType !== 1 && contest.awardType !== 2) return;
  const ranked = rows.filter((row) => !row.isStar);
  const eligible = ranked.filter((row) => (contest.type === 0 ? row.ac > 0 : row.totalScore > 0));
  const levels = [...contest.awardConfig].filter((level) => Number.isFinite(level.num) && level.num > 0).sort((a, b) => a.priority - b.priority);
  let reach = 0;
  const bounds = levels.map((level) => {
    reach += contest.awardType === 1 ? Math.floor((ranked.length * level.num) / 100) : Math.floor(level.num);
    return { level, reach };
  });
  for (const row of eligible) {
    const won = bounds.find((b) => row.rank <= b.reach);
    if (!won) continue;
    row.isWinAward = true;
    row.awardName = won.level.name;
    row.awardBackground = won.level.background;
    row.awardColor = won.level.color;
  }
}
