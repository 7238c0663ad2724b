import { replayHttp } from '../../../test/adapter-harness';
import { ReplayServer } from '../../../test/replay-server';
import { GymAdapter } from './gym.adapter';

// Codeforces Gym on the replay server: no Gym page is recorded anywhere, so these are SYNTHETIC
// (test/fixtures/synthetic/gym); its verdicts come from the same API as Codeforces' (tested there on the
// recorded API bodies, whose user.status holds Gym runs too).

describe('the Gym adapter', () => {
  const gym = new GymAdapter();
  let replay: ReplayServer;
  beforeAll(async () => {
    replay = await ReplayServer.start();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.reset());

  it('takes contests from 100000 on only', () => {
    expect(gym.canonicalId('100001a')).toBe('100001A');
    expect(gym.canonicalId('1000A')).toBeUndefined();
  });

  it('imports an HTML statement as Codeforces does, sample lines and note included', async () => {
    replay.route({ path: '/gym/100001/problem/A', file: 'synthetic/gym/problem-100001-A.html' });
    const problem = await gym.fetchProblem(replayHttp(replay, gym), '100001A');
    expect(problem).toMatchObject({
      title: 'Synthetic Sum', timeLimit: 1000, memoryLimit: 256, url: `${replay.url}/gym/100001/problem/A`,
      description: 'Given $n$ numbers, print their sum.', input: 'The first line holds $n$ ($1 \\le n \\le 100$).', hint: 'Watch out for overflow.',
      examples: [{ input: '3\n1 2 3', output: '6' }],
    });
  });

  it('imports a PDF-only problem from the contest page: title, limits, and a link to the statement PDF (not the tutorial)', async () => {
    replay.route({ path: '/gym/100002/problem/B', file: 'synthetic/gym/problem-100002-B-pdf.html' }, { path: '/gym/100002', file: 'synthetic/gym/contest-100002.html' });
    const problem = await gym.fetchProblem(replayHttp(replay, gym), '100002B');
    expect(problem).toMatchObject({ title: 'Synthetic PDF Problem', timeLimit: 3000, memoryLimit: 512, examples: [] });
    expect(problem.description).toBe(`The statement of this problem is a PDF: [Statements (en)](${replay.url}/gym/100002/attachments/download/1234/statements.pdf)`);
  });
});
