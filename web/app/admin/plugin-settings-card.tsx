import { Button, Card, Group, NumberInput, SimpleGrid, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, type FieldErrors, type useAdminCall } from './admin-api';

type SettingValue = boolean | number | string;

/** One setting of a plugin as switch/info lists it (`pluginSettings[id]`). */
export interface PluginSettingInfo {
  key: string;
  label: string;
  description: string;
  type: 'boolean' | 'integer' | 'string';
  default: SettingValue;
  min?: number;
  max?: number;
  maxLength?: number;
  value: SettingValue;
}

/**
 * The settings of one enabled plugin on the switch page: a field per setting (by its type, labelled in the
 * plugin's own strings) and a Save that sends only this plugin's values (`pluginSettings: { id: {...} }`).
 */
export function PluginSettingsCard(props: { id: string; name: string; settings: PluginSettingInfo[]; call: ReturnType<typeof useAdminCall> }) {
  const { id, name, call } = props;
  const { t } = useTranslation();
  const [settings, setSettings] = useState(props.settings);
  const [values, setValues] = useState<Record<string, SettingValue>>(Object.fromEntries(props.settings.map((s) => [s.key, s.value])));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const r = await call<{ pluginSettings?: Record<string, PluginSettingInfo[]> }>('/api/admin/switch/update', { method: 'PUT', body: { pluginSettings: { [id]: values } } });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    const saved = r.status === 200 ? r.data?.pluginSettings?.[id] : undefined;
    if (saved) {
      setSettings(saved);
      setValues(Object.fromEntries(saved.map((s) => [s.key, s.value])));
    }
  };

  const field = (s: PluginSettingInfo) => {
    const testId = `plugin-setting-${id}-${s.key}`;
    const error = errors[`${id}.${s.key}`];
    const value = values[s.key];
    if (s.type === 'boolean') {
      return <Switch key={s.key} label={s.label} description={s.description || undefined} checked={value === true} error={error} data-testid={testId} onChange={(e) => setValues({ ...values, [s.key]: e.currentTarget.checked })} />;
    }
    if (s.type === 'integer') {
      const range = s.min !== undefined && s.max !== undefined ? t('admin.switch.pluginSettingRange', { min: s.min, max: s.max }) : '';
      return (
        // no clamping: a value out of range goes to the server, whose message names the range
        <NumberInput key={s.key} label={s.label} description={[s.description, range].filter(Boolean).join(' · ') || undefined} value={value as number} min={s.min} max={s.max}
          clampBehavior="none" allowDecimal={false} error={error} data-testid={testId} onChange={(v) => setValues({ ...values, [s.key]: typeof v === 'number' ? v : Number(v) })} />
      );
    }
    return <TextInput key={s.key} label={s.label} description={s.description || undefined} value={value as string} maxLength={s.maxLength} error={error} data-testid={testId} onChange={(e) => setValues({ ...values, [s.key]: e.currentTarget.value })} />;
  };

  return (
    <Card withBorder data-testid={`plugin-settings-${id}`}>
      <Title order={3} size="h4" mb="xs">{t('admin.switch.pluginSettings', { plugin: name })}</Title>
      <Text size="sm" c="dimmed" mb="sm">{t('admin.switch.pluginSettingsHelp')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{settings.map(field)}</SimpleGrid>
      <Group mt="md">
        <Button onClick={() => void save()} loading={busy} data-testid={`plugin-settings-save-${id}`}>{t('admin.save')}</Button>
      </Group>
    </Card>
  );
}
