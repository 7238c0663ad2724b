import type { ClientLoaderFunctionArgs, MetaFunction } from '@remix-run/react';
import { problemApi, type ProblemBrief, type ProblemDetailAnswer } from './problem-api';

export type ProblemRouteData = { answer: ProblemDetailAnswer; error?: undefined; navigation?: ProblemBrief[] } | { answer?: undefined; error: string; navigation?: undefined };

/** Loads a problem for its page (in the browser, from the same API every client uses). */
export async function loadProblem({ params, request }: ClientLoaderFunctionArgs, withNavigation = false): Promise<ProblemRouteData> {
  const search = new URL(request.url).searchParams;
  const [detail, navigation] = await Promise.all([
    problemApi.detail(params.problemID ?? '', search.get('gid') ?? undefined),
    withNavigation ? problemApi.fullScreenList({ tid: search.get('tid') ?? undefined, cid: search.get('cid') ?? undefined }) : undefined,
  ]);
  if (detail.status !== 200 || !detail.data?.problem) return { error: detail.msg };
  return { answer: detail.data, navigation: navigation?.status === 200 && Array.isArray(navigation.data) ? navigation.data : undefined };
}

export const problemMeta: MetaFunction = ({ data, matches }) => {
  const config = (matches.find((m) => m.id === 'root')?.data as { config?: { name?: string } } | undefined)?.config;
  const problem = (data as ProblemRouteData | undefined)?.answer?.problem;
  return [{ title: `${problem ? `${problem.problemId} ${problem.title}` : 'Problem'} · ${config?.name ?? 'OJ'}` }];
};
