import { Loader } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { emptyDraft, loadChoices } from '@oj/web/app/plugin-kit';
import { groupTagsOf } from './problem-choices';
import { loadGroup } from './problem-api';
import { groupsPluginLoader, problemTitleOf, useProblemText } from './problem-text';
import { ProblemGroupForm } from './ui/problem-group-form';
import { ProblemGroupFrame } from './ui/problem-group-frame';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = groupsPluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const loaded = await loadGroup(params.groupID ?? '');
  if (!loaded.group?.role) return { loaded, choices: undefined, draft: undefined };
  const [choices, tags] = await Promise.all([loadChoices(), groupTagsOf(loaded.group.id)]);
  // a new problem accepts every language until the author narrows it
  return { loaded, choices: { ...choices, tags }, draft: { ...emptyDraft(), languageIds: choices.languages.map((l) => l.id) } };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ matches }) => problemTitleOf('Create Problem', matches);

/** /group/:groupID/problem/create (GroupCreateProblem, 03 §2, §5): a new group problem, for group admins. */
export default function GroupCreateProblem() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useProblemText();
  return (
    <ProblemGroupFrame loaded={data.loaded} tab="problem">
      {(group) => (data.choices && data.draft ? <ProblemGroupForm group={group} initial={data.draft} choices={data.choices} title={t('groupProblem.createTitle')} /> : null)}
    </ProblemGroupFrame>
  );
}
