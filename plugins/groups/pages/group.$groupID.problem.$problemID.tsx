import { Loader, Stack } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { ProblemLoadFailed, problemMeta, ProblemView, requirePlugin, type RouteHandle } from '@oj/web/app/plugin-kit';
import type { ComponentProps } from 'react';
import { groupProblemApi, GROUPS_PLUGIN_ID, loadGroup } from './problem-api';
import { ProblemGroupFrame } from './ui/problem-group-frame';

/** What get-problem-detail answers, as the shared problem view takes it. */
type ProblemDetailAnswer = ComponentProps<typeof ProblemView>['answer'];

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, GROUPS_PLUGIN_ID);
  return null;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await args.serverLoader();
  const groupID = args.params.groupID ?? '';
  const loaded = await loadGroup(groupID);
  if (!loaded.group?.role) return { loaded, answer: undefined, error: undefined };
  const detail = await groupProblemApi.detail<ProblemDetailAnswer>(args.params.problemID ?? '', loaded.group.id);
  if (detail.status !== 200 || !detail.data?.problem) return { loaded, answer: undefined, error: detail.msg };
  return { loaded, answer: detail.data, error: undefined };
}
clientLoader.hydrate = true as const;
export const meta = problemMeta;
/** The footer is hidden on problem pages (01 §1). */
export const handle: RouteHandle = { hideFooter: true };

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

/**
 * /group/:groupID/problem/:problemID (GroupProblemDetails, 03 §2): the core's problem page under the group's
 * tabs, full width. Its submissions carry the problem's gid (the group's submission context decides) and open
 * in the group's submission detail.
 */
export default function GroupProblemDetails() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <ProblemGroupFrame loaded={data.loaded} tab="problem">
      {(group) => {
        const base = `/group/${group.id}`;
        return data.answer ? (
          <ProblemView key={data.answer.problem.problemId} answer={data.answer} context={{ path: `${base}/problem/${encodeURIComponent(data.answer.problem.problemId)}`, submissionPath: `${base}/submission-detail` }} />
        ) : (
          <ProblemLoadFailed message={data.error ?? ''} />
        );
      }}
    </ProblemGroupFrame>
  );
}
