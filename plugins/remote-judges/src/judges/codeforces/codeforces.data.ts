import type { JudgeData } from '../judge-adapter';

/** Codeforces' submit form's `programTypeId` options we offer (ids as the form listed them in 2023). */
export const CODEFORCES_LANGUAGES = [
  { id: '43', name: 'GNU GCC C11 5.1.0', contentType: 'text/x-csrc' },
  { id: '54', name: 'GNU G++17 7.3.0', contentType: 'text/x-c++src' },
  { id: '73', name: 'GNU G++20 11.2.0 (64 bit, winlibs)', contentType: 'text/x-c++src' },
  { id: '60', name: 'Java 11.0.6', contentType: 'text/x-java' },
  { id: '87', name: 'Java 21 64bit', contentType: 'text/x-java' },
  { id: '31', name: 'Python 3.8.10', contentType: 'text/x-python' },
  { id: '70', name: 'PyPy 3.9.10 (7.3.9, 64bit)', contentType: 'text/x-python' },
  { id: '75', name: 'Rust 1.72.0 (2021)', contentType: 'text/x-rustsrc' },
  { id: '32', name: 'Go 1.19.5', contentType: 'text/x-go' },
] as const;

export const CODEFORCES_LANGUAGES_SOURCE = "the `programTypeId` options of Codeforces' submit form (a saved copy of 2023); Codeforces renumbers them when it updates compilers";

export const codeforcesData: JudgeData = {
  key: 'CF',
  name: 'Codeforces',
  pool: 'CF',
  defaultHost: 'https://codeforces.com',
  // https://codeforces.com/apiHelp: "API may be requested at most 1 time per two seconds"; the pages keep the same pace
  rate: { minIntervalMs: 2_000, source: 'Codeforces API help (codeforces.com/apiHelp): at most 1 request per two seconds' },
  languages: CODEFORCES_LANGUAGES,
  languagesSource: CODEFORCES_LANGUAGES_SOURCE,
  idExample: '1000A',
};
