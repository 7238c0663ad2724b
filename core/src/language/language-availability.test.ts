import type { JudgeRunnerView } from '../judge/judge-runner-registry';
import { availabilityOf } from './language-availability';

const runner = (name: string, healthy: boolean, languages: string[], unavailable: Array<[string, string]> = []): JudgeRunnerView => ({
  name,
  healthy,
  languages: languages.map((key) => ({ key, version: '1.0' })),
  unavailable: unavailable.map(([key, reason]) => ({ key, reason })),
  slots: 2,
  busy: 0,
  load: [0, 0, 0],
  version: 'test',
  lastHeartbeat: 0,
});

describe('a language is available while a healthy runner can run it', () => {
  const python2 = { key: 'Python2', oj: 'ME' };

  it('is unavailable with no runner at all, and with faulty runners only', () => {
    expect(availabilityOf(python2, [])).toEqual({ available: false, runners: [], unavailable: [] });
    expect(availabilityOf(python2, [runner('old', false, ['Python2'])])).toEqual({ available: false, runners: [], unavailable: [] });
  });

  it('names the runners that run it, and gives the reasons of those that cannot', () => {
    const runners = [runner('a', true, ['C'], [['Python2', 'not installed on this host']]), runner('b', true, ['Python2']), runner('c', false, [], [['Python2', 'stale']])];
    expect(availabilityOf(python2, runners)).toEqual({ available: true, runners: [{ runner: 'b', version: '1.0' }], unavailable: [{ runner: 'a', reason: 'not installed on this host' }] });
    expect(availabilityOf(python2, runners.slice(0, 1))).toEqual({ available: false, runners: [], unavailable: [{ runner: 'a', reason: 'not installed on this host' }] });
  });

  it('leaves remote judges\' languages to their judge', () => {
    expect(availabilityOf({ key: 'GNU G++17', oj: 'CF' }, []).available).toBe(true);
  });
});
