import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { hasFiles, Markdown, VideoFiles } from '@oj/web/app/plugin-kit';
import { pluginLoader } from '../plugin-loader';
import { titleOf } from '../root-data';
import { loadTraining, videosOf, type LoadedTraining } from '../training-api';
import { TrainingShell } from './training-shell';
import { useText } from '../use-text';

export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return loadTraining(params.trainingID ?? '');
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as LoadedTraining | undefined)?.training?.title ?? 'Training', matches);

/** /training/:trainingID: the introduction tab, the description (markdown) and the reference videos (02 §2). */
export default function TrainingIntroduction() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  return (
    <TrainingShell loaded={loaded} tab="introduction">
      {(training) => {
        const videos = videosOf(training);
        return (
          <Stack data-testid="training-introduction">
            <Card withBorder>
              <Title order={4} mb="sm">
                {t('training.description')}
              </Title>
              {training.description ? <Markdown source={training.description} testId="training-description" /> : <Text c="dimmed">{t('training.noDescription')}</Text>}
            </Card>
            {hasFiles(videos) ? (
              <Card withBorder data-testid="training-videos">
                <Title order={4} mb="sm">
                  {t('training.videos')}
                </Title>
                <VideoFiles files={videos} />
              </Card>
            ) : null}
          </Stack>
        );
      }}
    </TrainingShell>
  );
}
