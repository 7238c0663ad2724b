import { inject, injectable } from 'inversify';
import { OWN_JUDGE } from '../language/language.model';
import { offsetOf, pageOf, type Page, type PageRequest } from '../shared/paging';
import { PUBLIC_PROBLEM_SOURCE, type PublicProblemEntry, type PublicProblemSet, type PublicProblemSource } from './public-problem-source.port';
import type { ProblemCount } from './problem.model';
import type { Tag } from './tag.model';

export type ListTag = Pick<Tag, 'id' | 'name' | 'color'>;

/** A row of the public problem list (01 §3 "Problem list row"); myStatus only for a signed-in user. */
export interface PublicProblemRow extends ProblemCount {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: ListTag[];
  myStatus?: number;
}

/**
 * The judging counters (total, ac, ...) move without moving the stamp; a loaded list older than this is
 * read again in the background (the call that notices still answers from the copy it has).
 */
export const CATALOGUE_MAX_AGE_MS = 60_000;

/** The public list's filters (01 §2), already normalised: oj 'ME' or a remote key, undefined for all. */
export interface CatalogueFilter {
  keyword?: string;
  difficulty?: number;
  oj?: string;
  tagIds?: number[];
}

interface Loaded {
  set: PublicProblemSet;
  loadedAt: number;
  /** Lower-cased title and display id of each entry, by position. */
  search: string[];
  /** Positions of the entries carrying each tag, ascending (so list order is kept). */
  byTag: Map<number, number[]>;
  byDifficulty: Map<number, number[]>;
  /** By judge: 'ME' for ours, else the remote key. */
  byJudge: Map<string, number[]>;
  /** Every position, in order. */
  all: number[];
  /** Positions by lower-cased display id (display ids are unique case-insensitively). */
  byProblemId: Map<string, number>;
  /** The list row of each entry, by position, made once per load and shared by every answer (never changed). */
  rows: ReadonlyArray<Readonly<PublicProblemRow>>;
  /** Pages asked for since this load, frozen (the envelope then serialises each once), oldest first. */
  pages: Map<string, Readonly<Page<Readonly<PublicProblemRow>>>>;
}

/** Pages kept per load: the first pages of the common filters; a bench of random filters mostly misses. */
export const CATALOGUE_PAGES_KEPT = 500;

const noop = () => undefined;

function push<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

function rowOf(e: PublicProblemEntry, tags: Map<number, ListTag>): PublicProblemRow {
  const listTags: ListTag[] = [];
  for (const tid of e.tagIds) {
    const t = tags.get(tid);
    if (t) listTags.push(t);
  }
  return {
    pid: e.pid, problemId: e.problemId, title: e.title, difficulty: e.difficulty, type: e.type, tags: listTags,
    total: e.total, ac: e.ac, wa: e.wa, tle: e.tle, mle: e.mle, re: e.re, pe: e.pe, ce: e.ce, se: e.se, pa: e.pa,
  };
}

function index(set: PublicProblemSet): Loaded {
  const byTag = new Map<number, number[]>();
  const byDifficulty = new Map<number, number[]>();
  const byJudge = new Map<string, number[]>();
  const tags = new Map<number, ListTag>(set.tags.map((t) => [t.id, { id: t.id, name: t.name, color: t.color }]));
  const search: string[] = new Array(set.entries.length);
  const rows: PublicProblemRow[] = new Array(set.entries.length);
  const all: number[] = new Array(set.entries.length);
  const byProblemId = new Map<string, number>();
  for (let i = 0; i < set.entries.length; i++) {
    const e = set.entries[i];
    byProblemId.set(e.problemId.toLowerCase(), i);
    search[i] = `${e.title}\u0000${e.problemId}`.toLowerCase();
    rows[i] = rowOf(e, tags);
    all[i] = i;
    for (const tid of e.tagIds) push(byTag, tid, i);
    push(byDifficulty, e.difficulty, i);
    push(byJudge, e.isRemote ? (e.remoteOj ?? '') : OWN_JUDGE, i);
  }
  return { set, loadedAt: Date.now(), search, byTag, byDifficulty, byJudge, all, byProblemId, rows, pages: new Map() };
}

/**
 * The public problem list held in memory (every public, non-group problem with its tags): filtered,
 * paged and picked from without touching the database beyond one stamp read per call. The stamp moves
 * with every change a row can show (migration 0010's triggers), so a change is seen by the next call
 * in every process; the counters are refreshed after CATALOGUE_MAX_AGE_MS. Sized for the tens of
 * thousands of problems a judge holds (about 0.3 KB each).
 */
@injectable()
export class PublicProblemCatalog {
  private loaded: Loaded | undefined;
  private loading: Promise<Loaded> | undefined;
  private reading: Promise<string> | undefined;
  private queued: Promise<string> | undefined;

  constructor(@inject(PUBLIC_PROBLEM_SOURCE) private readonly source: PublicProblemSource) {}

  /**
   * A page of the matching problems' list rows. The page is frozen and shared by every call asking the
   * same thing until the next load: copy it to add to it.
   */
  async list(filter: CatalogueFilter, page: PageRequest): Promise<Readonly<Page<Readonly<PublicProblemRow>>>> {
    const loaded = await this.current();
    const key = JSON.stringify([filter.keyword?.trim().toLowerCase() || '', filter.difficulty ?? '', filter.oj ?? '', [...new Set(filter.tagIds ?? [])].sort((a, b) => a - b), page.currentPage, page.limit]);
    const kept = loaded.pages.get(key);
    if (kept) return kept;
    const matching = this.matching(loaded, filter);
    const offset = offsetOf(page);
    const records = Object.freeze(matching.slice(offset, offset + page.limit).map((i) => loaded.rows[i])) as Array<Readonly<PublicProblemRow>>;
    const answer = Object.freeze(pageOf(records, matching.length, page));
    if (loaded.pages.size >= CATALOGUE_PAGES_KEPT) loaded.pages.delete(loaded.pages.keys().next().value as string);
    loaded.pages.set(key, answer);
    return answer;
  }

  /** Every match, in list order (the full-screen switcher). */
  async all(filter: CatalogueFilter = {}): Promise<PublicProblemEntry[]> {
    const loaded = await this.current();
    return this.matching(loaded, filter).map((i) => loaded.set.entries[i]);
  }

  /** The public problem with this display id (any case), or undefined. */
  async find(problemId: string): Promise<PublicProblemEntry | undefined> {
    const loaded = await this.current();
    const at = loaded.byProblemId.get(problemId.toLowerCase());
    return at === undefined ? undefined : loaded.set.entries[at];
  }

  /** A uniformly random public problem, or undefined when there is none. */
  async random(): Promise<PublicProblemEntry | undefined> {
    const { set } = await this.current();
    return set.entries.length ? set.entries[Math.floor(Math.random() * set.entries.length)] : undefined;
  }

  private matching(loaded: Loaded, filter: CatalogueFilter): number[] {
    const { set, search } = loaded;
    const keyword = filter.keyword?.trim().toLowerCase() || undefined;
    const tagIds = [...new Set(filter.tagIds ?? [])];
    // each filter but the keyword has an index: start from the smallest list, check the rest entry by entry
    const lists = tagIds.map((t) => loaded.byTag.get(t) ?? []);
    if (filter.difficulty !== undefined) lists.push(loaded.byDifficulty.get(filter.difficulty) ?? []);
    if (filter.oj !== undefined) lists.push(loaded.byJudge.get(filter.oj) ?? []);
    const start = lists.reduce((a, b) => (b.length < a.length ? b : a), loaded.all);
    // one indexed filter and no keyword: its list is the answer as it stands (the common page views)
    if (!keyword && lists.length <= 1) return start;
    return start.filter((i) => {
      const e = set.entries[i];
      if (filter.difficulty !== undefined && e.difficulty !== filter.difficulty) return false;
      if (filter.oj !== undefined && (e.isRemote ? e.remoteOj : OWN_JUDGE) !== filter.oj) return false;
      if (keyword && !search[i].includes(keyword)) return false;
      return tagIds.every((t) => e.tagIds.includes(t));
    });
  }

  /**
   * The stamp as of a moment after this call began: concurrent callers share reads (one in flight, the
   * next queued), but never one that began before they did, which could predate a write they saw commit.
   */
  private stampNow(): Promise<string> {
    if (!this.reading) {
      const read = this.source.stamp();
      this.reading = read;
      const clear = () => {
        if (this.reading === read) this.reading = undefined;
      };
      read.then(clear, clear);
      return read;
    }
    this.queued ??= this.reading.then(noop, noop).then(() => {
      this.queued = undefined;
      return this.stampNow();
    });
    return this.queued;
  }

  private async current(): Promise<Loaded> {
    const stamp = await this.stampNow();
    const loaded = this.loaded;
    if (loaded && loaded.set.stamp === stamp) {
      // only the counters can be older than allowed: refresh them behind the answer, not in front of it
      if (Date.now() - loaded.loadedAt >= CATALOGUE_MAX_AGE_MS) this.load().catch(noop);
      return loaded;
    }
    const fresh = await this.load();
    // a load that began before this call's stamp moved is not enough for this call
    return BigInt(fresh.set.stamp) >= BigInt(stamp) ? fresh : this.current();
  }

  /** One load at a time; callers meanwhile share it. */
  private load(): Promise<Loaded> {
    this.loading ??= this.source.load().then(
      (set) => {
        this.loading = undefined;
        // loads run one at a time, so the one finishing is the newest (even if the stamp went back, as
        // after a restore from backup)
        const fresh = index(set);
        this.loaded = fresh;
        return fresh;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}
