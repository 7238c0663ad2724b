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
  const url = new URL(request.url);
  // the problem page's 'Discussion' link may name the problem as ?pid= (web/app/components/problem/discussion-link.ts)
  return loadGroupBoard(url, params.groupID, url.searchParams.get('pid')?.trim() || undefined);
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

/** /group/:groupID/discussion: the group's Discussion tab (03 §2), inside the group page's layout. */
export default function GroupDiscussionList() {
  const data = useLoaderData<typeof clientLoader>();
  return <GroupDiscussionBoard key={data.pid ?? ''} data={data} />;
}
