import { ValidationError } from '@oj/core';
import { boardModeFor } from '../board/board-engine';
import { boardContestOf } from '../board/pg-contest-board';
import { CCS_COLLECTIONS, type CcsSnapshot } from './ccs.service';

/** One NDJSON line of the event feed (CCS 2023-06 "Notification format"). */
export interface CcsEvent {
  type: string;
  id: string | null;
  data: unknown;
  token: string;
}

/** Everything is computed again at least this often (clarifications, a contest edit, the seal, the end). */
export const CCS_FEED_FULL_MS = 15_000;
/** A newline after this long without an event (the spec asks for one within 120 s). */
export const CCS_FEED_KEEP_ALIVE_MS = 60_000;
/**
 * A since_token is a moment (ms): changes up to this much before it are sent again, so a commit that landed
 * late (clocks of several web processes, a transaction in flight) is never missed.
 */
export const CCS_TOKEN_MARGIN_MS = 10_000;

/** Objects whose changes are tied to a submission: resent after a token only when that submission changed. */
const PER_SUBMISSION = new Set(['submissions', 'judgements', 'runs']);

/** Every object of the snapshot in the feed's order: the contest, the setup collections, then what happens in it. */
export function snapshotEvents(snapshot: CcsSnapshot): Array<Omit<CcsEvent, 'token'>> {
  const events: Array<Omit<CcsEvent, 'token'>> = [{ type: 'contest', id: null, data: snapshot.contest }];
  for (const type of CCS_COLLECTIONS) {
    if (type === 'submissions') events.push({ type: 'state', id: null, data: snapshot.state });
    for (const object of snapshot.collections[type]) events.push({ type, id: object.id, data: object });
  }
  // end_of_updates is the feed's last event: the state goes again at the end once it is set
  if (snapshot.state.end_of_updates) events.push({ type: 'state', id: null, data: snapshot.state });
  return events;
}

/** The submission an event belongs to (runs are `<submission>-<case>`), for PER_SUBMISSION types. */
const submissionOf = (event: Omit<CcsEvent, 'token'>): string => (event.type === 'runs' ? String(event.id).split('-')[0]! : String(event.id));

/** Parses since_token (a moment in ms, from an earlier event); 400 when it is not one of ours. */
export function parseSinceToken(token: string | undefined, now: number): number | undefined {
  if (token === undefined || token === '') return undefined;
  const at = /^\d{1,15}$/.test(token) ? Number(token) : NaN;
  if (!Number.isSafeInteger(at) || at > now + CCS_TOKEN_MARGIN_MS) throw new ValidationError('ccs.badSinceToken');
  return at;
}

/**
 * The first events of a feed: all objects, or after a since_token all but the submissions, judgements and runs
 * of submissions that did not change since (the spec lets a server send more than what changed). When the
 * viewer's board was sealed at the token's moment and is not now (the thaw), everything goes again.
 */
export function initialEvents(snapshot: CcsSnapshot, since: number | undefined): CcsEvent[] {
  const token = String(snapshot.now);
  const all = snapshotEvents(snapshot);
  if (since === undefined) return all.map((e) => ({ ...e, token }));
  const contest = snapshot.viewer.contest;
  const thawedSince = boardModeFor(boardContestOf(contest), { isAdmin: snapshot.viewer.admin, now: since }) !== (snapshot.sealed ? 'sealed' : 'real');
  const from = since - CCS_TOKEN_MARGIN_MS;
  return all.filter((e) => thawedSince || !PER_SUBMISSION.has(e.type) || (snapshot.changedAt.get(submissionOf(e)) ?? Infinity) >= from).map((e) => ({ ...e, token }));
}

/**
 * What changed between two snapshots, as events: new or changed objects, and deletions (data null) of objects
 * the viewer no longer has (a problem removed, a judgement hidden again). `sent` maps `type/id` to the JSON
 * last sent and is updated.
 */
export function changedEvents(snapshot: CcsSnapshot, sent: Map<string, string>): CcsEvent[] {
  const token = String(snapshot.now);
  const events: CcsEvent[] = [];
  const seen = new Set<string>();
  for (const event of snapshotEvents(snapshot)) {
    const key = `${event.type}/${event.id ?? ''}`;
    seen.add(key);
    const json = JSON.stringify(event.data);
    if (sent.get(key) === json) continue;
    sent.set(key, json);
    events.push({ ...event, token });
  }
  for (const key of [...sent.keys()]) {
    if (seen.has(key)) continue;
    sent.delete(key);
    const slash = key.indexOf('/');
    events.push({ type: key.slice(0, slash), id: key.slice(slash + 1) || null, data: null, token });
  }
  // the state that ends the updates goes last
  const final = events.findIndex((e) => e.type === 'state' && (e.data as { end_of_updates?: string | null }).end_of_updates);
  if (final >= 0) events.push(...events.splice(final, 1));
  return events;
}

/** Remembers a snapshot as sent (the first events of a feed). */
export function rememberSnapshot(snapshot: CcsSnapshot, sent: Map<string, string>): void {
  for (const event of snapshotEvents(snapshot)) sent.set(`${event.type}/${event.id ?? ''}`, JSON.stringify(event.data));
}

export const eventLine = (event: CcsEvent): string => `${JSON.stringify(event)}\n`;
