import { SITE_SWITCHES_REPOSITORY } from '@oj/core';
import { createUser } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { ContestRepository, ContestAccess } from '../src/index';

jest.setTimeout(240_000);

describe('the contests plugin (foundation)', () => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true' }, undefined, [contests]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'croot', 'secret1', ['root']);
  });
  afterAll(() => t?.close());

  it('starts with the plugin: its tables, repository and access service', async () => {
    const repo = t.site.container.get(ContestRepository);
    const now = Date.now();
    const contest = await repo.insert({
      title: 'Smoke', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString(),
      sealRank: false, sealRankTime: null, autoRealRank: true, openRank: false, openPrint: false, allowEndSubmit: false, rankShowName: 'username', starAccount: ['x'],
      oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'croot', uid: 'u', gid: null,
    });
    expect(await repo.find(contest.id)).toMatchObject({ title: 'Smoke', starAccount: ['x'], duration: 3660 });
    const view = await t.site.container.get(ContestAccess).contestAccess(contest, { uid: 'v', username: 'v', roles: ['user'] }, new Date());
    expect(view).toMatchObject({ status: 0, enter: true, submit: true });
  });
});
