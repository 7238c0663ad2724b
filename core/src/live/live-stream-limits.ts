/**
 * Live-update streams (Server-Sent Events: submission statuses now, contest boards and the message centre
 * later) one visitor may hold open at once. A browser allows 6 connections per host over HTTP/1.1: a
 * session holding more starves its own pages; an address holding more than a classroom's share is a flood.
 * Beyond either, 429 and the page polls instead.
 */
export const LIVE_STREAM_LIMITS = {
  perSession: 6,
  perAddress: 20,
  /** A lease lasts this long unless renewed: a web process that dies holds nobody's place longer. */
  leaseSeconds: 60,
  /** An open stream renews its lease this often (with its heartbeat), well within `leaseSeconds`. */
  renewSeconds: 25,
  /** When a refused client may try again (Retry-After): about when a stream of a closed page is given back. */
  retryAfterSeconds: 30,
} as const;
