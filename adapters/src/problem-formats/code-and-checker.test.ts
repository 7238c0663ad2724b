import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hustojChecker, isTestlibChecker, withHustojArgumentOrder } from './checker-code';
import { hasTemplateMarkers, joinTemplate, splitTemplate } from './code-template';
import { foreignLanguage, FPS_LANGUAGES, HYDRO_LANGUAGES, siteLanguage } from './language-names';

describe('code templates with prepend and append', () => {
  it.each([
    { prepend: 'import java.util.*;\npublic class Main {\n', template: 'static int f(int a) {\n}', append: '}\n' },
    { prepend: '', template: 'x', append: 'y' },
    { prepend: 'a\n\n', template: '', append: '\n' },
  ])('joined and split back exactly: %j', (parts) => {
    const code = joinTemplate(parts);
    expect(hasTemplateMarkers(code)).toBe(true);
    expect(splitTemplate(code)).toEqual(parts);
    expect(joinTemplate(splitTemplate(code))).toBe(code);
  });

  it('a template without prepend or append stays plain code, and plain code is all template', () => {
    expect(joinTemplate({ prepend: '', template: 'int main(){}', append: '' })).toBe('int main(){}');
    expect(splitTemplate('int main(){}')).toEqual({ prepend: '', template: 'int main(){}', append: '' });
  });
});

describe('language names', () => {
  it('maps each format’s names to the site’s and back', () => {
    expect(['C', 'C++', 'Java', 'Python', 'Go', 'JavaScript', 'Clang++', 'C#'].map((n) => siteLanguage(FPS_LANGUAGES, n))).toEqual(['C', 'C++', 'Java', 'Python3', 'Golang', 'JavaScript Node', 'C++', undefined]);
    expect(['Python3', 'C++ 17 With O2', 'C With O2', 'Golang'].map((n) => foreignLanguage(FPS_LANGUAGES, n))).toEqual(['Python', 'C++', 'C', 'Go']);
    expect(['cc.cc17', 'py.py3', 'java'].map((n) => siteLanguage(HYDRO_LANGUAGES, n))).toEqual(['C++ 17', 'Python3', 'Java']);
  });
});

describe('checkers and their argument order', () => {
  it('recognises testlib checkers', () => {
    expect(isTestlibChecker('#include "testlib.h"\nint main(int c, char* v[]) { registerTestlibCmd(c, v); }')).toBe(true);
    expect(isTestlibChecker('#include <stdio.h>\nint main(int argc, char *argv[]) { FILE *f = fopen(argv[2], "r"); return 0; }')).toBe(false);
  });

  it('the HUSTOJ prefix comes off again, leaving the source as written', () => {
    const source = 'int main(){return 0;}\n';
    expect(hustojChecker(withHustojArgumentOrder(source))).toEqual({ hustoj: true, source });
    expect(hustojChecker(source)).toEqual({ hustoj: false, source });
  });

  const compilers = ['gcc', 'g++'].filter((cc) => {
    try {
      execFileSync(cc, ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  // a HUSTOJ checker reads (input, answer, user output); the judge passes (input, user output, answer)
  const hustoj = '#include <stdio.h>\nint main(int argc, char *argv[]) { printf("%s|%s|%s", argv[1], argv[2], argv[3]); return 0; }\n';
  it.each(compilers)('compiled with %s, a HUSTOJ checker sees its files in its own order', (cc) => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-spj-'));
    try {
      const src = join(dir, cc === 'gcc' ? 'spj.c' : 'spj.cpp');
      writeFileSync(src, withHustojArgumentOrder(hustoj));
      execFileSync(cc, ['-O2', '-Wall', '-Werror', '-o', join(dir, 'spj'), src]);
      expect(execFileSync(join(dir, 'spj'), ['input', 'user_output', 'answer']).toString()).toBe('input|answer|user_output');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
