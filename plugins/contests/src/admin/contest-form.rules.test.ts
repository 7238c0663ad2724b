import { ValidationError } from '@oj/core';
import {
  addStarAccount, awardConfigOf, contestDraftOf, DEFAULT_AWARD_CONFIG, defaultSealChoice, SealChoice, sealChoiceOf, sealChoicesFor, sealRankTimeOf, starAccountsOf,
} from './contest-form.rules';

const errorOf = (work: () => unknown): ValidationError | undefined => {
  try {
    work();
  } catch (e) {
    if (e instanceof ValidationError) return e;
    throw e;
  }
  return undefined;
};
const keyOf = (work: () => unknown) => errorOf(work)?.key;
const fieldOf = (work: () => unknown) => errorOf(work)?.problems[0]?.field;

const start = '2026-12-01T08:00:00.000Z';
const end = '2026-12-01T13:00:00.000Z';
const form = { title: 'Weekly 1', description: 'Good luck', startTime: start, endTime: end, type: 0, auth: 0 };

describe('the contest form (03 §5, in order)', () => {
  it('saves a public ACM contest with the defaults of 03 §9', () => {
    const draft = contestDraftOf({ ...form, title: ' Weekly 1 ', pwd: 'ignored' });
    expect(draft).toMatchObject({
      title: 'Weekly 1', type: 0, auth: 0, pwd: null, duration: 5 * 3600, sealRank: false, sealRankTime: null, autoRealRank: true, visible: true,
      rankShowName: 'username', oiRankScoreType: 'Recent', awardType: 0, awardConfigList: [], starAccount: [], openAccountLimit: false, accountLimitRule: null,
    });
    expect(draft.startTime.toISOString()).toBe(start);
  });

  it('requires title, description, start time and end time, in that order', () => {
    expect(errorOf(() => contestDraftOf({}))?.params).toEqual({ field: 'title' });
    expect(errorOf(() => contestDraftOf({ ...form, title: ' ', description: '' }))?.params).toEqual({ field: 'title' });
    expect(errorOf(() => contestDraftOf({ ...form, description: '  ', startTime: '' }))?.params).toEqual({ field: 'description' });
    expect(errorOf(() => contestDraftOf({ ...form, startTime: 'not a time', endTime: undefined }))?.params).toEqual({ field: 'startTime' });
    expect(errorOf(() => contestDraftOf({ ...form, endTime: null }))?.params).toEqual({ field: 'endTime' });
    for (const f of ['title', 'description', 'startTime', 'endTime']) expect(keyOf(() => contestDraftOf({ ...form, [f]: '' }))).toBe('contestAdmin.fieldRequired');
    expect(keyOf(() => contestDraftOf({ ...form, title: 'x'.repeat(256) }))).toBe('contestAdmin.fieldTooLong');
  });

  it('takes times as ISO text or epoch milliseconds', () => {
    expect(contestDraftOf({ ...form, startTime: Date.parse(start), endTime: String(Date.parse(end)) }).duration).toBe(18000);
  });

  it('needs a positive duration; an end before the start also names the end time (Contets_Time_Check)', () => {
    expect(keyOf(() => contestDraftOf({ ...form, endTime: start }))).toBe('contestAdmin.durationCheck');
    const e = errorOf(() => contestDraftOf({ ...form, startTime: end, endTime: start }));
    expect(e?.key).toBe('contestAdmin.durationCheck');
    expect(e?.problems.map((p) => p.key)).toEqual(['contestAdmin.durationCheck', 'contestAdmin.timeCheck']);
    // the duration is checked before the password
    expect(keyOf(() => contestDraftOf({ ...form, endTime: start, auth: 2 }))).toBe('contestAdmin.durationCheck');
  });

  it('needs a password for a private or protected contest', () => {
    for (const auth of [1, 2, '2']) expect(keyOf(() => contestDraftOf({ ...form, auth }))).toBe('contestAdmin.passwordRequired');
    expect(contestDraftOf({ ...form, auth: 2, pwd: 'secret' })).toMatchObject({ auth: 2, pwd: 'secret' });
    expect(keyOf(() => contestDraftOf({ ...form, auth: 3 }))).toBe('contestAdmin.authInvalid');
  });

  it('keeps the rule type in edit mode (03 §4)', () => {
    expect(keyOf(() => contestDraftOf({ ...form, type: 1 }, { type: 0 }))).toBe('contestAdmin.typeUnchangeable');
    expect(contestDraftOf({ ...form, type: 1 }, { type: 1 }).type).toBe(1);
    expect(keyOf(() => contestDraftOf({ ...form, type: 2 }))).toBe('contestAdmin.typeInvalid');
  });

  it('seals from a time between start and end, or the default choice of 03 §4 when none is sent', () => {
    expect(contestDraftOf({ ...form, sealRank: true }).sealRankTime?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(contestDraftOf({ ...form, type: 1, sealRank: true }).sealRankTime?.toISOString()).toBe(start);
    expect(contestDraftOf({ ...form, sealRank: true, sealRankTime: '2026-12-01T12:30:00.000Z' }).sealRankTime?.toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(contestDraftOf({ ...form, sealRank: false, sealRankTime: start }).sealRankTime).toBeNull();
    for (const t of ['2026-12-01T07:59:59.000Z', '2026-12-01T13:00:01.000Z', 'soon']) expect(keyOf(() => contestDraftOf({ ...form, sealRank: true, sealRankTime: t }))).toBe('contestAdmin.sealTimeInvalid');
  });

  it('refuses a duplicate star user, trims names and ignores empty ones', () => {
    expect(contestDraftOf({ ...form, starAccount: [' ann ', '', 'bob'] }).starAccount).toEqual(['ann', 'bob']);
    expect(contestDraftOf({ ...form, starAccount: '["ann"]' }).starAccount).toEqual(['ann']);
    expect(keyOf(() => contestDraftOf({ ...form, starAccount: ['ann', ' ann'] }))).toBe('contestAdmin.starUserDuplicate');
    expect(keyOf(() => contestDraftOf({ ...form, starAccount: [1] }))).toBe('contestAdmin.starUsersInvalid');
  });

  it('checks the award levels of the award type', () => {
    expect(contestDraftOf({ ...form, awardType: 1, awardConfigList: DEFAULT_AWARD_CONFIG }).awardConfigList).toHaveLength(3);
    expect(contestDraftOf({ ...form, awardType: 0, awardConfigList: DEFAULT_AWARD_CONFIG }).awardConfigList).toEqual([]);
    expect(keyOf(() => contestDraftOf({ ...form, awardType: 2 }))).toBe('contestAdmin.awardRequired');
  });

  it('needs a rule when the account limit is on', () => {
    expect(keyOf(() => contestDraftOf({ ...form, openAccountLimit: true }))).toBe('contestAdmin.accountLimitRequired');
    expect(fieldOf(() => contestDraftOf({ ...form, openAccountLimit: true }))).toBe('accountLimitRule');
    expect(contestDraftOf({ ...form, openAccountLimit: true, accountLimitRule: '<prefix>team</prefix>' }).accountLimitRule).toBe('<prefix>team</prefix>');
  });

  it('takes only the closed choices for rank names and OI score type', () => {
    expect(keyOf(() => contestDraftOf({ ...form, rankShowName: 'email' }))).toBe('contestAdmin.rankShowNameInvalid');
    expect(keyOf(() => contestDraftOf({ ...form, oiRankScoreType: 'Best' }))).toBe('contestAdmin.oiRankScoreTypeInvalid');
    expect(contestDraftOf({ ...form, type: 1, oiRankScoreType: 'Highest', rankShowName: 'realname' })).toMatchObject({ oiRankScoreType: 'Highest', rankShowName: 'realname' });
  });
});

describe('the seal choices (03 §4, §5)', () => {
  const s = new Date(start);
  const e = new Date(end);
  it('disables half an hour under 1800 s and one hour under 3600 s', () => {
    expect(sealChoicesFor(1799).map((c) => c.disabled)).toEqual([true, true, false]);
    expect(sealChoicesFor(1800).map((c) => c.disabled)).toEqual([false, true, false]);
    expect(sealChoicesFor(3600).map((c) => c.disabled)).toEqual([false, false, false]);
  });
  it('defaults to one hour for an ACM contest of an hour or more, else the whole contest', () => {
    expect(defaultSealChoice(0, 3600)).toBe(SealChoice.ONE_HOUR);
    expect(defaultSealChoice(0, 3599)).toBe(SealChoice.WHOLE_CONTEST);
    expect(defaultSealChoice(1, 7200)).toBe(SealChoice.WHOLE_CONTEST);
  });
  it('turns a choice into a time and a stored time back into its choice', () => {
    for (const choice of [SealChoice.HALF_HOUR, SealChoice.ONE_HOUR, SealChoice.WHOLE_CONTEST]) expect(sealChoiceOf(sealRankTimeOf(choice, s, e), s, e)).toBe(choice);
    expect(sealRankTimeOf(SealChoice.HALF_HOUR, s, e).toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(sealChoiceOf(new Date('2026-12-01T10:00:00.000Z'), s, e)).toBeNull();
  });
});

describe('star users and awards', () => {
  it('adds a star user once', () => {
    expect(addStarAccount(['a'], '  b ')).toEqual(['a', 'b']);
    expect(addStarAccount(['a'], '   ')).toEqual(['a']);
    expect(keyOf(() => addStarAccount(['a'], 'a'))).toBe('contestAdmin.starUserDuplicate');
    expect(starAccountsOf(undefined)).toEqual([]);
  });
  it('takes percentages up to 100 in all by proportion, and counts by number', () => {
    const level = (priority: number, num: unknown) => ({ priority, name: `L${priority}`, background: '#fff', color: '#000000', num });
    expect(awardConfigOf(1, [level(2, 50), level(1, 50)]).map((l) => l.priority)).toEqual([1, 2]);
    expect(keyOf(() => awardConfigOf(1, [level(1, 60), level(2, 41)]))).toBe('contestAdmin.awardPercentOver');
    expect(keyOf(() => awardConfigOf(1, [level(1, 101)]))).toBe('contestAdmin.awardNumInvalid');
    expect(awardConfigOf(2, [level(1, 500)])[0].num).toBe(500);
    expect(keyOf(() => awardConfigOf(2, [level(1, -1)]))).toBe('contestAdmin.awardNumInvalid');
    expect(keyOf(() => awardConfigOf(2, [level(1, 1.5)]))).toBe('contestAdmin.awardNumInvalid');
    expect(keyOf(() => awardConfigOf(2, [level(1, 1), level(1, 2)]))).toBe('contestAdmin.awardPriorityDuplicate');
    expect(keyOf(() => awardConfigOf(2, [{ ...level(1, 1), name: ' ' }]))).toBe('contestAdmin.awardNameInvalid');
    expect(keyOf(() => awardConfigOf(2, [{ ...level(1, 1), color: 'red' }]))).toBe('contestAdmin.awardColorInvalid');
    expect(keyOf(() => awardConfigOf(2, 'oops'))).toBe('contestAdmin.awardInvalid');
    expect(keyOf(() => awardConfigOf(2, Array.from({ length: 11 }, (_, i) => level(i + 1, 1))))).toBe('contestAdmin.awardTooMany');
  });
});
