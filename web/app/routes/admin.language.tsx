import { Badge, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, loadAdmin, useAdminCall, type FieldErrors } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';

/** A language as `GET /api/admin/language` lists it: its fields and what the judge runners say of it. */
interface Language {
  id: number;
  key: string;
  name: string;
  description: string;
  contentType: string;
  template: string;
  codeTemplate: string;
  compileCommand: string;
  enabled: boolean;
  oj: string;
  seq: number;
  /** The admin's factor; null: the judge's own (what `applied…` then shows). */
  timeFactor: number | null;
  memoryFactor: number | null;
  appliedTimeFactor: number;
  appliedMemoryFactor: number;
  available: boolean;
  runners: Array<{ runner: string; version: string }>;
  unavailable: Array<{ runner: string; reason: string }>;
}

/** The fields of `PUT /api/admin/language` (the column sizes). */
type Draft = Pick<Language, 'id' | 'description' | 'contentType' | 'template' | 'codeTemplate' | 'compileCommand' | 'enabled' | 'seq' | 'timeFactor' | 'memoryFactor'>;
const DESCRIPTION_MAX = 255;
const CONTENT_TYPE_MAX = 64;
const COMPILE_COMMAND_MAX = 1024;
const TEMPLATE_MAX = 65535;
const SEQ_MAX = 100000;
/** A limit factor's range (LANGUAGE_FACTOR_MIN/MAX on the server). */
const FACTOR_MIN = 0.1;
const FACTOR_MAX = 10;
/** A NumberInput's value as a factor: empty means the judge's own (null). */
const factorOf = (v: string | number) => (v === '' ? null : Number(v));
/** Dark shades: white badge text stays at WCAG AA contrast (green's darkest shade does not). */
const AVAILABLE_COLOR = 'teal.9';
const UNAVAILABLE_COLOR = 'red.9';
/** A narrow column must not cut the badge's word short. */
const BADGE_STYLE = { minWidth: 'max-content' };

export const clientLoader = () => loadAdmin<Language[]>('/api/admin/language');
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** Our own judge's key (01 §3): its languages run on our runners; another judge's are that judge's ids. */
const OWN_JUDGE = 'ME';

/**
 * Whether the runners can run it: a badge, the runners that do, and the reasons of those that cannot. A
 * remote judge's language is its judge and its id there (what the submit form sends it).
 */
function Availability({ language }: { language: Language }) {
  const { t } = useTranslation();
  if (language.oj !== OWN_JUDGE) {
    return (
      <Stack gap={2}>
        <Badge color="blue" variant="light" style={BADGE_STYLE} data-testid="language-remote-judge">{language.oj}</Badge>
        <Text size="xs" c="dimmed" data-testid="language-remote-id">{t('admin.language.remoteId', { id: language.key })}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color={language.available ? AVAILABLE_COLOR : UNAVAILABLE_COLOR} variant="filled" style={BADGE_STYLE} data-testid="language-availability">
        {language.available ? t('admin.language.available') : t('admin.language.unavailable')}
      </Badge>
      {language.available ? (
        <Text size="xs" c="dimmed">{t('admin.language.runsOn', { runners: language.runners.map((r) => `${r.runner} (${r.version})`).join(', ') })}</Text>
      ) : language.unavailable.length === 0 ? (
        <Text size="xs" c="dimmed">{t('admin.language.noRunner')}</Text>
      ) : (
        language.unavailable.map((u) => <Text key={u.runner} size="xs" c="dimmed" data-testid="language-reason">{`${u.runner}: ${u.reason}`}</Text>)
      )}
    </Stack>
  );
}

/** /admin/language (super admin): the site's languages: enable, disable, and edit what users and the help page see. */
export default function LanguageAdmin() {
  const all = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  // ours first, then each remote judge's list (their languages are the remote judges' own ids)
  const judges = [...new Set([OWN_JUDGE, ...all.map((l) => l.oj)])];
  const [judge, setJudge] = useState(OWN_JUDGE);
  const languages = all.filter((l) => l.oj === judge);
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>();
  const [editing, setEditing] = useState<Language>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const open = (l: Language) => {
    setErrors({});
    setEditing(l);
    setDraft({ id: l.id, description: l.description, contentType: l.contentType, template: l.template, codeTemplate: l.codeTemplate, compileCommand: l.compileCommand, enabled: l.enabled, seq: l.seq, timeFactor: l.timeFactor, memoryFactor: l.memoryFactor });
  };
  const close = () => {
    setDraft(undefined);
    setEditing(undefined);
  };
  const save = async () => {
    if (!draft) return;
    setBusy(true);
    const r = await call('/api/admin/language', { method: 'PUT', body: draft });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) {
      close();
      revalidator.revalidate();
    }
  };
  const setEnabled = async (l: Language, enabled: boolean) => {
    const r = await call('/api/admin/language', { method: 'PUT', body: { id: l.id, enabled } });
    if (r.status === 200) revalidator.revalidate();
  };
  const edit = (changes: Partial<Draft>) => draft && setDraft({ ...draft, ...changes });

  return (
    <Stack>
      <AdminPageTitle />
      <Text size="sm" c="dimmed">{t('admin.language.help')}</Text>
      {judges.length > 1 ? (
        <SegmentedControl aria-label={t('admin.language.judge')} value={judge} onChange={setJudge} data={judges.map((j) => ({ value: j, label: j === OWN_JUDGE ? t('admin.language.ownJudge') : j }))} data-testid="language-judge-filter" />
      ) : null}
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder data-testid="language-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.language.seq')}</Table.Th>
              <Table.Th>{t('admin.language.name')}</Table.Th>
              <Table.Th>{t('admin.language.description')}</Table.Th>
              <Table.Th>{t('admin.language.compileCommand')}</Table.Th>
              <Table.Th>{t('admin.language.factors')}</Table.Th>
              <Table.Th>{t('admin.language.judge')}</Table.Th>
              <Table.Th>{t('admin.language.enabled')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {languages.map((l) => (
              <Table.Tr key={l.id} data-testid="language-row" data-key={l.key}>
                <Table.Td>{l.seq}</Table.Td>
                <Table.Td><Text fw={500} size="sm">{l.name}</Text></Table.Td>
                <Table.Td>{l.description}</Table.Td>
                <Table.Td><Text size="xs" ff="monospace" lineClamp={2}>{l.compileCommand}</Text></Table.Td>
                <Table.Td data-testid="language-factors">
                  <Text size="sm">{t('admin.language.factorsValue', { time: l.appliedTimeFactor, memory: l.appliedMemoryFactor })}</Text>
                  {l.timeFactor === null && l.memoryFactor === null ? <Text size="xs" c="dimmed">{t('admin.language.factorsJudge')}</Text> : null}
                </Table.Td>
                <Table.Td><Availability language={l} /></Table.Td>
                <Table.Td>
                  <Switch checked={l.enabled} onChange={(e) => void setEnabled(l, e.currentTarget.checked)} aria-label={`${t('admin.language.enabled')}: ${l.name}`} data-testid="language-enabled" />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => open(l)} aria-label={`${t('admin.edit')}: ${l.name}`}>{t('admin.edit')}</Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {languages.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}

      <Modal opened={draft !== undefined} onClose={close} title={`${t('admin.edit')}: ${editing?.name ?? ''}`} size="xl" centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
        {draft ? (
          <Stack>
            <TextInput label={t('admin.language.description')} value={draft.description} maxLength={DESCRIPTION_MAX} error={errors.description} data-testid="language-description"
              onChange={(e) => edit({ description: e.currentTarget.value })} />
            <Group grow align="flex-start">
              <TextInput label={t('admin.language.contentType')} value={draft.contentType} maxLength={CONTENT_TYPE_MAX} error={errors.contentType} data-testid="language-contentType"
                onChange={(e) => edit({ contentType: e.currentTarget.value })} />
              <NumberInput label={t('admin.language.seq')} value={draft.seq} min={0} max={SEQ_MAX} allowDecimal={false} error={errors.seq} data-testid="language-seq"
                onChange={(v) => edit({ seq: typeof v === 'number' ? v : Number(v) })} />
            </Group>
            <Group grow align="flex-start">
              <NumberInput label={t('admin.language.timeFactor')} description={t('admin.language.factorHelp', { factor: editing?.appliedTimeFactor })} value={draft.timeFactor ?? ''}
                min={FACTOR_MIN} max={FACTOR_MAX} decimalScale={2} step={0.5} error={errors.timeFactor} data-testid="language-timeFactor" onChange={(v) => edit({ timeFactor: factorOf(v) })} />
              <NumberInput label={t('admin.language.memoryFactor')} description={t('admin.language.factorHelp', { factor: editing?.appliedMemoryFactor })} value={draft.memoryFactor ?? ''}
                min={FACTOR_MIN} max={FACTOR_MAX} decimalScale={2} step={0.5} error={errors.memoryFactor} data-testid="language-memoryFactor" onChange={(v) => edit({ memoryFactor: factorOf(v) })} />
            </Group>
            <TextInput label={t('admin.language.compileCommand')} value={draft.compileCommand} maxLength={COMPILE_COMMAND_MAX} error={errors.compileCommand} data-testid="language-compileCommand"
              styles={{ input: { fontFamily: 'monospace' } }} onChange={(e) => edit({ compileCommand: e.currentTarget.value })} />
            <Textarea label={t('admin.language.template')} description={t('admin.language.templateHelp')} value={draft.template} maxLength={TEMPLATE_MAX} error={errors.template}
              autosize minRows={6} maxRows={16} styles={{ input: { fontFamily: 'monospace' } }} data-testid="language-template"
              onChange={(e) => edit({ template: e.currentTarget.value })} />
            <Textarea label={t('admin.language.codeTemplate')} description={t('admin.language.codeTemplateHelp')} value={draft.codeTemplate} maxLength={TEMPLATE_MAX} error={errors.codeTemplate}
              autosize minRows={3} maxRows={16} styles={{ input: { fontFamily: 'monospace' } }} data-testid="language-codeTemplate"
              onChange={(e) => edit({ codeTemplate: e.currentTarget.value })} />
            <Switch label={t('admin.language.enabled')} checked={draft.enabled} onChange={(e) => edit({ enabled: e.currentTarget.checked })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>{t('admin.cancel')}</Button>
              <Button onClick={() => void save()} loading={busy} data-testid="language-save">{t('admin.save')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
