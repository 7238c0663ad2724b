import { Loader, Stack } from '@mantine/core';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { ProblemLoadFailed, problemMeta, ProblemView, requirePlugin, type RouteHandle } from '@oj/web/app/plugin-kit';
import type { ComponentProps } from 'react';
import { groupProblemApi, GROUPS_PLUGIN_ID } from './problem-api';

/** What get-problem-detail answers, as the shared problem view takes it. */
type ProblemDetailAnswer = ComponentProps<typeof ProblemView>['answer'];

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context, params, request }: LoaderFunctionArgs) {
  requirePlugin(context, GROUPS_PLUGIN_ID);
  // the focus mode's switcher lists the group's problems when the URL names the group (?gid)
  const url = new URL(request.url);
  if (url.searchParams.get('gid') !== params.groupID) {
    url.searchParams.set('gid', params.groupID ?? '');
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  return null;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await args.serverLoader();
  const detail = await groupProblemApi.detail<ProblemDetailAnswer>(args.params.problemID ?? '', args.params.groupID ?? '');
  if (detail.status !== 200 || !detail.data?.problem) return { answer: undefined, error: detail.msg };
  return { answer: detail.data, error: undefined };
}
clientLoader.hydrate = true as const;
export const meta = problemMeta;
/** Focus mode: the whole window, no header or footer (01 §1). */
export const handle: RouteHandle = { focus: true };

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

/**
 * /group/:groupID/problem/:problemID/full-screen (GroupFullProblemDetails, 03 §2): the focus variant a row of the
 * Problem tab opens, with the group's problems in the switcher. get-problem-detail with gid refuses non-members.
 */
export default function GroupFullProblemDetails() {
  const data = useLoaderData<typeof clientLoader>();
  const { groupID = '' } = useParams();
  const base = `/group/${encodeURIComponent(groupID)}`;
  return data.answer ? (
    <ProblemView key={data.answer.problem.problemId} answer={data.answer} fullScreen context={{ path: `${base}/problem/${encodeURIComponent(data.answer.problem.problemId)}`, submissionPath: `${base}/submission-detail` }} />
  ) : (
    <ProblemLoadFailed message={data.error ?? ''} />
  );
}
