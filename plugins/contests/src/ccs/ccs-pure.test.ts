import type { Contest } from '../contest.model';
import { changedEvents, initialEvents, parseSinceToken, rememberSnapshot } from './ccs-event-feed';
import { judgementTypeOf } from './ccs-judgement-types';
import { ccsLanguageId, ccsState } from './ccs-objects';
import type { CcsSnapshot } from './ccs.service';
import { relTime } from './ccs-time';

const contest = (change: Partial<Contest> = {}): Contest => ({
  id: 7, title: 'T', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: '2026-01-01T10:00:00.000Z', endTime: '2026-01-01T15:00:00.000Z', duration: 18000,
  sealRank: true, sealRankTime: '2026-01-01T14:00:00.000Z', autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username', starAccount: [],
  oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'a', uid: 'u', gid: null, source: 0, createdAt: '', updatedAt: '', ...change,
});
const T = (iso: string) => new Date(iso).getTime();

describe('CCS pure parts', () => {
  it('writes relative times as h:mm:ss.uuu, negative before the start', () => {
    expect([relTime(0), relTime(65_432), relTime(5 * 3_600_000), relTime(-1500), relTime(30 * 3_600_000 + 1)]).toEqual(['0:00:00.000', '0:01:05.432', '5:00:00.000', '-0:00:01.500', '30:00:00.001']);
  });

  it('maps judge statuses to judgement types (pending: none yet)', () => {
    expect([0, -1, 8, 1, 2, 3, -3, -2, 4, 5, 6, 7, 9].map(judgementTypeOf)).toEqual(['AC', 'WA', 'WA', 'TLE', 'MLE', 'RTE', 'PE', 'CE', 'JE', null, null, null, null]);
  });

  it('names languages by identifier-safe slugs', () => {
    expect(['C++ With O2', 'Python3', 'C#', 'Java'].map(ccsLanguageId)).toEqual(['cpp-with-o2', 'python3', 'csharp', 'java']);
  });

  it('tells the state through the contest: started, frozen at the seal, thawed and final at the end with autoRealRank', () => {
    expect(ccsState(contest(), T('2026-01-01T09:00:00Z'))).toEqual({ started: null, frozen: null, ended: null, thawed: null, finalized: null, end_of_updates: null });
    expect(ccsState(contest(), T('2026-01-01T14:30:00Z'))).toMatchObject({ started: '2026-01-01T10:00:00.000Z', frozen: '2026-01-01T14:00:00.000Z', ended: null });
    expect(ccsState(contest(), T('2026-01-01T16:00:00Z'))).toMatchObject({ ended: '2026-01-01T15:00:00.000Z', thawed: '2026-01-01T15:00:00.000Z', finalized: '2026-01-01T15:00:00.000Z' });
    // sealed for good: never thawed nor final
    expect(ccsState(contest({ autoRealRank: false }), T('2026-01-01T16:00:00Z'))).toMatchObject({ thawed: null, finalized: null, end_of_updates: null });
  });

  it('refuses since_tokens that are not moments of ours', () => {
    expect(parseSinceToken(undefined, 1000)).toBeUndefined();
    expect(parseSinceToken('500', 1000)).toBe(500);
    expect(() => parseSinceToken('x1', 1000)).toThrow();
    expect(() => parseSinceToken('999999999', 1000)).toThrow();
  });

  const snapshot = (now: number, judgement: string | null, submissions = ['1']): CcsSnapshot => ({
    now, viewer: { contest: contest(), user: undefined, admin: true }, sealed: false, contest: { id: '7' }, state: { started: null, ended: null, finalized: null, end_of_updates: null },
    collections: {
      'judgement-types': [], languages: [], problems: [{ id: 'A' }], groups: [], organizations: [], teams: [], clarifications: [], awards: [], runs: [],
      submissions: submissions.map((id) => ({ id })), judgements: submissions.map((id) => ({ id, judgement_type_id: judgement })),
    },
    scoreboard: {}, changedAt: new Map(submissions.map((id) => [id, id === '1' ? T('2026-01-01T11:00:00Z') : now])),
  });

  it('sends changes only: a new verdict, a new submission, a removed problem as a deletion', () => {
    const sent = new Map<string, string>();
    const first = snapshot(1, null);
    rememberSnapshot(first, sent);
    const next = snapshot(2, 'AC', ['1', '2']);
    next.collections.problems = [];
    const events = changedEvents(next, sent);
    expect(events.map((e) => [e.type, e.id, e.data === null])).toEqual([
      ['submissions', '2', false],
      ['judgements', '1', false],
      ['judgements', '2', false],
      ['problems', 'A', true],
    ]);
    expect(changedEvents(next, sent)).toEqual([]);
  });

  it('resumes after a token with the setup again but only the submissions that changed since', () => {
    const now = T('2026-01-01T12:00:00Z');
    const events = initialEvents(snapshot(now, 'AC', ['1', '2']), now - 60_000);
    expect(events.filter((e) => e.type === 'submissions').map((e) => e.id)).toEqual(['2']);
    expect(events.some((e) => e.type === 'contest')).toBe(true);
    expect(events.every((e) => e.token === String(now))).toBe(true);
  });
});
