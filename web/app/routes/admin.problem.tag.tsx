import { Badge, Button, ColorInput, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, loadAdmin, useAdminCall, type FieldErrors } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { ConfirmDelete } from '../admin/confirm-delete';
import { PROBLEM_API, type ClassificationRow, type TagRow } from '../admin/problem/problem-api';

/** Our own judge's tags (remote judges bring their own when they exist). */
const OJ = 'ME';
const NAME_MAX = 255;
/** The colour a new tag starts with (the core's TAG_DEFAULT_COLOR). */
const DEFAULT_COLOR = '#409eff';
const SWATCHES = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', '#909399', '#8e44ad', '#16a085', '#2c3e50'];

interface TagGroup {
  classification: ClassificationRow | null;
  tagList: TagRow[];
}

export const clientLoader = async () => {
  const [groups, classifications] = await Promise.all([
    loadAdmin<TagGroup[]>(`${PROBLEM_API.tagsAndClassification}?oj=${OJ}`),
    loadAdmin<ClassificationRow[]>(`${PROBLEM_API.classification}?oj=${OJ}`),
  ]);
  return { tags: groups.flatMap((g) => g.tagList), classifications };
};
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

type TagDraft = { id?: number; name: string; color: string; tcid: number | null };
type ClassDraft = { id?: number; name: string; rank: number };
type Deleting = { kind: 'tag' | 'classification'; id: number; name: string };

/** /admin/problem/tag: tags (name, colour, classification) and their classifications (name, rank). */
export default function TagAdmin() {
  const { tags, classifications } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [tag, setTag] = useState<TagDraft>();
  const [klass, setKlass] = useState<ClassDraft>();
  const [deleting, setDeleting] = useState<Deleting>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const classificationName = (tcid: number | null | undefined) => classifications.find((c) => c.id === tcid)?.name ?? t('adminProblem.tag.none');

  const save = async (path: string, body: { id?: number }, done: () => void) => {
    setBusy(true);
    const r = await call(path, { method: body.id === undefined ? 'POST' : 'PUT', body: { ...body, oj: OJ } });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      done();
      revalidator.revalidate();
    }
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(deleting.kind === 'tag' ? `${PROBLEM_API.tag}?tid=${deleting.id}` : `${PROBLEM_API.classification}?tcid=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };
  const openTag = (d: TagDraft) => {
    setErrors({});
    setTag(d);
  };
  const openClass = (d: ClassDraft) => {
    setErrors({});
    setKlass(d);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <AdminPageTitle />
        <Button onClick={() => openTag({ name: '', color: DEFAULT_COLOR, tcid: null })} data-testid="tag-create">{t('adminProblem.tag.create')}</Button>
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table striped withTableBorder data-testid="tag-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('adminProblem.tag.name')}</Table.Th>
              <Table.Th>{t('adminProblem.tag.classification')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.map((g) => (
              <Table.Tr key={g.id} data-testid="tag-row" data-name={g.name}>
                <Table.Td>{g.id}</Table.Td>
                <Table.Td><Badge color={g.color} autoContrast tt="none" variant="filled">{g.name}</Badge></Table.Td>
                <Table.Td>{classificationName(g.tcid)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => openTag({ id: g.id, name: g.name, color: g.color, tcid: g.tcid ?? null })}>{t('admin.edit')}</Button>
                    <Button size="xs" variant="outline" color="red.9" onClick={() => setDeleting({ kind: 'tag', id: g.id, name: g.name })}>{t('admin.delete')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tags.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}

      <Group justify="space-between" mt="md">
        <Title order={3}>{t('adminProblem.classification.title')}</Title>
        <Button variant="light" onClick={() => openClass({ name: '', rank: 0 })} data-testid="classification-create">{t('adminProblem.classification.create')}</Button>
      </Group>
      <Table.ScrollContainer minWidth={500}>
        <Table striped withTableBorder data-testid="classification-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('adminProblem.classification.name')}</Table.Th>
              <Table.Th>{t('adminProblem.classification.rank')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classifications.map((c) => (
              <Table.Tr key={c.id} data-testid="classification-row">
                <Table.Td>{c.id}</Table.Td>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.rank}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => openClass({ id: c.id, name: c.name, rank: c.rank })}>{t('admin.edit')}</Button>
                    <Button size="xs" variant="outline" color="red.9" onClick={() => setDeleting({ kind: 'classification', id: c.id, name: c.name })}>{t('admin.delete')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {classifications.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}

      <Modal opened={tag !== undefined} onClose={() => setTag(undefined)} title={tag?.id === undefined ? t('adminProblem.tag.create') : t('admin.edit')} centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
        {tag ? (
          <Stack>
            <TextInput label={t('adminProblem.tag.name')} required value={tag.name} maxLength={NAME_MAX} error={errors.name} onChange={(e) => setTag({ ...tag, name: e.currentTarget.value })} data-testid="tag-name-input" />
            <ColorInput label={t('adminProblem.tag.color')} value={tag.color} error={errors.color} swatches={SWATCHES} format="hex" onChange={(color) => setTag({ ...tag, color })} data-testid="tag-color" />
            <Select label={t('adminProblem.tag.classification')} clearable value={tag.tcid === null ? null : String(tag.tcid)} error={errors.tcid}
              placeholder={t('adminProblem.tag.none')} data={classifications.map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(v) => setTag({ ...tag, tcid: v === null ? null : Number(v) })} data-testid="tag-classification" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setTag(undefined)}>{t('admin.cancel')}</Button>
              <Button loading={busy} onClick={() => void save(PROBLEM_API.tag, tag, () => setTag(undefined))} data-testid="tag-save">{t('admin.save')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <Modal opened={klass !== undefined} onClose={() => setKlass(undefined)} title={klass?.id === undefined ? t('adminProblem.classification.create') : t('admin.edit')} centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
        {klass ? (
          <Stack>
            <TextInput label={t('adminProblem.classification.name')} required value={klass.name} maxLength={NAME_MAX} error={errors.name} onChange={(e) => setKlass({ ...klass, name: e.currentTarget.value })} data-testid="classification-name" />
            <NumberInput label={t('adminProblem.classification.rank')} value={klass.rank} allowDecimal={false} error={errors.rank} onChange={(v) => setKlass({ ...klass, rank: Number(v) || 0 })} data-testid="classification-rank" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setKlass(undefined)}>{t('admin.cancel')}</Button>
              <Button loading={busy} onClick={() => void save(PROBLEM_API.classification, klass, () => setKlass(undefined))} data-testid="classification-save">{t('admin.save')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDelete opened={deleting !== undefined} what={deleting?.name ?? ''} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}
