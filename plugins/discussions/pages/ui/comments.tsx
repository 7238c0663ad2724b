import { Anchor, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { LocalDate, Markdown, notifyResult, PageNumbers, useLoginFirst } from '@oj/web/app/plugin-kit';
import { DISCUSSION_LIMITS, discussionApi, isUserContent, type Comment, type CommentSource, type Reply } from '../discussion-api';
import { useText } from '../use-text';
import { Author } from './author';
import { CommentBox } from './comment-box';

/** Who reads the comments and what they may do there (the page decides: 02 §6 differs between the areas). */
export interface CommentViewer {
  uid?: string;
  /** Deletes anyone's comments and replies: admin roles in the public area, the contest's admins in its Q&A. */
  moderates: boolean;
  /** Roles 1005/1007 (muted) cannot comment or reply: the boxes do not show. */
  mayPost: boolean;
}

/** What is being answered: a comment, or one of its replies (quoted in the `reply` message). */
interface Answering {
  commentId: number;
  to: { uid: string; name: string; avatar: string | null };
  quoteId: number;
  quoteType: 'Comment' | 'Reply';
  quote: string;
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / DISCUSSION_LIMITS.commentPageSize));
const plain = (markdown: string) => markdown.replace(/\s+/g, ' ').slice(0, 120);

/**
 * The comments of a discussion or of a contest's Q&A (02 §2, §4, §6) — one component keyed by its source:
 * 10 a page, newest first; three replies under each, expand/collapse for the rest; a reply to a comment or
 * to a reply quotes it; likes on comments; delete for the author and the area's moderators.
 */
export function Comments({ source, viewer, onCountChange }: { source: CommentSource; viewer: CommentViewer; onCountChange?(delta: number): void }) {
  const { t, i18n } = useText();
  const loginFirst = useLoginFirst();
  const [page, setPage] = useState(1);
  const [comments, setComments] = useState<Comment[]>();
  const [total, setTotal] = useState(0);
  const [liked, setLiked] = useState<Record<number, boolean>>({});
  const [expanded, setExpanded] = useState<Record<number, Reply[]>>({});
  const [answering, setAnswering] = useState<Answering>();
  const key = source.did !== undefined ? `did-${source.did}` : `cid-${source.cid}`;

  const load = useCallback(
    async (currentPage: number) => {
      const result = await discussionApi.comments(source, currentPage);
      if (result.status !== 200 || !result.data) return setComments([]);
      setComments(result.data.commentList.records);
      setTotal(result.data.commentList.total);
      setLiked(result.data.commentLikeMap ?? {});
      setExpanded({});
    },
    // the source's key, not the object: a new object of the same source loads nothing again
    [key],
  );
  useEffect(() => void load(page), [load, page]);
  // a message's source link (`…#comment-<id>`) lands on its comment once the list has come
  useEffect(() => {
    const target = comments && typeof window !== 'undefined' && window.location.hash.startsWith('#comment-') ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView({ block: 'center' });
  }, [comments]);

  const guard = (action: () => void) => () => (viewer.uid ? action() : loginFirst());

  const post = async (content: string) => {
    const result = await discussionApi.comment(source, content);
    if (!notifyResult(result)) return false;
    onCountChange?.(1);
    if (page !== 1) setPage(1);
    else await load(1);
    return true;
  };
  const removeComment = async (comment: Comment) => {
    const result = await discussionApi.removeComment(comment.id, source);
    if (notifyResult(result)) {
      onCountChange?.(-1);
      await load(page);
    }
  };
  const like = async (comment: Comment) => {
    const toLike = !liked[comment.id];
    const result = await discussionApi.likeComment(comment.id, toLike, source);
    if (!notifyResult(result)) return;
    setLiked((m) => ({ ...m, [comment.id]: toLike }));
    setComments((list) => list?.map((c) => (c.id === comment.id ? { ...c, likeNum: Math.max(0, c.likeNum + (toLike ? 1 : -1)) } : c)));
  };
  const expand = async (comment: Comment) => {
    const result = await discussionApi.replies(comment.id, source.cid);
    if (result.status === 200 && Array.isArray(result.data)) setExpanded((m) => ({ ...m, [comment.id]: result.data }));
  };
  const collapse = (comment: Comment) => setExpanded(({ [comment.id]: _dropped, ...rest }) => rest);
  const sendReply = async (content: string) => {
    if (!answering) return false;
    const result = await discussionApi.reply({
      reply: { commentId: answering.commentId, content, toUid: answering.to.uid, toName: answering.to.name, toAvatar: answering.to.avatar },
      did: source.did ?? null,
      cid: source.cid,
      quoteId: answering.quoteId,
      quoteType: answering.quoteType,
    });
    if (!notifyResult(result)) return false;
    const commentId = answering.commentId;
    setAnswering(undefined);
    const replies = await discussionApi.replies(commentId, source.cid);
    if (replies.status === 200 && Array.isArray(replies.data)) {
      const all = replies.data;
      setExpanded((m) => ({ ...m, [commentId]: all }));
      setComments((list) => list?.map((c) => (c.id === commentId ? { ...c, totalReplyNum: all.length, replyList: all.slice(0, DISCUSSION_LIMITS.replyPreview) } : c)));
    }
    return true;
  };
  const removeReply = async (comment: Comment, reply: Reply) => {
    const result = await discussionApi.removeReply({ id: reply.id, commentId: comment.id }, source);
    if (!notifyResult(result)) return;
    const replies = await discussionApi.replies(comment.id, source.cid);
    const all = replies.status === 200 && Array.isArray(replies.data) ? replies.data : [];
    setComments((list) => list?.map((c) => (c.id === comment.id ? { ...c, totalReplyNum: all.length, replyList: all.slice(0, DISCUSSION_LIMITS.replyPreview) } : c)));
    if (expanded[comment.id]) setExpanded((m) => ({ ...m, [comment.id]: all }));
  };

  const answer = (comment: Comment, target: Comment | Reply, quoteType: 'Comment' | 'Reply') =>
    guard(() => setAnswering({ commentId: comment.id, to: { uid: target.fromUid, name: target.fromName, avatar: target.fromAvatar }, quoteId: target.id, quoteType, quote: `@${target.fromName}: ${plain(target.content)}` }));

  return (
    <Stack gap="sm" data-testid="comments">
      <Title order={4}>{t('discussions.commentsTitle', { count: total })}</Title>
      {viewer.mayPost ? (
        viewer.uid ? (
          <CommentBox placeholder={t('discussions.commentHint')} onSend={post} testId="comment-box" />
        ) : (
          <Button variant="light" onClick={loginFirst} data-testid="comment-login">
            {t('discussions.loginToComment')}
          </Button>
        )
      ) : null}
      {comments === undefined ? <Loader size="sm" /> : null}
      {comments?.length === 0 ? (
        <Text c="dimmed" ta="center" py="md" data-testid="comments-empty">
          {t('discussions.noComments')}
        </Text>
      ) : null}
      {comments?.map((comment) => {
        const replies = expanded[comment.id] ?? comment.replyList;
        const mayDelete = viewer.moderates || comment.fromUid === viewer.uid;
        return (
          <Card key={comment.id} id={`comment-${comment.id}`} withBorder padding="sm" data-testid="comment" data-comment-id={comment.id}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Author name={comment.fromName} avatar={comment.fromAvatar} role={comment.fromRole} titleName={comment.fromTitleName} titleColor={comment.fromTitleColor} />
                <Text size="xs" c="dimmed">
                  <LocalDate value={comment.gmtCreate} locale={i18n.language} />
                </Text>
              </Group>
              <Markdown source={comment.content} userContent={isUserContent(comment.fromRole)} testId="comment-content" />
              <Group gap="xs">
                <Button size="compact-xs" variant={liked[comment.id] ? 'filled' : 'light'} color="pink" onClick={guard(() => void like(comment))} aria-pressed={Boolean(liked[comment.id])} data-testid="comment-like">
                  {liked[comment.id] ? t('discussions.unlike') : t('discussions.like')} · {comment.likeNum}
                </Button>
                {viewer.mayPost && comment.mayReply ? (
                  <Button size="compact-xs" variant="subtle" onClick={answer(comment, comment, 'Comment')} data-testid="comment-reply">
                    {t('discussions.reply')}
                  </Button>
                ) : null}
                {mayDelete ? (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void removeComment(comment)} data-testid="comment-delete">
                    {t('discussions.delete')}
                  </Button>
                ) : null}
              </Group>
              {replies.length > 0 ? (
                <Stack gap={6} pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }} data-testid="replies">
                  {replies.map((reply) => (
                    <Stack key={reply.id} gap={2} data-testid="reply" data-reply-id={reply.id}>
                      <Group gap={6} wrap="wrap">
                        <Author name={reply.fromName} avatar={reply.fromAvatar} role={reply.fromRole} titleName={reply.fromTitleName} titleColor={reply.fromTitleColor} size="xs" />
                        {reply.toName && reply.toUid !== comment.fromUid ? (
                          <Text size="xs" c="dimmed">
                            {t('discussions.replyTo')} @{reply.toName}
                          </Text>
                        ) : null}
                        <Text size="xs" c="dimmed">
                          <LocalDate value={reply.gmtCreate} locale={i18n.language} />
                        </Text>
                      </Group>
                      <Markdown source={reply.content} userContent={isUserContent(reply.fromRole)} testId="reply-content" />
                      <Group gap="xs">
                        {viewer.mayPost && comment.mayReply ? (
                          <Anchor component="button" type="button" size="xs" onClick={answer(comment, reply, 'Reply')} data-testid="reply-reply">
                            {t('discussions.reply')}
                          </Anchor>
                        ) : null}
                        {viewer.moderates || reply.fromUid === viewer.uid ? (
                          <Anchor component="button" type="button" size="xs" c="red" onClick={() => void removeReply(comment, reply)} data-testid="reply-delete">
                            {t('discussions.delete')}
                          </Anchor>
                        ) : null}
                      </Group>
                    </Stack>
                  ))}
                </Stack>
              ) : null}
              {comment.totalReplyNum > DISCUSSION_LIMITS.replyPreview ? (
                expanded[comment.id] ? (
                  <Anchor component="button" type="button" size="xs" onClick={() => collapse(comment)} data-testid="replies-collapse">
                    {t('discussions.collapse')}
                  </Anchor>
                ) : (
                  <Anchor component="button" type="button" size="xs" onClick={() => void expand(comment)} data-testid="replies-expand">
                    {t('discussions.expand', { count: comment.totalReplyNum })}
                  </Anchor>
                )
              ) : null}
              {answering?.commentId === comment.id ? (
                <>
                  <Divider />
                  <CommentBox placeholder={t('discussions.replyHint', { name: answering.to.name })} quote={answering.quote} onSend={sendReply} onCancel={() => setAnswering(undefined)} testId="reply-box" autoFocus />
                </>
              ) : null}
            </Stack>
          </Card>
        );
      })}
      {total > DISCUSSION_LIMITS.commentPageSize ? <PageNumbers pages={pageCount(total)} current={page} onChange={setPage} /> : null}
    </Stack>
  );
}
