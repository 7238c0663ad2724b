import { Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { groupDiscussionLoader } from './area-guard';
import { titleOf } from './root-data';
import { GroupDiscussionBoard, loadGroupBoard } from './ui/group-discussion-board';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export const loader = groupDiscussionLoader;

export async function clientLoader({ request, params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return loadGroupBoard(new URL(request.url), params.groupID, params.problemID);
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

/** /group/:groupID/discussion/:problemID: one problem's discussions in the group (03 §2), 'Go to problem'. */
export default function GroupProblemDiscussionList() {
  const data = useLoaderData<typeof clientLoader>();
  return <GroupDiscussionBoard key={data.pid ?? ''} data={data} />;
}
