import { CODEFORCES_LANGUAGES, CODEFORCES_LANGUAGES_SOURCE } from '../codeforces/codeforces.data';
import type { JudgeData } from '../judge-adapter';

export const gymData: JudgeData = {
  key: 'GYM',
  name: 'Codeforces Gym',
  // Gym is Codeforces: the same accounts, the same site
  pool: 'CF',
  defaultHost: 'https://codeforces.com',
  rate: { minIntervalMs: 2_000, source: 'Codeforces API help (codeforces.com/apiHelp): at most 1 request per two seconds' },
  languages: CODEFORCES_LANGUAGES,
  languagesSource: CODEFORCES_LANGUAGES_SOURCE,
  idExample: '100001A',
};
