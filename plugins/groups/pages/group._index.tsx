import { Button, Card, Group, Loader, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Pager, pageOfUrl, requirePlugin, useLoginFirst, useQueryChange } from '@oj/web/app/plugin-kit';
import { emptyPage, GROUP_AUTHS, groupApi, type GroupDraft, type GroupListQuery, type GroupRow } from './group-api';
import { GROUP_PAGE_SIZE, GROUP_PAGE_SIZES } from './group-rules';
import { PLUGIN_ID, titleOf, useRootData } from './root-data';
import { GroupCard } from './ui/group-card';
import { emptyGroupDraft, GroupForm } from './ui/group-form';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const url = new URL(request.url);
  const p = url.searchParams;
  const limit = Number(p.get('limit'));
  // 03 §2: auth, keyword, onlyMine, currentPage, limit (9/15/30/60/120, default 15)
  const query: GroupListQuery = {
    keyword: p.get('keyword')?.trim() ?? '',
    auth: p.get('auth') ?? '',
    onlyMine: p.get('onlyMine') === 'true',
    currentPage: pageOfUrl(url, 'currentPage'),
    limit: (GROUP_PAGE_SIZES as readonly number[]).includes(limit) ? limit : GROUP_PAGE_SIZE,
  };
  const list = await groupApi.list(query);
  return { query, page: list.status === 200 && list.data ? list.data : emptyPage<GroupRow>(), error: list.status === 200 ? undefined : list.msg };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches }) => titleOf('Group', matches);

/** /group (03 §2 GroupList): keyword, auth filter, My Group / All Group, cards, page sizes, and the Create Group dialog. */
export default function GroupList() {
  const { query, page, error } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const { user } = useRootData();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword);
  const [creating, setCreating] = useState(false);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const change = useQueryChange({ resetPage: 'currentPage', preventScrollReset: true });
  // 03 §2: a signed-out click warns 'Please login first' and opens the login dialog
  const open = (group: GroupRow) => (user ? navigate(`/group/${group.id}`) : loginFirst());
  const create = async (draft: GroupDraft) => {
    const r = await groupApi.create(draft);
    if (r.status === 200) {
      notifications.show({ color: 'green', message: t('group.createSuccess') });
      setCreating(false);
      // the same address again: its loader lists the new group
      change((base) => base);
    }
    return r;
  };

  return (
    <Stack data-testid="group-page">
      <Group justify="space-between">
        <Title order={2}>{t('group.listTitle')}</Title>
        <Button onClick={() => (user ? setCreating(true) : loginFirst())} data-testid="group-create">
          {t('group.create')}
        </Button>
      </Group>
      <Card withBorder>
        <Group gap="sm" align="end" wrap="wrap">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              change({ keyword: keyword.trim() });
            }}
            style={{ flex: 1, minWidth: 200 }}
          >
            <TextInput label={t('group.keyword')} placeholder={t('group.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="group-keyword" />
          </form>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('group.filter.auth')}
            </Text>
            <SegmentedControl
              aria-label={t('group.filter.auth')}
              value={query.auth || 'all'}
              onChange={(value) => change({ auth: value === 'all' ? '' : value })}
              data={[{ value: 'all', label: t('group.filter.all') }, ...GROUP_AUTHS.map((a) => ({ value: String(a), label: t(`group.auth.${a}`) }))]}
              data-testid="group-auth-filter"
            />
          </Stack>
          <SegmentedControl
            value={query.onlyMine ? 'mine' : 'all'}
            onChange={(value) => change({ onlyMine: value === 'mine' ? 'true' : '' })}
            data={[
              { value: 'mine', label: t('group.myGroup'), disabled: !user },
              { value: 'all', label: t('group.allGroup') },
            ]}
            data-testid="group-mine-toggle"
          />
        </Group>
      </Card>
      {page.records.length === 0 ? (
        <Text ta="center" py="xl" fw={600} data-testid="group-empty">
          {error ?? t('group.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="group-cards">
          {page.records.map((g) => (
            <GroupCard key={g.id} group={g} onOpen={open} />
          ))}
        </SimpleGrid>
      )}
      <Group justify="center" gap="md">
        <Pager total={page.total} current={query.currentPage} size={query.limit} pageParam="currentPage" />
        <Select
          w={120}
          aria-label={t('group.pageSize', { size: query.limit })}
          value={String(query.limit)}
          onChange={(v) => v && change({ limit: v })}
          data={GROUP_PAGE_SIZES.map((s) => ({ value: String(s), label: t('group.pageSize', { size: s }) }))}
          allowDeselect={false}
          data-testid="group-page-size"
        />
      </Group>
      <Modal opened={creating} onClose={() => setCreating(false)} fullScreen title={t('group.create')} data-testid="group-create-dialog">
        {creating ? <GroupForm initial={emptyGroupDraft()} submitLabel={t('group.form.submit')} onSubmit={create} onCancel={() => setCreating(false)} /> : null}
      </Modal>
    </Stack>
  );
}
