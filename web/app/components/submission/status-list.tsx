import { Anchor, Badge, Button, Card, Group, Loader, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../ability';
import { useLoginFirst } from '../login-first';
import { notifyResult } from '../notify';
import { isPastLastPage, Pager } from '../pager';
import { AdminJudgeActions } from './admin-judge-actions';
import { changedStatusParams, statusQueryOf } from './status-query';
import { STATUS_TABLE } from './status-table';
import { StatusTag, useStatusName } from './status-tag';
import { submissionApi, SUBMITTED_FAILED, type StatusQuery, type SubmissionRow } from './submission-api';
import { useLiveRows } from './use-live-rows';
import { isInProgress } from './use-submission-updates';
import { LocalDate } from '../local-date';
import { UserChip } from '../user-chip';
import { useQueryChange } from '../use-query-change';
import { formatLength, formatMemory, formatTime, orEmpty } from '../../format/format';
import type { loader as rootLoader } from '../../root';
import classes from './status-list.module.css';

/** A page of the status list as its loader read it (the URL's filters; a group's rows with `gid`). */
export interface LoadedStatusList {
  query: StatusQuery;
  page: { records: SubmissionRow[]; total: number };
  error: string | undefined;
}

/** Reads the status list the URL asks for; `gid` narrows it to a group's submissions (03 §2 GroupSubmissionList). */
export async function loadStatusList(url: URL, gid?: number): Promise<LoadedStatusList> {
  const query = { ...statusQueryOf(url), ...(gid ? { gid } : {}) };
  const list = await submissionApi.list(query);
  return {
    query,
    page: list.status === 200 && list.data ? list.data : { records: [] as SubmissionRow[], total: 0 },
    error: list.status === 200 ? undefined : list.msg,
  };
}

/** The status list (01 §2 /status; a group's Submission tab with `gid`): submissions outside contests, 15 a page, with the filters of the URL; in-progress rows update live. */
export function StatusList({ query, page, error, title }: LoadedStatusList & { title?: string }) {
  // a group's list links its rows to the group's own problem and submission pages
  const base = query.gid ? `/group/${query.gid}` : '';
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const me = root?.user;
  const locale = root?.locale ?? 'zh-CN';
  const superAdmin = useAbility().can('manage', 'all');
  const loginFirst = useLoginFirst();
  const { t } = useTranslation();
  const statusName = useStatusName();
  const revalidator = useRevalidator();
  const changeQuery = useQueryChange({ preventScrollReset: true });
  const { rows, replace } = useLiveRows(page.records);
  const [username, setUsername] = useState(query.username);
  const [problemID, setProblemID] = useState(query.problemID);
  // back/forward and the reset button change the URL: the boxes follow it
  useEffect(() => setUsername(query.username), [query.username]);
  useEffect(() => setProblemID(query.problemID), [query.problemID]);

  const change = (changes: Parameters<typeof changedStatusParams>[1]) => changeQuery((base) => changedStatusParams(base, changes));
  const toggleMine = (on: boolean) => {
    if (on && !me) {
      // 01 §5: onlyMine needs login; the switch stays off
      loginFirst();
      return;
    }
    change({ onlyMine: on ? 'true' : '' });
  };
  const resubmit = async (row: SubmissionRow) => {
    const answer = await submissionApi.resubmit(row.submitId);
    if (notifyResult(answer) && answer.data) replace(answer.data);
  };
  const finalStatuses = STATUS_TABLE.filter((s) => !isInProgress(s.code));

  return (
    <Stack data-testid="status-page">
      <Group justify="space-between" align="end">
        <Title order={2}>{title ?? t('status.title')}</Title>
        <Button variant="light" onClick={() => revalidator.revalidate()} loading={revalidator.state === 'loading'} data-testid="status-refresh">{t('status.refresh')}</Button>
      </Group>
      <Card withBorder>
        <Group gap="sm" align="end" wrap="wrap">
          <Switch
            label={t('status.onlyMine')}
            checked={query.onlyMine && Boolean(me)}
            onChange={(e) => toggleMine(e.currentTarget.checked)}
            mb={8}
            data-testid="only-mine"
          />
          <Select
            label={t('status.status')}
            w={{ base: '100%', xs: 210 }}
            allowDeselect={false}
            value={query.status || 'all'}
            onChange={(value) => change({ status: value === 'all' || !value ? '' : value })}
            data={[{ value: 'all', label: t('status.allStatuses') }, ...finalStatuses.map((s) => ({ value: String(s.code), label: statusName(s.code) }))]}
            data-testid="status-filter"
          />
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              change({ username: username.trim(), problemID: problemID.trim() });
            }}
            style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', flex: 1, minWidth: 260, flexWrap: 'wrap', alignItems: 'flex-end' }}
          >
            <TextInput
              label={t('status.username')}
              placeholder={t('status.usernameHint')}
              value={query.onlyMine ? '' : username}
              disabled={query.onlyMine}
              onChange={(e) => setUsername(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 140 }}
              data-testid="username-filter"
            />
            <TextInput
              label={t('status.problemID')}
              placeholder={t('status.problemIdHint')}
              value={problemID}
              onChange={(e) => setProblemID(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 140 }}
              data-testid="problem-filter"
            />
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </form>
          <Button
            variant="default"
            onClick={() => {
              setUsername('');
              setProblemID('');
              changeQuery(() => new URLSearchParams({ currentPage: '1' }));
            }}
            data-testid="status-reset"
          >
            {t('status.reset')}
          </Button>
        </Group>
      </Card>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={0}>
          <Table highlightOnHover verticalSpacing="sm" className={classes.table} data-testid="status-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90} style={{ whiteSpace: 'nowrap' }}>{t('status.runId')}</Table.Th>
                <Table.Th>{t('status.problem')}</Table.Th>
                <Table.Th w={130}>{t('status.author')}</Table.Th>
                <Table.Th w={190} data-testid="status-verdict-head">{t('status.status')}</Table.Th>
                <Table.Th className={classes.wide} w={70}>{t('status.score')}</Table.Th>
                <Table.Th className={classes.wide} w={80}>{t('status.time')}</Table.Th>
                <Table.Th className={classes.wide} w={90}>{t('status.memory')}</Table.Th>
                <Table.Th className={classes.wide} w={90}>{t('status.language')}</Table.Th>
                <Table.Th className={classes.wide} w={80}>{t('status.length')}</Table.Th>
                <Table.Th className={classes.wide} w={100}>{t('status.judger')}</Table.Th>
                <Table.Th className={classes.wide} w={170}>{t('status.submitTime')}</Table.Th>
                {superAdmin ? <Table.Th className={classes.wide} w={70}>{t('status.option')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const mine = me?.uid === row.uid;
                return (
                  <Table.Tr key={row.submitId} data-testid="status-row" data-mine={mine ? 'true' : undefined} bg={mine ? 'var(--mantine-color-blue-light)' : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={`${base}/submission-detail/${row.submitId}`} fw={600} size="sm" data-testid="submission-link">{row.submitId}</Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`${base}/problem/${encodeURIComponent(row.displayId)}`} size="sm" display="block" maw={260} truncate="end" title={`${row.displayId} ${row.title}`} data-testid="status-problem">
                        {row.displayId}
                        {row.title ? <Text span c="dimmed" size="sm" className={classes.problemTitle}> {row.title}</Text> : null}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <UserChip username={row.username} uid={row.uid} role={row.authorRole} strong={mine} maxWidth={150} />
                    </Table.Td>
                    <Table.Td data-testid="status-verdict">
                      <Group gap={4} wrap="nowrap">
                        {row.status === SUBMITTED_FAILED && (mine || superAdmin) ? (
                          <StatusTag code={row.status} onClick={() => void resubmit(row)} title={t('status.resubmitHint')} />
                        ) : (
                          <StatusTag code={row.status} />
                        )}
                        {isInProgress(row.status) ? <Loader size={12} aria-hidden /> : null}
                        {row.isManual ? <Badge size="xs" variant="outline" color="gray" tt="none">{t('status.manual')}</Badge> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td className={classes.wide} data-testid="status-score">{orEmpty(row.score)}</Table.Td>
                    <Table.Td className={classes.wide}>{formatTime(row.time)}</Table.Td>
                    <Table.Td className={classes.wide}>{formatMemory(row.memory)}</Table.Td>
                    <Table.Td className={classes.wide}>{orEmpty(row.language)}</Table.Td>
                    <Table.Td className={classes.wide}>{formatLength(row.length)}</Table.Td>
                    <Table.Td className={classes.wide}>{orEmpty(row.judger)}</Table.Td>
                    <Table.Td className={classes.wide}><Text size="sm" style={{ whiteSpace: 'nowrap' }}><LocalDate value={row.submitTime} locale={locale} /></Text></Table.Td>
                    {superAdmin ? (
                      <Table.Td className={classes.wide}><AdminJudgeActions row={row} onChanged={replace} /></Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 && !isPastLastPage(page.total, query.currentPage, query.limit) ? (
          <Stack align="center" gap={4} py="xl" data-testid="status-empty">
            <Text fw={600}>{error ?? t('status.empty')}</Text>
          </Stack>
        ) : null}
      </Card>
      <Pager total={page.total} current={query.currentPage} size={query.limit} pageParam="currentPage" limitParam="limit" />
    </Stack>
  );
}
