import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { problemImportMessages } from './problem-import.messages';

const SOURCES = [
  ...['problem-import.port.ts', 'problem-import.rules.ts', 'problem-import.service.ts', 'problem-export.service.ts', 'problem-import.routes.ts', 'problem-export.routes.ts'].map((f) => join(__dirname, f)),
  ...readdirSync(join(__dirname, '../../../adapters/src/problem-formats')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(__dirname, '../../../adapters/src/problem-formats', f)),
];

describe('import and export messages', () => {
  it('both languages hold the same keys', () => {
    expect(Object.keys(problemImportMessages['zh-CN']).sort()).toEqual(Object.keys(problemImportMessages['en-US']).sort());
  });

  it('every key the import and export code uses has a message', () => {
    const used = new Set(SOURCES.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(problem(?:Import|Export)\.\w+)'/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(20);
    for (const key of used) expect(problemImportMessages['en-US']).toHaveProperty([key]);
  });
});
