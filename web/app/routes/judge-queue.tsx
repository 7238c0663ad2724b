import { Alert, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { JudgeQueueView } from '@oj/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../components/api';
import { RunnerStateBadge } from '../components/runner-state-badge';

/** The page reads the queue again this often while it is visible. */
const REFRESH_MS = 5_000;

/** Dark shades: white badge text stays at WCAG AA contrast (as on the admin's judge view). */

type Translate = ReturnType<typeof useTranslation>['t'];

function duration(t: Translate, seconds: number): string {
  if (seconds < 60) return t('judgeQueue.seconds', { s: seconds });
  if (seconds < 3600) return t('judgeQueue.minutes', { m: Math.floor(seconds / 60), s: seconds % 60 });
  return t('judgeQueue.hours', { h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) });
}

/** The queue from `get-judge-queue`, read now and every REFRESH_MS while the tab is visible. */
function useJudgeQueue(locale: string) {
  const [view, setView] = useState<JudgeQueueView>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    const read = async () => {
      const res = await api<JudgeQueueView>('/api/get-judge-queue', { locale, quiet: 'read every 5 s: the page shows the failure in place, a toast each time would repeat it' });
      if (!live) return;
      if (res.status === 200) {
        setView(res.data);
        setError(undefined);
      } else setError(res.msg);
    };
    void read();
    const timer = setInterval(() => document.visibilityState === 'visible' && void read(), REFRESH_MS);
    // back on the tab: at once, not up to 5 s later
    const onVisible = () => document.visibilityState === 'visible' && void read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [locale]);
  return { view, error };
}

/** /judge-queue (everyone; linked from the footer): waiting submissions per priority and the runners' health. */
export default function JudgeQueue() {
  const { t, i18n } = useTranslation();
  const { view, error } = useJudgeQueue(i18n.language);
  const idle = view ? view.classes.every((c) => c.waiting === 0 && c.judging === 0) : false;
  return (
    <Stack data-testid="judge-queue-page">
      <Title order={2}>{t('judgeQueue.title')}</Title>
      <Text size="sm" c="dimmed">{t('judgeQueue.help')}</Text>
      {error ? <Alert color="red" data-testid="judge-queue-error">{error}</Alert> : null}
      {!view ? (
        error ? null : <Loader size="sm" />
      ) : (
        <>
          <Card withBorder p={0}>
            <Table striped verticalSpacing="sm" data-testid="judge-queue-classes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('judgeQueue.priority')}</Table.Th>
                  <Table.Th>{t('judgeQueue.waiting')}</Table.Th>
                  <Table.Th>{t('judgeQueue.oldestWait')}</Table.Th>
                  <Table.Th>{t('judgeQueue.judging')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.classes.map((c) => (
                  <Table.Tr key={c.priority} data-testid="judge-queue-class" data-priority={c.priority}>
                    <Table.Td fw={500}>{t(`judgeQueue.priority.${c.priority}`)}</Table.Td>
                    <Table.Td data-testid="judge-queue-waiting">{c.waiting}</Table.Td>
                    <Table.Td>{c.waiting ? duration(t, c.oldestWaitSeconds) : '—'}</Table.Td>
                    <Table.Td>{c.judging}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          {idle ? <Text c="dimmed" data-testid="judge-queue-empty">{t('judgeQueue.empty')}</Text> : null}
          <Text size="sm" c="dimmed" data-testid="judge-queue-depth">{t('judgeQueue.depth', { count: view.queueDepth })}</Text>

          <Title order={3}>{t('judgeQueue.runners')}</Title>
          {view.runners.length === 0 ? (
            <Text c="dimmed" data-testid="judge-queue-no-runners">{t('judgeQueue.noRunners')}</Text>
          ) : (
            <Card withBorder p={0}>
              <Table striped verticalSpacing="sm" data-testid="judge-queue-runners">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('judgeQueue.runner')}</Table.Th>
                    <Table.Th>{t('judgeQueue.state')}</Table.Th>
                    <Table.Th>{t('judgeQueue.slots')}</Table.Th>
                    <Table.Th>{t('judgeQueue.lastHeartbeat')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.runners.map((r) => (
                    <Table.Tr key={r.name} data-testid="judge-queue-runner" data-name={r.name}>
                      <Table.Td fw={500}>{r.name}</Table.Td>
                      <Table.Td>
                        <RunnerStateBadge state={r.status} testId="judge-queue-runner-state" />
                      </Table.Td>
                      <Table.Td>{`${r.busy} / ${r.slots}`}</Table.Td>
                      <Table.Td>{t('judgeQueue.ago', { time: duration(t, r.lastHeartbeatSeconds) })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
