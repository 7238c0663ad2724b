import type { LoaderFunctionArgs } from '@remix-run/node';
import { data, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import type { NotFoundData } from '../page-error';
import { problemApi, type ProblemDetailAnswer } from './problem-api';

export type ProblemRouteData = { answer: ProblemDetailAnswer; error?: undefined } | { answer?: undefined; error: string };

/**
 * The problem page's server loader: a display id no public problem has is the site's 404 page with a 404
 * status (the in-memory catalogue answers, no query); the problem itself loads in the browser. A group's
 * problem (`?gid=`) is not in the public catalogue: the API decides in the browser.
 */
export async function publicProblemLoader({ params, request, context }: LoaderFunctionArgs): Promise<null> {
  if (new URL(request.url).searchParams.get('gid')) return null;
  if (!(await context.services.publicProblemExists(params.problemID ?? ''))) throw data<NotFoundData>({ messageKey: 'notFound.problem' }, { status: 404 });
  return null;
}

/**
 * Loads a problem for its page (in the browser, from the same API every client uses). A problem the API does
 * not know is the 404 page; another failure (no network) stays on the page with its message.
 */
export async function loadProblem({ params, request }: ClientLoaderFunctionArgs): Promise<ProblemRouteData> {
  const detail = await problemApi.detail(params.problemID ?? '', new URL(request.url).searchParams.get('gid') ?? undefined);
  if (detail.status === 404) throw data<NotFoundData>({ msg: detail.msg }, { status: 404 });
  if (detail.status !== 200 || !detail.data?.problem) return { error: detail.msg };
  return { answer: detail.data };
}

export const problemMeta: MetaFunction = ({ data, matches }) => {
  const config = (matches.find((m) => m.id === 'root')?.data as { config?: { name?: string } } | undefined)?.config;
  const problem = (data as ProblemRouteData | undefined)?.answer?.problem;
  return [{ title: `${problem ? `${problem.problemId} ${problem.title}` : 'Problem'} · ${config?.name ?? 'OJ'}` }];
};
