import type { ClientLoaderFunctionArgs, MetaFunction } from '@remix-run/react';
import { problemApi, type ProblemDetailAnswer } from './problem-api';

export type ProblemRouteData = { answer: ProblemDetailAnswer; error?: undefined } | { answer?: undefined; error: string };

/** Loads a problem for its page (in the browser, from the same API every client uses). */
export async function loadProblem({ params, request }: ClientLoaderFunctionArgs): Promise<ProblemRouteData> {
  const detail = await problemApi.detail(params.problemID ?? '', new URL(request.url).searchParams.get('gid') ?? undefined);
  if (detail.status !== 200 || !detail.data?.problem) return { error: detail.msg };
  return { answer: detail.data };
}

export const problemMeta: MetaFunction = ({ data, matches }) => {
  const config = (matches.find((m) => m.id === 'root')?.data as { config?: { name?: string } } | undefined)?.config;
  const problem = (data as ProblemRouteData | undefined)?.answer?.problem;
  return [{ title: `${problem ? `${problem.problemId} ${problem.title}` : 'Problem'} · ${config?.name ?? 'OJ'}` }];
};
