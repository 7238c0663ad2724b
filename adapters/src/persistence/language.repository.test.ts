import type { LanguageSeed } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { SqlLanguageRepository } from './language.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';

const seed = (key: string, seq: number, oj = 'ME'): LanguageSeed => ({
  key, name: key, description: `${key} compiler`, contentType: 'text/x-csrc', template: `/* ${key} A+B */`, codeTemplate: '', compileCommand: `cc ${key}`, oj, seq,
});

describe.each(TEST_ENGINES)('SqlLanguageRepository on %s', (engine) => {
  let m: MigratedOrm;
  let languages: SqlLanguageRepository;
  beforeAll(async () => {
    m = await migratedOrm(engine);
    languages = new SqlLanguageRepository(m.orm);
  });
  afterAll(() => m?.close());

  it('starts empty, inserts seeds in list order, and lists by judge and enabled', async () => {
    expect(await languages.list()).toEqual([]);
    expect(await languages.insertMissing([seed('C++ 17 With O2', 2), seed('C', 1), seed('GNU C11', 1, 'CF')])).toEqual(['C++ 17 With O2', 'C', 'GNU C11']);
    const listed = await languages.list();
    expect(listed.map((l) => [l.oj, l.key])).toEqual([['ME', 'C'], ['CF', 'GNU C11'], ['ME', 'C++ 17 With O2']]);
    expect(listed[0]).toMatchObject({ name: 'C', description: 'C compiler', contentType: 'text/x-csrc', template: '/* C A+B */', codeTemplate: '', compileCommand: 'cc C', enabled: true, oj: 'ME', seq: 1 });
    expect((await languages.list({ oj: 'ME' })).map((l) => l.key)).toEqual(['C', 'C++ 17 With O2']);
  });

  it('changes only the fields given, keeps text exactly, and answers undefined for an unknown id', async () => {
    const [c] = await languages.list({ oj: 'ME' });
    const template = 'int main() { puts("a ? b \'c\' 你好"); }\n';
    const changed = await languages.update(c.id, { description: 'GCC 12', template, enabled: false, seq: 9 });
    expect(changed).toMatchObject({ id: c.id, key: 'C', description: 'GCC 12', template, enabled: false, seq: 9, compileCommand: 'cc C', contentType: 'text/x-csrc' });
    expect(changed?.gmtModified.getTime()).toBeGreaterThanOrEqual(c.gmtModified.getTime());
    expect((await languages.list({ enabledOnly: true })).map((l) => l.key)).toEqual(['GNU C11', 'C++ 17 With O2']);
    expect(await languages.update(999_999, { description: 'x' })).toBeUndefined();
  });

  it('seeds again without touching what exists, inserting only missing keys; concurrent seeds insert once', async () => {
    const again = [seed('C', 1), seed('C++ 17 With O2', 2), seed('Rust', 3)];
    const results = await Promise.all([languages.insertMissing(again), new SqlLanguageRepository(m.orm).insertMissing(again)]);
    expect(results.flat()).toEqual(['Rust']);
    const c = (await languages.list()).find((l) => l.key === 'C');
    expect(c).toMatchObject({ description: 'GCC 12', enabled: false, seq: 9 });
    expect(await languages.insertMissing([])).toEqual([]);
  });

  it('refuses a negative order (the column checks it too)', async () => {
    const [first] = await languages.list();
    await expect(languages.update(first.id, { seq: -1 })).rejects.toThrow();
  });
});
