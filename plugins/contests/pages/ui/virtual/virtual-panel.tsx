import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../contest-api';
import { useText } from '../../use-text';

interface RunView {
  run: null | { startedAt: number; endsAt: number; elapsed: number; running: boolean };
  canStart: boolean;
  refusal?: string;
  duration: number;
  now: number;
}

interface VirtualRow {
  rank: number;
  uid: string;
  username: string;
  showName: string;
  ac: number;
  penalty: number;
  totalScore: number;
  virtual?: boolean;
  submissionInfo: Record<string, { isAC: boolean; tryNum: number; pendingNum: number; score: number | null }>;
}

interface VirtualBoard {
  records: VirtualRow[];
  problems: Array<{ displayId: string }>;
  virtualRow: VirtualRow | null;
  sealed: boolean;
  type: 0 | 1;
  elapsed: number;
}

const BOARD_REFRESH_MS = 30_000;
/** The run's board changes pushed by the server (own verdicts, the run's clock passing real submissions). */
const VIRTUAL_EVENTS_URL = '/api/virtual-contest-board-events';
const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The overview's virtual run panel (issue 21 item 7), shown once the contest has ended: the Start button
 * (the server decides who may), then the run's clock and its board — the real board at the same elapsed time,
 * the user's row marked virtual. While the run runs the panel follows its stream and reads the board again at
 * each pushed change (rows move with the clock, so the page takes the whole ranked board rather than patching
 * rows); the 30 s poll stays on and is the fallback when the stream is refused or fails (closed, not retried).
 */
export function VirtualPanel({ cid }: { cid: number }) {
  const { t } = useText();
  const [view, setView] = useState<RunView | null>(null);
  const [board, setBoard] = useState<VirtualBoard | null>(null);
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(Date.now());

  const reload = useCallback(async () => {
    const info = await call<RunView>(`/api/get-virtual-contest?cid=${cid}`, { quiet: 'the panel stays hidden without an answer' });
    if (info.status !== 200 || !info.data) return;
    setView(info.data);
    setOffset(info.data.now - Date.now());
    if (info.data.run) {
      const rank = await call<VirtualBoard>(`/api/get-virtual-contest-rank?cid=${cid}&limit=50`, { quiet: 'the last board stays' });
      if (rank.status === 200 && rank.data) setBoard(rank.data);
    }
  }, [cid]);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), BOARD_REFRESH_MS);
    const second = setInterval(() => setTick(Date.now()), 1000);
    return () => (clearInterval(timer), clearInterval(second));
  }, [reload]);

  const running = Boolean(view?.run && tick + offset < view.run.endsAt);
  useEffect(() => {
    if (!running || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${VIRTUAL_EVENTS_URL}?cid=${cid}`);
    const read = () => void reload();
    source.addEventListener('board', read);
    source.addEventListener('reload', read);
    // no reconnection storm: the poll is the fallback
    source.addEventListener('error', () => source.close());
    return () => source.close();
  }, [cid, running, reload]);

  if (!view || (!view.run && !view.canStart)) return null;
  const start = async () => {
    const answer = await call<RunView>('/api/start-virtual-contest', { method: 'POST', body: { cid } });
    if (answer.status !== 200) return;
    notifications.show({ color: 'green', message: answer.msg ?? t('contest.virtual.title') });
    await reload();
  };
  const run = view.run;
  const now = tick + offset;
  const rows = board ? [...(board.virtualRow && !board.records.some((r) => r.virtual) ? [board.virtualRow] : []), ...board.records] : [];

  return (
    <Card withBorder mt="md" data-testid="contest-virtual">
      <Stack gap="sm">
        <Title order={4}>{t('contest.virtual.title')}</Title>
        {!run ? (
          <>
            <Text size="sm" c="dimmed">{t('contest.virtual.hint')}</Text>
            <Group>
              <Button onClick={() => void start()} data-testid="contest-virtual-start">{t('contest.virtual.start')}</Button>
            </Group>
          </>
        ) : (
          <>
            <Group>
              <Text fw={600} data-testid="contest-virtual-clock">
                {t('contest.virtual.elapsed')}: {clock(Math.min(Math.max(0, now - run.startedAt), view.duration))} / {clock(view.duration)}
              </Text>
              <Text size="sm" c={running ? 'green' : 'dimmed'}>{running ? t('contest.virtual.running') : t('contest.virtual.ended')}</Text>
            </Group>
            {board?.sealed && <Alert color="yellow">{t('contest.virtual.sealed')}</Alert>}
            {board && (
              <Table striped withTableBorder data-testid="contest-virtual-board">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contest.virtual.rank')}</Table.Th>
                    <Table.Th>{t('contest.virtual.user')}</Table.Th>
                    <Table.Th>{board.type === 0 ? t('contest.virtual.solved') : t('contest.virtual.score')}</Table.Th>
                    {board.type === 0 && <Table.Th>{t('contest.virtual.penalty')}</Table.Th>}
                    {board.problems.map((p) => <Table.Th key={p.displayId}>{p.displayId}</Table.Th>)}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.uid} bg={row.virtual ? 'var(--mantine-color-blue-light)' : undefined} data-testid="contest-virtual-row" data-username={row.username} data-virtual={row.virtual ? 'true' : undefined}>
                      <Table.Td>{row.rank === -1 ? '*' : row.rank}</Table.Td>
                      <Table.Td>
                        {row.showName} {row.virtual && <Badge size="xs" variant="light">{t('contest.virtual.mark')}</Badge>}
                      </Table.Td>
                      <Table.Td>{board.type === 0 ? row.ac : row.totalScore}</Table.Td>
                      {board.type === 0 && <Table.Td>{row.penalty}</Table.Td>}
                      {board.problems.map((p) => {
                        const cell = row.submissionInfo[p.displayId];
                        if (!cell || cell.tryNum === 0) return <Table.Td key={p.displayId} />;
                        const kind = cell.pendingNum ? 'pending' : cell.isAC ? 'accepted' : 'rejected';
                        return (
                          <Table.Td key={p.displayId} c={{ pending: 'yellow', accepted: 'green', rejected: 'red' }[kind]} data-testid="contest-virtual-cell" data-problem={p.displayId} data-kind={kind}>
                            {board.type === 1 ? (cell.score ?? '?') : cell.isAC ? `+${cell.tryNum > 1 ? cell.tryNum - 1 : ''}` : cell.pendingNum ? `?${cell.tryNum}` : `-${cell.tryNum}`}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
