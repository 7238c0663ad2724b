import type { JudgeRunnerView } from '../judge/judge-runner-registry';
import { isOffered, judgeableLanguageKeys } from './language-offer';

const runner = (name: string, healthy: boolean, languages: string[]): JudgeRunnerView => ({
  name,
  healthy,
  languages: languages.map((key) => ({ key, version: '1' })),
  unavailable: [],
  slots: 1,
  busy: 0,
  load: [0, 0, 0],
  version: 'test',
  lastHeartbeat: 0,
});
const sorted = (keys: ReadonlySet<string> | undefined) => (keys ? [...keys].sort() : keys);

describe('which of our languages can be judged', () => {
  it('knows nothing while no runner is online: every language is offered', () => {
    expect(judgeableLanguageKeys([])).toBeUndefined();
    expect(judgeableLanguageKeys([runner('a', false, ['C']), runner('b', false, ['Java'])])).toBeUndefined();
    expect(isOffered({ key: 'Golang', oj: 'ME' }, undefined)).toBe(true);
  });

  it("takes the healthy runners' languages, and ignores the silent ones", () => {
    const keys = judgeableLanguageKeys([runner('a', true, ['C', 'Python3']), runner('b', true, ['C', 'Rust']), runner('old', false, ['Golang'])]);
    expect(sorted(keys)).toEqual(['C', 'Python3', 'Rust']);
    expect(isOffered({ key: 'Golang', oj: 'ME' }, keys)).toBe(false);
    expect(isOffered({ key: 'Rust', oj: 'ME' }, keys)).toBe(true);
    // a healthy runner that runs nothing offers nothing
    expect(sorted(judgeableLanguageKeys([runner('broken', true, [])]))).toEqual([]);
  });

  it('leaves remote judges\' languages to their judge', () => {
    expect(isOffered({ key: 'GNU G++17', oj: 'CF' }, new Set(['C']))).toBe(true);
  });
});
