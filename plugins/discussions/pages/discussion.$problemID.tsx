import { Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { pluginLoader } from './area-guard';
import { titleOf } from './root-data';
import { DiscussionBoard, loadBoard } from './ui/discussion-board';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

// inside the core's /discussion guard, as the list is
export const loader = pluginLoader;

export async function clientLoader({ request, params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return loadBoard(new URL(request.url), params.problemID);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches, params }) => titleOf(`${params.problemID} · Discussion`, matches);

/** /discussion/:problemID and /discussion/training_:trainingID: one problem's (or training's) discussions, 'Go to problem' (02 §2). */
export default function ProblemDiscussionList() {
  const data = useLoaderData<typeof clientLoader>();
  // another problem's board starts afresh (its search box, its dialogs)
  return <DiscussionBoard key={data.query.pid} data={data} />;
}
