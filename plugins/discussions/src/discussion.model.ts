/**
 * The discussions plugin's words (02 §3 Discussion, Category, Report, Comment, Reply) and the shapes its
 * API answers with. The pages code against these types; every limit of 02 §5/§9 is a named constant here.
 */
import type { Page } from '@oj/core';

/** 02 §5 and §9: the discussion, comment and report limits; the list sizes. */
export const DISCUSSION_LIMITS = {
  titleMax: 255,
  descriptionMax: 255,
  contentMax: 65535,
  commentMax: 10000,
  reportReasonMax: 200,
  categoryNameMax: 255,
  listPageSize: 10,
  commentPageSize: 10,
  /** Replies shown under each comment before 'expand' (02 §4). */
  replyPreview: 3,
  adminPageSize: 10,
  reportPageSize: 10,
} as const;

/** 02 §5: the six fixed report labels, in the Chinese words the dialog shows (HOJ's tags). */
export const REPORT_LABELS = ['垃圾广告', '违法内容', '低俗色情', '赌博诈骗', '人身攻击', '抄袭侵权'] as const;
export type ReportLabel = (typeof REPORT_LABELS)[number];

/**
 * The author's role as shown on cards and comments (02 §6: 'root' shows the badge SPA, 'admin' ADM; their
 * markdown is not sanitised, everybody else's is). Stored with the post at the time it was written.
 */
export type AuthorRole = 'root' | 'admin' | 'problem_admin' | 'user';

/** 02 §3 Category. */
export interface DiscussionCategory {
  id: number;
  name: string;
}

/** A discussion's visibility (HOJ status): 0 shown, 1 hidden by an admin (only the admin list shows it). */
export const DiscussionStatus = { SHOWN: 0, HIDDEN: 1 } as const;
export type DiscussionStatusCode = (typeof DiscussionStatus)[keyof typeof DiscussionStatus];

/**
 * 02 §3 Discussion: one card of GET /api/get-discussion-list and the body of /api/get-discussion-detail.
 * `pid` is the problem's display id, `training_<id>` for a training's discussion, or null (general).
 * `topPriority` true = pinned (listed first). Times are ISO strings.
 */
export interface Discussion {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  description: string;
  /** Markdown; the list leaves it out (''), the detail carries it. */
  content: string;
  pid: string | null;
  uid: string;
  author: string;
  avatar: string | null;
  role: AuthorRole;
  titleName: string | null;
  titleColor: string | null;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  topPriority: boolean;
  status: DiscussionStatusCode;
  /** The group it belongs to (groups fill `discussions.gidScope`); null for the public area. */
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/get-discussion-detail: the discussion plus whether the signed-in reader liked it (false for guests). */
export interface DiscussionDetail extends Discussion {
  hasLike: boolean;
}

/** GET /api/get-discussion-list. */
export type DiscussionPage = Page<Discussion>;

/** What POST/PUT /api/discussion read from the body (the other Discussion fields are ignored: the server owns them). */
export interface DiscussionDraft {
  id?: number;
  categoryId: number;
  title: string;
  description: string;
  content: string;
  pid?: string | null;
  gid?: number | null;
  /** Honoured only for admin roles (02 §6 'Top-pin switch: admin roles'). */
  topPriority?: boolean;
}

/** 02 §3 Report as the admin list shows it (GET /api/admin/discussion-report); `status` true once handled. */
export interface DiscussionReport {
  id: number;
  did: number;
  /** The reported discussion's title (empty when it was deleted since). */
  discussionTitle: string;
  /** The reporter's username. */
  reporter: string;
  /** `#label #label reason` as the dialog composed it. */
  content: string;
  status: boolean;
  gmtCreate: string;
  gmtModified: string;
}

export type DiscussionReportPage = Page<DiscussionReport>;

/** 02 §3 Reply: one answer under a comment; `toUid`/`toName` the one answered (the comment's author or a reply's). */
export interface Reply {
  id: number;
  commentId: number;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: AuthorRole;
  fromTitleName: string | null;
  fromTitleColor: string | null;
  toUid: string;
  toName: string;
  toAvatar: string | null;
  gmtCreate: string;
}

/**
 * 02 §3 Comment: under a discussion (`did`) or in a contest's Q&A (`cid`); `replyList` holds the first
 * DISCUSSION_LIMITS.replyPreview replies (oldest first), `totalReplyNum` all of them.
 */
export interface Comment {
  id: number;
  did: number | null;
  cid: number | null;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: AuthorRole;
  fromTitleName: string | null;
  fromTitleColor: string | null;
  likeNum: number;
  totalReplyNum: number;
  replyList: Reply[];
  gmtCreate: string;
  /**
   * Whether the reader may answer this comment and its replies (02 §6, the rule POST /api/reply applies):
   * false on a contest owner's or admin's question for anyone but its author and the contest's admins.
   * A guest in the public area gets true (answering asks them to sign in first).
   */
  mayReply: boolean;
}

/** GET /api/comments: a page of comments (newest first) and which of them the reader liked, keyed by comment id. */
export interface CommentList {
  commentList: Page<Comment>;
  commentLikeMap: Record<number, boolean>;
}

/** POST /api/reply body (HOJ ReplyDTO): the reply, its discussion (or the contest through `cid` on GET), and what it quotes. */
export interface ReplyDraft {
  reply: { id?: number; commentId: number; content: string; toUid?: string; toName?: string; toAvatar?: string | null };
  did?: number | null;
  /** The comment or reply being answered: its text is shown as the quote of the `reply` message. */
  quoteId?: number | null;
  quoteType?: 'Comment' | 'Reply' | null;
}

/** What the source of a comment is: a discussion or a contest's Q&A (02 §2 "Contest comment"). */
export type CommentSourceType = 'Discussion' | 'Contest';
