import { codeforcesRatingChanges, eloWinProbability, INITIAL_RATING, type RatingEntry } from './codeforces-rating';

/** docs/ratings.md "A worked example": three contests, each computed by hand there; the same numbers here. */
describe('Codeforces rating (published algorithm)', () => {
  const run = (current: Map<string, number>, places: Record<string, number>) => {
    const entries: RatingEntry[] = Object.entries(places).map(([uid, place]) => ({ uid, place, rating: current.get(uid) ?? INITIAL_RATING }));
    const changes = codeforcesRatingChanges(entries);
    for (const c of changes) current.set(c.uid, c.newRating);
    return Object.fromEntries(changes.map((c) => [c.uid, { rank: c.rank, delta: c.delta, newRating: c.newRating }]));
  };

  it('P(a beats b) is ½ for equal ratings and about 0.76 for 200 points more', () => {
    expect(eloWinProbability(1500, 1500)).toBe(0.5);
    expect(eloWinProbability(1700, 1500)).toBeCloseTo(0.759747, 6);
  });

  it('the three-contest example of docs/ratings.md', () => {
    const current = new Map<string, number>();
    expect(run(current, { alice: 1, bob: 2, carol: 3 })).toEqual({
      alice: { rank: 1, delta: 84, newRating: 1584 },
      bob: { rank: 2, delta: -15, newRating: 1485 },
      carol: { rank: 3, delta: -70, newRating: 1430 },
    });
    expect(run(current, { bob: 1, alice: 2, carol: 3, dave: 4 })).toEqual({
      bob: { rank: 1, delta: 99, newRating: 1584 },
      alice: { rank: 2, delta: -7, newRating: 1577 },
      carol: { rank: 3, delta: -21, newRating: 1409 },
      dave: { rank: 4, delta: -75, newRating: 1425 },
    });
    // carol and dave tie for second: both take rank 3, the last place of their group
    expect(run(current, { alice: 1, carol: 2, dave: 2, bob: 4 })).toEqual({
      alice: { rank: 1, delta: 97, newRating: 1674 },
      carol: { rank: 3, delta: -7, newRating: 1402 },
      dave: { rank: 3, delta: -11, newRating: 1414 },
      bob: { rank: 4, delta: -82, newRating: 1502 },
    });
  });

  it('the seeds of the example: 2 for three equal ratings, 2.581814 for bob before contest 2', () => {
    const first = codeforcesRatingChanges([{ uid: 'a', rating: 1500, place: 1 }, { uid: 'b', rating: 1500, place: 2 }, { uid: 'c', rating: 1500, place: 3 }]);
    expect(first.map((c) => c.seed)).toEqual([2, 2, 2]);
    const second = codeforcesRatingChanges([{ uid: 'bob', rating: 1485, place: 1 }, { uid: 'alice', rating: 1584, place: 2 }, { uid: 'carol', rating: 1430, place: 3 }, { uid: 'dave', rating: 1500, place: 4 }]);
    expect(second[0].seed).toBeCloseTo(2.581814, 6);
  });

  it('a contest of one changes nothing but the −1 of the first adjustment; no one, no changes', () => {
    expect(codeforcesRatingChanges([])).toEqual([]);
    const [only] = codeforcesRatingChanges([{ uid: 'x', rating: 1500, place: 1 }]);
    // seed 1; m = 1; need = largest r with 1 + P(1500 beats r) ≥ 1, i.e. 7999; d = 3249; inc = −3249 − 1
    expect(only.delta).toBe(-1);
  });
});
