import { SQL_RUNNER, type Extension, type ServiceGetter, type SessionUser } from '@oj/core';
import { PostingGuard } from './posting-guard';

/** The contest as the contests plugin hands it (only what is read here: this plugin does not import contests). */
interface ClarifiedContest {
  id: number;
  uid: string;
}

/** One clarification in the shape of the contests plugin's `contests.clarifications` point (ContestClarification). */
interface Clarification {
  id: string;
  fromUid: string | null;
  toUid: string | null;
  replyToId: string | null;
  problemDisplayId: string | null;
  text: string;
  time: number;
}

interface ClarificationSource extends Extension {
  list(request: { contest: ClarifiedContest; user: SessionUser | undefined; admin: boolean; get: ServiceGetter }): Promise<Clarification[]>;
}

/**
 * The contest Q&A (comments and replies with `cid`) as the ICPC Contest API's clarifications (issue 21 item 6),
 * by the Q&A's own visibility rule (02 §6): contest admins read everything; a user their own posts and the
 * contest admins' (the author's and the super admins'), with the replies under them; an anonymous reader of a
 * public contest the admins' posts only. The jury's posts have no sender team (from null); a question is from its
 * asker's team; a jury reply is to the asker. With the site's openContestComment off there are none.
 */
export const contestClarifications: ClarificationSource = {
  id: 'discussions',
  async list({ contest, user, admin, get }) {
    try {
      await get(PostingGuard).contestArea();
    } catch {
      return [];
    }
    const sql = get(SQL_RUNNER);
    const roots = await sql.all<{ uid: string }>("select ur.uid from user_role ur join role r on r.id = ur.role_id where r.role = 'root'");
    const jury = new Set([contest.uid, ...roots.map((r) => r.uid)]);
    const readable = (uid: string) => admin || jury.has(uid) || uid === user?.uid;
    const comments = await sql.all<{ id: string; content: string; from_uid: string; gmt_create: Date }>(
      'select id, content, from_uid, gmt_create from discussion_comment where cid = ? and status = 0 order by gmt_create, id',
      [contest.id],
    );
    const shown = comments.filter((c) => readable(c.from_uid));
    const out: Clarification[] = shown.map((c) => ({
      id: `c${c.id}`, fromUid: jury.has(c.from_uid) ? null : c.from_uid, toUid: null, replyToId: null, problemDisplayId: null, text: c.content, time: new Date(c.gmt_create).getTime(),
    }));
    if (!shown.length) return out;
    const marks = shown.map(() => '?').join(', ');
    const replies = await sql.all<{ id: string; comment_id: string; content: string; from_uid: string; to_uid: string; gmt_create: Date }>(
      `select id, comment_id, content, from_uid, to_uid, gmt_create from discussion_reply where comment_id in (${marks}) and status = 0 order by gmt_create, id`,
      shown.map((c) => c.id),
    );
    for (const r of replies) {
      if (!admin && !jury.has(r.from_uid) && r.from_uid !== user?.uid) continue;
      out.push({
        id: `r${r.id}`, fromUid: jury.has(r.from_uid) ? null : r.from_uid, toUid: jury.has(r.from_uid) && !jury.has(r.to_uid) ? r.to_uid : null,
        replyToId: `c${r.comment_id}`, problemDisplayId: null, text: r.content, time: new Date(r.gmt_create).getTime(),
      });
    }
    return out;
  },
};
