import { Alert, Anchor, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useRevalidator } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTrainingPaths } from './training-paths';
import { useRootData } from '../root-data';
import type { LoadedTraining, Training } from '../training-api';
import { useText } from '../use-text';
import { PasswordForm } from './password-form';
import { TrainingProgress } from './progress';
import { AuthTag, CategoryTag } from './training-tags';
import { showsDiscussionTab } from '../discussion-tab';

export type TrainingTab = 'introduction' | 'problems' | 'rank';

/**
 * What every /training/:trainingID page shows around its tab (02 §2): the header with the progress bar
 * (signed in), the tabs, and the password form while a private training is not open to the user.
 * The tab's content needs access, except the introduction.
 */
export function TrainingShell({ loaded, tab, children }: { loaded: LoadedTraining; tab: TrainingTab; children: (training: Training) => ReactNode }) {
  const { t } = useText();
  const root = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const paths = useTrainingPaths();
  if (!loaded.training) {
    return (
      <Stack data-testid="training-load-failed">
        <Alert color="red" title={t('training.loadFailed')}>
          {loaded.error}
        </Alert>
        <Anchor component={Link} to={paths.list}>
          {t('training.backToList')}
        </Anchor>
      </Stack>
    );
  }
  const { training, access } = loaded;
  const base = paths.training(training.id);
  // a training's discussion (/discussion/training_<id>) is the public area's: not for a group's training
  const discussion = training.gid === null && showsDiscussionTab(root.plugins?.enabled, root.config?.openPublicDiscussion);
  const tabPaths: Record<string, string> = { introduction: base, problems: `${base}/problems`, rank: `${base}/rank`, discussion: `/discussion/training_${training.id}` };

  return (
    <Stack data-testid="training-details" data-training-id={training.id}>
      <Card withBorder>
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <Title order={2} data-testid="training-title">
              {training.title}
            </Title>
            <AuthTag auth={training.auth} />
            <CategoryTag name={training.categoryName} color={training.categoryColor} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('training.author')}: {training.author} · {t('training.problemCount')}: {training.problemCount}
          </Text>
          {root.user ? <TrainingProgress acCount={training.acCount} problemCount={training.problemCount} w="100%" /> : null}
        </Stack>
      </Card>
      <Tabs value={tab} onChange={(value) => value && value !== tab && navigate(tabPaths[value])} keepMounted={false}>
        <Tabs.List data-testid="training-tabs">
          <Tabs.Tab value="introduction" data-testid="tab-introduction">
            {t('training.tab.introduction')}
          </Tabs.Tab>
          <Tabs.Tab value="problems" disabled={!access} data-testid="tab-problems">
            {t('training.tab.problems')}
          </Tabs.Tab>
          <Tabs.Tab value="rank" disabled={!access} data-testid="tab-rank">
            {t('training.tab.rank')}
          </Tabs.Tab>
          {discussion ? (
            <Tabs.Tab value="discussion" data-testid="tab-discussion">
              {t('training.tab.discussion')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
      </Tabs>
      {access || !root.user ? null : <PasswordForm tid={training.id} onRegistered={() => revalidator.revalidate()} />}
      {access || tab === 'introduction' ? children(training) : null}
    </Stack>
  );
}
