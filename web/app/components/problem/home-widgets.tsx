import { ActionIcon, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DifficultyBadge } from './difficulty';
import { pidOf, problemApi, type ProblemBrief } from './problem-api';
import { CardNote, HomeCard } from '../home/home-card';

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
    <HomeCard title={t('home.recentProblems')} testId="recent-problems">
      {items && items.length === 0 ? <CardNote>{t('home.noRecentProblems')}</CardNote> : null}
      <Stack gap={6}>
        {items?.map((item) => <ProblemLine key={pidOf(item)} item={item} />)}
      </Stack>
    </HomeCard>
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
    <HomeCard title={t('home.todo')} testId="todo-problems">
      {items && items.length === 0 ? <CardNote>{t('home.noTodo')}</CardNote> : null}
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
    </HomeCard>
  );
}
