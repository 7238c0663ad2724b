import { Loader, Stack } from '@mantine/core';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { ProblemLoadFailed, problemMeta, ProblemView, requirePlugin, type RouteHandle } from '@oj/web/app/plugin-kit';
import { PLUGIN_ID } from '../root-data';
import { problemInTraining } from '../training-api';
import { useTrainingPaths } from './training-paths';
import type { ComponentProps } from 'react';

/** What get-problem-detail answers, as the shared problem view takes it. */
type ProblemDetailAnswer = ComponentProps<typeof ProblemView>['answer'];

export function loader({ context, params, request }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  // the focus mode's switcher lists the training's problems when the URL names the training (?tid)
  const url = new URL(request.url);
  if (url.searchParams.get('tid') !== params.trainingID) {
    url.searchParams.set('tid', params.trainingID ?? '');
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  return null;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await args.serverLoader();
  const detail = await problemInTraining<ProblemDetailAnswer>(args.params.problemID ?? '', args.params.trainingID ?? '');
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

/** /training/:trainingID/problem/:problemID/full-screen (and a group training's): the focus variant with the training's problems in the switcher. */
export default function TrainingProblemFullScreen() {
  const data = useLoaderData<typeof clientLoader>();
  const { trainingID = '' } = useParams();
  const paths = useTrainingPaths();
  return data.answer ? <ProblemView key={data.answer.problem.problemId} answer={data.answer} fullScreen context={{ tid: Number(trainingID), path: `${paths.training(trainingID)}/problem/${encodeURIComponent(data.answer.problem.problemId)}` }} /> : <ProblemLoadFailed message={data.error ?? ''} />;
}
