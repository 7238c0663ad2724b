import { Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useGroupRole } from '@oj/web/app/plugin-kit';
import { groupDiscussionLoader } from './area-guard';
import { discussionApi } from './discussion-api';
import { titleOf } from './root-data';
import { DiscussionDetailView } from './ui/discussion-detail-view';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export const loader = groupDiscussionLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const gid = Number(params.groupID);
  const detail = await discussionApi.detail(params.discussionID ?? '');
  // a discussion of another group (or of the public area) is not this group's page
  const discussion = detail.status === 200 && detail.data && detail.data.gid === gid ? detail.data : undefined;
  return { discussion, error: discussion ? undefined : detail.status === 200 ? undefined : detail.msg, gid };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches, data }) => titleOf((data as { discussion?: { title: string } } | undefined)?.discussion?.title ?? 'Discussion', matches);

/** /group/:groupID/discussion-detail/:discussionID (03 §2 GroupDiscussionDetails): the discussion page inside the group. */
export default function GroupDiscussionDetailPage() {
  const loaded = useLoaderData<typeof clientLoader>();
  // the group's admins and root (the groups layout's role) pin and moderate comments here
  const role = useGroupRole();
  return <DiscussionDetailView key={loaded.discussion?.id} loaded={loaded} group={{ gid: loaded.gid, admin: role === 'admin' || role === 'root' }} />;
}
