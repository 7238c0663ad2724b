import { limitOfUrl, pageOfUrl } from '../pager';
import type { StatusQuery } from './submission-api';

/** The /status page size (01 §9; core's SUBMISSION_PAGE_SIZE). */
export const STATUS_PAGE_SIZE = 15;

const flag = (value: string | null) => value === 'true';

/** The /status query of a URL (01 §2: onlyMine, status, username, problemID, currentPage, limit, completeProblemID). */
export function statusQueryOf(url: URL): StatusQuery {
  const p = url.searchParams;
  const onlyMine = flag(p.get('onlyMine'));
  const status = p.get('status') ?? '';
  return {
    onlyMine,
    status: /^-?\d+$/.test(status) ? status : '',
    // onlyMine clears the username filter (01 §5)
    username: onlyMine ? '' : (p.get('username') ?? '').trim(),
    problemID: (p.get('problemID') ?? '').trim(),
    completeProblemID: flag(p.get('completeProblemID')),
    currentPage: pageOfUrl(url, 'currentPage'),
    limit: limitOfUrl(url, STATUS_PAGE_SIZE, 'limit'),
  };
}

/** The URL parameters after a filter change: empty values leave the URL, and the list starts again at page 1. */
export function changedStatusParams(current: URLSearchParams, changes: Partial<Record<'onlyMine' | 'status' | 'username' | 'problemID' | 'completeProblemID', string>>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (changes.onlyMine === 'true') next.delete('username');
  next.set('currentPage', '1');
  return next;
}
