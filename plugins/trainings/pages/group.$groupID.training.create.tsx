import { Alert, Loader } from '@mantine/core';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { emptyDraft } from './admin-training-api';
import { groupTrainingApi } from './group-training-api';
import { pluginLoader } from './plugin-loader';
import { TrainingForm } from './ui/training-form';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const categories = await groupTrainingApi.categories(params.groupID ?? '');
  return categories.status === 200 && Array.isArray(categories.data) ? { categories: categories.data, error: undefined } : { categories: [], error: categories.msg };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

/** /group/:groupID/training/create (03 §2 GroupCreateTraining): the training form (03 §5) for a training of the group. */
export default function GroupCreateTraining() {
  const { categories, error } = useLoaderData<typeof clientLoader>();
  const { groupID = '' } = useParams();
  if (error) return <Alert color="red">{error}</Alert>;
  return <TrainingForm initial={emptyDraft()} categoryId={categories[0]?.id ?? null} categories={categories} gid={groupID} />;
}
