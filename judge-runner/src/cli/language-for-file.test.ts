import { LANGUAGE_DEFINITIONS } from '../languages/definitions';
import { languageForFile, languageNamed, shortKeysOf } from './language-for-file';

describe('the language oj-judge judges as', () => {
  it('takes the usual short keys', () => {
    const expected: Record<string, string> = {
      c: 'C With O2',
      cpp: 'C++ 17 With O2',
      'c++': 'C++ 17 With O2',
      cpp11: 'C++ 11 With O2',
      cpp14: 'C++ With O2',
      cpp20: 'C++ 20 With O2',
      java: 'Java',
      py3: 'Python3',
      py2: 'Python2',
      pypy3: 'PyPy3',
      go: 'Golang',
      js: 'JavaScript Node',
      rust: 'Rust',
      pascal: 'Pascal',
      ruby: 'Ruby',
      php: 'PHP',
    };
    for (const [shortKey, key] of Object.entries(expected)) expect([shortKey, languageNamed(shortKey)]).toEqual([shortKey, key]);
    // in any case, with blanks around
    expect(languageNamed(' CPP ')).toBe('C++ 17 With O2');
    expect(languageNamed('Py3')).toBe('Python3');
  });

  it("takes the site's names as submissions carry them, exactly or in another case", () => {
    for (const d of LANGUAGE_DEFINITIONS) expect(languageNamed(d.key)).toBe(d.key);
    // 'C' is the name of plain C; the short key 'c' is C with O2, as a .c file gets
    expect(languageNamed('C')).toBe('C');
    expect(languageNamed('c++ 20')).toBe('C++ 20');
    expect(languageNamed('javascript node')).toBe('JavaScript Node');
  });

  it('names nothing for an unknown or empty key', () => {
    expect(languageNamed('cobol')).toBeUndefined();
    expect(languageNamed('')).toBeUndefined();
    expect(languageNamed('  ')).toBeUndefined();
  });

  it('gives every short key to one language only', () => {
    const keys = shortKeysOf();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => k === k.toLowerCase())).toBe(true);
    expect(keys).toEqual(expect.arrayContaining(['c', 'cpp', 'java', 'py3', 'py2', 'pypy3', 'go', 'js', 'rust', 'pascal', 'ruby', 'php']));
  });

  it('judges a file by its extension as its short key says', () => {
    expect(languageForFile('judge-runner/testsuite/languages/c/ac.c')).toBe('C With O2');
    expect(languageForFile('a.CPP')).toBe('C++ 17 With O2');
    expect(languageForFile('Main.java')).toBe('Java');
    expect(languageForFile('main.py')).toBe('Python3');
    expect(languageForFile('main.js')).toBe('JavaScript Node');
    expect(languageForFile('main.rs')).toBe('Rust');
    expect(languageForFile('program.cobol')).toBeUndefined();
  });
});
