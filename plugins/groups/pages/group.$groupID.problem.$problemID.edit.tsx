import { Alert, Loader } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { loadChoices, loadDraft, type StoredProblem } from '@oj/web/app/plugin-kit';
import { groupTagsOf } from './problem-choices';
import { call, GROUP_PROBLEM_API, groupProblemApi, loadGroup, query } from './problem-api';
import { groupsPluginLoader, problemTitleOf, useProblemText } from './problem-text';
import { ProblemGroupForm } from './ui/problem-group-form';
import { ProblemGroupFrame } from './ui/problem-group-frame';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = groupsPluginLoader;

/** The problem's primary key: ?pid from the admin list, else the display id read through get-problem-detail with gid. */
async function pidOf(url: URL, problemID: string, gid: number): Promise<number | undefined> {
  const pid = Number(url.searchParams.get('pid'));
  if (Number.isInteger(pid) && pid > 0) return pid;
  const detail = await groupProblemApi.detail<{ problem: { id: number } }>(problemID, gid);
  return detail.status === 200 ? detail.data?.problem?.id : undefined;
}

export async function clientLoader({ params, request, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const loaded = await loadGroup(params.groupID ?? '');
  const group = loaded.group;
  if (!group?.role) return { loaded, choices: undefined, draft: undefined, error: undefined };
  const pid = await pidOf(new URL(request.url), params.problemID ?? '', group.id);
  const stored = pid === undefined ? undefined : await call<StoredProblem>(`${GROUP_PROBLEM_API.problem}?${query({ pid })}`);
  if (!stored || stored.status !== 200 || !stored.data) return { loaded, choices: undefined, draft: undefined, error: stored?.msg ?? '' };
  const [choices, tags, draft] = await Promise.all([loadChoices(), groupTagsOf(group.id), loadDraft(stored.data, GROUP_PROBLEM_API.cases)]);
  // the answer's problemId comes without the group's short name, which the form shows fixed before the box (03 §3)
  return { loaded, choices: { ...choices, tags }, draft, error: undefined };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ params, matches }) => problemTitleOf(`Edit ${params.problemID ?? ''}`, matches);

/** /group/:groupID/problem/:problemID/edit (GroupEditProblem, 03 §2, §5, §6): root edits any group problem, an admin their own (the API decides). */
export default function GroupEditProblem() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useProblemText();
  return (
    <ProblemGroupFrame loaded={data.loaded} tab="problem">
      {(group) =>
        data.choices && data.draft ? (
          <ProblemGroupForm group={group} initial={data.draft} choices={data.choices} title={`${t('groupProblem.editTitle')} · ${group.shortName}${data.draft.problemId}`} />
        ) : data.error !== undefined ? (
          <Alert color="red" data-testid="group-problem-edit-failed">{data.error || t('groupProblem.notManaged')}</Alert>
        ) : null
      }
    </ProblemGroupFrame>
  );
}
