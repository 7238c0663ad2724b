import { ALL_OJ, MINE_OJ, type ProblemListQuery } from './problem-api';

/** The problem list shows 30 a page unless the visitor picks another size (01 §9). */
export const PROBLEM_PAGE_SIZE = 30;
/**
 * The supported remote judges (01 §1): the problem list's filter, the home page's card and plugins use this one
 * list; it equals the core's REMOTE_JUDGE_KEYS (a test says so), which the browser bundle cannot import.
 */
export const REMOTE_OJS = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'LIBRE'] as const;
export const ALL_DIFFICULTIES = 'All';
const PAGE_SIZES = [10, 15, 30, 50, 100];

/** Tag ids from the URL's `tagId`: a JSON list (01 §2); anything else is no tag. */
export function parseTagIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** The list's filters from the URL, with the spec's defaults: oj Mine, every difficulty, page 1 of 30. */
export function listQueryOf(params: URLSearchParams): ProblemListQuery {
  const oj = params.get('oj');
  const difficulty = params.get('difficulty');
  const page = Number(params.get('currentPage'));
  const limit = Number(params.get('limit'));
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    difficulty: difficulty && /^\d+$/.test(difficulty) ? difficulty : ALL_DIFFICULTIES,
    oj: oj === ALL_OJ || oj === MINE_OJ || (REMOTE_OJS as readonly string[]).includes(oj ?? '') ? (oj as string) : MINE_OJ,
    tagIds: parseTagIds(params.get('tagId')),
    currentPage: Number.isInteger(page) && page > 0 ? page : 1,
    limit: PAGE_SIZES.includes(limit) ? limit : PROBLEM_PAGE_SIZE,
  };
}

/**
 * The URL after a filter change (01 §2): back to page 1, and an oj other than All drops the tags.
 * `changes` holds the new values; an empty string removes the parameter.
 */
export function changedListParams(params: URLSearchParams, changes: Partial<Record<'keyword' | 'difficulty' | 'oj' | 'tagId', string>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (changes.oj !== undefined && changes.oj !== ALL_OJ) next.delete('tagId');
  next.set('currentPage', '1');
  return next;
}

/** The tag list after clicking a tag: added when absent, removed when present, as the URL's JSON. */
export function toggledTagParam(current: readonly number[], id: number): string {
  const next = current.includes(id) ? current.filter((t) => t !== id) : [...current, id];
  return next.length ? JSON.stringify(next) : '';
}
