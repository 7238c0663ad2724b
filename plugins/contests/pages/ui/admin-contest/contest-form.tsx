import { ActionIcon, Badge, Button, Card, ColorInput, Group, NumberInput, PasswordInput, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { fieldErrorsOf, useAdminCall, type FieldErrors } from '@oj/web/app/plugin-kit';
import {
  ADMIN_CONTEST_API, bodyOf, firstProblem, limitFieldsOf, limitPreview, limitRuleOf, msOf, PASSWORD_MAX, RANK_SHOW_NAMES, sealChoiceDisabled, defaultSealChoice, TITLE_MAX, withStarUser,
  type AccountLimitFields, type AwardLevel, type ContestDraft, type SealChoice,
} from './api';
import { useText } from './text';

const FIELD_LABEL: Record<string, string> = { title: 'title', description: 'description', startTime: 'startTime', endTime: 'endTime' };

/** Where the form saves when it is not the site admin's (a group's contest: /api/group/contest with its gid), and what follows a save. */
export interface ContestFormTarget {
  url: string;
  /** Sent beside the form's fields (`gid`). */
  extra?: Record<string, unknown>;
  onSaved(): void;
}

/**
 * The contest form (03 §5, checked in that order before sending, and again by the server): title, description,
 * times, duration, password unless public, the seal choices of 03 §4, star users, awards, account limit.
 * In edit mode the rule type is fixed.
 */
export function ContestForm({ initial, target }: { initial: ContestDraft; target?: ContestFormTarget }) {
  const { t } = useText();
  const call = useAdminCall();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [star, setStar] = useState('');
  const [limit, setLimit] = useState<AccountLimitFields>(limitFieldsOf(initial.accountLimitRule));
  const [busy, setBusy] = useState(false);
  const editing = initial.id !== undefined;
  // a field's message goes once the field is edited (the times share the duration's)
  const FIELD_OF: Partial<Record<keyof ContestDraft, string[]>> = { start: ['startTime', 'duration'], end: ['endTime', 'duration'], sealChoice: ['sealRankTime'], awardType: ['awardConfigList'] };
  const set = <K extends keyof ContestDraft>(key: K, value: ContestDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const fields: string[] = FIELD_OF[key] ?? [key];
    setErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f))) : e));
  };
  const duration = Math.max(0, Math.floor((msOf(draft.end) - msOf(draft.start)) / 1000)) || 0;
  const timeCheck = !Number.isNaN(msOf(draft.start)) && !Number.isNaN(msOf(draft.end)) && msOf(draft.end) < msOf(draft.start);
  const preview = limitPreview(limit);

  const setLimitField = <K extends keyof AccountLimitFields>(key: K, value: AccountLimitFields[K]) => {
    const next = { ...limit, [key]: value };
    setLimit(next);
    set('accountLimitRule', limitRuleOf(next));
  };
  const addStar = () => {
    const next = withStarUser(draft.starAccount, star);
    if (next === 'duplicate') {
      setErrors((e) => ({ ...e, starAccount: t('adminContest.starDuplicate') }));
      return;
    }
    setErrors(({ starAccount: _drop, ...rest }) => rest);
    set('starAccount', next);
    setStar('');
  };
  const setAward = (i: number, change: Partial<AwardLevel>) => set('awardConfigList', draft.awardConfigList.map((a, j) => (j === i ? { ...a, ...change } : a)));

  const save = async () => {
    const refused = firstProblem(draft);
    if (refused) {
      const message = refused.key === 'required' ? t('adminContest.required', { field: t(`adminContest.${FIELD_LABEL[refused.field] ?? refused.field}`) }) : t(`adminContest.${refused.key}`);
      setErrors({ [refused.field]: message });
      return;
    }
    setBusy(true);
    const r = await call(target?.url ?? ADMIN_CONTEST_API.contest, { method: editing ? 'PUT' : 'POST', body: { ...bodyOf(draft), ...target?.extra } });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      if (target) target.onSaved();
      else navigate('/admin/contest');
    }
  };

  return (
    <Stack data-testid="contest-form">
      <Title order={2}>{editing ? t('adminContest.editTitle') : t('adminContest.createTitle')}</Title>
      <Card withBorder>
        <Stack>
          <TextInput label={t('adminContest.title')} maxLength={TITLE_MAX} value={draft.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} required data-testid="contest-title-input" />
          <Textarea label={t('adminContest.description')} autosize minRows={5} value={draft.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} required data-testid="contest-description-input" />
          <Group grow align="start" wrap="wrap">
            <TextInput type="datetime-local" label={t('adminContest.startTime')} value={draft.start} onChange={(e) => set('start', e.currentTarget.value)} error={errors.startTime} required miw={220} data-testid="contest-start-input" />
            <TextInput type="datetime-local" label={t('adminContest.endTime')} value={draft.end} onChange={(e) => set('end', e.currentTarget.value)} error={errors.endTime ?? (timeCheck ? t('adminContest.timeCheck') : undefined)} required miw={220} data-testid="contest-end-input" />
            <TextInput label={t('adminContest.duration')} value={`${Math.floor(duration / 3600)}h ${Math.floor((duration % 3600) / 60)}m`} readOnly error={errors.duration} miw={140} data-testid="contest-duration" />
          </Group>
          <Group align="start" wrap="wrap" gap="xl">
            <Stack gap={4}>
              <Text size="sm" fw={500}>{t('adminContest.type')}</Text>
              <SegmentedControl value={String(draft.type)} disabled={editing} onChange={(v) => set('type', Number(v) as 0 | 1)} data={[0, 1].map((v) => ({ value: String(v), label: t(`adminContest.type.${v}`) }))} data-testid="contest-type-input" />
              {editing ? <Text size="xs" c="dimmed">{t('adminContest.typeLocked')}</Text> : null}
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>{t('adminContest.auth')}</Text>
              <SegmentedControl value={String(draft.auth)} onChange={(v) => set('auth', Number(v) as 0 | 1 | 2)} data={[0, 1, 2].map((v) => ({ value: String(v), label: t(`adminContest.auth.${v}`) }))} data-testid="contest-auth-input" />
            </Stack>
            {draft.auth !== 0 ? (
              <PasswordInput label={t('adminContest.password')} maxLength={PASSWORD_MAX} value={draft.pwd} onChange={(e) => set('pwd', e.currentTarget.value)} error={errors.pwd} required miw={220} data-testid="contest-password-input" />
            ) : null}
          </Group>
          <Group align="start" wrap="wrap" gap="xl">
            <Stack gap={4}>
              <Switch label={t('adminContest.sealRank')} checked={draft.sealRank} onChange={(e) => { const on = e.currentTarget.checked; setDraft((d) => ({ ...d, sealRank: on, sealChoice: on ? defaultSealChoice(d.type, duration) : d.sealChoice })); }} data-testid="contest-seal-input" />
              {draft.sealRank ? (
                <SegmentedControl
                  value={String(draft.sealChoice)}
                  onChange={(v) => set('sealChoice', Number(v) as SealChoice)}
                  data={([0, 1, 2] as SealChoice[]).map((c) => ({ value: String(c), label: t(`adminContest.seal.${c}`), disabled: sealChoiceDisabled(c, duration) }))}
                  data-testid="contest-seal-choice"
                />
              ) : null}
              {errors.sealRankTime ? <Text size="xs" c="red">{errors.sealRankTime}</Text> : null}
            </Stack>
            <Switch label={t('adminContest.autoRealRank')} checked={draft.autoRealRank} onChange={(e) => set('autoRealRank', e.currentTarget.checked)} />
            <Switch label={t('adminContest.openRank')} checked={draft.openRank} onChange={(e) => set('openRank', e.currentTarget.checked)} />
            <Switch label={t('adminContest.openPrint')} checked={draft.openPrint} onChange={(e) => set('openPrint', e.currentTarget.checked)} />
            <Switch label={t('adminContest.allowEndSubmit')} checked={draft.allowEndSubmit} onChange={(e) => set('allowEndSubmit', e.currentTarget.checked)} />
            <Switch label={t('adminContest.visible')} checked={draft.visible} onChange={(e) => set('visible', e.currentTarget.checked)} />
          </Group>
          <Group grow align="start" wrap="wrap">
            <Select label={t('adminContest.rankShowName')} data={RANK_SHOW_NAMES.map((n) => ({ value: n, label: t(`adminContest.rankShowName.${n}`) }))} value={draft.rankShowName} onChange={(v) => v && set('rankShowName', v)} allowDeselect={false} error={errors.rankShowName} miw={200} />
            {draft.type === 1 ? (
              <Select label={t('adminContest.oiRankScoreType')} data={['Recent', 'Highest'].map((n) => ({ value: n, label: t(`adminContest.oiRankScoreType.${n}`) }))} value={draft.oiRankScoreType} onChange={(v) => v && set('oiRankScoreType', v as 'Recent' | 'Highest')} allowDeselect={false} miw={200} />
            ) : null}
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('adminContest.starAccount')}</Text>
            <Group gap="xs">
              {draft.starAccount.map((name) => (
                <Badge key={name} variant="light" rightSection={<ActionIcon size="xs" variant="transparent" aria-label={t('adminContest.remove')} onClick={() => set('starAccount', draft.starAccount.filter((n) => n !== name))}>×</ActionIcon>}>
                  {name}
                </Badge>
              ))}
            </Group>
            <Group gap="xs" align="start">
              <TextInput value={star} onChange={(e) => setStar(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addStar(); } }} error={errors.starAccount} maw={260} data-testid="contest-star-input" />
              <Button variant="light" onClick={addStar}>{t('adminContest.starAdd')}</Button>
            </Group>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('adminContest.awardType')}</Text>
            <SegmentedControl w="fit-content" value={String(draft.awardType)} onChange={(v) => set('awardType', Number(v) as 0 | 1 | 2)} data={[0, 1, 2].map((v) => ({ value: String(v), label: t(`adminContest.awardType.${v}`) }))} data-testid="contest-award-type" />
            {draft.awardType !== 0 ? (
              <Stack gap={4}>
                {draft.awardConfigList.map((a, i) => (
                  <Group key={i} gap="xs" align="end" wrap="wrap">
                    <TextInput label={t('adminContest.awardName')} value={a.name} onChange={(e) => setAward(i, { name: e.currentTarget.value })} w={160} />
                    <ColorInput label={t('adminContest.awardBackground')} value={a.background} onChange={(v) => setAward(i, { background: v })} w={140} />
                    <ColorInput label={t('adminContest.awardColor')} value={a.color} onChange={(v) => setAward(i, { color: v })} w={140} />
                    <NumberInput label={t('adminContest.awardNum')} value={a.num} min={0} max={draft.awardType === 1 ? 100 : undefined} allowDecimal={false} allowNegative={false} onChange={(v) => setAward(i, { num: Number(v) || 0 })} w={110} />
                    <Button variant="subtle" color="red" onClick={() => set('awardConfigList', draft.awardConfigList.filter((_, j) => j !== i))}>{t('adminContest.remove')}</Button>
                  </Group>
                ))}
                <Button variant="light" w="fit-content" onClick={() => set('awardConfigList', [...draft.awardConfigList, { priority: Math.max(0, ...draft.awardConfigList.map((a) => a.priority)) + 1, name: '', background: '#409eff', color: '#ffffff', num: 0 }])}>
                  {t('adminContest.awardAdd')}
                </Button>
                {errors.awardConfigList ? <Text size="xs" c="red">{errors.awardConfigList}</Text> : null}
              </Stack>
            ) : null}
          </Stack>
          <Stack gap={4}>
            <Switch label={t('adminContest.openAccountLimit')} checked={draft.openAccountLimit} onChange={(e) => { const on = e.currentTarget.checked; setDraft((d) => ({ ...d, openAccountLimit: on, accountLimitRule: on ? limitRuleOf(limit) : d.accountLimitRule })); }} data-testid="contest-account-limit" />
            {draft.openAccountLimit ? (
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap" align="start">
                  <TextInput label={t('adminContest.limitPrefix')} value={limit.prefix} onChange={(e) => setLimitField('prefix', e.currentTarget.value)} w={160} />
                  <NumberInput label={t('adminContest.limitFrom')} value={limit.numberFrom} min={0} allowDecimal={false} allowNegative={false} onChange={(v) => setLimitField('numberFrom', Number(v) || 0)} w={130} />
                  <NumberInput label={t('adminContest.limitTo')} value={limit.numberTo} min={0} allowDecimal={false} allowNegative={false} onChange={(v) => setLimitField('numberTo', Number(v) || 0)} w={130} />
                  <TextInput label={t('adminContest.limitSuffix')} value={limit.suffix} onChange={(e) => setLimitField('suffix', e.currentTarget.value)} w={160} />
                </Group>
                <Textarea label={t('adminContest.limitExtra')} autosize minRows={2} value={limit.extraAccount} onChange={(e) => setLimitField('extraAccount', e.currentTarget.value)} error={errors.accountLimitRule} maw={500} />
                {preview ? (
                  <Text size="xs" c="dimmed" data-testid="contest-limit-preview">
                    {t('adminContest.limitPreview')}: {preview.join(', ')}
                  </Text>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => (target ? target.onSaved() : navigate('/admin/contest'))}>{t('adminContest.cancel')}</Button>
            <Button onClick={() => void save()} loading={busy} data-testid="contest-save">{t('adminContest.save')}</Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
