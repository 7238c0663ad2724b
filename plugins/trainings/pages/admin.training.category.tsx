import { Badge, Button, ColorInput, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { AdminLoading, ConfirmDelete, fieldErrorsOf, loadAdmin, requirePlugin, useAdminCall, type FieldErrors } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API, CATEGORY_NAME_MAX } from './admin-training-api';
import { PLUGIN_ID } from './root-data';
import type { TrainingCategory } from './training-api';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

const DEFAULT_COLOR = '#409eff';
const SWATCHES = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', '#909399', '#8e44ad', '#16a085', '#2c3e50'];

type Draft = { id?: number; name: string; color: string };

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return { categories: (await loadAdmin<TrainingCategory[]>(ADMIN_TRAINING_API.categories)) ?? [] };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** /admin/training/category: the training categories (name, colour). */
export default function TrainingCategoryAdmin() {
  const { categories } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>();
  const [deleting, setDeleting] = useState<TrainingCategory>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const open = (d: Draft) => {
    setErrors({});
    setDraft(d);
  };
  const save = async () => {
    if (!draft) return;
    if (!draft.name.trim()) {
      setErrors({ name: t('adminTraining.required', { field: t('adminTraining.categoryName') }) });
      return;
    }
    setBusy(true);
    const r = await call(ADMIN_TRAINING_API.category, { method: draft.id === undefined ? 'POST' : 'PUT', body: { ...draft, name: draft.name.trim() } });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      setDraft(undefined);
      revalidator.revalidate();
    }
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`${ADMIN_TRAINING_API.category}?cid=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack data-testid="training-category-admin">
      <Group justify="space-between">
        <Title order={2}>{t('adminTraining.categoryTitle')}</Title>
        <Button onClick={() => open({ name: '', color: DEFAULT_COLOR })} data-testid="category-create">
          {t('adminTraining.categoryCreate')}
        </Button>
      </Group>
      <Table striped verticalSpacing="xs" data-testid="category-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('adminTraining.id')}</Table.Th>
            <Table.Th>{t('adminTraining.categoryName')}</Table.Th>
            <Table.Th w={200}>{t('adminTraining.option')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((c) => (
            <Table.Tr key={c.id} data-testid="category-row">
              <Table.Td>{c.id}</Table.Td>
              <Table.Td>
                <Badge color={c.color || 'gray'} variant="filled" tt="none">
                  {c.name}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Button size="xs" variant="light" onClick={() => open({ id: c.id, name: c.name, color: c.color || DEFAULT_COLOR })}>
                    {t('adminTraining.edit')}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setDeleting(c)}>
                    {t('adminTraining.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {categories.length === 0 ? (
        <Text ta="center" c="dimmed">
          {t('adminTraining.noCategory')}
        </Text>
      ) : null}
      <Modal opened={draft !== undefined} onClose={() => setDraft(undefined)} title={draft?.id === undefined ? t('adminTraining.categoryCreate') : t('adminTraining.edit')} centered>
        {draft ? (
          <Stack>
            <TextInput
              label={t('adminTraining.categoryName')}
              maxLength={CATEGORY_NAME_MAX}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
              error={errors.name}
              required
              data-testid="category-name"
            />
            <ColorInput label={t('adminTraining.categoryColor')} value={draft.color} onChange={(color) => setDraft({ ...draft, color })} swatches={SWATCHES} error={errors.color} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDraft(undefined)}>
                {t('adminTraining.cancel')}
              </Button>
              <Button onClick={save} loading={busy} data-testid="category-save">
                {t('adminTraining.save')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.name ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={remove} />
    </Stack>
  );
}
