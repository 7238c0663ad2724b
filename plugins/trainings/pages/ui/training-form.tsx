import { Alert, Button, Card, Group, Modal, NumberInput, PasswordInput, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { fieldErrorsOf, useAdminCall, type FieldErrors } from '@oj/web/app/plugin-kit';
import { ADMIN_TRAINING_API, draftProblems, PASSWORD_MAX, RANK_MAX, RANK_MIN, RANK_SHOW_NAMES, TITLE_MAX, VIDEOS_MAX, VIDEO_TITLE_MAX, VIDEO_URL_MAX, videoMapOf, type TrainingDraft } from '../admin-training-api';
import { TRAINING_AUTHS, type TrainingCategory } from '../training-api';
import { change, GROUP_TRAINING_API } from '../group-training-api';
import { useText } from '../use-text';
import { groupTrainingPaths } from './training-paths';
import { VideoRows } from './video-rows';

const CATEGORY_PAGE = '/admin/training/category';

/**
 * The create / edit form (03 §5): rank, title, description, category, auth with a password when
 * private, visible, the reference videos. Without any category it alerts and goes to the category page.
 */
export function TrainingForm({ initial, categoryId: initialCategory, categories, gid }: { initial: TrainingDraft; categoryId: number | null; categories: TrainingCategory[]; gid?: string }) {
  const { t } = useText();
  const adminCall = useAdminCall();
  // a group's training (03 §2 GroupCreateTraining, GroupEditTraining): the group calls, back to the group's Training Admin
  const group = gid === undefined ? undefined : { path: GROUP_TRAINING_API.training, back: `${groupTrainingPaths(gid).list}/admin` };
  const back = group?.back ?? '/admin/training';
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [categoryId, setCategoryId] = useState<number | null>(initialCategory);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const editing = initial.id !== undefined;

  // a group's form may name a new category of the group instead (the group call creates it): a teacher has no category page
  const [newCategory, setNewCategory] = useState('');
  // 03 §8: without any category the site's form cannot be filled in; an alert says so and its OK leads to the categories
  const noCategory = categories.length === 0 && !group;
  const toCategories = () => navigate(group ? group.back : CATEGORY_PAGE);

  const set = <K extends keyof TrainingDraft>(key: K, value: TrainingDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = async () => {
    const naming = group !== undefined && categoryId === null && newCategory.trim() !== '';
    const refused = draftProblems(draft, naming ? 0 : categoryId);
    if (Object.keys(refused).length) {
      const field: Record<string, string> = { title: t('adminTraining.title'), description: t('adminTraining.description'), rank: t('adminTraining.rank'), category: t('adminTraining.category') };
      setErrors(
        Object.fromEntries(
          Object.entries(refused).map(([key, why]) => [
            key,
            why === 'required' ? t('adminTraining.required', { field: field[key] })
              : why === 'rank' ? t('adminTraining.rankHelp')
                : why === 'passwordRequired' ? t('adminTraining.passwordRequired')
                  : t(`adminTraining.${why}`, { max: why === 'videosTooMany' ? VIDEOS_MAX : why === 'videoTitleInvalid' ? VIDEO_TITLE_MAX : VIDEO_URL_MAX }),
          ])
        )
      );
      return;
    }
    setBusy(true);
    const category = categories.find((c) => c.id === categoryId) ?? (naming ? { name: newCategory.trim() } : null);
    const { videos, ...fields } = draft;
    const training = { ...fields, title: draft.title.trim(), privatePwd: draft.auth === 'Private' ? draft.privatePwd : null, categoryId, videoExtraFile: videoMapOf(videos), ...(gid === undefined ? {} : { gid: Number(gid) }) };
    const body = { training, trainingCategory: category };
    const method = editing ? 'PUT' : 'POST';
    const r = group ? await change(group.path, method, body) : await adminCall(ADMIN_TRAINING_API.training, { method, body });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) navigate(back);
  };

  return (
    <Stack data-testid="training-form">
      <Modal opened={noCategory} onClose={toCategories} title={t('adminTraining.tips')} centered withCloseButton={false} data-testid="no-category-alert">
        <Stack>
          <Text>{t('adminTraining.noCategory')}</Text>
          <Group justify="flex-end">
            <Button onClick={toCategories} data-autofocus>{t('adminTraining.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
      <Title order={2}>{editing ? t('adminTraining.editTitle') : t('adminTraining.createTitle')}</Title>
      <Card withBorder>
        <Stack>
          <Group grow align="start" wrap="wrap">
            <NumberInput
              label={t('adminTraining.rank')}
              description={t('adminTraining.rankHelp')}
              min={RANK_MIN}
              max={RANK_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={draft.rank}
              onChange={(v) => set('rank', typeof v === 'number' ? v : Number(v))}
              error={errors.rank}
              required
              miw={200}
              data-testid="training-rank-input"
            />
            <Select
              label={t('adminTraining.category')}
              data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={categoryId === null ? null : String(categoryId)}
              onChange={(v) => setCategoryId(v === null ? null : Number(v))}
              error={errors.category ?? errors.categoryId}
              required
              miw={200}
              data-testid="training-category-input"
            />
            {group && (
              <TextInput
                label={t('adminTraining.newCategory')}
                value={newCategory}
                onChange={(e) => setNewCategory(e.currentTarget.value)}
                disabled={categoryId !== null}
                maxLength={255}
                miw={200}
                data-testid="training-new-category-input"
              />
            )}
            <Select
              label={t('adminTraining.rankShowName')}
              description={t('adminTraining.rankShowNameHelp')}
              data={RANK_SHOW_NAMES.map((name) => ({ value: name, label: t(`adminTraining.rankShowName.${name}`) }))}
              value={draft.rankShowName}
              onChange={(v) => v && set('rankShowName', v)}
              allowDeselect={false}
              error={errors.rankShowName}
              miw={200}
              data-testid="training-rank-show-name-input"
            />
          </Group>
          <TextInput
            label={t('adminTraining.title')}
            maxLength={TITLE_MAX}
            value={draft.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            required
            data-testid="training-title-input"
          />
          <Textarea
            label={t('adminTraining.description')}
            autosize
            minRows={6}
            value={draft.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
            data-testid="training-description-input"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('adminTraining.auth')}
            </Text>
            <SegmentedControl
              value={draft.auth}
              onChange={(v) => set('auth', v as TrainingDraft['auth'])}
              data={TRAINING_AUTHS.map((a) => ({ value: a, label: t(`training.auth.${a}`) }))}
              w="fit-content"
              data-testid="training-auth-input"
            />
          </Stack>
          {draft.auth === 'Private' ? (
            <PasswordInput
              label={t('adminTraining.password')}
              maxLength={PASSWORD_MAX}
              value={draft.privatePwd}
              onChange={(e) => set('privatePwd', e.currentTarget.value)}
              error={errors.privatePwd}
              required
              maw={320}
              data-testid="training-password-input"
            />
          ) : null}
          <VideoRows
            rows={draft.videos}
            onChange={(rows) => {
              set('videos', rows);
              // an edited row may have fixed what was refused: the message goes until the next save
              setErrors(({ videoExtraFile: _fixed, ...rest }) => rest);
            }}
            error={errors.videoExtraFile}
          />
          <Switch label={t('adminTraining.visible')} checked={draft.status} onChange={(e) => set('status', e.currentTarget.checked)} />
          {errors.training ? <Alert color="red">{errors.training}</Alert> : null}
          <Group>
            <Button onClick={save} loading={busy} data-testid="training-save">
              {t('adminTraining.save')}
            </Button>
            <Button variant="default" onClick={() => navigate(back)}>
              {t('adminTraining.cancel')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
