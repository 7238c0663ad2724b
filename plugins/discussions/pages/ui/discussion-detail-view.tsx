import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title, Breadcrumbs } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { LocalDate, Markdown, notifyResult, useAbility, useLoginFirst } from '@oj/web/app/plugin-kit';
import { discussionApi, isUserContent, problemHref, type DiscussionCategory, type DiscussionDetail } from '../discussion-api';
import { useRootData } from '../root-data';
import { useText } from '../use-text';
import { Author } from './author';
import { Comments } from './comments';
import { DiscussionEditor } from './discussion-editor';
import { ReportDialog } from './report-dialog';

/** Where a discussion lives: the public area, or a group (its id, and whether the reader administers it). */
export interface DetailPlace {
  gid: number;
  admin: boolean;
}

/**
 * A discussion's page (02 §2; 03 §2 GroupDiscussionDetails): title, author with badges, category, likes and
 * views, like/unlike, report, edit for the author, go-to-problem, the markdown body (KaTeX, highlighted code;
 * a user's through the user allow-list), and the comments. In a group (`group`) its links stay in the group,
 * and the group's admins pin and moderate comments.
 */
export function DiscussionDetailView({ loaded, group }: { loaded: { discussion?: DiscussionDetail; error?: string }; group?: DetailPlace }) {
  const { t, i18n } = useText();
  const { user } = useRootData();
  const ability = useAbility();
  const loginFirst = useLoginFirst();
  const [discussion, setDiscussion] = useState<DiscussionDetail | undefined>(loaded.discussion);
  useEffect(() => setDiscussion(loaded.discussion), [loaded.discussion]);
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [categories, setCategories] = useState<DiscussionCategory[]>([]);
  const base = group ? `/group/${group.gid}/discussion` : '/discussion';

  if (!discussion) {
    return (
      <Stack>
        <Alert color="red" data-testid="discussion-missing">
          {loaded.error ?? t('discussions.notFoundHere')}
        </Alert>
        <Anchor component={Link} to={base}>
          {t('discussions.backToList')}
        </Anchor>
      </Stack>
    );
  }
  const d = discussion;
  const like = async () => {
    if (!user) return loginFirst();
    const toLike = !d.hasLike;
    const result = await discussionApi.like(d.id, toLike);
    if (notifyResult(result)) setDiscussion({ ...d, hasLike: toLike, likeNum: Math.max(0, d.likeNum + (toLike ? 1 : -1)) });
  };
  const edit = async () => {
    const list = await discussionApi.categories();
    if (list.status === 200 && Array.isArray(list.data)) setCategories(list.data);
    setEditing(true);
  };

  return (
    <Stack data-testid="discussion-detail" data-did={d.id}>
      <Breadcrumbs>
        <Anchor component={Link} to={base}>
          {t('discussions.title')}
        </Anchor>
        {d.pid ? (
          <Anchor component={Link} to={`${base}/${encodeURIComponent(d.pid)}`}>
            {d.pid}
          </Anchor>
        ) : null}
        <Text lineClamp={1}>{d.title}</Text>
      </Breadcrumbs>
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Group gap="xs">
              {d.topPriority ? (
                <Badge color="red" variant="light">
                  {t('discussions.pinned')}
                </Badge>
              ) : null}
              <Title order={2} data-testid="discussion-detail-title">
                {d.title}
              </Title>
            </Group>
            <Group gap="xs">
              {d.pid ? (
                <Button size="xs" variant="light" component={Link} to={problemHref(d.pid, d.gid)} data-testid="go-to-problem">
                  {t('discussions.goToProblem')}
                </Button>
              ) : null}
              {user && user.uid === d.uid ? (
                <Button size="xs" variant="light" onClick={() => void edit()} data-testid="discussion-edit">
                  {t('discussions.edit')}
                </Button>
              ) : null}
              <Button size="xs" variant="light" color="red" onClick={() => (user ? setReporting(true) : loginFirst())} data-testid="discussion-report">
                {t('discussions.report')}
              </Button>
            </Group>
          </Group>
          <Group gap="md" wrap="wrap">
            <Author name={d.author} avatar={d.avatar} role={d.role} titleName={d.titleName} titleColor={d.titleColor} />
            {group ? (
              <Badge variant="outline" color="blue" tt="none" size="sm" data-testid="discussion-category">
                {d.categoryName}
              </Badge>
            ) : (
              <Anchor component={Link} to={`/discussion?cid=${d.categoryId}`} size="sm" data-testid="discussion-category">
                {d.categoryName}
              </Anchor>
            )}
            <Text size="sm" c="dimmed">
              <LocalDate value={d.gmtCreate} locale={i18n.language} />
            </Text>
            <Text size="sm" c="dimmed" data-testid="discussion-views">
              {t('discussions.views', { count: d.viewNum })}
            </Text>
          </Group>
          <Markdown source={d.content} userContent={isUserContent(d.role)} testId="discussion-content" />
          <Group>
            <Button variant={d.hasLike ? 'filled' : 'light'} color="pink" onClick={() => void like()} aria-pressed={d.hasLike} data-testid="discussion-like">
              {d.hasLike ? t('discussions.unlike') : t('discussions.like')} · {d.likeNum}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Comments
          source={{ did: d.id }}
          viewer={{ uid: user?.uid, moderates: group ? group.admin : ability.can('delete', 'Comment'), mayPost: !user || ability.can('create', 'Comment') }}
          onCountChange={(delta) => setDiscussion((x) => (x ? { ...x, commentNum: x.commentNum + delta } : x))}
        />
      </Card>
      <ReportDialog did={d.id} opened={reporting} onClose={() => setReporting(false)} />
      <DiscussionEditor
        opened={editing}
        editing={d}
        categories={categories}
        gid={group?.gid}
        canPin={group ? group.admin : ability.can('manage', 'DiscussionAdmin')}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          // the PUT answers the saved discussion: reading the detail again would count the author's edit as a view
          if (saved) setDiscussion((x) => (x ? { ...x, ...saved, hasLike: x.hasLike } : x));
        }}
      />
    </Stack>
  );
}
