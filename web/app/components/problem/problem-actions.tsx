import { Anchor, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAcRate } from '../../format/format';
import { StatusPie } from '../charts/status-pie';
import { pidOf, problemApi, type ProblemCounts, type ProblemDetail } from './problem-api';

/** Adds the problem to the signed-in user's to-do list or takes it off (01 §4). */
function TodoToggle({ problem }: { problem: ProblemDetail }) {
  const { t } = useTranslation();
  const [onList, setOnList] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void problemApi.todoList().then((answer) => {
      if (live && answer.status === 200 && Array.isArray(answer.data)) setOnList(answer.data.some((item) => pidOf(item) === problem.id));
    });
    return () => {
      live = false;
    };
  }, [problem.id]);
  const toggle = async () => {
    setBusy(true);
    const answer = await problemApi.toggleTodo(problem.id, !onList);
    setBusy(false);
    // a failure was shown by api()
    if (answer.status !== 200) return;
    setOnList(Boolean(answer.data));
    notifications.show({ color: 'green', message: t(answer.data ? 'problem.todoAdded' : 'problem.todoRemoved') });
  };
  return (
    <Button size="xs" variant={onList ? 'filled' : 'light'} color="orange" onClick={toggle} loading={busy} disabled={onList === undefined} data-testid="todo-toggle" aria-pressed={Boolean(onList)}>
      {t(onList ? 'problem.todoRemove' : 'problem.todoAdd')}
    </Button>
  );
}

/** The side card of a problem: counts, the statistics pie dialog, the to-do toggle, discussion and full-screen links. */
export function ProblemActions({ problem, counts, signedIn, discussion, fullScreenLink }: { problem: ProblemDetail; counts: ProblemCounts; signedIn: boolean; discussion?: string; fullScreenLink?: string }) {
  const { t } = useTranslation();
  const [statistics, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder data-testid="problem-actions">
      <Stack gap="xs">
        <Group gap="lg">
          <Text size="sm">{t('problem.total')}: <b>{counts.total}</b></Text>
          <Text size="sm">AC: <b>{counts.ac}</b></Text>
          <Text size="sm">{t('problem.acRate')}: <b>{formatAcRate(counts.ac, counts.total)}</b></Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={open} data-testid="statistics-button">{t('problem.statistics')}</Button>
          {signedIn ? <TodoToggle problem={problem} /> : null}
          {discussion ? <Button size="xs" variant="light" component={Link} to={discussion} data-testid="discussion-link">{t('problem.discussion')}</Button> : null}
          {fullScreenLink ? <Anchor component={Link} to={fullScreenLink} size="sm" data-testid="full-screen-link">{t('problem.fullScreen')}</Anchor> : null}
        </Group>
      </Stack>
      <Modal opened={statistics} onClose={close} title={t('problem.statistics')} size="lg" centered>
        {counts.total > 0 ? <StatusPie counts={counts} /> : <Text c="dimmed" data-testid="statistics-empty">{t('problem.noSubmissions')}</Text>}
      </Modal>
    </Card>
  );
}
