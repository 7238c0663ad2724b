import { boardContext, boardModeFor, computeBoard, placeOf, rankResults, resultOrder, userResult, type UserResult } from './board-engine';
import { boardPage, withProblemCounts } from './board-page';
import { wireCell, wireRow } from './board-wire';
import type { BoardContest, BoardRow, BoardSubmission, BoardUser } from './board.types';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
const MIN = 60_000;
const at = (minute: number) => T0 + minute * MIN;

const medals = [
  { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 1 },
  { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000', num: 1 },
  { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#fff', num: 2 },
];

const acmContest: BoardContest = {
  type: 0, startTime: at(0), endTime: at(300), sealRank: true, sealRankTime: at(240), autoRealRank: true,
  starAccount: ['erin'], oiRankScoreType: 'Recent', awardType: 0, awardConfig: medals, rankShowName: 'username', excludeUids: ['u-author'],
};

const users: BoardUser[] = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'author'].map((name) => ({
  uid: `u-${name}`, username: name, nickname: `${name[0].toUpperCase()}${name.slice(1)} N`, realname: `Real ${name}`, school: name === 'bob' ? 'North School' : 'South School',
}));

let nextId = 1;
const sub = (user: string, displayId: string, minute: number, status: number, score: number | null = null, time: number | null = null): BoardSubmission => ({
  submitId: nextId++, uid: `u-${user}`, displayId, status, score, time, submitTime: at(minute),
});
const AC = 0, WA = -1, CE = -2, SE = 4, TLE = 1, PENDING = 5;

const acmSubmissions: BoardSubmission[] = [
  sub('alice', 'A', 10, WA), sub('alice', 'A', 12, CE), sub('alice', 'A', 15, AC), sub('alice', 'A', 16, WA), sub('alice', 'B', 30, AC),
  sub('bob', 'A', 5, AC), sub('bob', 'B', 20, WA), sub('bob', 'B', 25, TLE), sub('bob', 'B', 40, AC),
  sub('carol', 'A', 20, AC), sub('carol', 'B', 45, AC),
  sub('dave', 'C', 50, SE), sub('dave', 'C', 60, AC),
  sub('erin', 'A', 2, AC), sub('erin', 'B', 10, AC),
  sub('frank', 'A', 30, CE),
  sub('author', 'A', 1, AC), sub('author', 'B', 1, AC), sub('author', 'C', 1, AC),
  // after the seal (240)
  sub('dave', 'B', 250, AC), sub('bob', 'C', 245, WA),
  // after the end (300)
  sub('frank', 'A', 310, AC),
  // not a problem of the contest
  sub('carol', 'Z', 50, AC),
];
const problems = [{ displayId: 'A' }, { displayId: 'B' }, { displayId: 'C' }];

/** [username, rank, ac, penalty] per row, in order. */
const table = (rows: BoardRow[]) => rows.map((r) => [r.username, r.rank, r.ac, r.penalty]);
const rowOf = (rows: BoardRow[], username: string) => rows.find((r) => r.username === username) as BoardRow;

describe('the ACM board (02 §2): solved desc, penalty asc, shared ranks, first blood, stars', () => {
  const real = computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'real' });

  it('ranks by solved then penalty (AC minute + 20 per earlier rejected try); equal pairs share a rank; stars are * in place', () => {
    // alice: A 15 + 20 (one WA; the CE and the WA after AC do not count), B 30 → 65
    // carol: A 20, B 45 → 65 (ties alice, listed after: her last AC is later)
    // bob: A 5, B 40 + 2×20 → 85; dave: C 60 (the SE does not count), B 250 → 310; erin (star): 2 + 10 = 12
    // frank: only a compile error → a row with nothing; the author never appears
    expect(table(real)).toEqual([
      ['erin', -1, 2, 12],
      ['alice', 1, 2, 65],
      ['carol', 1, 2, 65],
      ['bob', 3, 2, 85],
      ['dave', 4, 2, 310],
      ['frank', 5, 0, 0],
    ]);
    expect(rowOf(real, 'erin').isStar).toBe(true);
    expect(rowOf(real, 'alice').totalTime).toBe(15 * 60 + 1200 + 30 * 60);
  });

  it('fills the cells: tries, errors, AC time in seconds; compile and system errors leave no trace', () => {
    expect(rowOf(real, 'alice').submissionInfo.A).toEqual({
      isAC: true, isFirstAC: false, isAfterContest: false, ACTime: 15 * 60, errorNum: 1, tryNum: 2, pendingNum: 0, score: null, time: null,
    });
    expect(rowOf(real, 'bob').submissionInfo.B).toMatchObject({ isAC: true, ACTime: 40 * 60, errorNum: 2, tryNum: 3 });
    expect(rowOf(real, 'bob').submissionInfo.C).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1, ACTime: null });
    expect(rowOf(real, 'dave').submissionInfo.C).toMatchObject({ isAC: true, errorNum: 0, tryNum: 1 });
    expect(rowOf(real, 'frank').submissionInfo).toEqual({});
    expect(rowOf(real, 'carol').submissionInfo.Z).toBeUndefined();
  });

  it('gives first blood to the earliest accepted ranked user per problem (a star never takes it)', () => {
    const firsts = real.flatMap((r) => Object.entries(r.submissionInfo).filter(([, c]) => c.isFirstAC).map(([p]) => `${p}:${r.username}`));
    // erin solved A at 2 and B at 10, but is a star
    expect(firsts.sort()).toEqual(['A:bob', 'B:alice', 'C:dave']);
  });

  it('drops the stars with removeStar and keeps the ranks', () => {
    const rows = computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'real', removeStar: true });
    expect(table(rows)).toEqual(table(real).slice(1));
  });

  it('shares a rank with equal solved and penalty whatever the order of the data', () => {
    const shuffled = [...acmSubmissions].reverse();
    expect(table(computeBoard(acmContest, problems, users, shuffled, { mode: 'real' }))).toEqual(table(real));
  });

  it('the sealed board shows submissions from sealRankTime on as pending tries, in tries but not in AC or penalty', () => {
    const sealed = computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'sealed' });
    expect(table(sealed)).toEqual([
      ['erin', -1, 2, 12],
      ['alice', 1, 2, 65],
      ['carol', 1, 2, 65],
      ['bob', 3, 2, 85],
      ['dave', 4, 1, 60],
      ['frank', 5, 0, 0],
    ]);
    expect(rowOf(sealed, 'dave').submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1, pendingNum: 1, errorNum: 0, ACTime: null });
    expect(rowOf(sealed, 'bob').submissionInfo.C).toMatchObject({ isAC: false, tryNum: 1, pendingNum: 1, errorNum: 0 });
    // a verdict arriving after the seal changes nothing a sealed viewer sees
    const later = [...acmSubmissions, sub('carol', 'C', 260, AC), sub('frank', 'B', 270, WA)];
    const sealedLater = computeBoard(acmContest, problems, users, later, { mode: 'sealed' });
    expect(table(sealedLater)).toEqual(table(sealed));
    expect(rowOf(sealedLater, 'carol').submissionInfo.C).toMatchObject({ isAC: false, pendingNum: 1 });
    expect(rowOf(computeBoard(acmContest, problems, users, later, { mode: 'real' }), 'carol')).toMatchObject({ rank: 1, ac: 3, penalty: 65 + 260 });
  });

  it('counts a submission still judging as a pending try in the real board too', () => {
    const rows = computeBoard(acmContest, problems, users, [sub('alice', 'C', 70, PENDING), ...acmSubmissions], { mode: 'real' });
    expect(rowOf(rows, 'alice').submissionInfo.C).toMatchObject({ isAC: false, tryNum: 1, pendingNum: 1, errorNum: 0 });
    expect(rowOf(rows, 'alice').penalty).toBe(65);
  });

  it('counts after-contest submissions only with the afterContest switch, flagged, never first blood', () => {
    const rows = computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'real', afterContest: true });
    expect(table(rows)).toEqual([
      ['erin', -1, 2, 12],
      ['alice', 1, 2, 65],
      ['carol', 1, 2, 65],
      ['bob', 3, 2, 85],
      ['dave', 4, 2, 310],
      ['frank', 5, 1, 310],
    ]);
    expect(rowOf(rows, 'frank').submissionInfo.A).toMatchObject({ isAC: true, isAfterContest: true, isFirstAC: false, ACTime: 310 * 60 });
    // a contest ended with nobody solving C in time: an after-contest AC is still not first blood
    const lateOnly = computeBoard(acmContest, problems, users, [sub('alice', 'C', 301, AC)], { mode: 'real', afterContest: true });
    expect(lateOnly[0].submissionInfo.C).toMatchObject({ isAC: true, isFirstAC: false, isAfterContest: true });
  });

  it('gives awards by number in priority order; ties at a boundary take the better award; stars and zero rows never win', () => {
    const rows = computeBoard({ ...acmContest, awardType: 2 }, problems, users, acmSubmissions, { mode: 'real' });
    const awards = rows.map((r) => [r.username, r.awardName]);
    // gold 1 place: alice and carol share rank 1; silver (place 2) goes to nobody: rank 3 is past it; bronze up to place 4
    expect(awards).toEqual([['erin', null], ['alice', 'Gold'], ['carol', 'Gold'], ['bob', 'Bronze'], ['dave', 'Bronze'], ['frank', null]]);
    expect(rowOf(rows, 'alice')).toMatchObject({ isWinAward: true, awardBackground: '#ffd700', awardColor: '#000' });
    expect(rowOf(rows, 'frank').isWinAward).toBe(false);
  });

  it('gives awards by proportion of the ranked users (stars out), rounded down; only those who solved something win', () => {
    // 5 ranked (alice, carol, bob, dave, frank): gold 10% → 0 places, silver 50% → 2, bronze 50% → 2 more
    const config = [
      { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#fff', num: 50 },
      { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 10 },
      { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000', num: 50 },
    ];
    const rows = computeBoard({ ...acmContest, awardType: 1, awardConfig: config }, problems, users, acmSubmissions, { mode: 'real' });
    expect(rows.map((r) => [r.username, r.awardName])).toEqual([['erin', null], ['alice', 'Silver'], ['carol', 'Silver'], ['bob', 'Bronze'], ['dave', 'Bronze'], ['frank', null]]);
    // 20% each of the 5 ranked (frank, who solved nothing, counts in the base): one place each — gold for the two at rank 1, bronze for bob
    const fifths = config.map((level) => ({ ...level, num: 20 }));
    const fifthRows = computeBoard({ ...acmContest, awardType: 1, awardConfig: fifths }, problems, users, acmSubmissions, { mode: 'real' });
    expect(fifthRows.map((r) => [r.username, r.awardName])).toEqual([['erin', null], ['alice', 'Gold'], ['carol', 'Gold'], ['bob', 'Bronze'], ['dave', null], ['frank', null]]);
    // the same without the star rows
    expect(computeBoard({ ...acmContest, awardType: 1, awardConfig: fifths }, problems, users, acmSubmissions, { mode: 'real', removeStar: true }).map((r) => r.awardName)).toEqual(['Gold', 'Gold', 'Bronze', null, null]);
    // no awards at awardType 0
    expect(real.some((r) => r.isWinAward)).toBe(false);
  });

  it('shows the name rankShowName picks', () => {
    const rows = computeBoard({ ...acmContest, rankShowName: 'nickname' }, problems, users, acmSubmissions, { mode: 'real' });
    expect(rowOf(rows, 'bob').showName).toBe('Bob N');
    expect(rowOf(computeBoard({ ...acmContest, rankShowName: 'realname' }, problems, users, acmSubmissions, { mode: 'real' }), 'bob').showName).toBe('Real bob');
  });
});

describe('the OI board (02 §2): sum of scores, Recent or Highest, time', () => {
  const oi: BoardContest = { ...acmContest, type: 1, sealRankTime: at(35), starAccount: [], excludeUids: [] };
  const oiProblems = [{ displayId: 'P1', fullScore: 100 }, { displayId: 'P2', fullScore: 100 }];
  const oiSubmissions = [
    sub('alice', 'P1', 10, 8, 60, 100), sub('alice', 'P1', 20, AC, 100, 300), sub('alice', 'P1', 30, WA, 40, 50),
    sub('alice', 'P2', 5, CE, 0, null), sub('alice', 'P2', 40, 8, 50, 200),
    sub('bob', 'P1', 15, AC, 100, 100), sub('bob', 'P1', 25, AC, 100, 80), sub('bob', 'P2', 30, WA, 0, 10),
    sub('carol', 'P1', 10, 8, 90, 100), sub('carol', 'P2', 20, 8, 60, 150),
    sub('dave', 'P1', 11, 8, 90, 100), sub('dave', 'P2', 21, 8, 60, 150),
  ];
  /** [username, rank, totalScore, totalTime] per row. */
  const oiTable = (rows: BoardRow[]) => rows.map((r) => [r.username, r.rank, r.totalScore, r.totalTime]);

  it('Recent: the latest scored submission per problem counts; time = run times of the problems scored above 0', () => {
    const rows = computeBoard(oi, oiProblems, users, oiSubmissions, { mode: 'real' });
    // alice: P1 40 (50 ms; the last one), P2 50 (200 ms; the CE never counts) → 90, 250
    // bob: P1 100 (80 ms), P2 0 (its 10 ms not counted) → 100, 80
    // carol and dave: 90 + 60 = 150 in 250 ms → share rank 1
    expect(oiTable(rows)).toEqual([['carol', 1, 150, 250], ['dave', 1, 150, 250], ['bob', 3, 100, 80], ['alice', 4, 90, 250]]);
    expect(rowOf(rows, 'alice').submissionInfo.P1).toMatchObject({ score: 40, time: 50, isAC: false, tryNum: 3 });
    expect(rowOf(rows, 'alice').timeInfo).toEqual({ P1: 50, P2: 200 });
    expect(rowOf(rows, 'bob')).toMatchObject({ ac: 1 });
  });

  it('Highest: the best score per problem counts, the fastest run among equal scores', () => {
    const rows = computeBoard({ ...oi, oiRankScoreType: 'Highest' }, oiProblems, users, oiSubmissions, { mode: 'real' });
    // alice: P1 100 (300 ms), P2 50 (200 ms) → 150, 500 (slower than carol and dave)
    expect(oiTable(rows)).toEqual([['carol', 1, 150, 250], ['dave', 1, 150, 250], ['alice', 3, 150, 500], ['bob', 4, 100, 80]]);
    expect(rowOf(rows, 'alice').submissionInfo.P1).toMatchObject({ score: 100, time: 300, isAC: true });
    expect(rowOf(rows, 'bob').submissionInfo.P1).toMatchObject({ score: 100, time: 80 });
  });

  it('sealed: scores from sealRankTime on are pending tries', () => {
    const rows = computeBoard(oi, oiProblems, users, oiSubmissions, { mode: 'sealed' });
    // alice's P2 50 at minute 40 is hidden: 40 in 50 ms
    expect(rowOf(rows, 'alice')).toMatchObject({ totalScore: 40, totalTime: 50, rank: 4 });
    expect(rowOf(rows, 'alice').submissionInfo.P2).toMatchObject({ score: null, tryNum: 1, pendingNum: 1 });
  });

  it('takes the full score for an accepted submission without a score (a remote problem)', () => {
    const rows = computeBoard(oi, oiProblems, users, [sub('bob', 'P1', 1, AC, null, 5)], { mode: 'real' });
    expect(rows[0]).toMatchObject({ totalScore: 100, ac: 1 });
  });

  it('awards in OI go to rows that scored', () => {
    const rows = computeBoard({ ...oi, awardType: 2, awardConfig: medals }, oiProblems, users, oiSubmissions, { mode: 'real' });
    expect(rows.map((r) => r.awardName)).toEqual(['Gold', 'Gold', 'Bronze', 'Bronze']);
  });
});

describe('who sees which board (03 §4)', () => {
  const c = { sealRank: true, sealRankTime: at(240), autoRealRank: true, endTime: at(300) };
  it('admins always the real one; others the sealed one from sealRankTime; autoRealRank opens it at the end', () => {
    expect(boardModeFor(c, { isAdmin: true, now: at(250) })).toBe('real');
    expect(boardModeFor(c, { isAdmin: false, now: at(239) })).toBe('real');
    expect(boardModeFor(c, { isAdmin: false, now: at(240) })).toBe('sealed');
    expect(boardModeFor(c, { isAdmin: false, now: at(300) })).toBe('real');
    expect(boardModeFor({ ...c, autoRealRank: false }, { isAdmin: false, now: at(9999) })).toBe('sealed');
    expect(boardModeFor({ ...c, sealRank: false }, { isAdmin: false, now: at(250) })).toBe('real');
  });
});

describe('a board page: keyword, followed rows, page sizes', () => {
  const rows = computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'real' });
  it('narrows by keyword without renumbering, pins followed rows on every page', () => {
    const page = boardPage(rows, { keyword: 'south', limit: 10 });
    expect(page.records.map((r) => [r.username, r.rank])).toEqual([['erin', -1], ['alice', 1], ['carol', 1], ['dave', 4], ['frank', 5]]);
    expect(page.total).toBe(5);
    const second = boardPage(rows, { limit: 10, currentPage: 2, concernedList: ['u-dave'] });
    expect(second.records.map((r) => [r.username, r.concerned ?? false])).toEqual([['dave', true]]);
    expect(second.total).toBe(6);
    expect(boardPage(rows, {}).size).toBe(50);
  });

  it('counts each column from the viewer\'s board: users accepted / users who tried (02 §2 ac/total); the seal hides the pending ones\' verdicts', () => {
    const counts = (board: BoardRow[]) => withProblemCounts(problems, board).map((p) => [p.displayId, p.ac, p.total]);
    // A: frank's compile error is no try; C: dave's system error is none either
    expect(counts(rows)).toEqual([['A', 4, 4], ['B', 5, 5], ['C', 1, 2]]);
    expect(counts(computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'real', removeStar: true }))).toEqual([['A', 3, 3], ['B', 4, 4], ['C', 1, 2]]);
    // sealed at 240: dave's B (250) is a pending try, counted in total, not in ac
    expect(counts(computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'sealed' }))).toEqual([['A', 4, 4], ['B', 4, 5], ['C', 1, 2]]);
    // after the end: frank's A (310)
    expect(counts(computeBoard(acmContest, problems, users, acmSubmissions, { mode: 'real', afterContest: true }))).toEqual([['A', 5, 5], ['B', 5, 5], ['C', 1, 2]]);
  });
});

describe('one verdict computed again for its user only (userResult + rankResults)', () => {
  it('gives the same board as computing everything again', () => {
    const context = boardContext(acmContest, problems, { mode: 'real' });
    const byUid = (uid: string, facts: BoardSubmission[]) => facts.filter((s) => s.uid === uid).sort((a, b) => a.submitTime - b.submitTime || a.submitId - b.submitId);
    const results = new Map(users.map((u) => [u.uid, userResult(context, u, byUid(u.uid, acmSubmissions))]));
    // frank's compile error at 30 is rejudged as accepted: only his result is computed again
    const changed = acmSubmissions.map((s) => (s.uid === 'u-frank' && s.submitTime === at(30) ? { ...s, status: AC } : s));
    results.set('u-frank', userResult(context, users.find((u) => u.uid === 'u-frank') as BoardUser, byUid('u-frank', changed)));
    const incremental = rankResults(context, [...results.values()].filter((r) => r !== undefined));
    expect(incremental).toEqual(computeBoard(acmContest, problems, users, changed, { mode: 'real' }));
    expect(table(incremental).find((r) => r[0] === 'frank')).toEqual(['frank', 5, 1, 30]);
  });

  it('places the changed user in the kept order by binary search: the same board without sorting the rows', () => {
    const context = boardContext(acmContest, problems, { mode: 'real' });
    const order = resultOrder(acmContest);
    const byUid = (uid: string, facts: BoardSubmission[]) => facts.filter((s) => s.uid === uid).sort((a, b) => a.submitTime - b.submitTime || a.submitId - b.submitId);
    const ordered = users.map((u) => userResult(context, u, byUid(u.uid, acmSubmissions))).filter((r): r is UserResult => r !== undefined).sort(order);
    const frank = users.find((u) => u.uid === 'u-frank') as BoardUser;
    const before = ordered.find((r) => r.row.uid === 'u-frank') as UserResult;
    expect(ordered[placeOf(ordered, before, order)]).toBe(before);
    ordered.splice(placeOf(ordered, before, order), 1);
    const changed = acmSubmissions.map((s) => (s.uid === 'u-frank' && s.submitTime === at(30) ? { ...s, status: AC } : s));
    const after = userResult(context, frank, byUid('u-frank', changed)) as UserResult;
    ordered.splice(placeOf(ordered, after, order), 0, after);
    expect(rankResults(context, ordered, { presorted: true })).toEqual(computeBoard(acmContest, problems, users, changed, { mode: 'real' }));
  });
});

describe('the compact cells of the answers and events (board-wire.ts)', () => {
  const full = { isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 0, tryNum: 0, pendingNum: 0, score: null, time: null };
  it('sends only the fields that differ from their default, and no cell without a try or a score', () => {
    expect(wireCell({ ...full, isAC: true, isFirstAC: true, ACTime: 0, tryNum: 1 })).toEqual({ isAC: true, isFirstAC: true, ACTime: 0, tryNum: 1 });
    expect(wireCell({ ...full, errorNum: 2, pendingNum: 1, tryNum: 3, isAfterContest: true })).toEqual({ isAfterContest: true, errorNum: 2, pendingNum: 1, tryNum: 3 });
    expect(wireCell({ ...full, score: 0, time: 0, tryNum: 1 })).toEqual({ score: 0, time: 0, tryNum: 1 });
    const row = { submissionInfo: { A: { ...full, isAC: true, ACTime: 60, tryNum: 1 }, B: full } } as unknown as BoardRow;
    const sent = wireRow(row);
    expect(sent.submissionInfo).toEqual({ A: { isAC: true, ACTime: 60, tryNum: 1 } });
    // the row itself is left as it was (the kept view's rows are shared)
    expect(Object.keys(row.submissionInfo)).toEqual(['A', 'B']);
    // a row of a view is made compact once (and once with its real name blanked); a cell shared between rankings too
    expect(wireRow(row)).toBe(sent);
    expect(wireRow({ ...row, realname: 'R' }, true)).toMatchObject({ realname: '' });
    expect(wireRow({ ...row } as BoardRow).submissionInfo.A).toBe(sent.submissionInfo.A);
  });
});
