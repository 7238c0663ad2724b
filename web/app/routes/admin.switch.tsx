import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, loadAdmin, useAdminCall, type FieldErrors } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { PluginSettingsCard, type PluginSettingInfo } from '../admin/plugin-settings-card';
import { RemoteAccountsCard, type RemoteAccountInfo } from '../admin/remote-accounts-card';

type Switches = Record<string, boolean | number>;
/** An installed plugin's enable switch, as switch/info lists it. */
interface PluginSwitch {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  requires: string[];
}
type SwitchInfo = Switches & { plugins?: PluginSwitch[]; pluginSettings?: Record<string, PluginSettingInfo[]>; remoteJudgeAccounts?: Record<string, RemoteAccountInfo[]> };

export const clientLoader = () => loadAdmin<SwitchInfo>('/api/admin/switch/info');
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** The sections of 03 §5; a switch the server adds later (a plugin's) shows under 'other'. */
const SECTIONS: Array<{ id: string; keys: string[] }> = [
  { id: 'discussion', keys: ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'] },
  { id: 'judge', keys: ['openPublicJudge', 'openGroupJudge', 'openContestJudge', 'hideNonContestSubmissionCode', 'defaultSubmitInterval', 'waitingSubmissionLimit'] },
  { id: 'limits', keys: ['defaultCreateGroupDailyLimit', 'defaultCreateGroupLimit', 'defaultCreateGroupACInitValue', 'defaultCreateDiscussionDailyLimit', 'defaultCreateDiscussionACInitValue', 'defaultCreateCommentACInitValue'] },
  // our addition, a deviation from 01 §5 (docs/operations.md)
  { id: 'register', keys: ['registerWithoutEmailCode'] },
];
/** A section's note under its title. */
const SECTION_HELP: Record<string, string> = { limits: 'admin.switch.limitsHelp', register: 'admin.switch.registerHelp' };

/** /admin/switch (super admin): every switch and limit of switch/info, saved at once through switch/update; each enabled plugin's settings below. */
export default function SwitchPage() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const call = useAdminCall();
  const { plugins: loadedPlugins, pluginSettings = {}, remoteJudgeAccounts, ...rest } = loaded;
  // the switches are the flags and numbers; the account lists (a plugin's) have a card of their own
  const switches = Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v === 'boolean' || typeof v === 'number')) as Switches;
  const [values, setValues] = useState<Switches>(switches);
  const [plugins, setPlugins] = useState<PluginSwitch[]>(loadedPlugins ?? []);
  const [pluginBusy, setPluginBusy] = useState<string | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const known = new Set(SECTIONS.flatMap((s) => s.keys));
  const sections = [...SECTIONS, { id: 'other', keys: Object.keys(values).filter((k) => !known.has(k)) }].filter((s) => s.keys.some((k) => k in values));

  const save = async () => {
    setBusy(true);
    const r = await call('/api/admin/switch/update', { method: 'PUT', body: values });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
  };

  /** A plugin switch is saved at once (switching one off also switches off what requires it). */
  const togglePlugin = async (id: string, enabled: boolean) => {
    setPluginBusy(id);
    const r = await call<{ plugins: PluginSwitch[] } | null>('/api/admin/switch/update', { method: 'PUT', body: { plugins: { [id]: enabled } } });
    setPluginBusy(undefined);
    if (r.status === 200 && r.data?.plugins) setPlugins(r.data.plugins);
  };

  const field = (key: string) => {
    const label = t(`admin.switch.${key}`, { defaultValue: key });
    const value = values[key];
    if (typeof value === 'boolean') {
      return <Switch key={key} label={label} checked={value} onChange={(e) => setValues({ ...values, [key]: e.currentTarget.checked })} error={errors[key]} data-testid={`switch-${key}`} />;
    }
    return (
      <NumberInput key={key} label={label} value={value} min={0} allowDecimal={false} error={errors[key]} data-testid={`switch-${key}`}
        onChange={(v) => setValues({ ...values, [key]: typeof v === 'number' ? v : Number(v) })} />
    );
  };

  return (
    <Stack maw={880}>
      <AdminPageTitle />
      {sections.map((section) => (
        <Card withBorder key={section.id}>
          <Title order={3} size="h4" mb="xs">{t(`admin.switch.section.${section.id}`)}</Title>
          {SECTION_HELP[section.id] ? <Text size="sm" c="dimmed" mb="sm">{t(SECTION_HELP[section.id])}</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{section.keys.filter((k) => k in values).map(field)}</SimpleGrid>
        </Card>
      ))}
      <Group>
        <Button onClick={() => void save()} loading={busy} data-testid="switch-save">{t('admin.save')}</Button>
      </Group>
      <Card withBorder data-testid="switch-plugins">
        <Title order={3} size="h4" mb="xs">{t('admin.switch.section.plugins')}</Title>
        <Text size="sm" c="dimmed" mb="sm">{t('admin.switch.pluginsHelp')}</Text>
        {plugins.length === 0 ? (
          <Text size="sm" data-testid="switch-plugins-none">{t('admin.switch.noPlugins')}</Text>
        ) : (
          <Stack gap="sm">
            {plugins.map((p) => (
              <Switch key={p.id} checked={p.enabled} disabled={pluginBusy !== undefined} data-testid={`switch-plugin-${p.id}`}
                label={p.name === p.id ? p.id : `${p.name} (${p.id})`}
                description={[p.description, p.requires.length ? t('admin.switch.pluginRequires', { plugins: p.requires.join(', ') }) : ''].filter(Boolean).join(' · ') || undefined}
                onChange={(e) => void togglePlugin(p.id, e.currentTarget.checked)} />
            ))}
          </Stack>
        )}
      </Card>
      {/* each enabled plugin's settings, saved on their own (switch/info lists every installed plugin's, so one switched on here shows them at once) */}
      {plugins.filter((p) => p.enabled && pluginSettings[p.id]?.length).map((p) => (
        <PluginSettingsCard key={p.id} id={p.id} name={p.name} settings={pluginSettings[p.id]} call={call} />
      ))}
      {remoteJudgeAccounts ? <RemoteAccountsCard accounts={remoteJudgeAccounts} call={call} /> : null}
    </Stack>
  );
}
