import { Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { discussionAreaLoader } from './area-guard';
import { discussionApi } from './discussion-api';
import { titleOf } from './root-data';
import { DiscussionDetailView } from './ui/discussion-detail-view';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

// outside the core's /discussion route: the plugin's own guard closes it with the area
export const loader = discussionAreaLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const detail = await discussionApi.detail(params.discussionID ?? '');
  return detail.status === 200 && detail.data ? { discussion: detail.data } : { discussion: undefined, error: detail.msg };
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

/** /discussion-detail/:discussionID (02 §2): the public area's discussion page. */
export default function DiscussionDetailPage() {
  return <DiscussionDetailView loaded={useLoaderData<typeof clientLoader>()} />;
}
