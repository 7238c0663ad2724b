import { Loader } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { loadStatusList, StatusList } from '@oj/web/app/plugin-kit';
import { loadGroup } from './problem-api';
import { groupsPluginLoader, problemTitleOf, useProblemText } from './problem-text';
import { ProblemGroupFrame } from './ui/problem-group-frame';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = groupsPluginLoader;

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const loaded = await loadGroup(params.groupID ?? '');
  // the group's rows only, for those with a role in it (get-submission-list with gid refuses the others too)
  return { loaded, list: loaded.group?.role ? await loadStatusList(new URL(request.url), loaded.group.id) : undefined };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => problemTitleOf((data as { loaded?: { group?: { name: string } } } | undefined)?.loaded?.group?.name ?? 'Group', matches);

/**
 * /group/:groupID/status (GroupSubmissionList, 03 §2): the core's status list narrowed to the group's
 * submissions (gid), full width, its rows linking to the group's problem and submission pages.
 */
export default function GroupSubmissionList() {
  const { loaded, list } = useLoaderData<typeof clientLoader>();
  const { t } = useProblemText();
  return (
    <ProblemGroupFrame loaded={loaded} tab="submission">
      {() => (list ? <StatusList {...list} title={t('groupProblem.submissions')} /> : null)}
    </ProblemGroupFrame>
  );
}
