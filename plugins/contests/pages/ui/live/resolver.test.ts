import { describe, expect, it } from '@jest/globals';
import { initialState, isDone, medalOf, revealAll, step, type ResolverState, type ResolverSubmission } from './resolver';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 1, 9);
let nextId = 1;
const sub = (username: string, displayId: string, minute: number, status: number, isStar = false): ResolverSubmission => ({
  submitId: nextId++, uid: `u-${username}`, username, showName: username, school: '', displayId, status, submitTime: START + minute * MIN, time: minute * 60, isStar,
});
const table = (state: ResolverState) => state.rows.map((r) => [r.username, r.rank, r.solved, r.penalty]);
const AC = 0, WA = -1;

describe('the scroll board resolver', () => {
  // sealed from minute 200
  const submissions = [
    sub('ann', 'A', 10, AC), sub('ann', 'B', 210, AC),
    sub('ben', 'A', 20, WA), sub('ben', 'A', 30, AC), sub('ben', 'B', 40, AC),
    sub('cat', 'A', 50, AC), sub('cat', 'B', 220, WA), sub('cat', 'C', 230, AC),
    sub('dan', 'C', 100, AC), sub('dan', 'A', 250, WA),
    sub('eve', 'A', 5, AC, true), sub('eve', 'B', 205, AC, true),
    sub('fay', 'B', 60, WA),
  ];
  const medals = { gold: 1, silver: 1, bronze: 1 };

  it('starts from the board at the seal, later tries pending, bottom rows without pending final', () => {
    const state = initialState(['A', 'B', 'C'], submissions, START + 200 * MIN, medals);
    expect(table(state)).toEqual([
      ['ben', 1, 2, 90], ['eve', -1, 1, 5], ['ann', 2, 1, 10], ['cat', 3, 1, 50], ['dan', 4, 1, 100], ['fay', 5, 0, 0],
    ]);
    // fay has nothing pending: final at once; the cursor is on dan
    expect(state.rows[5]).toMatchObject({ final: true, medal: null });
    expect(state.cursor).toBe(4);
    expect(state.rows[2].cells.B).toMatchObject({ pendingNum: 1, solved: false });
    expect(state.rows[0].cells.A).toMatchObject({ firstBlood: false, errorNum: 1 });
    expect(state.rows[2].cells.A).toMatchObject({ firstBlood: true });
  });

  it('reveals one pending cell a step from the bottom up, rows climbing past others, to the final standings with medals', () => {
    let state = initialState(['A', 'B', 'C'], submissions, START + 200 * MIN, medals);
    // dan's A (WA): nothing changes but the cell; dan is final (no medal: rank 4)
    state = step(state);
    expect(state.revealed).toEqual({ uid: 'u-dan', displayId: 'A' });
    expect(state.rows[4]).toMatchObject({ username: 'dan', final: true, medal: null });
    expect(state.cursor).toBe(3);
    // cat's B (WA), then cat's C (AC at 230): cat climbs to the top with 2 solved, 50 + 230 = 280
    state = step(state);
    expect(state.revealed).toEqual({ uid: 'u-cat', displayId: 'B' });
    expect(state.rows[3].username).toBe('cat');
    state = step(state);
    expect(state.revealed).toEqual({ uid: 'u-cat', displayId: 'C' });
    expect(state.rows.map((r) => r.username)).toEqual(['ben', 'cat', 'eve', 'ann', 'dan', 'fay']);
    // the cursor stays on index 3: ann, who moved down into it
    expect(state.cursor).toBe(3);
    const final = revealAll(state);
    expect(isDone(final)).toBe(true);
    expect(table(final)).toEqual([
      ['ben', 1, 2, 90], ['eve', -1, 2, 210], ['ann', 2, 2, 220], ['cat', 3, 2, 280], ['dan', 4, 1, 100], ['fay', 5, 0, 0],
    ]);
    expect(final.rows.map((r) => r.medal)).toEqual(['gold', null, 'silver', 'bronze', null, null]);
    expect(final.rows.every((r) => r.final)).toBe(true);
    // nothing more to do
    expect(step(final)).toBe(final);
  });

  it('without a seal everything is known and final at once', () => {
    const state = initialState(['A', 'B', 'C'], submissions, null, medals);
    expect(isDone(state)).toBe(true);
    expect(table(state)).toEqual(table(revealAll(initialState(['A', 'B', 'C'], submissions, START + 200 * MIN, medals))));
  });

  it('medals by rank: gold, then silver, then bronze counts', () => {
    const m = { gold: 2, silver: 3, bronze: 4 };
    expect([1, 2, 3, 5, 6, 9, 10, -1].map((r) => medalOf(r, m))).toEqual(['gold', 'gold', 'silver', 'silver', 'bronze', 'bronze', null, null]);
  });

  it('keeps 500 rows x 13 problems quick: the whole reveal in well under a few seconds', () => {
    const many: ResolverSubmission[] = [];
    const problems = 'ABCDEFGHIJKLM'.split('');
    for (let u = 0; u < 500; u += 1) {
      for (const [i, p] of problems.entries()) {
        if ((u * 7 + i * 3) % 5 === 0) continue;
        many.push(sub(`team${String(u).padStart(3, '0')}`, p, 20 + ((u * 13 + i * 17) % 280), (u + i) % 3 === 0 ? WA : AC));
      }
    }
    const began = Date.now();
    const final = revealAll(initialState(problems, many, START + 240 * MIN, { gold: 50, silver: 100, bronze: 150 }));
    expect(isDone(final)).toBe(true);
    expect(Date.now() - began).toBeLessThan(15_000);
    expect(table(final)).toEqual(table(initialState(problems, many, null, { gold: 50, silver: 100, bronze: 150 })));
  });
});
