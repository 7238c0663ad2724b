/** One page of a list, in the shape the spec's client reads: `data.records`, `data.total`. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** A page request after defaults and bounds have been applied. */
export interface PageRequest {
  currentPage: number;
  limit: number;
}

/** Largest page anyone may ask for; the spec's biggest page-size option is 300 (contest rank). */
export const MAX_PAGE_SIZE = 300;
/** Page numbers beyond this are treated as this one (keeps the database offset in range). */
export const MAX_PAGE_NUMBER = 1_000_000;

/** Turns raw `currentPage`/`limit` into safe numbers: 1-based page, limit within 1..MAX_PAGE_SIZE. */
export function pageRequest(currentPage: number | undefined, limit: number | undefined, defaultLimit: number): PageRequest {
  const page = Number.isInteger(currentPage) && (currentPage as number) > 0 ? Math.min(currentPage as number, MAX_PAGE_NUMBER) : 1;
  const size = Number.isInteger(limit) && (limit as number) > 0 ? Math.min(limit as number, MAX_PAGE_SIZE) : defaultLimit;
  return { currentPage: page, limit: size };
}

export function offsetOf(req: PageRequest): number {
  return (req.currentPage - 1) * req.limit;
}

export function pageOf<T>(records: T[], total: number, req: PageRequest): Page<T> {
  return { records, total, current: req.currentPage, size: req.limit };
}
