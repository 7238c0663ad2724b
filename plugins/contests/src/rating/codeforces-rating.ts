/**
 * Codeforces' rating algorithm as Mike Mirzayanov published it ("Open Codeforces Rating System",
 * codeforces.com/blog/entry/20762, 2015), transcribed exactly, including its integer arithmetic (Java `int`
 * division truncates toward zero) and its binary search over whole ratings 1…8000. docs/ratings.md states the
 * formulas and works a three-contest example by hand; rating.codeforces.test.ts asserts those numbers.
 */

/** A newcomer's rating before their first rated contest (the published code's starting value). */
export const INITIAL_RATING = 1500;

/** One rated participant of a contest: their rating before it and their place (1 = best). */
export interface RatingEntry {
  uid: string;
  rating: number;
  /** Place on the final board; equal places share a number (any tie convention: ranks are reassigned below). */
  place: number;
}

/** The change the contest makes to one participant. */
export interface RatingChange {
  uid: string;
  oldRating: number;
  newRating: number;
  delta: number;
  /** The place the algorithm used: the last position of the tie group (the published reassignRanks). */
  rank: number;
  /** 1 + Σ_{j≠i} P(j beats i): the place expected from the ratings alone. */
  seed: number;
}

/** P(a beats b) = 1 / (1 + 10^((rb − ra)/400)). */
export function eloWinProbability(ra: number, rb: number): number {
  return 1 / (1 + Math.pow(10, (rb - ra) / 400));
}

/** Java's int division (truncates toward zero). */
const div = (a: number, b: number): number => Math.trunc(a / b);

/** seed(r) = 1 + Σ over ALL participants j (the published getSeed does not skip the one asking) of P(j beats r). */
function seedOf(ratings: readonly number[], rating: number): number {
  let result = 1;
  for (const other of ratings) result += eloWinProbability(other, rating);
  return result;
}

/** The largest whole rating in 1…8000 whose seed is still ≥ `rank` (the published getRatingToRank). */
function ratingToRank(ratings: readonly number[], rank: number): number {
  let left = 1;
  let right = 8000;
  while (right - left > 1) {
    const mid = div(left + right, 2);
    if (seedOf(ratings, mid) < rank) right = mid;
    else left = mid;
  }
  return left;
}

/** Rating changes of one contest's rated participants (empty input → no changes). */
export function codeforcesRatingChanges(entries: readonly RatingEntry[]): RatingChange[] {
  if (entries.length === 0) return [];
  const n = entries.length;
  // sortByPointsDesc + reassignRanks: a tie group takes the place of its last member
  const byPlace = [...entries].sort((a, b) => a.place - b.place);
  const rankOf = new Map<string, number>();
  for (let first = 0; first < n; ) {
    let last = first;
    while (last + 1 < n && byPlace[last + 1].place === byPlace[first].place) last++;
    for (let i = first; i <= last; i++) rankOf.set(byPlace[i].uid, last + 1);
    first = last + 1;
  }
  const ratings = byPlace.map((e) => e.rating);
  const work = byPlace.map((e, i) => {
    let seed = 1;
    for (let j = 0; j < n; j++) if (j !== i) seed += eloWinProbability(ratings[j], e.rating);
    const rank = rankOf.get(e.uid) as number;
    const needRating = ratingToRank(ratings, Math.sqrt(rank * seed));
    return { e, seed, rank, delta: div(needRating - e.rating, 2) };
  });
  // the sum of all changes is not more than zero: inc = −Σd/n − 1
  const sum = work.reduce((s, w) => s + w.delta, 0);
  const inc = div(-sum, n) - 1;
  for (const w of work) w.delta += inc;
  // the top min(n, 4·round(√n)) by old rating sum to about zero: inc2 = min(max(−Σd_top/s, −10), 0)
  const byRating = [...work].sort((a, b) => b.e.rating - a.e.rating);
  const zeroSumCount = Math.min(4 * Math.round(Math.sqrt(n)), n);
  let topSum = 0;
  for (let i = 0; i < zeroSumCount; i++) topSum += byRating[i].delta;
  const inc2 = Math.min(Math.max(div(-topSum, zeroSumCount), -10), 0);
  for (const w of work) w.delta += inc2;
  return work.map((w) => ({ uid: w.e.uid, oldRating: w.e.rating, newRating: w.e.rating + w.delta, delta: w.delta, rank: w.rank, seed: w.seed }));
}
