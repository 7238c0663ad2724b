/**
 * The pace of a judge that publishes no rate: one request every 2 s per account (and for its anonymous
 * requests). Slow enough for any site we know of, fast enough for a submit and its polls.
 */
export const DEFAULT_RATE = { minIntervalMs: 2_000, source: 'no published rate: the conservative default of one request per 2 s' } as const;
