import { Anchor, Breadcrumbs, Button, Card, Grid, Loader, NavLink, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Link, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { notifyResult, Pager, useAbility, useLoginFirst, useQueryChange } from '@oj/web/app/plugin-kit';
import { ConfirmDiscussionDelete } from './confirm-delete';
import { DISCUSSION_LIMITS, discussionApi, problemHref, type Discussion, type DiscussionCategory, type DiscussionPage } from '../discussion-api';
import { useRootData } from '../root-data';
import { useText } from '../use-text';
import { CategoryEditor } from './category-editor';
import { DiscussionCard } from './discussion-card';
import { DiscussionEditor } from './discussion-editor';

/** What the list pages load: the page of cards, the categories and the filters they came from. */
export interface BoardData {
  page: DiscussionPage;
  error?: string;
  categories: DiscussionCategory[];
  query: { currentPage: number; cid: string; keyword: string; onlyMine: boolean; pid?: string };
}

/** The list's loader (02 §2: keyword, cid, onlyMine, currentPage; 10 a page): the same for /discussion and a problem's. */
export async function loadBoard(url: URL, pid?: string): Promise<BoardData> {
  const p = url.searchParams;
  const currentPage = Math.max(1, Number(p.get('currentPage')) || 1);
  const query = { currentPage, cid: p.get('cid') ?? '', keyword: p.get('keyword')?.trim() ?? '', onlyMine: p.get('onlyMine') === 'true', pid };
  const [list, categories] = await Promise.all([
    discussionApi.list({ currentPage, limit: DISCUSSION_LIMITS.listPageSize, cid: query.cid, keyword: query.keyword, onlyMine: query.onlyMine || undefined, pid }),
    discussionApi.categories(),
  ]);
  return {
    query,
    page: list.status === 200 && list.data ? list.data : { records: [], total: 0, current: currentPage, size: DISCUSSION_LIMITS.listPageSize },
    error: list.status === 200 ? undefined : list.msg,
    categories: categories.status === 200 && Array.isArray(categories.data) ? categories.data : [],
  };
}

/**
 * /discussion, /discussion/:problemID and /discussion/training_:trainingID (02 §2): breadcrumb, search, the
 * cards (pinned first, as the server orders them), the pager; the sidebar with the post button, mine/all,
 * general discussion, return to the problem, and the categories (the super admin edits them).
 */
export function DiscussionBoard({ data }: { data: BoardData }) {
  const { t } = useText();
  const { query, page, error, categories } = data;
  const { user } = useRootData();
  const ability = useAbility();
  const loginFirst = useLoginFirst();
  const revalidator = useRevalidator();
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);
  const [editor, setEditor] = useState<{ editing?: Discussion } | undefined>();
  const [deleting, setDeleting] = useState<Discussion>();
  const [editingCategories, setEditingCategories] = useState(false);
  const pid = query.pid;
  const moderates = ability.can('manage', 'DiscussionAdmin');

  const change = useQueryChange({ resetPage: 'currentPage', preventScrollReset: true });
  const openEditor = async (editing?: Discussion) => {
    if (!user) return loginFirst();
    // the card leaves the content out: the editor needs the whole discussion
    if (editing) {
      const detail = await discussionApi.detail(editing.id);
      if (detail.status !== 200 || !detail.data) return;
      editing = detail.data;
    }
    setEditor({ editing });
  };
  const remove = async () => {
    if (!deleting) return;
    const result = await discussionApi.remove(deleting.id);
    setDeleting(undefined);
    if (notifyResult(result)) revalidator.revalidate();
  };

  return (
    <Grid gutter="md" data-testid="discussion-board">
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack>
          <Breadcrumbs>
            <Anchor component={Link} to="/discussion">
              {t('discussions.title')}
            </Anchor>
            {pid ? <Text data-testid="board-problem">{pid}</Text> : null}
          </Breadcrumbs>
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              change({ keyword: keyword.trim() });
            }}
          >
            <TextInput placeholder={t('discussions.searchHint')} aria-label={t('discussions.searchHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="discussion-search" />
          </form>
          {revalidator.state === 'loading' ? <Loader size="sm" /> : null}
          {page.records.map((d) => (
            <DiscussionCard
              key={d.id}
              discussion={d}
              canEdit={Boolean(user && user.uid === d.uid)}
              canDelete={Boolean(user && (user.uid === d.uid || ability.can('delete', 'Discussion')))}
              onEdit={() => void openEditor(d)}
              onDelete={() => setDeleting(d)}
            />
          ))}
          {page.records.length === 0 ? (
            <Card withBorder>
              <Text ta="center" py="lg" c="dimmed" data-testid="discussion-empty">
                {error ?? t('discussions.empty')}
              </Text>
            </Card>
          ) : null}
          <Pager total={page.total} current={query.currentPage} size={DISCUSSION_LIMITS.listPageSize} pageParam="currentPage" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="sm">
          <Button onClick={() => void openEditor()} disabled={Boolean(user) && !ability.can('create', 'Discussion')} data-testid="discussion-post">
            {t('discussions.postButton')}
          </Button>
          {user ? (
            <SegmentedControl
              fullWidth
              value={query.onlyMine ? 'mine' : 'all'}
              onChange={(value) => change({ onlyMine: value === 'mine' ? 'true' : '' })}
              data={[
                { value: 'all', label: t('discussions.all') },
                { value: 'mine', label: t('discussions.mine') },
              ]}
              data-testid="mine-toggle"
            />
          ) : null}
          {pid ? (
            <>
              <Button variant="light" component={Link} to={problemHref(pid)} data-testid="go-to-problem">
                {t('discussions.goToProblem')}
              </Button>
              <Button variant="subtle" component={Link} to="/discussion">
                {t('discussions.general')}
              </Button>
            </>
          ) : null}
          <Card withBorder padding="xs">
            <Text fw={600} size="sm" mb={4}>
              {t('discussions.categories')}
            </Text>
            <NavLink label={t('discussions.allCategories')} active={!query.cid} onClick={() => change({ cid: '' })} component="button" />
            {categories.map((c) => (
              <NavLink key={c.id} label={c.name} active={query.cid === String(c.id)} onClick={() => change({ cid: String(c.id) })} component="button" data-testid="category-link" />
            ))}
            {ability.can('manage', 'DiscussionCategory') ? (
              <Button size="xs" variant="subtle" mt={4} onClick={() => setEditingCategories(true)} data-testid="categories-edit">
                {t('discussions.editCategories')}
              </Button>
            ) : null}
          </Card>
        </Stack>
      </Grid.Col>
      <DiscussionEditor
        opened={editor !== undefined}
        editing={editor?.editing}
        pid={pid}
        categories={categories}
        canPin={moderates}
        onClose={() => setEditor(undefined)}
        onSaved={() => {
          setEditor(undefined);
          revalidator.revalidate();
        }}
      />
      <ConfirmDiscussionDelete discussion={deleting} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove()} />
      <CategoryEditor
        opened={editingCategories}
        categories={categories}
        onClose={() => setEditingCategories(false)}
        onSaved={() => {
          setEditingCategories(false);
          revalidator.revalidate();
        }}
      />
    </Grid>
  );
}
