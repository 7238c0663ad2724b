import { Alert, Loader } from '@mantine/core';
import { useLoaderData, useParams, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { draftOf } from './admin-training-api';
import { groupTrainingApi } from './group-training-api';
import { pluginLoader } from './plugin-loader';
import { TrainingForm } from './ui/training-form';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const [found, categories] = await Promise.all([groupTrainingApi.get(params.trainingID ?? ''), groupTrainingApi.categories(params.groupID ?? '')]);
  if (found.status !== 200 || !found.data) return { found: undefined, categories: [], error: found.msg };
  return { found: found.data, categories: categories.status === 200 && Array.isArray(categories.data) ? categories.data : [], error: undefined };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

/** /group/:groupID/training/:trainingID/edit (03 §2 GroupEditTraining): the group root on any, a group admin on their own. */
export default function GroupEditTraining() {
  const { found, categories, error } = useLoaderData<typeof clientLoader>();
  const { groupID = '' } = useParams();
  if (!found) return <Alert color="red">{error}</Alert>;
  const categoryId = found.trainingCategory?.id ?? found.training.categoryId ?? null;
  return <TrainingForm key={found.training.id} initial={draftOf(found.training)} categoryId={categoryId} categories={categories} gid={groupID} />;
}
