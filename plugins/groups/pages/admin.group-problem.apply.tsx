import { Anchor, Badge, Button, Card, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { AdminLoading, AdminPager, currentPageOf, LocalDate, loadAdmin, requirePlugin, useAdminCall, useQueryChange } from '@oj/web/app/plugin-kit';
import { GROUP_PROBLEM_API, GROUP_PROBLEM_PAGE_SIZE, GROUPS_PLUGIN_ID, pidOfRow, query, type GroupAdminProblemRow, type Page } from './problem-api';
import { ApplyProgress, applyStateOf } from './problem-rules';
import { useProblemRootData, useProblemText } from './problem-text';
import { ProblemConfirm } from './ui/problem-confirm';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, GROUPS_PLUGIN_ID);
  return null;
}

type ApplyRow = GroupAdminProblemRow & { groupName?: string | null };

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const url = new URL(request.url);
  const filter = { keyword: (url.searchParams.get('keyword') ?? '').trim(), gid: (url.searchParams.get('gid') ?? '').trim(), currentPage: currentPageOf(request.url) };
  const page = await loadAdmin<Page<ApplyRow>>(`${GROUP_PROBLEM_API.examineList}?${query({ currentPage: filter.currentPage, limit: GROUP_PROBLEM_PAGE_SIZE, keyword: filter.keyword, gid: filter.gid })}`);
  return { filter, page: { records: page?.records ?? [], total: page?.total ?? 0 } };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/**
 * /admin/group-problem/apply (03 §2 group problem examine): the group problems that applied to be public (applying
 * first, then public or refused), with the keyword and group filters; the site admin agrees (the problem joins the public bank, progress 2) or refuses (3).
 */
export default function GroupProblemExamine() {
  const { filter, page } = useLoaderData<typeof clientLoader>();
  const { t } = useProblemText();
  const root = useProblemRootData();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const change = useQueryChange({ resetPage: 'currentPage' });
  const [keyword, setKeyword] = useState(filter.keyword);
  const [gid, setGid] = useState<string | number>(filter.gid);
  const [pending, setPending] = useState<{ pid: number; progress: number }>();
  useEffect(() => setKeyword(filter.keyword), [filter.keyword]);
  useEffect(() => setGid(filter.gid), [filter.gid]);
  const search = () => change({ keyword: keyword.trim(), gid: String(gid).trim() });
  const decide = async () => {
    const p = pending;
    setPending(undefined);
    if (!p) return;
    const r = await call(GROUP_PROBLEM_API.changeProgress, { method: 'PUT', body: { pid: p.pid, progress: p.progress } });
    if (r.status === 200) revalidator.revalidate();
  };
  return (
    <Stack data-testid="group-problem-examine">
      <Title order={2}>{t('groupProblem.examine.title')}</Title>
      <Card withBorder>
        <form onSubmit={(e) => { e.preventDefault(); search(); }}>
          <Group align="end">
            <TextInput label={t('groupProblem.examine.keyword')} placeholder={t('groupProblem.examine.keywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="examine-keyword" />
            <NumberInput label={t('groupProblem.examine.gid')} min={1} allowDecimal={false} w={140} value={gid} onChange={setGid} data-testid="examine-gid" />
            <Button type="submit" data-testid="examine-search">{t('groupProblem.examine.search')}</Button>
            <Button variant="default" onClick={() => revalidator.revalidate()}>{t('groupProblem.refresh')}</Button>
          </Group>
        </form>
      </Card>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" data-testid="examine-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('groupProblem.id')}</Table.Th>
                <Table.Th w={140}>{t('groupProblem.problemId')}</Table.Th>
                <Table.Th>{t('groupProblem.title')}</Table.Th>
                <Table.Th w={140}>{t('groupProblem.author')}</Table.Th>
                <Table.Th w={160}>{t('groupProblem.examine.group')}</Table.Th>
                <Table.Th w={110}>{t('groupProblem.applyPublic')}</Table.Th>
                <Table.Th w={170}>{t('groupProblem.modified')}</Table.Th>
                <Table.Th w={170}>{t('groupProblem.option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((row) => {
                const pid = pidOfRow(row);
                const state = applyStateOf(row.applyPublicProgress);
                return (
                  <Table.Tr key={pid} data-testid="examine-row" data-problem-id={row.problemId}>
                    <Table.Td>{pid}</Table.Td>
                    <Table.Td>{row.problemId}</Table.Td>
                    <Table.Td>{row.title}</Table.Td>
                    <Table.Td>{row.author}</Table.Td>
                    <Table.Td>
                      {row.gid ? <Anchor component={Link} to={`/group/${row.gid}`} size="sm">{row.groupName ? `${row.groupName} (${row.gid})` : row.gid}</Anchor> : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={state === 'public' ? 'green' : state === 'refused' ? 'red' : 'orange'} data-testid="examine-state">{t(`groupProblem.${state === 'none' ? 'applying' : state}`)}</Badge>
                    </Table.Td>
                    <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{row.gmtModified ? <LocalDate value={row.gmtModified} locale={root.locale ?? 'zh-CN'} /> : null}</Text></Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-sm" color="green" disabled={state === 'public'} onClick={() => setPending({ pid, progress: ApplyProgress.PUBLIC })} data-testid="examine-agree">{t('groupProblem.examine.agree')}</Button>
                        <Button size="compact-sm" color="red" variant="light" disabled={state === 'refused'} onClick={() => setPending({ pid, progress: ApplyProgress.REFUSED })} data-testid="examine-refuse">{t('groupProblem.examine.refuse')}</Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {page.records.length === 0 ? <Text ta="center" c="dimmed" py="xl" data-testid="examine-empty">{t('groupProblem.examine.empty')}</Text> : null}
      </Card>
      <AdminPager total={page.total} current={filter.currentPage} size={GROUP_PROBLEM_PAGE_SIZE} />
      <ProblemConfirm
        question={pending ? t(pending.progress === ApplyProgress.PUBLIC ? 'groupProblem.examine.agreeConfirm' : 'groupProblem.examine.refuseConfirm') : undefined}
        danger={pending?.progress === ApplyProgress.REFUSED}
        onCancel={() => setPending(undefined)}
        onConfirm={() => void decide()}
      />
    </Stack>
  );
}
