import { Alert, Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { AdminLoading, LocalDate, Markdown, notifyResult, requirePlugin, useAbility } from '@oj/web/app/plugin-kit';
import { remoteApi, type RemoteJudgeView, type RemotePreview } from './remote-api';
import { ID_EXAMPLES, PLUGIN_ID, useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const judges = await remoteApi.judges();
  return { judges: judges.status === 200 && Array.isArray(judges.data) ? judges.data : [] };
}
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;

/** Dark shades: the badges' white text stays at WCAG AA contrast (as on the language page). */
const STATE_COLORS = { healthy: 'teal.9', unhealthy: 'red.9', unchecked: 'gray.7' } as const;

/** A sample pair, as the problem page shows them. */
function Sample({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600}>{label}</Text>
      <Card withBorder p="xs" bg="gray.0" component="pre" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13 }}>{text}</Card>
    </Stack>
  );
}

/** The state of each enabled judge, and (super admin) a health check now. */
function JudgeStates({ judges }: { judges: RemoteJudgeView[] }) {
  const { t, i18n } = useText();
  const ability = useAbility();
  const [states, setStates] = useState(judges);
  const [checking, setChecking] = useState<string>();
  const check = async (oj: string) => {
    setChecking(oj);
    const answer = await remoteApi.checkHealth(oj);
    setChecking(undefined);
    if (answer.status === 200 && answer.data) setStates((all) => all.map((j) => (j.oj === oj ? { ...j, healthy: answer.data.healthy, lastCheck: answer.data.lastCheck } : j)));
  };
  const state = (j: RemoteJudgeView) => (j.healthy === null ? 'unchecked' : j.healthy ? 'healthy' : 'unhealthy');
  return (
    <Card withBorder>
      <Title order={4} mb="xs">{t('remoteJudges.health')}</Title>
      <Table data-testid="remote-judge-states">
        <Table.Tbody>
          {states.map((j) => (
            <Table.Tr key={j.oj} data-testid="remote-judge-state" data-oj={j.oj}>
              <Table.Td><Anchor href={j.url} target="_blank" rel="noreferrer">{j.name}</Anchor> ({j.oj})</Table.Td>
              <Table.Td><Badge color={STATE_COLORS[state(j)]} variant="filled">{t(`remoteJudges.${state(j)}`)}</Badge></Table.Td>
              <Table.Td>{j.lastCheck ? <Text size="sm">{t('remoteJudges.lastCheck')}: <LocalDate value={j.lastCheck} locale={i18n.language} /></Text> : null}</Table.Td>
              <Table.Td>
                {ability.can('manage', 'Switch') ? (
                  <Button size="xs" variant="light" loading={checking === j.oj} onClick={() => void check(j.oj)} data-testid="remote-judge-check">{t('remoteJudges.checkNow')}</Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/**
 * /admin/problem/remote: the admin's import of a remote judge's problem (03, `import-remote-oj-problem`):
 * a judge among the enabled ones and its problem id, a preview of what will be stored (statement,
 * limits, samples, tags, the original's link), then the import; and the judges' states.
 */
export default function RemoteProblemImport() {
  const { judges } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const [judge, setJudge] = useState<string | null>(judges[0]?.oj ?? null);
  const [problemId, setProblemId] = useState('');
  const [preview, setPreview] = useState<RemotePreview>();
  const [busy, setBusy] = useState<'preview' | 'import'>();
  const [imported, setImported] = useState<{ pid: number; problemId: string }>();

  const look = async () => {
    if (!judge || !problemId.trim()) return;
    setBusy('preview');
    setImported(undefined);
    const answer = await remoteApi.preview(judge, problemId.trim());
    setBusy(undefined);
    setPreview(answer.status === 200 ? answer.data : undefined);
  };
  const bring = async () => {
    if (!judge || !preview) return;
    setBusy('import');
    const answer = await remoteApi.import(judge, preview.problem.remoteId);
    setBusy(undefined);
    notifyResult(answer);
    if (answer.status === 200) setImported({ pid: answer.data.pid, problemId: answer.data.problemId });
  };

  if (!judges.length) {
    return (
      <Stack>
        <Title order={2}>{t('remoteJudges.importTitle')}</Title>
        <Alert color="yellow" data-testid="remote-no-judge">{t('remoteJudges.noJudge')}</Alert>
      </Stack>
    );
  }
  const problem = preview?.problem;
  const existing = imported ?? (preview?.existingPid ? { pid: preview.existingPid, problemId: preview.problemId } : undefined);
  return (
    <Stack>
      <Title order={2}>{t('remoteJudges.importTitle')}</Title>
      <Text size="sm" c="dimmed">{t('remoteJudges.importHelp')}</Text>
      <Card withBorder>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void look();
          }}
        >
          <Group align="end">
            <Select label={t('remoteJudges.judge')} data={judges.map((j) => ({ value: j.oj, label: `${j.oj} · ${j.name}` }))} value={judge} onChange={(v) => { setJudge(v); setPreview(undefined); }} allowDeselect={false} w={240} data-testid="remote-judge-select" />
            <TextInput label={t('remoteJudges.problemId')} placeholder={t('remoteJudges.idExample', { example: ID_EXAMPLES[judge ?? ''] ?? '' })} value={problemId} onChange={(e) => setProblemId(e.currentTarget.value)} w={220} data-testid="remote-problem-id" />
            <Button type="submit" variant="light" loading={busy === 'preview'} disabled={!problemId.trim()} data-testid="remote-preview">{t('remoteJudges.preview')}</Button>
            <Button onClick={() => void bring()} loading={busy === 'import'} disabled={!preview || Boolean(existing)} data-testid="remote-import">{t('remoteJudges.import')}</Button>
          </Group>
        </form>
      </Card>
      {preview && problem ? (
        <Card withBorder data-testid="remote-preview-card">
          <Stack gap="sm">
            {existing ? (
              <Alert color={imported ? 'green' : 'blue'} data-testid="remote-existing">
                {t('remoteJudges.exists', { problemId: existing.problemId })}{' '}
                {/* dark, underlined links: the alert's tinted background leaves the anchor colour short of AA contrast */}
                <Anchor component={Link} to={`/problem/${encodeURIComponent(existing.problemId)}`} c="dark.9" underline="always">{t('remoteJudges.openProblem')}</Anchor>
                {' · '}
                <Anchor component={Link} to={`/admin/problem/edit/${existing.pid}`} c="dark.9" underline="always">{t('remoteJudges.editProblem')}</Anchor>
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">{t('remoteJudges.willBe', { problemId: preview.problemId })}</Text>
            )}
            <Title order={3} data-testid="remote-preview-title">{preview.problemId} {problem.title}</Title>
            <Group gap="md">
              <Text size="sm" data-testid="remote-preview-limits">{t('remoteJudges.limits', { time: problem.timeLimit, memory: problem.memoryLimit })}</Text>
              <Anchor href={problem.url} target="_blank" rel="noreferrer" size="sm">{t('remoteJudges.original')}</Anchor>
            </Group>
            {problem.tags.length ? <Group gap={4}>{problem.tags.map((tag) => <Badge key={tag} variant="outline" size="sm">{tag}</Badge>)}</Group> : null}
            <Markdown source={problem.description} testId="remote-preview-description" />
            <Markdown source={problem.input} />
            <Markdown source={problem.output} />
            {problem.examples.map((e, i) => (
              <SimpleGrid key={i} cols={{ base: 1, sm: 2 }}>
                <Sample label={`${t('remoteJudges.sample', { n: i + 1 })} · in`} text={e.input} />
                <Sample label={`${t('remoteJudges.sample', { n: i + 1 })} · out`} text={e.output} />
              </SimpleGrid>
            ))}
            <Markdown source={problem.hint} />
          </Stack>
        </Card>
      ) : null}
      <JudgeStates judges={judges} />
    </Stack>
  );
}
