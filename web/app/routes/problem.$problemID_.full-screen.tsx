import { Loader, Stack } from '@mantine/core';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import type { RouteHandle } from '../root';
import { loadProblem, problemMeta, publicProblemLoader } from '../components/problem/problem-route';
import { ProblemLoadFailed, ProblemView } from '../components/problem/problem-view';

export const loader = publicProblemLoader;
export const clientLoader = (args: ClientLoaderFunctionArgs) => loadProblem(args);
// the server only says whether the problem exists: the browser loads it once hydrated
clientLoader.hydrate = true as const;
export { PageError as ErrorBoundary } from '../components/page-error';
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

/** /problem/:problemID/full-screen (optional ?tid= or ?cid= for the switcher): the focus variant, same editor state. */
export default function ProblemFullScreen() {
  const data = useLoaderData<typeof clientLoader>();
  return data.answer ? <ProblemView key={data.answer.problem.problemId} answer={data.answer} fullScreen /> : <ProblemLoadFailed message={data.error} />;
}
