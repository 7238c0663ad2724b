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
/** The footer is hidden on problem pages (01 §1). */
export const handle: RouteHandle = { hideFooter: true };

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

/** /problem/:problemID (optional ?gid=): the problem page. */
export default function ProblemPage() {
  const data = useLoaderData<typeof clientLoader>();
  return data.answer ? <ProblemView key={data.answer.problem.problemId} answer={data.answer} /> : <ProblemLoadFailed message={data.error} />;
}
