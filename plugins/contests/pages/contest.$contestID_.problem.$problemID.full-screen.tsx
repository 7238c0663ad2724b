import { Loader, Stack } from '@mantine/core';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { ProblemLoadFailed, problemMeta, ProblemView, requirePlugin, type RouteHandle } from '@oj/web/app/plugin-kit';
import type { ComponentProps } from 'react';
import { contestApi } from './contest-api';
import { PLUGIN_ID } from './root-data';

type ProblemDetailAnswer = ComponentProps<typeof ProblemView>['answer'];

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context, params, request }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  // the focus mode's switcher lists the contest's problems when the URL names the contest (?cid)
  const url = new URL(request.url);
  if (url.searchParams.get('cid') !== params.contestID) {
    url.searchParams.set('cid', params.contestID ?? '');
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  return null;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await args.serverLoader();
  const detail = await contestApi.problemDetail<ProblemDetailAnswer>(args.params.contestID ?? '', args.params.problemID ?? '');
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

/** /contest/:contestID/problem/:problemID/full-screen: ContestFullProblemDetails, the focus variant with the contest's problems in the switcher. */
export default function ContestProblemFullScreen() {
  const data = useLoaderData<typeof clientLoader>();
  const { contestID = '' } = useParams();
  return data.answer ? <ProblemView key={data.answer.problem.problemId} answer={data.answer} fullScreen context={{ cid: Number(contestID), path: `/contest/${encodeURIComponent(contestID)}/problem/${encodeURIComponent(data.answer.problem.problemId)}`, submissionPath: `/contest/${encodeURIComponent(contestID)}/problem/${encodeURIComponent(data.answer.problem.problemId)}/submission-detail` }} /> : <ProblemLoadFailed message={data.error ?? ''} />;
}
