import { Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { pluginLoader } from './area-guard';
import { titleOf } from './root-data';
import { DiscussionBoard, loadBoard } from './ui/discussion-board';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

// the core's /discussion route is this page's layout: it closes the area while openPublicDiscussion is off
export const loader = pluginLoader;

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return loadBoard(new URL(request.url));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches }) => titleOf('Discussion', matches);

/** /discussion: the public discussion list (02 §2). */
export default function DiscussionList() {
  return <DiscussionBoard data={useLoaderData<typeof clientLoader>()} />;
}
