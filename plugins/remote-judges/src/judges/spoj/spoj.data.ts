import { DEFAULT_RATE } from '../defaults';
import type { JudgeData } from '../judge-adapter';

export const spojData: JudgeData = {
  key: 'SPOJ',
  name: 'SPOJ',
  pool: 'SPOJ',
  defaultHost: 'https://www.spoj.com',
  rate: DEFAULT_RATE,
  languages: [
    { id: '11', name: 'C (gcc 8.3)', contentType: 'text/x-csrc' },
    { id: '41', name: 'C++ (g++ 4.3.2)', contentType: 'text/x-c++src' },
    { id: '44', name: 'C++14 (gcc 8.3)', contentType: 'text/x-c++src' },
    { id: '10', name: 'Java (HotSpot 12)', contentType: 'text/x-java' },
    { id: '116', name: 'Python 3 (python 3.7.3)', contentType: 'text/x-python' },
    { id: '4', name: 'Python (cpython 2.7.16)', contentType: 'text/x-python' },
  ],
  languagesSource: "the `lang` options of SPOJ's submit form (select#lang, which HOJ's client reads at start); the adapter refuses an id the live form of the problem does not list",
  idExample: 'TEST',
};
