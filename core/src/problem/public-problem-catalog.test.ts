import { pageRequest } from '../shared/paging';
import { CATALOGUE_MAX_AGE_MS, PublicProblemCatalog } from './public-problem-catalog';
import type { PublicProblemEntry, PublicProblemSet, PublicProblemSource } from './public-problem-source.port';

const entry = (pid: number, problemId: string, title: string, difficulty: number, tagIds: number[], remoteOj: string | null = null): PublicProblemEntry => ({
  pid, problemId, title, difficulty, type: 0, auth: 1, author: 'a', isRemote: remoteOj !== null, remoteOj, gid: null, gmtCreate: new Date(0), gmtModified: new Date(0), tagIds,
  total: pid, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0,
});

/** A source in memory: the catalogue's logic is what is under test here (the SQL one has its own test). */
class MemorySource implements PublicProblemSource {
  version = 1;
  loads = 0;
  entries: PublicProblemEntry[] = [
    entry(1, 'P1', 'A+B Problem', 1, [1]),
    entry(2, 'P2', 'Knapsack 100%', 3, [1, 2]),
    entry(3, 'P10', 'Longest path', 3, [2]),
    entry(4, 'HDU-1000', 'Remote A+B', 0, [3], 'HDU'),
  ];
  async stamp() {
    return String(this.version);
  }
  async load(): Promise<PublicProblemSet> {
    this.loads++;
    await new Promise((r) => setTimeout(r, 5));
    return { stamp: String(this.version), entries: [...this.entries], tags: [1, 2, 3].map((id) => ({ id, name: `t${id}`, color: '#000000', oj: 'ME', gid: null, tcid: null })) };
  }
}

describe('PublicProblemCatalog', () => {
  const ids = async (catalog: PublicProblemCatalog, filter: Parameters<PublicProblemCatalog['list']>[0], page = pageRequest(1, 30, 30)) =>
    (await catalog.list(filter, page)).records.map((r) => r.problemId);

  it('filters like the SQL list: keyword in title or display id (case-insensitive, literal), difficulty, judge, every tag', async () => {
    const catalog = new PublicProblemCatalog(new MemorySource());
    expect(await ids(catalog, {})).toEqual(['P1', 'P2', 'P10', 'HDU-1000']);
    expect(await ids(catalog, { keyword: 'a+b' })).toEqual(['P1', 'HDU-1000']);
    expect(await ids(catalog, { keyword: ' P1 ' })).toEqual(['P1', 'P10']);
    expect(await ids(catalog, { keyword: '100%' })).toEqual(['P2']);
    expect(await ids(catalog, { difficulty: 3 })).toEqual(['P2', 'P10']);
    expect(await ids(catalog, { oj: 'ME' })).toEqual(['P1', 'P2', 'P10']);
    expect(await ids(catalog, { oj: 'HDU' })).toEqual(['HDU-1000']);
    expect(await ids(catalog, { oj: 'CF' })).toEqual([]);
    expect(await ids(catalog, { tagIds: [2] })).toEqual(['P2', 'P10']);
    expect(await ids(catalog, { tagIds: [1, 2, 2] })).toEqual(['P2']);
    expect(await ids(catalog, { tagIds: [9] })).toEqual([]);
    expect(await ids(catalog, { tagIds: [2], difficulty: 3, keyword: 'path', oj: 'ME' })).toEqual(['P10']);
    const page = await catalog.list({}, pageRequest(2, 3, 30));
    expect([page.total, page.current, page.size, page.records.map((r) => r.problemId)]).toEqual([4, 2, 3, ['HDU-1000']]);
    expect((await catalog.list({ tagIds: [1] }, pageRequest(1, 30, 30))).records[1].tags.map((t) => t.name)).toEqual(['t1', 't2']);
  });

  it('loads once while the stamp stays, again when it moves or the copy is too old, and shares a load in flight', async () => {
    const source = new MemorySource();
    const catalog = new PublicProblemCatalog(source);
    await Promise.all([ids(catalog, {}), ids(catalog, { keyword: 'x' }), catalog.random(), catalog.all()]);
    expect(source.loads).toBe(1);
    await ids(catalog, {});
    expect(source.loads).toBe(1);
    source.entries.pop();
    source.version++;
    expect(await ids(catalog, {})).toEqual(['P1', 'P2', 'P10']);
    expect(source.loads).toBe(2);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + CATALOGUE_MAX_AGE_MS + 1);
    try {
      // the old copy answers while the counters are read again behind it
      source.entries[0] = { ...source.entries[0], total: 99 };
      expect((await catalog.list({}, pageRequest(1, 30, 30))).records[0].total).toBe(1);
      expect(source.loads).toBe(3);
      await new Promise((r) => setTimeout(r, 20));
      expect((await catalog.list({}, pageRequest(1, 30, 30))).records[0].total).toBe(99);
    } finally {
      clock.mockRestore();
    }
  });

  it('answers the same question with the same frozen page until the next load', async () => {
    const source = new MemorySource();
    const catalog = new PublicProblemCatalog(source);
    const first = await catalog.list({ keyword: 'A+B', tagIds: [3, 1] }, pageRequest(1, 30, 30));
    expect(Object.isFrozen(first) && Object.isFrozen(first.records)).toBe(true);
    expect(await catalog.list({ keyword: ' a+b ', tagIds: [1, 3] }, pageRequest(1, 30, 30))).toBe(first);
    expect(await catalog.list({ keyword: 'A+B', tagIds: [3, 1] }, pageRequest(2, 30, 30))).not.toBe(first);
    source.version++;
    const again = await catalog.list({ keyword: 'A+B', tagIds: [3, 1] }, pageRequest(1, 30, 30));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('follows a stamp that went back (a database restored from backup) with one load', async () => {
    const source = new MemorySource();
    const catalog = new PublicProblemCatalog(source);
    source.version = 50;
    await catalog.random();
    source.version = 3;
    source.entries = source.entries.slice(0, 2);
    expect((await catalog.all()).map((e) => e.problemId)).toEqual(['P1', 'P2']);
    await catalog.all();
    expect(source.loads).toBe(2);
  });

  it('finds a public problem by its display id in any case (the problem page\'s 404), nothing else', async () => {
    const catalog = new PublicProblemCatalog(new MemorySource());
    expect((await catalog.find('hdu-1000'))?.pid).toBe(4);
    expect((await catalog.find('P10'))?.title).toBe('Longest path');
    expect(await catalog.find('9999')).toBeUndefined();
  });

  it('picks every problem at random in time, and nothing from an empty bank', async () => {
    const source = new MemorySource();
    const catalog = new PublicProblemCatalog(source);
    const seen = new Set<string>();
    for (let i = 0; i < 200 && seen.size < 4; i++) seen.add((await catalog.random())!.problemId);
    expect(seen.size).toBe(4);
    source.entries = [];
    source.version++;
    expect(await catalog.random()).toBeUndefined();
  });
});

describe('PublicProblemCatalog stamp reads', () => {
  it('shares stamp reads between concurrent calls, but never one that began before a call did', async () => {
    const source = new MemorySource();
    let reads = 0;
    const releases: Array<() => void> = [];
    source.stamp = () => {
      reads++;
      const version = () => String(source.version);
      return new Promise<string>((resolve) => releases.push(() => resolve(version())));
    };
    const catalog = new PublicProblemCatalog(source);
    const first = catalog.random();
    await Promise.resolve();
    // a write commits while the first read is in flight; calls made now must see it
    source.entries = source.entries.slice(0, 1);
    source.version++;
    const later = Promise.all([catalog.all(), catalog.all(), catalog.all()]);
    expect(reads).toBe(1);
    releases.shift()?.();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    releases.shift()?.();
    for (const rows of await later) expect(rows.map((r) => r.problemId)).toEqual(['P1']);
    expect(reads).toBe(2);
  });
});
