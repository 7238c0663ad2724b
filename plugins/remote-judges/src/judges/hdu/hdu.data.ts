import { DEFAULT_RATE } from '../defaults';
import type { JudgeData } from '../judge-adapter';

export const hduData: JudgeData = {
  key: 'HDU',
  name: 'HDU Online Judge',
  pool: 'HDU',
  defaultHost: 'https://acm.hdu.edu.cn',
  rate: DEFAULT_RATE,
  languages: [
    { id: '0', name: 'G++', contentType: 'text/x-c++src' },
    { id: '1', name: 'GCC', contentType: 'text/x-csrc' },
    { id: '2', name: 'C++', contentType: 'text/x-c++src' },
    { id: '3', name: 'C', contentType: 'text/x-csrc' },
    { id: '4', name: 'Pascal', contentType: 'text/x-pascal' },
    { id: '5', name: 'Java', contentType: 'text/x-java' },
    { id: '6', name: 'C#', contentType: 'text/x-csharp' },
  ],
  languagesSource: "the `language` values of HDU's submit form (0 G++, 1 GCC, 2 C++, 3 C, 4 Pascal, 5 Java, 6 C#), as HOJ's and Hydro's HDU clients send them",
  idExample: '1000',
};
