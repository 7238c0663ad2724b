import { describe, expect, it } from '@jest/globals';
import { bodyOf, defaultSealChoice, draftOf, emptyDraft, firstProblem, limitFieldsOf, limitPreview, limitRuleOf, localInput, sealChoiceDisabled, sealChoiceOf, sealTimeOf, withStarUser, type AdminContest } from './api';

const start = Date.parse('2026-12-01T08:00:00.000Z');
const end = Date.parse('2026-12-01T13:00:00.000Z');
const filled = () => ({ ...emptyDraft(start - 3_600_000), title: 'Weekly', description: 'Good luck', start: localInput(start), end: localInput(end) });

describe('the contest form refuses before sending, in the order of 03 §5', () => {
  it('title, description, start, end, then the duration, then the password', () => {
    expect(firstProblem({ ...filled(), title: ' ', description: '' })).toEqual({ field: 'title', key: 'required' });
    expect(firstProblem({ ...filled(), description: ' ' })).toEqual({ field: 'description', key: 'required' });
    expect(firstProblem({ ...filled(), start: '' })).toEqual({ field: 'startTime', key: 'required' });
    expect(firstProblem({ ...filled(), end: '' })).toEqual({ field: 'endTime', key: 'required' });
    expect(firstProblem({ ...filled(), end: localInput(start), auth: 2 })).toEqual({ field: 'duration', key: 'durationCheck' });
    expect(firstProblem({ ...filled(), end: localInput(start - 60_000) })).toEqual({ field: 'duration', key: 'timeCheck' });
    expect(firstProblem({ ...filled(), auth: 1 })).toEqual({ field: 'pwd', key: 'passwordRequired' });
    expect(firstProblem({ ...filled(), openAccountLimit: true })).toEqual({ field: 'accountLimitRule', key: 'accountLimitRequired' });
    expect(firstProblem(filled())).toBeUndefined();
    // 03 §5: a seal choice the duration no longer allows (the end moved after choosing) is refused here, by name
    const short = (minutes: number) => localInput(start + minutes * 60_000);
    expect(firstProblem({ ...filled(), end: short(45), sealRank: true, sealChoice: 1 })).toEqual({ field: 'sealRankTime', key: 'sealTooShort.1' });
    expect(firstProblem({ ...filled(), end: short(20), sealRank: true, sealChoice: 0 })).toEqual({ field: 'sealRankTime', key: 'sealTooShort.0' });
    expect(firstProblem({ ...filled(), end: short(45), sealRank: true, sealChoice: 0 })).toBeUndefined();
    expect(firstProblem({ ...filled(), end: short(20), sealRank: true, sealChoice: 2 })).toBeUndefined();
    expect(firstProblem({ ...filled(), end: short(20), sealRank: false, sealChoice: 1 })).toBeUndefined();
  });
});

describe('the seal choices (03 §4)', () => {
  it('map to times and back, with the defaults and the disabled choices', () => {
    expect(sealTimeOf(0, start, end)).toBe(end - 1_800_000);
    expect(sealTimeOf(1, start, end)).toBe(end - 3_600_000);
    expect(sealTimeOf(2, start, end)).toBe(start);
    for (const c of [0, 1, 2] as const) expect(sealChoiceOf(sealTimeOf(c, start, end), start, end)).toBe(c);
    expect(defaultSealChoice(0, 3600)).toBe(1);
    expect(defaultSealChoice(0, 3599)).toBe(2);
    expect(defaultSealChoice(1, 7200)).toBe(2);
    expect([0, 1, 2].map((c) => sealChoiceDisabled(c as 0 | 1 | 2, 1799))).toEqual([true, true, false]);
    expect([0, 1, 2].map((c) => sealChoiceDisabled(c as 0 | 1 | 2, 1800))).toEqual([false, true, false]);
  });
  it('are sent as a seal time, and read back from a stored contest', () => {
    const body = bodyOf({ ...filled(), sealRank: true, sealChoice: 0 });
    expect(body).toMatchObject({ sealRank: true, sealRankTime: new Date(end - 1_800_000).toISOString(), duration: 18000, pwd: null });
    const stored = { id: 3, title: 'T', description: 'D', type: 0, auth: 0, visible: true, startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString(), duration: 18000, sealRank: true, sealRankTime: new Date(end - 3_600_000).toISOString(), starAccount: [], awardType: 0, awardConfigList: [], accountLimitRule: null } as unknown as AdminContest;
    expect(draftOf(stored)).toMatchObject({ id: 3, sealRank: true, sealChoice: 1 });
  });
});

describe('star users and the account limit', () => {
  it('adds a trimmed star user once', () => {
    expect(withStarUser(['a'], ' b ')).toEqual(['a', 'b']);
    expect(withStarUser(['a'], '  ')).toEqual(['a']);
    expect(withStarUser(['a'], 'a ')).toBe('duplicate');
  });
  it('previews the accounts only while the start number is not above the end number', () => {
    const fields = { prefix: 'team', suffix: '_a', numberFrom: 1, numberTo: 3, extraAccount: 'judge1\njudge2' };
    expect(limitPreview(fields)).toEqual(['team1_a', 'team2_a', 'team3_a', 'judge1', 'judge2']);
    expect(limitPreview({ ...fields, numberFrom: 4 })).toBeUndefined();
    expect(limitFieldsOf(limitRuleOf(fields))).toEqual(fields);
    expect(limitFieldsOf('')).toEqual({ prefix: '', suffix: '', numberFrom: 0, numberTo: 10, extraAccount: '' });
  });
});
