import { acSubmissionFiles, languageSuffix } from './ac-submission-zip';

describe('the AC download files', () => {
  const rows = [
    { submitId: 9, uid: 'u1', username: 'ann', displayId: 'A', language: 'C++ With O2', code: 'new' },
    { submitId: 7, uid: 'u1', username: 'ann', displayId: 'A', language: 'C++', code: 'old' },
    { submitId: 5, uid: 'u2', username: '../bob', displayId: 'B', language: 'Python3', code: 'print(1)' },
  ];
  it('keeps the newest AC per user and problem, by user or by problem', () => {
    expect(acSubmissionFiles(rows, 'splitByUser').map((f) => [f.name, f.data.toString()])).toEqual([['ann/A_9.cpp', 'new'], ['.._bob/B_5.py', 'print(1)']]);
    expect(acSubmissionFiles(rows, 'splitByProblem').map((f) => f.name)).toEqual(['A/ann_9.cpp', 'B/.._bob_5.py']);
  });
  it('names suffixes by language', () => {
    expect(['C', 'C With O2', 'Java', 'PyPy3', 'Golang', 'C#', 'JavaScript Node', 'Rust', 'Brainfuck'].map(languageSuffix)).toEqual(['c', 'c', 'java', 'py', 'go', 'cs', 'js', 'rs', 'txt']);
  });
});
