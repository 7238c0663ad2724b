import { ActionIcon, Alert, Anchor, Avatar, Badge, Box, Button, Card, Group, Loader, Select, Stack, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { Link, useSearchParams } from '@remix-run/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageNumbers, useQueryChange } from '@oj/web/app/plugin-kit';
import { BOARD_PAGE_SIZES, BOARD_REFRESH_MS, boardApi, boardLimitOf, cellOf, clockOf, type BoardContest, type RankCell, type RankPage, type RankProblem, type RankRow } from './board-api';
import { CELL_COLORS, cellView } from './board-cells';
import { followedOf, toggleFollow } from './follow';
import { useBoardText } from './use-board-text';
import { applyBoardChange, useBoardStream } from './board-live';

// ECharts loads with the first chart shown, not with the page
const RankChart = lazy(() => import('./rank-chart.client'));

function Balloon({ color }: { color?: string | null }) {
  if (!color) return null;
  return <Box component="span" display="inline-block" w={10} h={10} mr={4} style={{ borderRadius: '50%', background: color, verticalAlign: 'middle' }} />;
}

function Cell({ type, cell: sent, problem }: { type: 0 | 1; cell: RankCell | undefined; problem: RankProblem }) {
  const { t } = useBoardText();
  const view = cellView(type, sent, problem);
  if (!view || !sent) return <Table.Td />;
  const cell = cellOf(sent);
  const colors = CELL_COLORS[view.kind];
  const title = [
    cell.isFirstAC ? t('contest.board.firstBlood') : '',
    t('contest.board.tries', { count: cell.tryNum }),
    cell.pendingNum ? t('contest.board.pendingTries', { count: cell.pendingNum }) : '',
  ].filter(Boolean).join(' · ');
  return (
    <Table.Td
      ta="center"
      title={title}
      data-testid="board-cell"
      data-problem={problem.displayId}
      data-kind={view.kind}
      style={{ background: colors.bg, color: colors.fg, ...(cell.isAfterContest ? { outline: '2px dashed #909399', outlineOffset: -3 } : {}) }}
    >
      <Text size="sm" fw={700} lh={1.2} c="inherit">
        {view.top}
      </Text>
      {view.bottom ? (
        <Text size="xs" c="inherit" lh={1.2}>
          {view.bottom}
        </Text>
      ) : null}
    </Table.Td>
  );
}

function RankCellBox({ row }: { row: RankRow }) {
  const rank = row.rank === -1 ? '*' : String(row.rank);
  if (!row.isWinAward) return <Text fw={600}>{rank}</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <Text fw={600}>{rank}</Text>
      <Badge size="xs" tt="none" style={{ background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined }} data-testid="board-award">
        {row.awardName}
      </Badge>
    </Stack>
  );
}

export interface RankBoardProps {
  contest: BoardContest;
  /** The public outside scoreboard (get-contest-outside-scoreboard) rather than the contest's own. */
  outside: boolean;
  /** The signed-in user (their row is tinted). */
  uid?: string;
}

/**
 * The scoreboard (02 §2): keyword search (Enter), the star, after-contest, force-update (contest admins) and
 * 30 s auto-refresh switches (on while running, stopping on a failed request or at the end), followed rows
 * pinned, page sizes 10/30/50/100/300, the lazy top-10 chart, the CSV for contest admins.
 */
export function RankBoard({ contest, outside, uid }: RankBoardProps) {
  const { t } = useBoardText();
  const [params] = useSearchParams();
  const currentPage = Math.max(1, Number(params.get('currentPage')) || 1);
  const limit = boardLimitOf(new URL(`http://x/?${params.toString()}`));
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [showStars, setShowStars] = useState(true);
  const [containsEnd, setContainsEnd] = useState(false);
  const [forceRefresh, setForceRefresh] = useState(false);
  const running = contest.status === 0;
  const [autoRefresh, setAutoRefresh] = useState(running);
  const [followed, setFollowed] = useState<string[]>([]);
  const [page, setPage] = useState<RankPage | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [showChart, setShowChart] = useState(false);
  const [top, setTop] = useState<RankRow[]>([]);
  const [mounted, setMounted] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    setMounted(true);
    setFollowed(followedOf(contest.id));
  }, [contest.id]);

  const load = useCallback(
    async (quiet?: string) => {
      const mine = ++generation.current;
      const query = { cid: contest.id, currentPage, limit, keyword: keyword || undefined, removeStar: !showStars, containsEnd, forceRefresh: forceRefresh || undefined, concernedList: followed };
      const [answer, chart] = await Promise.all([
        boardApi.rank(query, outside, quiet),
        showChart ? boardApi.rank({ cid: contest.id, currentPage: 1, limit: 10, removeStar: true, containsEnd }, outside, 'the chart') : Promise.resolve(undefined),
      ]);
      if (mine !== generation.current) return;
      if (answer.status === 200 && answer.data) {
        setPage(answer.data);
        setError(undefined);
      } else {
        setError(answer.msg || t('contest.board.loadFailed'));
        // a failed request stops the auto refresh (02 §4)
        setAutoRefresh(false);
      }
      if (chart?.status === 200 && chart.data) setTop(chart.data.records.filter((r) => !r.concerned).slice(0, 10));
    },
    [contest.id, currentPage, limit, keyword, showStars, containsEnd, forceRefresh, followed, outside, showChart, t],
  );

  useEffect(() => {
    if (mounted) void load();
  }, [load, mounted]);

  useEffect(() => {
    if (!autoRefresh || !running || !mounted) return;
    const end = new Date(contest.endTime).getTime() - contest.now + Date.now();
    const timer = window.setInterval(() => {
      // the refresh stops once the contest has ended
      if (Date.now() >= end) {
        setAutoRefresh(false);
        return;
      }
      void load('auto refresh');
    }, BOARD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [autoRefresh, running, mounted, load, contest.endTime, contest.now]);

  // pushed changes (SSE) between the polls: the changed rows and the column counts repaint at once
  useBoardStream(contest.id, outside, running && mounted, (change) => setPage((p) => (p ? applyBoardChange(p, change) : p)), () => void load('live update'));

  const go = useQueryChange({ preventScrollReset: true, replace: true });
  const problems = page?.problems ?? [];
  const type = page?.type ?? contest.type;
  const minutes = (new Date(contest.endTime).getTime() - new Date(contest.startTime).getTime()) / 60_000;
  const chartLabels = useMemo(() => ({ solved: t('contest.board.solvedAxis'), minute: t('contest.board.minuteAxis'), score: t('contest.board.scoreAxis') }), [t]);
  const pages = page ? Math.max(1, Math.ceil(page.total / limit)) : 1;

  return (
    <Stack gap="sm" data-testid="rank-board" data-contest-id={contest.id} data-outside={outside}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(keywordInput.trim());
            go({ currentPage: 1 });
          }}
        >
          <TextInput placeholder={t('contest.board.search')} aria-label={t('contest.board.search')} value={keywordInput} onChange={(e) => setKeywordInput(e.currentTarget.value)} w={320} data-testid="board-search" />
        </form>
        <Group gap="md" wrap="wrap">
          <Switch label={t('contest.board.star')} checked={showStars} onChange={(e) => setShowStars(e.currentTarget.checked)} data-testid="board-switch-star" />
          <Switch label={t('contest.board.afterContest')} checked={containsEnd} onChange={(e) => setContainsEnd(e.currentTarget.checked)} data-testid="board-switch-after" />
          {page?.admin ? <Switch label={t('contest.board.forceRefresh')} checked={forceRefresh} onChange={(e) => setForceRefresh(e.currentTarget.checked)} data-testid="board-switch-force" /> : null}
          <Switch label={t('contest.board.autoRefresh')} checked={autoRefresh && running} disabled={!running} onChange={(e) => setAutoRefresh(e.currentTarget.checked)} data-testid="board-switch-auto" />
          <Button size="xs" variant="light" onClick={() => setShowChart((v) => !v)} data-testid="board-chart-toggle">
            {showChart ? t('contest.board.hideChart') : t('contest.board.chart')}
          </Button>
          {page?.admin && !outside ? (
            <Button size="xs" variant="default" component="a" href={boardApi.downloadUrl({ cid: contest.id, removeStar: !showStars, containEnd: containsEnd })} data-testid="board-download">
              {t('contest.board.download')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {page?.sealed && contest.sealRankTime ? (
        <Alert color="yellow" data-testid="board-sealed">
          {t('contest.board.sealed', { time: new Date(contest.sealRankTime).toLocaleString() })}
        </Alert>
      ) : null}
      {showChart && mounted ? (
        <Card withBorder>
          <Suspense fallback={<Loader size="sm" mx="auto" display="block" />}>
            <RankChart type={type} rows={top} minutes={minutes} labels={chartLabels} />
          </Suspense>
        </Card>
      ) : null}
      {error ? (
        <Alert color="red" data-testid="board-error">
          {error}
        </Alert>
      ) : null}
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={420 + problems.length * 84}>
          <Table verticalSpacing={4} withColumnBorders data-testid="board-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('contest.board.rank')}</Table.Th>
                <Table.Th miw={180}>{t('contest.board.user')}</Table.Th>
                <Table.Th w={110}>{type === 0 ? t('contest.board.acTime') : t('contest.board.scoreTime')}</Table.Th>
                {problems.map((p) => (
                  <Table.Th key={p.displayId} ta="center" miw={76}>
                    <Tooltip label={p.total !== undefined ? `${p.displayTitle} · ${t('contest.board.columnCounts', { ac: p.ac ?? 0, total: p.total })}` : p.displayTitle} withinPortal>
                      <span>
                        <Balloon color={p.color} />
                        {outside ? (
                          p.displayId
                        ) : (
                          <Anchor component={Link} to={`/contest/${contest.id}/problem/${encodeURIComponent(p.displayId)}`} size="sm" fw={700}>
                            {p.displayId}
                          </Anchor>
                        )}
                        {p.total !== undefined ? (
                          <Text component="span" display="block" size="xs" c="dimmed" fw={400} data-testid="board-column-counts">
                            {p.ac ?? 0}/{p.total}
                          </Text>
                        ) : null}
                      </span>
                    </Tooltip>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(page?.records ?? []).map((row) => (
                <Table.Tr
                  key={`${row.concerned ? 'pin-' : ''}${row.uid}`}
                  data-testid="board-row"
                  data-username={row.username}
                  data-rank={row.rank}
                  data-concerned={row.concerned ? 'true' : undefined}
                  bg={row.concerned ? 'var(--mantine-color-yellow-light)' : row.uid === uid ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td>
                    <RankCellBox row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={followed.includes(row.uid) ? t('contest.board.unfollow') : t('contest.board.follow')}>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          color="yellow"
                          aria-label={followed.includes(row.uid) ? t('contest.board.unfollow') : t('contest.board.follow')}
                          onClick={() => setFollowed(toggleFollow(contest.id, row.uid))}
                          data-testid="board-follow"
                        >
                          {followed.includes(row.uid) ? '★' : '☆'}
                        </ActionIcon>
                      </Tooltip>
                      <Avatar src={row.avatar || null} alt="" size={22} radius="xl" data-testid="board-avatar">
                        {(row.showName || row.username).slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Anchor component={Link} to={`/user-home?${new URLSearchParams({ username: row.username, uid: row.uid })}`} size="sm" fw={600} data-testid="board-name">
                        {row.showName || row.username}
                      </Anchor>
                      {row.titleName ? (
                        <Badge size="xs" variant="filled" color={row.titleColor || 'gray'} tt="none" data-testid="board-title">
                          {row.titleName}
                        </Badge>
                      ) : null}
                      {row.isStar ? (
                        <Badge size="xs" color="gray" tt="none">
                          {t('contest.board.starFlag')}
                        </Badge>
                      ) : null}
                      {row.gender === 'female' ? (
                        <Badge size="xs" color="pink" tt="none">
                          {t('contest.board.girl')}
                        </Badge>
                      ) : null}
                    </Group>
                    {row.school || row.realname ? (
                      <Text size="xs" c="dimmed">
                        {[row.realname, row.school].filter(Boolean).join(' · ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-testid="board-total">
                    {type === 0 ? (
                      <>
                        <Text size="sm" fw={700}>
                          {row.ac}
                        </Text>
                        <Text size="xs" c="dimmed" title={t('contest.board.penalty', { minutes: row.penalty })}>
                          {clockOf(row.totalTime)}
                        </Text>
                      </>
                    ) : (
                      <>
                        <Text size="sm" fw={700}>
                          {row.totalScore}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.totalTime}ms
                        </Text>
                      </>
                    )}
                  </Table.Td>
                  {problems.map((p) => (
                    <Cell key={p.displayId} type={type} cell={row.submissionInfo[p.displayId]} problem={p} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!page && !error ? (
          <Text ta="center" py="xl" c="dimmed">
            {t('contest.board.loading')}
          </Text>
        ) : page && page.records.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed" data-testid="board-empty">
            {t('contest.board.empty')}
          </Text>
        ) : null}
      </Card>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="board-total-rows">
          {t('contest.board.total', { total: page?.total ?? 0 })}
        </Text>
        <Group gap="xs">
          {pages > 1 ? <PageNumbers pages={pages} current={currentPage} onChange={(n: number) => go({ currentPage: n })} /> : null}
          <Select
            aria-label={t('contest.board.pageSize')}
            size="xs"
            w={110}
            allowDeselect={false}
            data={BOARD_PAGE_SIZES.map((s) => ({ value: String(s), label: t('contest.board.perPage', { size: s }) }))}
            value={String(limit)}
            onChange={(value) => value && go({ limit: Number(value), currentPage: 1 })}
            data-testid="board-page-size"
          />
        </Group>
      </Group>
    </Stack>
  );
}
