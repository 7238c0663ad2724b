import { DEFAULT_RATE } from '../defaults';
import type { JudgeData } from '../judge-adapter';

export const pojData: JudgeData = {
  key: 'POJ',
  name: 'POJ (PKU JudgeOnline)',
  pool: 'POJ',
  defaultHost: 'http://poj.org',
  rate: DEFAULT_RATE,
  languages: [
    { id: '0', name: 'G++', contentType: 'text/x-c++src' },
    { id: '1', name: 'GCC', contentType: 'text/x-csrc' },
    { id: '2', name: 'Java', contentType: 'text/x-java' },
    { id: '3', name: 'Pascal', contentType: 'text/x-pascal' },
    { id: '4', name: 'C++', contentType: 'text/x-c++src' },
    { id: '5', name: 'C', contentType: 'text/x-csrc' },
    { id: '6', name: 'Fortran', contentType: 'text/x-fortran' },
  ],
  languagesSource: "the `language` values of POJ's submit form (0 G++, 1 GCC, 2 Java, 3 Pascal, 4 C++, 5 C, 6 Fortran), as HOJ's and Hydro's POJ clients send them",
  idExample: '1000',
};
