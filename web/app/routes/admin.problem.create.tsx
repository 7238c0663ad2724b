import { Stack } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { loadChoices } from '../admin/problem/problem-api';
import { emptyDraft } from '../admin/problem/problem-draft';
import { ProblemForm } from '../admin/problem/problem-form';

export const clientLoader = async () => {
  const choices = await loadChoices();
  // a new problem accepts every language of the list until the admin narrows it
  return { choices, draft: { ...emptyDraft(), languageIds: choices.languages.map((l) => l.id) } };
};
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** /admin/problem/create: the problem form, empty with the defaults of 03 §9. */
export default function ProblemCreate() {
  const { choices, draft } = useLoaderData<typeof clientLoader>();
  return (
    <Stack>
      <AdminPageTitle />
      <ProblemForm initial={draft} choices={choices} />
    </Stack>
  );
}
