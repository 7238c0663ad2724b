import { ActionIcon, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DifficultyBadge } from './difficulty';
import { pidOf, problemApi, type ProblemBrief } from './problem-api';

/** The to-do list is at most this tall before it scrolls (01 §9). */
const TODO_MAX_HEIGHT = 960;

function useList(load: () => ReturnType<typeof problemApi.recentUpdated>, enabled = true) {
  const [items, setItems] = useState<ProblemBrief[]>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void load().then((answer) => {
      if (live) setItems(answer.status === 200 && Array.isArray(answer.data) ? answer.data : []);
    });
    return () => {
      live = false;
    };
    // `load` is a module function: one fetch per mount
  }, [load, enabled]);
  return [items, setItems] as const;
}

function ProblemLine({ item, trailing }: { item: ProblemBrief; trailing?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text component={Link} to={`/problem/${encodeURIComponent(item.problemId)}`} size="sm" c="blue" truncate>
        {item.problemId} {item.title}
      </Text>
      <Group gap={6} wrap="nowrap">
        {item.difficulty !== undefined ? <DifficultyBadge difficulty={item.difficulty} /> : null}
        {trailing}
      </Group>
    </Group>
  );
}

/** Home: the latest updated problems (`get-recent-updated-problem`). */
export function RecentProblems() {
  const { t } = useTranslation();
  const [items] = useList(problemApi.recentUpdated);
  return (
    <Card withBorder data-testid="recent-problems">
      <Title order={2} size="h4" mb="sm">{t('home.recentProblems')}</Title>
      {items && items.length === 0 ? <Text c="dimmed" size="sm">{t('home.noRecentProblems')}</Text> : null}
      <Stack gap={6}>
        {items?.map((item) => <ProblemLine key={pidOf(item)} item={item} />)}
      </Stack>
    </Card>
  );
}

/** Home, signed in: the user's to-do problems, each removable (01 §2, §4). */
export function TodoProblems() {
  const { t } = useTranslation();
  const [items, setItems] = useList(problemApi.todoList);
  const remove = async (pid: number) => {
    const answer = await problemApi.toggleTodo(pid, false);
    // a failure was shown by api()
    if (answer.status !== 200) return;
    setItems((list) => list?.filter((item) => pidOf(item) !== pid));
  };
  return (
    <Card withBorder data-testid="todo-problems">
      <Title order={2} size="h4" mb="sm">{t('home.todo')}</Title>
      {items && items.length === 0 ? <Text c="dimmed" size="sm">{t('home.noTodo')}</Text> : null}
      <ScrollArea.Autosize mah={TODO_MAX_HEIGHT}>
        <Stack gap={6}>
          {items?.map((item) => (
            <ProblemLine
              key={pidOf(item)}
              item={item}
              trailing={<ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('problem.todoRemove')} onClick={() => remove(pidOf(item))}>×</ActionIcon>}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );
}
