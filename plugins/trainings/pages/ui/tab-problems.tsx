import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { useText } from '../use-text';
import { DifficultyBadge, formatAcRate, MyStatus, TagBadge } from '@oj/web/app/plugin-kit';
import { pluginLoader } from '../plugin-loader';
import { titleOf, useRootData } from '../root-data';
import { loadTraining, trainingApi, type LoadedTraining, type TrainingProblem } from '../training-api';
import { TrainingShell } from './training-shell';
import { useTrainingPaths } from './training-paths';

export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const tid = params.trainingID ?? '';
  const loaded = await loadTraining(tid);
  if (!loaded.access) return { loaded, problems: [] as TrainingProblem[], error: undefined };
  const answer = await trainingApi.problems(tid);
  return answer.status === 200 && Array.isArray(answer.data) ? { loaded, problems: answer.data, error: undefined } : { loaded, problems: [] as TrainingProblem[], error: answer.msg };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as { loaded?: LoadedTraining } | undefined)?.loaded?.training?.title ?? 'Training', matches);

/** The problem list tab (02 §2): status icon, problemId, title, level, tags on demand, AC rate; a row opens the problem in the training. */
export default function TrainingProblemList() {
  const { loaded, problems: rows, error } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const paths = useTrainingPaths();
  const { user } = useRootData();
  const navigate = useNavigate();
  const [showTags, setShowTags] = useState(false);
  return (
    <TrainingShell loaded={loaded} tab="problems">
      {(training) => (
        <Stack gap="xs">
          {error ? <Alert color="red">{error}</Alert> : null}
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={() => setShowTags(!showTags)} data-testid="toggle-tags">
              {showTags ? t('training.problem.hideTags') : t('training.problem.showTags')}
            </Button>
          </Group>
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={520}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="training-problem-table">
                <Table.Thead>
                  <Table.Tr>
                    {user ? <Table.Th w={40} aria-label={t('training.problem.status')} /> : null}
                    <Table.Th w={110}>{t('training.problem.id')}</Table.Th>
                    <Table.Th>{t('training.problem.title')}</Table.Th>
                    <Table.Th w={110}>{t('training.problem.difficulty')}</Table.Th>
                    <Table.Th w={100}>{t('training.problem.acRate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr
                      key={row.pid}
                      onClick={() => navigate(`${paths.training(training.id)}/problem/${encodeURIComponent(row.problemId)}`)}
                      style={{ cursor: 'pointer' }}
                      data-testid="training-problem-row"
                    >
                      {user ? (
                        <Table.Td>
                          <MyStatus status={row.myStatus} />
                        </Table.Td>
                      ) : null}
                      <Table.Td>{row.problemId}</Table.Td>
                      <Table.Td>
                        <Stack gap={4}>
                          <Text fw={600} c="blue" size="sm">
                            {row.title}
                          </Text>
                          {showTags && row.tags?.length ? (
                            <Group gap={4} data-testid="training-problem-tags">
                              {row.tags.map((tag) => (
                                <TagBadge key={tag.id} tag={tag} size="xs" />
                              ))}
                            </Group>
                          ) : null}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <DifficultyBadge difficulty={row.difficulty} />
                      </Table.Td>
                      <Table.Td>{formatAcRate(row.ac, row.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length === 0 ? (
              <Text ta="center" py="xl" c="dimmed">
                {t('training.problem.empty')}
              </Text>
            ) : null}
          </Card>
        </Stack>
      )}
    </TrainingShell>
  );
}
