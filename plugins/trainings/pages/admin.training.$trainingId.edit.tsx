import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdminLoading, loadAdmin, requirePlugin } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API, draftOf, type AdminTraining } from './admin-training-api';
import { PLUGIN_ID } from './root-data';
import type { TrainingCategory } from './training-api';
import { TrainingForm } from './ui/training-form';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const [found, categories] = await Promise.all([
    loadAdmin<AdminTraining>(`${ADMIN_TRAINING_API.training}?tid=${encodeURIComponent(params.trainingId ?? '')}`),
    loadAdmin<TrainingCategory[]>(ADMIN_TRAINING_API.categories),
  ]);
  return { found, categories: categories ?? [] };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** /admin/training/:trainingId/edit */
export default function EditTraining() {
  const { found, categories } = useLoaderData<typeof clientLoader>();
  const categoryId = found.trainingCategory?.id ?? found.training.categoryId ?? null;
  return <TrainingForm key={found.training.id} initial={draftOf(found.training)} categoryId={categoryId} categories={categories} />;
}
