import { describe, expect, it } from '@jest/globals';
import { draftOf, draftProblems, emptyDraft, RANK_MAX, videoMapOf, type AdminTraining } from './admin-training-api';
import { DISCUSSIONS_PLUGIN, showsDiscussionTab } from './discussion-tab';
import { progressPercent } from './progress-percent';
import { shownName } from './rank-name';

describe('training progress (02 §9)', () => {
  it('is solved / total × 100 with two decimals', () => {
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(3, 3)).toBe(100);
  });
  it('is 0 when the training has no problems or nothing is solved', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(undefined, 5)).toBe(0);
    expect(progressPercent(null, null)).toBe(0);
  });
});

describe('the admin training form refuses before sending', () => {
  it('an empty title or description, a missing category, a rank outside 0..2147483647 and a private training without password', () => {
    const draft = { ...emptyDraft(), auth: 'Private' as const, rank: RANK_MAX + 1 };
    expect(draftProblems(draft, null)).toEqual({ title: 'required', description: 'required', category: 'required', rank: 'rank', privatePwd: 'passwordRequired' });
  });
  it('nothing for a complete draft (rank default 1000)', () => {
    const draft = { ...emptyDraft(), title: 'Basics', description: 'Start here' };
    expect(draft.rank).toBe(1000);
    expect(draftProblems(draft, 1)).toEqual({});
  });
});

describe('the reference video rows', () => {
  const ok = { ...emptyDraft(), title: 'Basics', description: 'Start here' };
  it('are sent as a title → link map, empty rows dropped, none as null', () => {
    expect(videoMapOf([{ title: ' Intro ', url: ' https://v.example/1 ' }, { title: '', url: '' }])).toEqual({ Intro: 'https://v.example/1' });
    expect(videoMapOf([{ title: '', url: ' ' }])).toBeNull();
  });
  it('are refused without a title, without an http(s) link, or with a title twice', () => {
    expect(draftProblems({ ...ok, videos: [{ title: '', url: 'https://v.example/1' }] }, 1)).toEqual({ videoExtraFile: 'videoTitleInvalid' });
    expect(draftProblems({ ...ok, videos: [{ title: 'A', url: 'javascript:alert(1)' }] }, 1)).toEqual({ videoExtraFile: 'videoUrlInvalid' });
    expect(draftProblems({ ...ok, videos: [{ title: 'A', url: 'http://v.example/1' }, { title: 'A', url: 'https://v.example/2' }] }, 1)).toEqual({ videoExtraFile: 'videoDuplicate' });
    expect(draftProblems({ ...ok, videos: Array.from({ length: 21 }, (_, i) => ({ title: `P${i}`, url: `https://v.example/${i}` })) }, 1)).toEqual({ videoExtraFile: 'videosTooMany' });
  });
  it('are read back from what the server stored', () => {
    const training = { id: 1, rank: 1, title: 'T', description: 'D', auth: 'Public', status: true, videoExtraFile: '{"Intro":"https://v.example/1"}' } as AdminTraining['training'];
    expect(draftOf(training).videos).toEqual([{ title: 'Intro', url: 'https://v.example/1' }]);
  });
});

describe("the rank's names (rankShowName)", () => {
  const row = { username: 'alice', nickname: 'Ali', realname: 'Alice Real' };
  it('shows the username, the nickname or the real name as the training asks', () => {
    expect(shownName(row, 'username')).toBe('alice');
    expect(shownName(row, 'nickname')).toBe('Ali');
    expect(shownName(row, 'realname')).toBe('Alice Real');
    expect(shownName(row, undefined)).toBe('alice');
  });
  it('falls back to the username when that name is empty or not sent (real names reach training admins only)', () => {
    expect(shownName({ ...row, nickname: '' }, 'nickname')).toBe('alice');
    expect(shownName({ ...row, realname: null }, 'realname')).toBe('alice');
  });
});

describe("a training's discussion tab (02 §2)", () => {
  it('shows only with the discussions plugin on and the public discussion switch on', () => {
    expect(showsDiscussionTab([DISCUSSIONS_PLUGIN, 'trainings'], true)).toBe(true);
    expect(showsDiscussionTab([DISCUSSIONS_PLUGIN], false)).toBe(false);
    expect(showsDiscussionTab(['trainings'], true)).toBe(false);
    expect(showsDiscussionTab(undefined, true)).toBe(false);
  });
});

describe("a group training's pages", () => {
  it('keep their links inside the group (03 §2 route list)', async () => {
    const { groupTrainingPaths } = await import('./ui/training-paths');
    const paths = groupTrainingPaths('12');
    expect(paths.list).toBe('/group/12/training');
    expect(paths.training(7)).toBe('/group/12/training/7');
  });
});
