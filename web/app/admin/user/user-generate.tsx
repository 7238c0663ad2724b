import { Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../components/download';
import { fieldErrorsOf, useAdminCall, type FieldErrors } from '../admin-api';
import { GENERATED_PASSWORD_MAX, GENERATED_PASSWORD_MIN, USER_API, USERNAME_MAX } from './user-api';

interface Form {
  prefix: string;
  suffix: string;
  number_from: number | '';
  number_to: number | '';
  password_length: number | '';
}

interface Generated {
  key: string;
  count: number;
  first: string;
  last: string;
}

/** 03 §5's checks, in its order, before the server's. */
function check(form: Form): FieldErrors {
  const errors: FieldErrors = {};
  if (form.number_from === '') errors.number_from = 'adminUser.numberFromRequired';
  if (form.number_to === '') errors.number_to = 'adminUser.numberToRequired';
  else if (form.number_from !== '' && form.number_to < form.number_from) errors.number_to = 'adminUser.numberOrder';
  if (form.password_length === '' || form.password_length < GENERATED_PASSWORD_MIN || form.password_length > GENERATED_PASSWORD_MAX) errors.password_length = 'adminUser.generatedPasswordLength';
  return errors;
}

/** Generate users (03 §2, §5): prefix + number + suffix with random passwords, then their one-time CSV download. */
export function UserGenerate({ onGenerated }: { onGenerated(): void }) {
  const { t } = useTranslation();
  const call = useAdminCall();
  const [form, setForm] = useState<Form>({ prefix: '', suffix: '', number_from: '', number_to: '', password_length: GENERATED_PASSWORD_MIN });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Generated>();
  const set = (changes: Partial<Form>) => setForm({ ...form, ...changes });
  const numberOf = (v: string | number) => (v === '' ? '' : Number(v));
  const example = form.number_from !== '' && form.number_to !== '' && form.number_to >= form.number_from
    ? { first: `${form.prefix}${form.number_from}${form.suffix}`, last: `${form.prefix}${form.number_to}${form.suffix}` }
    : undefined;

  const submit = async () => {
    const local = check(form);
    setErrors(Object.fromEntries(Object.entries(local).map(([k, key]) => [k, t(key)])));
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const r = await call<Generated>(USER_API.generate, { method: 'POST', body: form });
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      setDone(r.data);
      onGenerated();
      await downloadFile(`${USER_API.generatedFile}?key=${encodeURIComponent(r.data.key)}`, {}, { changesState: true });
    }
    setBusy(false);
  };

  return (
    <Paper withBorder p="md" data-testid="user-generate">
      <Stack>
        <Title order={3}>{t('adminUser.generate')}</Title>
        <Text size="sm" c="dimmed">{t('adminUser.generateHelp')}</Text>
        <Group align="flex-start" grow>
          <TextInput label={t('adminUser.prefix')} value={form.prefix} maxLength={USERNAME_MAX} error={errors.prefix} onChange={(e) => set({ prefix: e.currentTarget.value })} data-testid="generate-prefix" />
          <TextInput label={t('adminUser.suffix')} value={form.suffix} maxLength={USERNAME_MAX} error={errors.suffix} onChange={(e) => set({ suffix: e.currentTarget.value })} data-testid="generate-suffix" />
        </Group>
        <Group align="flex-start" grow>
          <NumberInput label={t('adminUser.numberFrom')} value={form.number_from} min={0} allowDecimal={false} allowNegative={false} required error={errors.number_from}
            onChange={(v) => set({ number_from: numberOf(v) })} data-testid="generate-from" />
          <NumberInput label={t('adminUser.numberTo')} value={form.number_to} min={0} allowDecimal={false} allowNegative={false} required error={errors.number_to}
            onChange={(v) => set({ number_to: numberOf(v) })} data-testid="generate-to" />
          <NumberInput label={t('adminUser.passwordLengthLabel')} value={form.password_length} min={GENERATED_PASSWORD_MIN} max={GENERATED_PASSWORD_MAX} allowDecimal={false} required error={errors.password_length}
            onChange={(v) => set({ password_length: numberOf(v) })} data-testid="generate-length" />
        </Group>
        {example ? <Text size="sm">{t('adminUser.example', example)}</Text> : null}
        <Group>
          <Button onClick={() => void submit()} loading={busy} data-testid="generate-submit">{t('adminUser.generateButton')}</Button>
          {done ? <Text size="sm" c="green" data-testid="generate-done">{t('adminUser.generated', { count: done.count, first: done.first, last: done.last })}</Text> : null}
        </Group>
      </Stack>
    </Paper>
  );
}
