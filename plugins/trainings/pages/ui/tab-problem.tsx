import { Loader, Stack } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { ProblemLoadFailed, problemMeta, ProblemView, requirePlugin, type RouteHandle } from '@oj/web/app/plugin-kit';
import { PLUGIN_ID } from '../root-data';
import { loadTraining, problemInTraining } from '../training-api';
import { TrainingShell } from './training-shell';
import { useTrainingPaths } from './training-paths';
import type { ComponentProps } from 'react';

/** What get-problem-detail answers, as the shared problem view takes it. */
type ProblemDetailAnswer = ComponentProps<typeof ProblemView>['answer'];

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await args.serverLoader();
  const [loaded, detail] = await Promise.all([loadTraining(args.params.trainingID ?? ''), problemInTraining<ProblemDetailAnswer>(args.params.problemID ?? '', args.params.trainingID ?? '')]);
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
 * /training/:trainingID/problem/:problemID: the problem page under the training's tabs; its submissions
 * carry the training's id, so they count toward the training's progress and rank.
 */
export default function TrainingProblemDetails() {
  const data = useLoaderData<typeof clientLoader>();
  const { trainingID = '' } = useParams();
  const paths = useTrainingPaths();
  return (
    <TrainingShell loaded={data.loaded} tab="problems">
      {() => (data.answer ? <ProblemView key={data.answer.problem.problemId} answer={data.answer} context={{ tid: Number(trainingID), path: `${paths.training(trainingID)}/problem/${encodeURIComponent(data.answer.problem.problemId)}` }} /> : <ProblemLoadFailed message={data.error ?? ''} />)}
    </TrainingShell>
  );
}
